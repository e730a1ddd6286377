import '#tests/helpers/radixDom.ts';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerInput, openPicker, renderDatePicker } from './renderDatePicker.tsx';

afterEach(cleanup);

describe('DatePicker month mode', () => {
  it('masks a typed month as MM/yyyy', async () => {
    renderDatePicker({ mode: 'month' });
    await userEvent.type(answerInput(), '072021');
    expect(answerInput()).toHaveValue('07/2021');
  });

  it('reads a month typed with one digit, 7/2021, as 07/2021', async () => {
    renderDatePicker({ mode: 'month' });
    await userEvent.type(answerInput(), '7/2021');
    expect(answerInput()).toHaveValue('07/2021');
  });

  it('offers the twelve months of the shown year', async () => {
    renderDatePicker({ mode: 'month' });
    const months = within(await openPicker()).getByRole('group', { name: 'Months 2026' });
    expect(within(months).getAllByRole('button')).toHaveLength(12);
  });

  it('lays the months out three to a row', async () => {
    renderDatePicker({ mode: 'month' });
    const months = within(await openPicker()).getByRole('group', { name: 'Months 2026' });
    expect(months.style.gridTemplateColumns).toMatch(/^repeat\(3,/);
  });

  it('lays them out as many to a row as itemsPerRow says', async () => {
    renderDatePicker({ mode: 'month', itemsPerRow: 4 });
    const months = within(await openPicker()).getByRole('group', { name: 'Months 2026' });
    expect(months.style.gridTemplateColumns).toMatch(/^repeat\(4,/);
  });

  it('applies the picked month as MM/yyyy', async () => {
    const onChange = vi.fn();
    renderDatePicker({ mode: 'month', onChange });
    await userEvent.click(within(await openPicker()).getByRole('button', { name: 'July' }));
    expect(onChange).toHaveBeenCalledWith('07/2026');
  });

  it('closes when a month is picked', async () => {
    renderDatePicker({ mode: 'month' });
    await userEvent.click(within(await openPicker()).getByRole('button', { name: 'July' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the typed month as chosen', async () => {
    renderDatePicker({ mode: 'month', value: '07/2021' });
    const dialog = await openPicker();
    const months = within(dialog).getByRole('group', { name: 'Months 2021' });
    expect(within(months).getByRole('button', { name: 'July' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('picks a month of another year through the year chooser', async () => {
    const onChange = vi.fn();
    renderDatePicker({ mode: 'month', onChange });
    const dialog = await openPicker();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Year' }), '1999');
    const months = within(dialog).getByRole('group', { name: 'Months 1999' });
    await userEvent.click(within(months).getByRole('button', { name: 'December' }));
    expect(onChange).toHaveBeenCalledWith('12/1999');
  });

  it('offers the years of the year range in the year chooser', async () => {
    renderDatePicker({ mode: 'month' });
    const years = within(within(await openPicker()).getByRole('combobox', { name: 'Year' })).getAllByRole('option');
    expect([years[0]?.textContent, years.at(-1)?.textContent]).toEqual(['1900', '2100']);
  });

  it('names the months in Spanish with the es locale', async () => {
    renderDatePicker({ mode: 'month', locale: 'es' });
    const dialog = await openPicker();
    expect(within(dialog).getByRole('group', { name: 'Meses 2026' })).toHaveTextContent(/^enero/);
  });
});
