import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChoiceGrid } from '#design-system/DatePicker/ChoiceGrid.tsx';

afterEach(cleanup);

const items = Array.from({ length: 7 }, (_, index) => ({ value: String(index), label: `Item ${index}` }));

function renderGrid(selected?: string, onChoose = vi.fn()) {
  render(
    <ChoiceGrid label="Items" items={items} selected={selected} onChoose={onChoose} itemsPerRow={3} maxHeight={255} />,
  );
  return onChoose;
}

describe('ChoiceGrid', () => {
  it('is a group named by its label', () => {
    renderGrid();
    expect(screen.getByRole('group', { name: 'Items' })).toBeInTheDocument();
  });

  it('marks the chosen item pressed', () => {
    renderGrid('4');
    expect(screen.getByRole('button', { name: 'Item 4' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('is one tab stop, at the chosen item', async () => {
    renderGrid('4');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Item 4' })).toHaveFocus();
  });

  it('moves to the next item with the right arrow', async () => {
    renderGrid('4');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Item 5' })).toHaveFocus();
  });

  it('moves a row up with the up arrow', async () => {
    renderGrid('4');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Item 1' })).toHaveFocus();
  });

  it('stops at the last item rather than leaving the grid', async () => {
    renderGrid('4');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Item 6' })).toHaveFocus();
  });

  it('moves to the first item with Home', async () => {
    renderGrid('4');
    await userEvent.tab();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'Item 0' })).toHaveFocus();
  });

  it('chooses the focused item with Space', async () => {
    const onChoose = renderGrid('4');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}[Space]');
    expect(onChoose).toHaveBeenCalledWith('3');
  });
});
