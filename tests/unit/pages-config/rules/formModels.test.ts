import { describe, expect, it } from 'vitest';
import type { FieldConfig } from '#pages-config/schema/field.ts';
import {
  createClientId,
  findModelByClientId,
  findModelByMetadata,
  initialFields,
  isSavedModelMapping,
  normaliseFieldValue,
  normaliseMetadata,
  withDefaults,
  withPrepopulatedData,
} from '#pages-config/rules/formModels.ts';

const firstName: FieldConfig = { key: 'firstName', label: 'L', validations: [], prepopulatedDataKey: 'FirstName' };
const country: FieldConfig = {
  key: 'mailingCountry',
  label: 'L',
  validations: [],
  defaultValue: 'US',
  prepopulatedDataKey: 'MailingCountry',
};
const updates: FieldConfig = { key: 'receiveUpdates', label: 'L', validations: [], defaultValue: false };

describe('client ids', () => {
  it('are the prefix and 8 random characters', () => {
    expect(createClientId('fm-')).toMatch(/^fm-[a-z0-9]{8}$/);
  });

  it('differ from one call to the next', () => {
    expect(createClientId('fm-')).not.toBe(createClientId('fm-'));
  });
});

describe('metadata', () => {
  it('camelCases keys', () => {
    expect(normaliseMetadata({ DtoMapping: 'ClaimantInfo', FormType: 'Standard' })).toEqual({
      dtoMapping: 'ClaimantInfo',
      formType: 'Standard',
    });
  });

  it('requires dtoMapping', () => {
    expect(() => normaliseMetadata({ formType: 'Standard' })).toThrow('Model metadata must contain dtoMapping.');
  });

  it('does not build list mappings into saved models', () => {
    expect((['ClaimantInfo', 'ClaimTransactions', 'DocumentContexts'] as const).map(isSavedModelMapping)).toEqual([
      true,
      false,
      false,
    ]);
  });
});

describe('field values', () => {
  it('store an emptied field as null', () => {
    expect(normaliseFieldValue('')).toBeNull();
  });

  it('start every field null, or at its default', () => {
    expect(initialFields([firstName, country, updates])).toEqual({
      firstName: null,
      mailingCountry: 'US',
      receiveUpdates: false,
    });
  });

  it('apply a default only while the field is empty', () => {
    expect(withDefaults([country], { mailingCountry: 'FR' })).toEqual({ mailingCountry: 'FR' });
  });
});

describe('prepopulated data', () => {
  it('fills an empty field, matching the name case-insensitively', () => {
    expect(withPrepopulatedData([firstName], { firstName: null }, {}, { firstname: 'Alex' })).toEqual({
      firstName: 'Alex',
    });
  });

  it('replaces a value that still holds its default', () => {
    expect(withPrepopulatedData([country], { mailingCountry: 'US' }, {}, { MailingCountry: 'FR' })).toEqual({
      mailingCountry: 'FR',
    });
  });

  it('never overwrites a field the claimant edited', () => {
    expect(withPrepopulatedData([firstName], { firstName: null }, { firstName: true }, { FirstName: 'Alex' })).toEqual({
      firstName: null,
    });
  });

  it('overwrites an edited field when overrideEverDirtyFieldConstraint is set', () => {
    const override = { ...firstName, overrideEverDirtyFieldConstraint: true };
    expect(withPrepopulatedData([override], { firstName: null }, { firstName: true }, { FirstName: 'Alex' })).toEqual({
      firstName: 'Alex',
    });
  });

  it('does not overwrite a value that is neither empty nor the default', () => {
    expect(withPrepopulatedData([firstName], { firstName: 'Alexandra' }, {}, { FirstName: 'Alex' })).toEqual({
      firstName: 'Alexandra',
    });
  });
});

describe('finding models', () => {
  const models = [
    { clientId: 'fm-aaaaaaaa', metadata: { dtoMapping: 'ClaimantInfo', formType: 'Standard' } },
    { clientId: 'fm-bbbbbbbb', metadata: { dtoMapping: 'ClaimantInfo', formType: 'Automotive' } },
  ];

  it('finds a model by client id', () => {
    expect(findModelByClientId(models, 'fm-bbbbbbbb').metadata.formType).toBe('Automotive');
  });

  it("raises 'No formModel found with the clientId {id}'", () => {
    expect(() => findModelByClientId(models, 'fm-zzzzzzzz')).toThrow(
      'No formModel found with the clientId fm-zzzzzzzz',
    );
  });

  it('raises an error when two models share a client id', () => {
    expect(() => findModelByClientId([...models, models[0]!], 'fm-aaaaaaaa')).toThrow(
      'Several form models share the clientId fm-aaaaaaaa.',
    );
  });

  it('finds the one model matching the metadata', () => {
    expect(findModelByMetadata(models, { dtoMapping: 'ClaimantInfo', formType: 'Standard' }).clientId).toBe(
      'fm-aaaaaaaa',
    );
  });

  it('raises an error when no model matches the metadata', () => {
    expect(() => findModelByMetadata(models, { dtoMapping: 'ClaimDetails' })).toThrow('No model matches the metadata');
  });

  it('raises an error when several models match the metadata', () => {
    expect(() => findModelByMetadata(models, { dtoMapping: 'ClaimantInfo' })).toThrow(
      'Several models match the metadata',
    );
  });
});
