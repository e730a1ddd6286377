import '#tests/helpers/radixDom.ts';
import { cleanup, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerInput, openPicker, renderDatePicker, type PickerTestProps } from './renderDatePicker.tsx';

afterEach(cleanup);

async function openTimePicker(props: PickerTestProps = {}) {
  renderDatePicker({ mode: 'time', ...props });
  return openPicker();
}

function labelsOf(dialog: HTMLElement, grid: string) {
  return within(within(dialog).getByRole('group', { name: grid }))
    .getAllByRole('button')
    .map((button) => button.textContent);
}

describe('DatePicker time mode', () => {
  it('masks a typed time as HH:mm', async () => {
    renderDatePicker({ mode: 'time' });
    await userEvent.type(answerInput(), '1405');
    expect(answerInput()).toHaveValue('14:05');
  });

  it('offers the hours of the 24-hour clock by default, every hour', async () => {
    expect(labelsOf(await openTimePicker(), 'Hours')).toEqual(
      Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0')),
    );
  });

  it('offers the minutes every five', async () => {
    expect(labelsOf(await openTimePicker(), 'Minutes')).toEqual([
      '00',
      '05',
      '10',
      '15',
      '20',
      '25',
      '30',
      '35',
      '40',
      '45',
      '50',
      '55',
    ]);
  });

  it('takes the increments it is given', async () => {
    const dialog = await openTimePicker({ hourIncrement: 6, minuteIncrement: 15 });
    expect([labelsOf(dialog, 'Hours'), labelsOf(dialog, 'Minutes')]).toEqual([
      ['00', '06', '12', '18'],
      ['00', '15', '30', '45'],
    ]);
  });

  it('has no seconds unless asked', async () => {
    expect(within(await openTimePicker()).queryByRole('group', { name: 'Seconds' })).not.toBeInTheDocument();
  });

  it('offers the seconds every five when asked', async () => {
    expect(labelsOf(await openTimePicker({ showSeconds: true }), 'Seconds')).toHaveLength(12);
  });

  it('lays each grid out three to a row', async () => {
    const dialog = await openTimePicker();
    expect(within(dialog).getByRole('group', { name: 'Hours' }).style.gridTemplateColumns).toMatch(/^repeat\(3,/);
  });

  it('applies a picked hour and minute as HH:mm with Select', async () => {
    const onChange = vi.fn();
    const dialog = await openTimePicker({ onChange });
    await userEvent.click(
      within(within(dialog).getByRole('group', { name: 'Hours' })).getByRole('button', { name: '14' }),
    );
    await userEvent.click(
      within(within(dialog).getByRole('group', { name: 'Minutes' })).getByRole('button', { name: '35' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Select' }));
    expect(onChange).toHaveBeenCalledWith('14:35');
  });

  it('applies seconds too when they are shown', async () => {
    const onChange = vi.fn();
    const dialog = await openTimePicker({ showSeconds: true, value: '14:35:00', onChange });
    await userEvent.click(
      within(within(dialog).getByRole('group', { name: 'Seconds' })).getByRole('button', { name: '45' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Select' }));
    expect(onChange).toHaveBeenCalledWith('14:35:45');
  });

  it('shows the typed time as chosen', async () => {
    const dialog = await openTimePicker({ value: '09:30' });
    const hours = within(dialog).getByRole('group', { name: 'Hours' });
    expect(within(hours).getByRole('button', { name: '09' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers 12, 01 … 11 and AM or PM on the 12-hour clock', async () => {
    const dialog = await openTimePicker({ timeFormat: 'hh:mm aa' });
    expect([labelsOf(dialog, 'Hours'), labelsOf(dialog, 'AM or PM')]).toEqual([
      ['12', '01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11'],
      ['AM', 'PM'],
    ]);
  });

  it('applies a 12-hour time as hh:mm aa', async () => {
    const onChange = vi.fn();
    const dialog = await openTimePicker({ timeFormat: 'hh:mm aa', onChange });
    await userEvent.click(
      within(within(dialog).getByRole('group', { name: 'Hours' })).getByRole('button', { name: '02' }),
    );
    await userEvent.click(
      within(within(dialog).getByRole('group', { name: 'Minutes' })).getByRole('button', { name: '30' }),
    );
    await userEvent.click(
      within(within(dialog).getByRole('group', { name: 'AM or PM' })).getByRole('button', { name: 'PM' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Select' }));
    expect(onChange).toHaveBeenCalledWith('02:30 PM');
  });

  it('masks a typed 12-hour time with its AM or PM in capitals', async () => {
    renderDatePicker({ mode: 'time', timeFormat: 'hh:mm aa' });
    await userEvent.type(answerInput(), '0230pm');
    expect(answerInput()).toHaveValue('02:30 PM');
  });

  it('focuses the hours first', async () => {
    const dialog = await openTimePicker({ value: '09:30' });
    expect(
      within(within(dialog).getByRole('group', { name: 'Hours' })).getByRole('button', { name: '09' }),
    ).toHaveFocus();
  });
});
