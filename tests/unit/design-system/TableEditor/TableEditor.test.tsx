import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TableEditor, type TableEditorProps } from '#design-system/TableEditor/TableEditor.tsx';

afterEach(cleanup);

const columns = [
  { key: 'vin', label: 'VIN' },
  { key: 'year', label: 'Model year' },
];

function rowOf(rowId: string, number: number) {
  return {
    rowId,
    deleteLabel: `Delete vehicle ${number}`,
    cells: {
      vin: <input aria-label={`VIN, vehicle ${number}`} />,
      year: <input aria-label={`Model year, vehicle ${number}`} />,
    },
  };
}

function renderTable(props: Partial<TableEditorProps> = {}) {
  return render(
    <>
      <TableEditor
        id="vehicles"
        caption="Vehicles"
        columns={columns}
        rows={[rowOf('v1', 1), rowOf('v2', 2)]}
        actionsLabel="Actions"
        addRowLabel="Add a vehicle"
        onAddRow={() => {}}
        onDeleteRow={() => {}}
        {...props}
      />
      <button type="button">Next</button>
    </>,
  );
}

describe('TableEditor', () => {
  it('is a table named by its caption', () => {
    renderTable();
    expect(screen.getByRole('table', { name: 'Vehicles' })).toBeInTheDocument();
  });

  it('has a header row with the column labels', () => {
    renderTable();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'VIN',
      'Model year',
      'Actions',
    ]);
  });

  it('shows one row per record under the header', () => {
    renderTable();
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it('deletes a row by its id', async () => {
    const onDeleteRow = vi.fn();
    renderTable({ onDeleteRow });
    await userEvent.click(screen.getByRole('button', { name: 'Delete vehicle 2' }));
    expect(onDeleteRow).toHaveBeenCalledWith('v2');
  });

  it('adds a row', async () => {
    const onAddRow = vi.fn();
    renderTable({ onAddRow });
    await userEvent.click(screen.getByRole('button', { name: 'Add a vehicle' }));
    expect(onAddRow).toHaveBeenCalledOnce();
  });

  it('does not fire onRowFocusOut while focus moves within the row', async () => {
    const onRowFocusOut = vi.fn();
    renderTable({ onRowFocusOut });
    await userEvent.click(screen.getByRole('textbox', { name: 'VIN, vehicle 1' }));
    await userEvent.tab();
    expect(onRowFocusOut).not.toHaveBeenCalled();
  });

  it('fires onRowFocusOut with the row id when focus leaves the row', async () => {
    const onRowFocusOut = vi.fn();
    renderTable({ onRowFocusOut });
    await userEvent.click(screen.getByRole('textbox', { name: 'Model year, vehicle 1' }));
    await userEvent.click(screen.getByRole('textbox', { name: 'VIN, vehicle 2' }));
    expect(onRowFocusOut).toHaveBeenCalledWith('v1');
  });

  it('keeps each row’s delete button in that row', () => {
    renderTable();
    const secondRow = screen.getAllByRole('row')[2]!;
    expect(within(secondRow).getByRole('button', { name: 'Delete vehicle 2' })).toBeInTheDocument();
  });

  it('announces its validation message', () => {
    renderTable({ validationMessage: 'Add at least 1 vehicle.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Add at least 1 vehicle.');
  });
});
