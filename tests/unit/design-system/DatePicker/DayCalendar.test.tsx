import '#tests/helpers/radixDom.ts';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { datePickerArrayError } from '#design-system/DatePicker/DatePicker.tsx';
import { extendRange } from '#design-system/DatePicker/DayCalendar.tsx';
import { answerInput, openPicker, renderDatePicker } from './renderDatePicker.tsx';

afterEach(cleanup);

function day(dialog: HTMLElement, name: RegExp) {
  return within(dialog).getByRole('button', { name });
}

describe('DatePicker range mode', () => {
  it('masks a typed range as mm/dd/yyyy - mm/dd/yyyy', async () => {
    renderDatePicker({ mode: 'range' });
    await userEvent.type(answerInput(), '0309202603152026');
    expect(answerInput()).toHaveValue('03/09/2026 - 03/15/2026');
  });

  it('reads days and months typed with one digit, 3/9/2026 - 3/15/2026', async () => {
    renderDatePicker({ mode: 'range' });
    await userEvent.type(answerInput(), '3/9/2026 - 3/15/2026');
    expect(answerInput()).toHaveValue('03/09/2026 - 03/15/2026');
  });

  it('shows the range placeholder', () => {
    renderDatePicker({ mode: 'range' });
    expect(answerInput()).toHaveAttribute('placeholder', 'mm/dd/yyyy - mm/dd/yyyy');
  });

  it('shows a typed range selected in the calendar', async () => {
    renderDatePicker({ mode: 'range', value: '03/09/2026 - 03/11/2026' });
    const dialog = await openPicker();
    const selected = within(dialog)
      .getAllByRole('gridcell')
      .filter((cell) => cell.getAttribute('aria-selected') === 'true');
    expect(selected.map((cell) => cell.textContent)).toEqual(['9', '10', '11']);
  });

  it('stays open after the first day of a range', async () => {
    renderDatePicker({ mode: 'range' });
    await userEvent.click(day(await openPicker(), /March 9, 2026/));
    expect(screen.getByRole('dialog', { name: 'Choose date' })).toBeInTheDocument();
  });

  it('applies two picked days as the range text', async () => {
    const onChange = vi.fn();
    renderDatePicker({ mode: 'range', onChange });
    const dialog = await openPicker();
    await userEvent.click(day(dialog, /March 9, 2026/));
    await userEvent.click(day(dialog, /March 15, 2026/));
    expect(onChange).toHaveBeenLastCalledWith('03/09/2026 - 03/15/2026');
  });

  it('closes once the range is complete', async () => {
    renderDatePicker({ mode: 'range' });
    const dialog = await openPicker();
    await userEvent.click(day(dialog, /March 9, 2026/));
    await userEvent.click(day(dialog, /March 15, 2026/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('puts the earlier day first whatever order they are picked in', async () => {
    renderDatePicker({ mode: 'range' });
    const dialog = await openPicker();
    await userEvent.click(day(dialog, /March 15, 2026/));
    await userEvent.click(day(dialog, /March 9, 2026/));
    expect(answerInput()).toHaveValue('03/09/2026 - 03/15/2026');
  });

  it('writes the range with the separator it is given', async () => {
    renderDatePicker({ mode: 'range', rangeSeparator: ' to ' });
    const dialog = await openPicker();
    await userEvent.click(day(dialog, /March 9, 2026/));
    await userEvent.click(day(dialog, /March 10, 2026/));
    expect(answerInput()).toHaveValue('03/09/2026 to 03/10/2026');
  });

  it('starts a new range after a whole one', () => {
    const range = { from: new Date(2026, 2, 9), to: new Date(2026, 2, 15) };
    expect(extendRange(range, new Date(2026, 2, 20))).toEqual({ from: new Date(2026, 2, 20) });
  });
});

describe('DatePicker multiple-dates mode', () => {
  it('adds each picked day to the list', async () => {
    const onChange = vi.fn();
    renderDatePicker({ mode: 'multiple', value: [], onChange });
    const dialog = await openPicker();
    await userEvent.click(day(dialog, /March 9, 2026/));
    await userEvent.click(day(dialog, /March 20, 2026/));
    expect(onChange).toHaveBeenLastCalledWith(['03/09/2026', '03/20/2026']);
  });

  it('stays open while days are picked', async () => {
    renderDatePicker({ mode: 'multiple', value: [] });
    await userEvent.click(day(await openPicker(), /March 9, 2026/));
    expect(screen.getByRole('dialog', { name: 'Choose date' })).toBeInTheDocument();
  });

  it('removes a picked day when it is picked again', async () => {
    const onChange = vi.fn();
    renderDatePicker({ mode: 'multiple', value: ['03/09/2026', '03/20/2026'], onChange });
    await userEvent.click(day(await openPicker(), /March 9, 2026/));
    expect(onChange).toHaveBeenLastCalledWith(['03/20/2026']);
  });

  it('shows the days in a read-only input', () => {
    renderDatePicker({ mode: 'multiple', value: ['03/09/2026', '03/20/2026'] });
    expect(answerInput()).toHaveValue('03/09/2026, 03/20/2026');
  });

  it(`raises '${datePickerArrayError}' for a value that is not a list`, () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderDatePicker({ mode: 'multiple', value: '03/09/2026' })).toThrow(datePickerArrayError);
    vi.mocked(console.error).mockRestore();
  });
});

describe('DatePicker week mode', () => {
  it('shows the week with the range separator', () => {
    renderDatePicker({ mode: 'week', value: ['03/09/2026', '03/15/2026'] });
    expect(answerInput()).toHaveValue('03/09/2026 - 03/15/2026');
  });

  it('takes the week from the first day it is given', async () => {
    const onChange = vi.fn();
    renderDatePicker({ mode: 'week', value: [], weekStartsOn: 0, onChange });
    await userEvent.click(day(await openPicker(), /March 11, 2026/));
    expect(onChange).toHaveBeenCalledWith(['03/08/2026', '03/14/2026']);
  });
});
