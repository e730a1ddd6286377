import { describe, expect, it } from 'vitest';
import { applyMask, applyPatternMask, masks } from '#pages-config/rules/masks.ts';
import { maskNames } from '#pages-config/schema/names.ts';

describe('applyPatternMask', () => {
  it('drops characters a digit symbol does not accept', () => {
    expect(applyPatternMask('#####', '6a2b7c01')).toBe('62701');
  });

  it('adds a literal only once a following character is typed', () => {
    expect(applyPatternMask('#####-####', '62701')).toBe('62701');
  });

  it('accepts letters for @ and letters or digits for *', () => {
    expect(applyPatternMask('@@-**', 'ab1c2')).toBe('ab-1c');
  });
});

describe('the masks of spec §5', () => {
  it('define every mask name the config language offers', () => {
    expect(Object.keys(masks).sort()).toEqual([...maskNames].sort());
  });

  it.each([
    ['usPhone', '5555550123', '(555) 555-0123'],
    ['date', '07042026', '07/04/2026'],
    ['zip', '627011234999', '62701-1234'],
    ['ssn', '123456789', '123-45-6789'],
    ['decimal', '12.5abc.7', '12.5.7'],
    ['decimal', '12345678901234567890', '1234567890123456'],
    ['currency', '1234567.891', '1,234,567.89'],
    ['currency', '5000', '5,000'],
    ['currencyNoCents', '1234.56', '1,234'],
    ['internationalPhone', '+44 20 7946 0958 1234 5', '4420794609581234'],
    ['vin', '5nwca4eb1ka102938xyz', '5NWCA4EB1KA102938'],
    ['nonUsPostalCode', 'SW1A 1AA-extra', 'SW1A 1AAex'],
  ] as const)('%s formats %s as %s', (name, typed, shown) => {
    expect(applyMask(name, typed)).toBe(shown);
  });

  it('give the date mask the mm/dd/yyyy placeholder', () => {
    expect(masks.date.placeholder).toBe('mm/dd/yyyy');
  });

  it('give the US phone mask the (123) 456-7890 placeholder', () => {
    expect(masks.usPhone.placeholder).toBe('(123) 456-7890');
  });

  it('default number masks to 0 fraction digits unless they show cents', () => {
    expect(masks.currencyNoCents).toMatchObject({ kind: 'number', fractionDigits: 0 });
  });
});
