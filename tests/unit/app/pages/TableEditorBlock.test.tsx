import '#tests/helpers/radixDom.ts';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { selectTableRows } from '#app/features/formModels/formModelsSelectors.ts';
import { TableEditorBlock } from '#app/pages/blocks/TableEditorBlock.tsx';
import type { AppStore } from '#app/store.ts';
import { automotiveStep, makeRileyStore } from '../features/tableEditor/automotiveStore.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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

/** A phone's screen: the design system's narrow-screen query holds. */
function onAPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const statuses = (store: AppStore) =>
  selectTableRows(store.getState(), 'Automotive', 'ClaimTransactions').map((row) => row.status);
const vins = (store: AppStore) =>
  selectTableRows(store.getState(), 'Automotive', 'ClaimTransactions').map((row) => row.fields.vin);

/** Fills in the answers the notice did not give, by the labels of a table row or of a card. */
async function completeRow(user: ReturnType<typeof userEvent.setup>, labelOf: (label: string) => string) {
  await user.type(screen.getByLabelText(labelOf('Purchase or lease date')), '03152020');
  await user.click(
    within(screen.getByRole('group', { name: labelOf('Owned or leased') })).getByRole('radio', { name: 'Owned' }),
  );
  await user.type(screen.getByLabelText(labelOf('Repair date')), '06012023');
  await user.type(screen.getByLabelText(labelOf('Repair cost')), '450');
}

describe('TableEditorBlock as a table', () => {
  const inRow = (name: string) => (label: string) => `${label}, ${name}`;

  it('names each cell by its column and the row’s answers', () => {
    renderTable();
    expect(screen.getByLabelText('VIN, 2021 Cascade')).toHaveValue('5NWAU2FC1MB884410');
  });

  it('names each row’s calendar button by the date and the row', () => {
    renderTable();
    expect(screen.getByRole('button', { name: 'Choose purchase or lease date for 2020 Aurora' })).toBeInTheDocument();
  });

  it('saves a row when focus leaves it valid', async () => {
    const user = userEvent.setup();
    const store = renderTable();
    await completeRow(user, inRow('2020 Aurora'));
    await user.click(screen.getByLabelText('Purchase or lease date, 2021 Cascade'));
    expect(statuses(store)).toEqual(['saved', 'draft']);
  });

  it('keeps the row a draft while focus moves between its own cells', async () => {
    const user = userEvent.setup();
    const store = renderTable();
    await completeRow(user, inRow('2020 Aurora'));
    await user.click(screen.getByLabelText('Purchase or lease date, 2020 Aurora'));
    expect(statuses(store)).toEqual(['draft', 'draft']);
  });

  it('keeps a row that is not valid a draft when focus leaves it, its errors naming the row', async () => {
    const user = userEvent.setup();
    const store = renderTable();
    await user.type(screen.getByLabelText('Purchase or lease date, 2020 Aurora'), '03152020');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect([
      statuses(store),
      screen.getAllByText('Vehicle 1 (2020 Aurora): Enter the date of the repair').length,
    ]).toEqual([['draft', 'draft'], 1]);
  });

  it('asks before deleting a row, and keeps it on Cancel, focus back on its Delete button', async () => {
    const user = userEvent.setup();
    const store = renderTable();
    await user.click(screen.getByRole('button', { name: 'Delete 2020 Aurora' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete 2020 Aurora?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect([vins(store).length, screen.queryByRole('alertdialog'), document.activeElement]).toEqual([
      2,
      null,
      screen.getByRole('button', { name: 'Delete 2020 Aurora' }),
    ]);
  });

  it('deletes a row once confirmed, says so in its live region and puts focus on Add', async () => {
    const user = userEvent.setup();
    const store = renderTable();
    await user.click(screen.getByRole('button', { name: 'Delete 2020 Aurora' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect([vins(store), screen.getByRole('status').textContent, document.activeElement?.textContent]).toEqual([
      ['5NWAU2FC1MB884410'],
      'Vehicle 1 (2020 Aurora) was removed.',
      'Add a vehicle',
    ]);
  });

  it('renumbers the rows after a deleted one', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('button', { name: 'Delete 2020 Aurora' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await user.type(screen.getByLabelText('Purchase or lease date, 2021 Cascade'), '03152020');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Vehicle 1 (2021 Cascade): Enter the date of the repair')).toBeInTheDocument();
  });

  it('adds an empty row, moves focus to its first field and says so', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('button', { name: 'Add a vehicle' }));
    expect([document.activeElement, screen.getByRole('status').textContent]).toEqual([
      screen.getByLabelText('VIN, vehicle 3'),
      'Vehicle 3 added. Fill in its answers.',
    ]);
  });
});

describe('TableEditorBlock on a phone', () => {
  const inCard = () => (label: string) => label;

  it('edits each unfinished vehicle in a card of its own, headed by its name, its fields labelled', () => {
    onAPhone();
    renderTable();
    const card = screen.getByRole('region', { name: 'Vehicle 2 (2021 Cascade)' });
    expect([screen.queryByRole('table'), within(card).getByLabelText('VIN')]).toEqual([
      null,
      within(card).getByDisplayValue('5NWAU2FC1MB884410'),
    ]);
  });

  it('saves a finished card into the summary list, says so and puts focus on its Change button', async () => {
    onAPhone();
    const user = userEvent.setup();
    const store = renderTable();
    await user.click(screen.getByRole('button', { name: 'Delete 2021 Cascade' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await completeRow(user, inCard());
    await user.click(screen.getByRole('button', { name: 'Save vehicle' }));
    expect([
      statuses(store),
      screen.queryByRole('region', { name: 'Vehicle 1 (2020 Aurora)' }),
      screen.getByText('Vehicle 1 (2020 Aurora)').tagName,
      document.activeElement,
      screen.getByRole('status').textContent,
    ]).toEqual([
      ['saved'],
      null,
      'P',
      screen.getByRole('button', { name: 'Change 2020 Aurora' }),
      'Vehicle 1 (2020 Aurora) saved.',
    ]);
  });

  it('keeps a card that is not valid open on Save, its errors naming the vehicle, focus on the first', async () => {
    onAPhone();
    const user = userEvent.setup();
    renderTable();
    const card = screen.getByRole('region', { name: 'Vehicle 1 (2020 Aurora)' });
    await user.click(within(card).getByRole('button', { name: 'Save vehicle' }));
    expect([
      within(card).getAllByText('Vehicle 1 (2020 Aurora): Enter the repair cost').length,
      document.activeElement,
    ]).toEqual([1, within(card).getByLabelText('Purchase or lease date')]);
  });

  it('opens a saved vehicle again with Change', async () => {
    onAPhone();
    const user = userEvent.setup();
    const store = makeRileyStore();
    renderTable(store);
    await user.click(screen.getByRole('button', { name: 'Delete 2021 Cascade' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await completeRow(user, inCard());
    await user.click(screen.getByRole('button', { name: 'Save vehicle' }));
    await user.click(screen.getByRole('button', { name: 'Change 2020 Aurora' }));
    expect(document.activeElement).toBe(
      within(screen.getByRole('region', { name: 'Vehicle 1 (2020 Aurora)' })).getByLabelText('VIN'),
    );
  });

  it('adds a vehicle as a new card, focus on its first field', async () => {
    onAPhone();
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('button', { name: 'Add a vehicle' }));
    expect(document.activeElement).toBe(
      within(screen.getByRole('region', { name: 'Vehicle 3' })).getByLabelText('VIN'),
    );
  });
});
