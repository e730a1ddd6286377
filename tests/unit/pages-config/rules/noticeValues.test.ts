import { describe, expect, it } from 'vitest';
import { fieldDependencyState, keptValue } from '#pages-config/rules/dependencies.ts';
import { noticeValuesOf } from '#pages-config/rules/noticeValues.ts';
import { validateField } from '#pages-config/rules/validation.ts';
import type { FieldConfig } from '#pages-config/schema/field.ts';

// The demo's email and its confirm field: the notice's email is not typed again unless changed.
const email: FieldConfig = {
  key: 'email',
  label: 'LocKey_Email',
  prepopulatedDataKey: 'Email',
  validations: [{ type: 'required' }, { type: 'email' }],
};
const confirmEmail: FieldConfig = {
  key: 'confirmEmail',
  label: 'LocKey_ConfirmEmail',
  validations: [
    { type: 'required', message: 'LocKey_ConfirmEmail_Required' },
    { type: 'matchesField', field: 'email', onlyWhenChangedFromNotice: true, message: 'LocKey_ConfirmEmail_Mismatch' },
  ],
};
const notice = noticeValuesOf([email, confirmEmail], { EMAIL: 'alex.sample@example.com', FirstName: 'Alex' });
const messageKeys = (values: Record<string, string | null>, side: 'client' | 'server' = 'client') =>
  validateField(confirmEmail, values, side, { notice }).map((message) => message.key);

describe('the notice values of a model', () => {
  it('are keyed by field, their names matched case-insensitively', () => {
    expect(notice).toEqual({ email: 'alex.sample@example.com' });
  });

  it('leave out what the notice left empty', () => {
    expect(noticeValuesOf([email], { Email: '' })).toEqual({});
  });
});

describe('a confirm field asked only when the notice value changed', () => {
  it('is hidden, not checked and not kept while the email is the notice email', () => {
    const values = { email: 'alex.sample@example.com', confirmEmail: null };
    expect(fieldDependencyState(confirmEmail, values, {}, notice).hidden).toBe(true);
    expect(messageKeys(values)).toEqual([]);
    expect(messageKeys(values, 'server')).toEqual([]);
    expect(keptValue(confirmEmail, values, {}, notice)).toEqual({ keep: false });
  });

  it('counts the notice email typed with other capitals or spaces around it as unchanged', () => {
    expect(messageKeys({ email: '  Alex.Sample@Example.com ', confirmEmail: null })).toEqual([]);
  });

  it('is shown and required once the email is changed', () => {
    const values = { email: 'alex@example.org', confirmEmail: null };
    expect(fieldDependencyState(confirmEmail, values, {}, notice).hidden).toBe(false);
    expect(messageKeys(values)).toEqual(['LocKey_ConfirmEmail_Required']);
    expect(messageKeys(values, 'server')).toEqual(['LocKey_ConfirmEmail_Required']);
  });

  it('must match the changed email', () => {
    expect(messageKeys({ email: 'alex@example.org', confirmEmail: 'alex@example.com' })).toEqual([
      'LocKey_ConfirmEmail_Mismatch',
    ]);
    expect(messageKeys({ email: 'alex@example.org', confirmEmail: 'alex@example.org' })).toEqual([]);
  });

  it('is asked as usual when the notice gave no email', () => {
    const values = { email: 'riley@example.com', confirmEmail: null };
    expect(validateField(confirmEmail, values, 'server', { notice: {} }).map((message) => message.key)).toEqual([
      'LocKey_ConfirmEmail_Required',
    ]);
  });

  it('is asked as usual without the option, even for the notice email', () => {
    const always: FieldConfig = {
      ...confirmEmail,
      validations: [{ type: 'required' }, { type: 'matchesField', field: 'email' }],
    };
    const values = { email: 'alex.sample@example.com', confirmEmail: null };
    expect(validateField(always, values, 'client', { notice })).toHaveLength(1);
  });
});
