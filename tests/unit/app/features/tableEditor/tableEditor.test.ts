import { describe, expect, it } from 'vitest';
import { buildSubmissionParts } from '#app/features/client/submission.ts';
import { selectDerivedFields, selectTableRows } from '#app/features/formModels/formModelsSelectors.ts';
import {
  fieldChanged,
  prepopulatedDataReceived,
  tableRowAdded,
  tableRowDeleted,
} from '#app/features/formModels/formModelsSlice.ts';
import { nextRequested } from '#app/features/steps/stepThunks.ts';
import { tableEditorProblemsOf, tableRowFocusLeft } from '#app/features/tableEditor/tableEditorThunks.ts';
import type { AppStore } from '#app/store.ts';
import { automotiveStep, makeAutomotiveStore, makeRileyStore, rileyVehicles } from './automotiveStore.ts';

const completeAnswers = {
  purchaseDate: '03/15/2020',
  ownership: 'Owned',
  repairDate: '06/01/2023',
  repairCost: '450',
};

function rows(store: AppStore) {
  return selectTableRows(store.getState(), 'Automotive', 'ClaimTransactions');
}

function fillRow(store: AppStore, clientId: string, values: Record<string, string | boolean>) {
  for (const [key, value] of Object.entries(values)) store.dispatch(fieldChanged({ clientId, key, value }));
}

describe('the vehicles on the notice', () => {
  it('become draft rows, one per vehicle, in notice order', () => {
    expect(rows(makeRileyStore()).map((row) => [row.status, row.fields.vin, row.fields.modelYear])).toEqual([
      ['draft', '5NWCA4EB9LA557201', '2020'],
      ['draft', '5NWAU2FC1MB884410', '2021'],
    ]);
  });

  it('are not added twice by a second authorize', () => {
    const store = makeRileyStore();
    store.dispatch(prepopulatedDataReceived({ formType: 'Automotive', items: rileyVehicles }));
    expect(rows(store)).toHaveLength(2);
  });

  it('start with "I no longer own it" unticked and the rest empty', () => {
    expect(rows(makeRileyStore())[0]?.fields).toMatchObject({ noLongerOwn: false, purchaseDate: null, saleDate: null });
  });
});

describe('focus leaving a row (spec §4)', () => {
  it('saves a draft row that is valid', () => {
    const store = makeRileyStore();
    const [first] = rows(store);
    fillRow(store, first!.clientId, completeAnswers);
    store.dispatch(tableRowFocusLeft(first!.clientId));
    expect(rows(store).map((row) => row.status)).toEqual(['saved', 'draft']);
  });

  it('keeps a draft row that is not valid a draft', () => {
    const store = makeRileyStore();
    const [first] = rows(store);
    fillRow(store, first!.clientId, { ...completeAnswers, repairCost: '' });
    store.dispatch(tableRowFocusLeft(first!.clientId));
    expect(rows(store)[0]?.status).toBe('draft');
  });

  it('shows the errors of every field of a row that is not valid', () => {
    const store = makeRileyStore();
    const [first] = rows(store);
    store.dispatch(tableRowFocusLeft(first!.clientId));
    expect(selectDerivedFields(store.getState())[first!.clientId]?.repairDate?.shownErrors).toEqual([
      'Enter the date of the repair',
    ]);
  });

  it('keeps a row with a wrong VIN check digit a draft', () => {
    const store = makeRileyStore();
    const [first] = rows(store);
    fillRow(store, first!.clientId, { ...completeAnswers, vin: '5NWCA4EB2KA102938' });
    store.dispatch(tableRowFocusLeft(first!.clientId));
    expect(rows(store)[0]?.status).toBe('draft');
  });
});

describe('a row of its own', () => {
  it('is added empty, as a draft', () => {
    const store = makeAutomotiveStore();
    store.dispatch(tableRowAdded({ formType: 'Automotive', dtoMapping: 'ClaimTransactions' }));
    expect(rows(store).map((row) => [row.status, row.fields.vin])).toEqual([['draft', null]]);
  });

  it('is deleted, saved or draft', () => {
    const store = makeRileyStore();
    const [first, second] = rows(store);
    fillRow(store, first!.clientId, completeAnswers);
    store.dispatch(tableRowFocusLeft(first!.clientId));
    store.dispatch(tableRowDeleted({ clientId: first!.clientId }));
    expect(rows(store).map((row) => row.clientId)).toEqual([second!.clientId]);
  });

  it('loses its sale date when "I no longer own it" is unticked (a dependency reset)', () => {
    const store = makeRileyStore();
    const [first] = rows(store);
    fillRow(store, first!.clientId, { noLongerOwn: true, saleDate: '02/20/2024' });
    fillRow(store, first!.clientId, { noLongerOwn: false });
    expect(rows(store)[0]?.fields.saleDate).toBeNull();
  });
});

describe('minimum instances (spec §5)', () => {
  it('holds Next without a saved row, with the editor message filled with the number', () => {
    const store = makeAutomotiveStore();
    const problems = tableEditorProblemsOf(store.getState(), 'Automotive', automotiveStep('claim-details'));
    expect(problems.editors.map((problem) => problem.message)).toEqual([
      { key: 'LocKey_Vehicles_Minimum', defaultMessage: 'Add at least {0}.', values: { 0: 1 } },
    ]);
  });

  it('does not count a draft row, and leaves an unfinished row to its own errors', () => {
    // "Add at least 1 vehicle" under a vehicle being filled in would contradict the screen.
    const store = makeRileyStore();
    const problems = tableEditorProblemsOf(store.getState(), 'Automotive', automotiveStep('claim-details'));
    expect([problems.editors, problems.fields.length > 0]).toEqual([[], true]);
  });

  it('asks for a vehicle once no row is left', () => {
    const store = makeRileyStore();
    for (const row of rows(store)) store.dispatch(tableRowDeleted({ clientId: row.clientId }));
    const problems = tableEditorProblemsOf(store.getState(), 'Automotive', automotiveStep('claim-details'));
    expect(problems.editors.map((editor) => editor.part)).toEqual(['claimTransactions']);
  });

  it('is met by one saved row', () => {
    const store = makeRileyStore();
    const [first, second] = rows(store);
    fillRow(store, first!.clientId, completeAnswers);
    store.dispatch(tableRowFocusLeft(first!.clientId));
    store.dispatch(tableRowDeleted({ clientId: second!.clientId }));
    const problems = tableEditorProblemsOf(store.getState(), 'Automotive', automotiveStep('claim-details'));
    expect(problems).toEqual({ fields: [], editors: [] });
  });
});

describe('Next on the vehicles step', () => {
  it('stays with the minimum-instances problem when there is no row', async () => {
    const store = makeAutomotiveStore();
    const outcome = await store.dispatch(nextRequested('Automotive', 'claim-details'));
    expect(outcome.kind === 'invalid' ? outcome.editors.map((editor) => editor.part) : outcome).toEqual([
      'claimTransactions',
    ]);
  });

  it('lists the failing fields of an incomplete row', async () => {
    const store = makeRileyStore();
    const [first, second] = rows(store);
    fillRow(store, first!.clientId, completeAnswers);
    store.dispatch(tableRowDeleted({ clientId: second!.clientId }));
    fillRow(store, first!.clientId, { repairCost: '' });
    const outcome = await store.dispatch(nextRequested('Automotive', 'claim-details'));
    expect(outcome.kind === 'invalid' ? outcome.fields : outcome).toEqual([
      { clientId: first!.clientId, key: 'repairCost', rowName: 'Vehicle 1 (2020 Aurora)' },
    ]);
  });

  it('saves a valid draft row that focus never left, and goes on', async () => {
    const store = makeRileyStore();
    const [first, second] = rows(store);
    fillRow(store, first!.clientId, completeAnswers);
    fillRow(store, second!.clientId, completeAnswers);
    const outcome = await store.dispatch(nextRequested('Automotive', 'claim-details'));
    expect([outcome, rows(store).map((row) => row.status)]).toEqual([
      { kind: 'navigate', to: '/automotive/payment-election' },
      ['saved', 'saved'],
    ]);
  });
});

describe('the submission', () => {
  it('carries the saved rows as claim transactions, each with its claimTransactionId', () => {
    const store = makeRileyStore();
    const [first] = rows(store);
    fillRow(store, first!.clientId, completeAnswers);
    store.dispatch(tableRowFocusLeft(first!.clientId));
    const transactions = JSON.parse(
      buildSubmissionParts(store.getState(), 'Automotive', 'en').claimTransactions ?? '[]',
    ) as Array<{ clientId: string; metadata: { claimTransactionId: string }; fields: Record<string, unknown> }>;
    expect(transactions.map((row) => [row.fields.vin, row.metadata.claimTransactionId === row.clientId])).toEqual([
      ['5NWCA4EB9LA557201', true],
    ]);
  });
});
