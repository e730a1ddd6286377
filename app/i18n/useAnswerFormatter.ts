import { useMemo } from 'react';
import { selectActiveCulture } from '../features/culture/cultureSlice.ts';
import { useAppSelector } from '../store.ts';
import type { AnswerFormatter } from './formatAnswer.ts';

/**
 * The browser's own date and number formatters (Intl) for a culture, each kept for its options.
 * They are what react-intl's formatDate and formatNumber call; without react-intl, no message
 * parser comes with the blocks that format answers (14 kB gzip of the summary steps and the
 * lookup page: performance budgets).
 */
export function answerFormatterFor(locale: string): AnswerFormatter {
  const dateFormats = new Map<string, Intl.DateTimeFormat>();
  const numberFormats = new Map<string, Intl.NumberFormat>();
  return {
    locale,
    formatDate(value, options = {}) {
      const key = JSON.stringify(options);
      let format = dateFormats.get(key);
      if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
      return format.format(value);
    },
    formatNumber(value, options = {}) {
      const key = JSON.stringify(options);
      let format = numberFormats.get(key);
      if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
      return format.format(value);
    },
  };
}

/**
 * The date and number formatters of the active culture. Built from the store rather than read from
 * a provider, so a block formats the same wherever it is rendered (stories, tests).
 */
export function useAnswerFormatter(): AnswerFormatter {
  const culture = useAppSelector(selectActiveCulture) ?? 'en';
  return useMemo(() => answerFormatterFor(culture), [culture]);
}
