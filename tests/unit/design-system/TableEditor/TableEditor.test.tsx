import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TableEditor,
  TableEditorCard,
  TableEditorRow,
  TableEditorSummaryItem,
  type TableEditorLayout,
  type TableEditorProps,
} from '#design-system/TableEditor/TableEditor.tsx';

afterEach(cleanup);

const columns = [
  { key: 'vin', label: 'VIN' },
  { key: 'year', label: 'Model year' },
];

const labels = () => ({
  save: 'Save vehicle',
  change: 'Change',
  delete: 'Delete',
  unfinished: 'Not finished',
});

interface Handlers {
  onDelete?: (rowId: string) => void;
  onFocusOut?: (rowId: string) => void;
  onSave?: (rowId: string) => void;
  onChange?: (rowId: string) => void;
}

/** Two vehicles: 2019 Aurora finished, 2021 Cascade being edited (a card on a phone). */
function rowsOf({ onDelete = () => {}, onFocusOut, onSave = () => {}, onChange = () => {} }: Handlers) {
  return (layout: TableEditorLayout) =>
    [
      { rowId: 'v1', name: '2019 Aurora', full: 'Vehicle 1 (2019 Aurora)', saved: true },
      { rowId: 'v2', name: '2021 Cascade', full: 'Vehicle 2 (2021 Cascade)', saved: false },
    ].map(({ rowId, name, full, saved }) => {
      const cells = {
        vin: <input aria-label={layout === 'table' ? `VIN, ${name}` : 'VIN'} />,
        year: <input aria-label={layout === 'table' ? `Model year, ${name}` : 'Model year'} />,
      };
      if (layout === 'table')
        return (
          <TableEditorRow
            key={rowId}
            editorId="vehicles"
            rowId={rowId}
            columns={columns}
            cells={cells}
            deleteLabel={`Delete ${name}`}
            onDelete={onDelete}
            onFocusOut={onFocusOut}
          />
        );
      if (saved)
        return (
          <TableEditorSummaryItem
            key={rowId}
            editorId="vehicles"
            rowId={rowId}
            title={full}
            name={name}
            unfinished={false}
            labels={labels()}
            onChange={onChange}
            onDelete={onDelete}
          />
        );
      return (
        <TableEditorCard
          key={rowId}
          editorId="vehicles"
          rowId={rowId}
          title={full}
          name={name}
          labels={labels()}
          onSave={onSave}
          onDelete={onDelete}
          onFocusOut={onFocusOut}
        >
          {Object.values(cells).map((cell, index) => (
            <div key={index}>{cell}</div>
          ))}
        </TableEditorCard>
      );
    });
}

function renderEditor(props: Partial<TableEditorProps> = {}, handlers: Handlers = {}) {
  return render(
    <>
      <TableEditor
        id="vehicles"
        caption="Vehicles"
        columns={columns}
        renderRows={rowsOf(handlers)}
        actionsLabel="Actions"
        addRowLabel="Add a vehicle"
        onAddRow={() => {}}
        {...props}
      />
      <button type="button">Next</button>
    </>,
  );
}

describe('TableEditor as a table', () => {
  it('is a table named by its caption, where the screen cannot tell its width', () => {
    renderEditor();
    expect(screen.getByRole('table', { name: 'Vehicles' })).toBeInTheDocument();
  });

  it('has a header row with the column labels', () => {
    renderEditor();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'VIN',
      'Model year',
      'Actions',
    ]);
  });

  it('shows one row per record under the header', () => {
    renderEditor();
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it('deletes a row by its id', async () => {
    const onDelete = vi.fn();
    renderEditor({}, { onDelete });
    await userEvent.click(screen.getByRole('button', { name: 'Delete 2021 Cascade' }));
    expect(onDelete).toHaveBeenCalledWith('v2');
  });

  it('adds a row', async () => {
    const onAddRow = vi.fn();
    renderEditor({ onAddRow });
    await userEvent.click(screen.getByRole('button', { name: 'Add a vehicle' }));
    expect(onAddRow).toHaveBeenCalledOnce();
  });

  it('does not fire onFocusOut while focus moves within the row', async () => {
    const onFocusOut = vi.fn();
    renderEditor({}, { onFocusOut });
    await userEvent.click(screen.getByRole('textbox', { name: 'VIN, 2019 Aurora' }));
    await userEvent.tab();
    expect(onFocusOut).not.toHaveBeenCalled();
  });

  it('fires onFocusOut with the row id when focus leaves the row', async () => {
    const onFocusOut = vi.fn();
    renderEditor({}, { onFocusOut });
    await userEvent.click(screen.getByRole('textbox', { name: 'Model year, 2019 Aurora' }));
    await userEvent.click(screen.getByRole('textbox', { name: 'VIN, 2021 Cascade' }));
    expect(onFocusOut).toHaveBeenCalledWith('v1');
  });

  it('keeps each row’s delete button in that row', () => {
    renderEditor();
    const secondRow = screen.getAllByRole('row')[2]!;
    expect(within(secondRow).getByRole('button', { name: 'Delete 2021 Cascade' })).toBeInTheDocument();
  });

  it('announces its validation message', () => {
    renderEditor({ validationMessage: 'Add at least 1 vehicle.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Add at least 1 vehicle.');
  });

  it('reads out what the last add or delete did in one polite live region', () => {
    renderEditor({ announcement: 'Vehicle 3 added.' });
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toEqual(['Vehicle 3 added.']);
  });
});

describe('TableEditor as cards (on a phone)', () => {
  it('has no table: a heading names the list of vehicles', () => {
    renderEditor({ layout: 'cards' });
    expect([
      screen.queryByRole('table'),
      screen.getByRole('list', { name: 'Vehicles' }).tagName,
      screen.getByRole('heading', { name: 'Vehicles' }).id,
    ]).toEqual([null, 'UL', 'vehicles-title']);
  });

  it('edits an unfinished vehicle in a card headed by its name, with its labelled fields', () => {
    renderEditor({ layout: 'cards' });
    const card = screen.getByRole('region', { name: 'Vehicle 2 (2021 Cascade)' });
    expect(
      within(card)
        .getAllByRole('textbox')
        .map((input) => input.getAttribute('aria-label')),
    ).toEqual(['VIN', 'Model year']);
  });

  it('lists a finished vehicle by name, with Change and Delete naming it', async () => {
    const onChange = vi.fn();
    const onDelete = vi.fn();
    renderEditor({ layout: 'cards' }, { onChange, onDelete });
    await userEvent.click(screen.getByRole('button', { name: 'Change 2019 Aurora' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete 2019 Aurora' }));
    expect([onChange.mock.calls, onDelete.mock.calls, screen.getByText('Vehicle 1 (2019 Aurora)').tagName]).toEqual([
      [['v1']],
      [['v1']],
      'P',
    ]);
  });

  it('saves a card with its Save button, after the field being typed in is left', async () => {
    const order: string[] = [];
    renderEditor(
      { layout: 'cards' },
      { onSave: (rowId) => order.push(`save ${rowId}`), onFocusOut: (rowId) => order.push(`left ${rowId}`) },
    );
    await userEvent.click(screen.getByRole('textbox', { name: 'VIN' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save vehicle' }));
    expect(order).toEqual(['left v2', 'save v2']);
  });
});
