import { parseAmount } from '#pages-config/rules/editors.ts';
import { isUserDate, parseUserDate } from '#pages-config/rules/dates.ts';
import type { FieldConfig } from '#pages-config/schema/field.ts';

/**
 * The date and number formatters an answer needs (useAnswerFormatter in a component,
 * answerFormatterFor in a test), and their culture (the names of the countries).
 */
export interface AnswerFormatter {
  locale: string;
  formatDate(value: number | Date, options?: Intl.DateTimeFormatOptions): string;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
}

/** How an answer reads in the claimant's language: a date, an amount of money, a number, or as typed. */
export type AnswerKind = 'date' | 'amount' | 'wholeAmount' | 'number' | 'text';

const dateRules = new Set(['validDate', 'preventFutureDate', 'preventFutureShortDate', 'endDate']);

/**
 * What kind of answer a field holds: a date field (its component, its date mask or a date rule),
 * an amount (the currency masks), a number (the decimal mask), else text.
 */
export function answerKindOf(config: FieldConfig, component?: string): AnswerKind {
  if (component === 'date' || config.maskName === 'date') return 'date';
  if (config.validations.some((rule) => dateRules.has(rule.type))) return 'date';
  if (config.maskName === 'currency') return 'amount';
  if (config.maskName === 'currencyNoCents') return 'wholeAmount';
  if (config.maskName === 'decimal') return 'number';
  return 'text';
}

/**
 * An answer as the claimant's culture writes it (spec §1 multilingual): "March 5, 2020" or
 * "5 de marzo de 2020", "$1,234.50" or "1234,50 US$", "2.5" or "2,5". Dates are typed as
 * MM/dd/yyyy whatever the language, so a long date avoids reading 03/05 as 3 May. Amounts are in
 * US dollars, as the currency masks (spec §5) are. Anything that does not parse is shown as typed.
 */
export function formatAnswer(text: string, kind: AnswerKind, intl: AnswerFormatter): string {
  if (kind === 'date' && isUserDate(text)) {
    const { year, month, day } = parseUserDate(text);
    // A calendar date, not an instant: formatted in UTC so no zone moves it to another day.
    return intl.formatDate(Date.UTC(year, month - 1, day), { dateStyle: 'long', timeZone: 'UTC' });
  }
  const amount = kind === 'amount' || kind === 'wholeAmount' ? parseAmount(text) : null;
  if (amount !== null) {
    const digits = kind === 'wholeAmount' && Number.isInteger(amount) ? 0 : 2;
    return intl.formatNumber(amount, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: digits,
      maximumFractionDigits: 2,
    });
  }
  if (kind === 'number' && /^(?:\d*\.)?\d+$/.test(text)) return intl.formatNumber(Number(text));
  return text;
}
