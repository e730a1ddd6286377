import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { answerKindOf, formatAnswer, type AnswerKind } from '#app/i18n/formatAnswer.ts';
import { answerFormatterFor } from '#app/i18n/useAnswerFormatter.ts';
import type { FieldConfig } from '#pages-config/schema/field.ts';

const english = answerFormatterFor('en');
const spanish = answerFormatterFor('es');

function field(overrides: Partial<FieldConfig>): FieldConfig {
  return { key: 'answer', label: 'LocKey_Answer', validations: [], ...overrides };
}

describe('answerKindOf', () => {
  it('reads a date component as a date', () => {
    expect(answerKindOf(field({}), 'date')).toBe('date');
  });

  it('reads a field with the date mask as a date', () => {
    expect(answerKindOf(field({ maskName: 'date' }))).toBe('date');
  });

  it('reads a field with a date rule as a date', () => {
    expect(answerKindOf(field({ validations: [{ type: 'validDate', formats: 'MM/dd/yyyy' }] }))).toBe('date');
  });

  it('reads the currency mask as an amount', () => {
    expect(answerKindOf(field({ maskName: 'currency' }))).toBe('amount');
  });

  it('reads the currency mask without cents as a whole amount', () => {
    expect(answerKindOf(field({ maskName: 'currencyNoCents' }))).toBe('wholeAmount');
  });

  it('reads the decimal mask as a number', () => {
    expect(answerKindOf(field({ maskName: 'decimal' }))).toBe('number');
  });

  it('reads anything else as text', () => {
    expect(answerKindOf(field({ maskName: 'zip' }))).toBe('text');
  });
});

describe('formatAnswer', () => {
  it('writes a date as a long English date', () => {
    expect(formatAnswer('03/05/2020', 'date', english)).toBe('March 5, 2020');
  });

  it('writes a date as a long Spanish date', () => {
    expect(formatAnswer('03/05/2020', 'date', spanish)).toBe('5 de marzo de 2020');
  });

  it('keeps the day of a date whatever the time zone', () => {
    expect(formatAnswer('12/31/1999', 'date', english)).toBe('December 31, 1999');
  });

  it('writes an amount in dollars the English way', () => {
    expect(formatAnswer('1,234.5', 'amount', english)).toBe('$1,234.50');
  });

  it('writes an amount in dollars the Spanish way', () => {
    expect(formatAnswer('1,234.5', 'amount', spanish)).toBe('1234,50\u00a0US$');
  });

  it('writes a whole amount without cents', () => {
    expect(formatAnswer('120', 'wholeAmount', english)).toBe('$120');
  });

  it('writes a decimal number with the Spanish decimal comma', () => {
    expect(formatAnswer('2.5', 'number', spanish)).toBe('2,5');
  });

  it('shows a date that does not parse as typed', () => {
    expect(formatAnswer('13/45/2020', 'date', spanish)).toBe('13/45/2020');
  });

  it('shows text as typed', () => {
    expect(formatAnswer('62701', 'text', spanish)).toBe('62701');
  });
});

describe('the answer formatter', () => {
  // The site formatted answers with react-intl's createIntl until it used Intl itself (performance
  // budgets): each answer still reads as it did.
  const answers: [string, AnswerKind][] = [
    ['03/05/2020', 'date'],
    ['12/31/1999', 'date'],
    ['02/29/2024', 'date'],
    ['1,234.5', 'amount'],
    ['0.99', 'amount'],
    ['1000000', 'amount'],
    ['120', 'wholeAmount'],
    ['120.40', 'wholeAmount'],
    ['2.5', 'number'],
    ['12345.678', 'number'],
  ];

  it.each(['en', 'es'])('writes every kind of answer as react-intl did, in %s', (locale) => {
    const reactIntl = createIntl({ locale });
    const formatter = answerFormatterFor(locale);
    expect(answers.map(([text, kind]) => formatAnswer(text, kind, formatter))).toEqual(
      answers.map(([text, kind]) => formatAnswer(text, kind, reactIntl)),
    );
  });
});
