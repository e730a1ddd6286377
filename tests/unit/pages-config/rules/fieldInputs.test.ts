import { describe, expect, it } from 'vitest';
import { fieldInputsOf, valueKindProblem, type FieldInput } from '#pages-config/rules/fieldInputs.ts';
import { isClientId } from '#pages-config/rules/formModels.ts';
import { recordedFileType } from '#pages-config/rules/documents.ts';
import { pageConfigSchema } from '#pages-config/schema/page.ts';
import standardJson from '#pages-config/settlements/demo/forms/standard.json';

const field = { key: 'answer', label: 'L', validations: [] };
const problemOf = (input: FieldInput | null, value: string | boolean | null) =>
  valueKindProblem(input ? new Set([input]) : undefined, field, value)?.kind ?? null;

describe('the inputs of the demo’s Standard form', () => {
  it('are read from its blocks: fields, rows, addresses and the documents editor', () => {
    const inputs = fieldInputsOf(pageConfigSchema.parse(standardJson).steps);
    expect(
      [
        'ClaimantInfo.receiveUpdates',
        'ClaimantInfo.mailingSubDivision',
        'ClaimantInfo.dateOfBirth',
        'DocumentContexts.file',
      ].map((key) => [...(inputs.get(key) ?? [])]),
    ).toEqual([['checkbox'], ['select'], ['date'], ['file']]);
  });
});

describe('the kind of a value', () => {
  it('is true, false or null for a checkbox', () => {
    expect([problemOf('checkbox', true), problemOf('checkbox', null), problemOf('checkbox', 'yes')]).toEqual([
      null,
      null,
      'wrongType',
    ]);
  });

  it('is text for a select, radio, text and file input', () => {
    const inputs: FieldInput[] = ['select', 'radio', 'text', 'textarea', 'file'];
    expect(inputs.map((input) => [problemOf(input, 'text'), problemOf(input, true)])).toEqual(
      inputs.map(() => [null, 'wrongType']),
    );
  });

  it('is a date as mm/dd/yyyy for a date input, else its message', () => {
    expect([problemOf('date', '01/31/1980'), problemOf('date', '1/3/1980'), problemOf('date', '1980-01-31')]).toEqual([
      null,
      null,
      'message',
    ]);
  });

  it('is text or the default for a field no step shows', () => {
    expect([problemOf(null, 'prefilled'), problemOf(null, true)]).toEqual([null, 'wrongType']);
  });
});

describe('client ids and declared file types', () => {
  it('take the shape createClientId makes', () => {
    expect(
      ['fm-a1b2c3d4', 'ClaimTransactions-a1b2c3d4', 'fm-A1B2C3D4', 'fm-<script>1', 'a1b2c3d4'].map(isClientId),
    ).toEqual([true, true, false, false, false]);
  });

  it('record a declared type that is no media type as unknown', () => {
    expect([recordedFileType('application/pdf'), recordedFileType('x'.repeat(300)), recordedFileType('a/b c')]).toEqual(
      ['application/pdf', 'unknown', 'unknown'],
    );
  });
});
