import { describe, expect, it } from 'vitest';
import { hasHiddenCharacters } from '#pages-config/rules/hiddenCharacters.ts';
import { signatureError } from '#pages-config/rules/signature.ts';
import { validateField } from '#pages-config/rules/validation.ts';

const hidden = {
  NUL: '\u0000',
  'a C0 control (tab)': '\t',
  DEL: '\u007f',
  'a C1 control': '\u0085',
  'left-to-right embedding': '\u202a',
  'right-to-left override': '\u202e',
  'left-to-right isolate': '\u2066',
  'pop directional isolate': '\u2069',
  'left-to-right mark': '\u200e',
  'right-to-left mark': '\u200f',
  'Arabic letter mark': '\u061c',
  'zero-width space': '\u200b',
  'zero-width non-joiner': '\u200c',
  'zero-width joiner': '\u200d',
  'word joiner': '\u2060',
  'byte order mark': '\ufeff',
  'a tag character': '\u{e0041}',
  'a lone surrogate': '\ud800',
  'line separator': '\u2028',
};

describe('hidden characters', () => {
  it.each(Object.entries(hidden))('include %s', (_name, character) => {
    expect(hasHiddenCharacters(`Al${character}ex`)).toBe(true);
  });

  it('leave names in any script, with accents, apostrophes and hyphens, alone', () => {
    const names = ['José María', "O'Brien-Smith", 'Zoë Ångström', '山田 太郎', 'محمد', 'Đặng Thị', 'Ñandú'];
    expect(names.filter(hasHiddenCharacters)).toEqual([]);
  });
});

describe('the personName rule', () => {
  const field = { key: 'firstName', label: 'L', validations: [{ type: 'personName' as const }] };

  it('fails a name with a right-to-left override, with its message', () => {
    expect(validateField(field, { firstName: 'Alex\u202enagroM' }, 'client')).toEqual([
      expect.objectContaining({ key: 'LocKey_Validation_HiddenCharacters' }),
    ]);
  });

  it('passes a plain name and an empty one', () => {
    expect([validateField(field, { firstName: 'Alex' }, 'client'), validateField(field, {}, 'client')]).toEqual([
      [],
      [],
    ]);
  });
});

describe('the signature', () => {
  it('is required', () => {
    expect(signatureError(null)?.key).toBe('LocKey_Summary_Signature_Required');
  });

  it('refuses a zero-width space, and a byte order mark even at its end', () => {
    expect([signatureError('Alex\u200b Sample')?.key, signatureError('Alex Sample\ufeff')?.key]).toEqual([
      'LocKey_Validation_HiddenCharacters',
      'LocKey_Validation_HiddenCharacters',
    ]);
  });

  it('refuses more than 200 characters', () => {
    expect(signatureError('A'.repeat(201))?.key).toBe('LocKey_Validation_MaxLength');
  });

  it('takes a full name', () => {
    expect(signatureError('José María Sample')).toBeNull();
  });
});
