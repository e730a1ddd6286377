import '#tests/helpers/radixDom.ts';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerInput, openPicker, renderDatePicker } from './renderDatePicker.tsx';

afterEach(cleanup);

async function yearGrid() {
  return within(await openPicker()).getByRole('group', { name: 'Years' });
}

describe('DatePicker year mode', () => {
  it('masks a typed year as yyyy', async () => {
    renderDatePicker({ mode: 'year' });
    await userEvent.type(answerInput(), '199912');
    expect(answerInput()).toHaveValue('1999');
  });

  it('offers the years 1900 to 2100', async () => {
    renderDatePicker({ mode: 'year' });
    const years = within(await yearGrid()).getAllByRole('button');
    expect([years.length, years[0]?.textContent, years.at(-1)?.textContent]).toEqual([201, '1900', '2100']);
  });

  it('offers the years of the range it is given', async () => {
    renderDatePicker({ mode: 'year', yearRange: { first: 2019, last: 2022 } });
    const years = within(await yearGrid()).getAllByRole('button');
    expect(years.map((year) => year.textContent)).toEqual(['2019', '2020', '2021', '2022']);
  });

  it('keeps the grid 255 px high by default, scrolling beyond', async () => {
    renderDatePicker({ mode: 'year' });
    expect((await yearGrid()).style.maxHeight).toBe('255px');
  });

  it('takes the menu height it is given', async () => {
    renderDatePicker({ mode: 'year', menuHeight: 180 });
    expect((await yearGrid()).style.maxHeight).toBe('180px');
  });

  it('lays the years out three to a row', async () => {
    renderDatePicker({ mode: 'year' });
    expect((await yearGrid()).style.gridTemplateColumns).toMatch(/^repeat\(3,/);
  });

  it('focuses the current year when nothing is chosen', async () => {
    renderDatePicker({ mode: 'year' });
    expect(within(await yearGrid()).getByRole('button', { name: '2026' })).toHaveFocus();
  });

  it('applies the picked year', async () => {
    const onChange = vi.fn();
    renderDatePicker({ mode: 'year', onChange });
    await userEvent.click(within(await yearGrid()).getByRole('button', { name: '1980' }));
    expect(onChange).toHaveBeenCalledWith('1980');
  });

  it('closes when a year is picked', async () => {
    renderDatePicker({ mode: 'year' });
    await userEvent.click(within(await yearGrid()).getByRole('button', { name: '1980' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves a row, three years, with the down arrow and picks with Enter', async () => {
    const onChange = vi.fn();
    renderDatePicker({ mode: 'year', value: '2000', onChange });
    await yearGrid();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('2003');
  });
});
