import { describe, expect, it } from 'vitest';
import { formatContent, formatRuleMessage } from '#pages-config/rules/message.ts';

describe('formatContent', () => {
  it('substitutes named placeholders', () => {
    expect(formatContent({ greeting: 'Hello {name}' }, 'greeting', { name: 'Alex' })).toBe('Hello Alex');
  });

  it('substitutes numbered placeholders', () => {
    expect(formatContent({ pair: '{0} and {1}' }, 'pair', { 0: 'A', 1: 'B' })).toBe('A and B');
  });

  it('shows the key itself when the content has no such key', () => {
    expect(formatContent({}, 'LocKey_Missing')).toBe('LocKey_Missing');
  });
});

describe('formatRuleMessage', () => {
  const message = {
    key: 'LocKey_Validation_MaxLength',
    defaultMessage: 'The maximum length allowed is {max}',
    values: { max: 50 },
  };

  it('uses the culture text when the content has the key', () => {
    expect(formatRuleMessage({ LocKey_Validation_MaxLength: 'La longitud máxima permitida es {max}' }, message)).toBe(
      'La longitud máxima permitida es 50',
    );
  });

  it('falls back to the rule default when the content lacks the key', () => {
    expect(formatRuleMessage({}, message)).toBe('The maximum length allowed is 50');
  });
});
