import { describe, expect, it } from 'vitest';
import {
  documentTypeFieldOf,
  editorBlocksOf,
  fileFieldOf,
  isDraftDirty,
  isEditorRequired,
  minimumInstancesError,
  multiRecordEditorErrors,
  noneConfirmationError,
  parseAmount,
  resolveMinimumInstances,
} from '#pages-config/rules/editors.ts';

const editor = { required: true, savedCount: 0, draftOpen: false, dependenciesFulfilled: true };

describe('multi-record editor', () => {
  it('asks for documentation when required and nothing is saved', () => {
    expect(multiRecordEditorErrors(editor).map((message) => message.key)).toEqual([
      'LocKey_Validation_ProvideDocumentation',
    ]);
  });

  it('reports an open draft as form-is-dirty', () => {
    expect(
      multiRecordEditorErrors({ ...editor, savedCount: 1, draftOpen: true }).map((message) => message.key),
    ).toEqual(['LocKey_Validation_FormIsDirty']);
  });

  it('checks nothing while its dependencies are unfulfilled', () => {
    expect(multiRecordEditorErrors({ ...editor, draftOpen: true, dependenciesFulfilled: false })).toEqual([]);
  });

  it('passes a required editor with a saved record', () => {
    expect(multiRecordEditorErrors({ ...editor, savedCount: 1 })).toEqual([]);
  });
});

describe('table editor minimum instances', () => {
  const models = [{ metadata: { dtoMapping: 'ClaimDetails' }, fields: { vehicleCount: '2' } }];

  it('default to 0', () => {
    expect(resolveMinimumInstances(undefined, models)).toBe(0);
  });

  it('take a fixed number', () => {
    expect(resolveMinimumInstances(1, models)).toBe(1);
  });

  it('read the number from a dependency model', () => {
    expect(resolveMinimumInstances({ model: 'ClaimDetails', field: 'vehicleCount' }, models)).toBe(2);
  });

  it('raise an error when more than one dependency model matches', () => {
    expect(() =>
      resolveMinimumInstances({ model: 'ClaimDetails', field: 'vehicleCount' }, [...models, ...models]),
    ).toThrow('More than one ClaimDetails model matches the minimum-instances dependency.');
  });

  it('fill the minimum into the message', () => {
    expect(minimumInstancesError(0, 1)).toEqual({
      key: 'LocKey_Validation_MinimumInstances',
      defaultMessage: 'Add at least {0}.',
      values: { 0: 1 },
    });
  });

  it('pass with enough saved records', () => {
    expect(minimumInstancesError(2, 2)).toBeNull();
  });
});

describe('none confirmation', () => {
  it('is required while the list is empty', () => {
    expect(noneConfirmationError(0, null)?.key).toBe('LocKey_Validation_NoneConfirmation');
  });

  it('is satisfied by confirming none', () => {
    expect(noneConfirmationError(0, true)).toBeNull();
  });

  it('is not needed once the list has an entry', () => {
    expect(noneConfirmationError(1, null)).toBeNull();
  });
});

describe('amounts', () => {
  it('read the currency mask’s thousands separators and cents', () => {
    expect(parseAmount('1,234.56')).toBe(1234.56);
  });

  it('take a dollar sign', () => {
    expect(parseAmount('$120')).toBe(120);
  });

  it('are not read from text that is not a number', () => {
    expect([parseAmount('twelve'), parseAmount(null), parseAmount(true)]).toEqual([null, null, null]);
  });
});

describe('whether a documents editor is required', () => {
  const whenLosses = { whenAnyPositive: [{ model: 'ClaimDetails', field: 'documentedLosses' }] };
  const whenLossesOrRepairs = {
    whenAnyPositive: [...whenLosses.whenAnyPositive, { model: 'ClaimTransactions', field: 'repairCost' }],
  };

  it('follows a fixed setting', () => {
    expect([
      isEditorRequired(true, { single: {}, lists: {} }),
      isEditorRequired(false, { single: {}, lists: {} }),
    ]).toEqual([true, false]);
  });

  it('is required while documented losses are above zero', () => {
    expect(isEditorRequired(whenLosses, { single: { ClaimDetails: { documentedLosses: '120.00' } }, lists: {} })).toBe(
      true,
    );
  });

  it('is not required for losses of zero or none', () => {
    const zero = { single: { ClaimDetails: { documentedLosses: '0.00' } }, lists: {} };
    const none = { single: { ClaimDetails: { documentedLosses: null } }, lists: {} };
    expect([isEditorRequired(whenLosses, zero), isEditorRequired(whenLosses, none)]).toEqual([false, false]);
  });

  it('is required when any record of a list has an amount, e.g. a vehicle with a repair cost', () => {
    const vehicles = { single: {}, lists: { ClaimTransactions: [{ repairCost: null }, { repairCost: '845.10' }] } };
    expect(isEditorRequired(whenLossesOrRepairs, vehicles)).toBe(true);
  });

  it('is not required when no vehicle has a repair cost', () => {
    const vehicles = { single: {}, lists: { ClaimTransactions: [{ repairCost: null }, { repairCost: '' }] } };
    expect(isEditorRequired(whenLossesOrRepairs, vehicles)).toBe(false);
  });
});

describe('a dirty draft', () => {
  it('is one whose values differ from those it started with', () => {
    expect(isDraftDirty({ documentType: null, file: null }, { documentType: 'Receipt', file: null })).toBe(true);
  });

  it('is not one that holds only its starting values', () => {
    expect(isDraftDirty({ documentType: null, file: null }, { documentType: null, file: null })).toBe(false);
  });

  it('is one with a value in a field it did not start with (a file’s size)', () => {
    expect(isDraftDirty({ file: null }, { file: null, fileSize: '12' })).toBe(true);
  });
});

describe('the editors of a flow', () => {
  const block = {
    type: 'multiRecordEditor' as const,
    model: 'DocumentContexts' as const,
    title: 'LocKey_Title',
    draftTitle: 'LocKey_Draft',
    fields: [
      { component: 'select' as const, field: 'documentType' },
      { component: 'file' as const, field: 'file' },
    ],
    required: true,
    startNewDraftAfterUpload: true,
    allowUserToDeleteRecords: true,
  };
  const steps = [
    { id: 'start', path: '/x', title: 'T', enableTimeout: true, blocks: [] },
    { id: 'docs', path: '/x/docs', title: 'T', enableTimeout: true, blocks: [block] },
  ];

  it('are found with the step that shows each', () => {
    expect(editorBlocksOf(steps).map(({ step }) => step.id)).toEqual(['docs']);
  });

  it('name their file field and their document-type field', () => {
    expect([fileFieldOf(block), documentTypeFieldOf(block)]).toEqual(['file', 'documentType']);
  });
});
