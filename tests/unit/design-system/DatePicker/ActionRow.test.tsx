import '#tests/helpers/radixDom.ts';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerInput, openPicker, renderDatePicker } from './renderDatePicker.tsx';

afterEach(cleanup);

describe('DatePicker action row (spec §9 presets Select, Cancel, Now)', () => {
  it('is absent by default: a pick applies at once', async () => {
    renderDatePicker();
    expect(within(await openPicker()).queryByRole('button', { name: 'Select' })).not.toBeInTheDocument();
  });

  it('shows Now, Cancel and Select when asked', async () => {
    renderDatePicker({ actionRow: true });
    const dialog = await openPicker();
    const names = within(dialog)
      .getAllByRole('button', { name: /^(Now|Cancel|Select)$/ })
      .map((button) => button.textContent);
    expect(names).toEqual(['Now', 'Cancel', 'Select']);
  });

  it('keeps a picked day pending: the input is unchanged', async () => {
    renderDatePicker({ actionRow: true, value: '03/02/2026' });
    await userEvent.click(within(await openPicker()).getByRole('button', { name: /March 20, 2026/ }));
    expect(answerInput()).toHaveValue('03/02/2026');
  });

  it('stays open after a pick', async () => {
    renderDatePicker({ actionRow: true });
    await userEvent.click(within(await openPicker()).getByRole('button', { name: /March 20, 2026/ }));
    expect(screen.getByRole('dialog', { name: 'Choose date' })).toBeInTheDocument();
  });

  it('applies the pending day with Select', async () => {
    renderDatePicker({ actionRow: true });
    const dialog = await openPicker();
    await userEvent.click(within(dialog).getByRole('button', { name: /March 20, 2026/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Select' }));
    expect(answerInput()).toHaveValue('03/20/2026');
  });

  it('closes with Select', async () => {
    renderDatePicker({ actionRow: true });
    await userEvent.click(within(await openPicker()).getByRole('button', { name: 'Select' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('changes nothing with Cancel', async () => {
    const onChange = vi.fn();
    renderDatePicker({ actionRow: true, value: '03/02/2026', onChange });
    const dialog = await openPicker();
    await userEvent.click(within(dialog).getByRole('button', { name: /March 20, 2026/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('closes with Cancel', async () => {
    renderDatePicker({ actionRow: true });
    await userEvent.click(within(await openPicker()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('forgets a cancelled pick when opened again', async () => {
    renderDatePicker({ actionRow: true });
    let dialog = await openPicker();
    await userEvent.click(within(dialog).getByRole('button', { name: /March 20, 2026/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    dialog = await openPicker();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Select' }));
    expect(answerInput()).toHaveValue('');
  });

  it('sets today with Now, applied by Select', async () => {
    renderDatePicker({ actionRow: true, value: '07/04/1990' });
    const dialog = await openPicker();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Now' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Select' }));
    expect(answerInput()).toHaveValue('03/11/2026');
  });

  it('turns the calendar to the current month with Now', async () => {
    renderDatePicker({ actionRow: true, value: '07/04/1990' });
    const dialog = await openPicker();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Now' }));
    expect(within(dialog).getByRole('grid')).toHaveAccessibleName('March 2026');
  });

  it('sets the current time with Now in the time picker', async () => {
    renderDatePicker({ mode: 'time' });
    const dialog = await openPicker();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Now' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Select' }));
    expect(answerInput()).toHaveValue('14:37');
  });

  it('sets the current month with Now in the month picker', async () => {
    renderDatePicker({ mode: 'month', actionRow: true });
    const dialog = await openPicker();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Now' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Select' }));
    expect(answerInput()).toHaveValue('03/2026');
  });

  it('applies a range only with Select', async () => {
    renderDatePicker({ mode: 'range', actionRow: true });
    const dialog = await openPicker();
    await userEvent.click(within(dialog).getByRole('button', { name: /March 9, 2026/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /March 12, 2026/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Select' }));
    expect(answerInput()).toHaveValue('03/09/2026 - 03/12/2026');
  });

  it('takes texts it is given, e.g. Spanish content', async () => {
    renderDatePicker({ actionRow: true, texts: { select: 'Elegir', cancel: 'Volver', now: 'Hoy' } });
    const dialog = await openPicker();
    expect(within(dialog).getAllByRole('button', { name: /^(Elegir|Volver|Hoy)$/ })).toHaveLength(3);
  });

  it('speaks Spanish with the es locale', async () => {
    renderDatePicker({ actionRow: true, locale: 'es' });
    const dialog = await openPicker();
    expect(within(dialog).getAllByRole('button', { name: /^(Seleccionar|Cancelar|Ahora)$/ })).toHaveLength(3);
  });
});
