import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { selectTableRows } from '#app/features/formModels/formModelsSelectors.ts';
import { TableEditorBlock } from '#app/pages/blocks/TableEditorBlock.tsx';
import type { AppStore } from '#app/store.ts';
import { automotiveStep, makeRileyStore } from '../features/tableEditor/automotiveStore.ts';

afterEach(cleanup);

const step = automotiveStep('claim-details');
const block = step.blocks.find((candidate) => candidate.type === 'tableEditor');
if (block?.type !== 'tableEditor') throw new Error('The Automotive claim-details step has no table editor');

function renderTable(store: AppStore = makeRileyStore()) {
  render(
    <Provider store={store}>
      <TableEditorBlock block={block!} formType="Automotive" step={step} />
      <button type="button">Next</button>
    </Provider>,
  );
  return store;
}

const statuses = (store: AppStore) =>
  selectTableRows(store.getState(), 'Automotive', 'ClaimTransactions').map((row) => row.status);

async function completeRow(user: ReturnType<typeof userEvent.setup>, row: number) {
  await user.type(screen.getByLabelText(`Purchase or lease date, vehicle ${row}`), '03152020');
  await user.click(
    within(screen.getByRole('group', { name: `Owned or leased, vehicle ${row}` })).getByRole('radio', {
      name: 'Owned',
    }),
  );
  await user.type(screen.getByLabelText(`Repair date, vehicle ${row}`), '06012023');
  await user.type(screen.getByLabelText(`Repair cost, vehicle ${row}`), '450');
}

describe('TableEditorBlock', () => {
  it('names each cell by its column and row', () => {
    renderTable();
    expect(screen.getByLabelText('VIN, vehicle 2')).toHaveValue('5NWAU2FC1MB884410');
  });

  it('saves a row when focus leaves it valid', async () => {
    const user = userEvent.setup();
    const store = renderTable();
    await completeRow(user, 1);
    await user.click(screen.getByLabelText('Purchase or lease date, vehicle 2'));
    expect(statuses(store)).toEqual(['saved', 'draft']);
  });

  it('keeps the row a draft while focus moves between its own cells', async () => {
    const user = userEvent.setup();
    const store = renderTable();
    await completeRow(user, 1);
    await user.click(screen.getByLabelText('Purchase or lease date, vehicle 1'));
    expect(statuses(store)).toEqual(['draft', 'draft']);
  });

  it('keeps a row that is not valid a draft when focus leaves it, and shows its errors', async () => {
    const user = userEvent.setup();
    const store = renderTable();
    await user.type(screen.getByLabelText('Purchase or lease date, vehicle 1'), '03152020');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect([statuses(store), screen.getAllByText('Enter the date of the repair').length > 0]).toEqual([
      ['draft', 'draft'],
      true,
    ]);
  });

  it('deletes a row with its delete button', async () => {
    const user = userEvent.setup();
    const store = renderTable();
    await user.click(screen.getByRole('button', { name: 'Delete vehicle 1' }));
    expect(selectTableRows(store.getState(), 'Automotive', 'ClaimTransactions').map((row) => row.fields.vin)).toEqual([
      '5NWAU2FC1MB884410',
    ]);
  });

  it('names the rows after a deleted one by their new place', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('button', { name: 'Delete vehicle 1' }));
    expect(screen.getByLabelText('VIN, vehicle 1')).toHaveValue('5NWAU2FC1MB884410');
  });

  it('adds an empty row', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('button', { name: 'Add a vehicle' }));
    expect(screen.getByLabelText('VIN, vehicle 3')).toHaveValue('');
  });
});
