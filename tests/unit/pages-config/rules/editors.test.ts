import { describe, expect, it } from 'vitest';
import {
  duplicateFileError,
  minimumInstancesError,
  multiRecordEditorErrors,
  noneConfirmationError,
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

  it('rejects a file whose name matches a saved record', () => {
    expect(duplicateFileError(['receipt.pdf'], 'Receipt.PDF')?.key).toBe('LocKey_Validation_DocumentFileExists');
  });

  it('accepts a file with a new name', () => {
    expect(duplicateFileError(['receipt.pdf'], 'invoice.pdf')).toBeNull();
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
