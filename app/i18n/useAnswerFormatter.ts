import { useMemo } from 'react';
import { createIntl, createIntlCache } from 'react-intl';
import { selectActiveCulture } from '../features/culture/cultureSlice.ts';
import { useAppSelector } from '../store.ts';
import type { AnswerFormatter } from './formatAnswer.ts';

const cache = createIntlCache();

/**
 * react-intl's date and number formatters for the active culture. Built from the store rather than
 * read from IntlProvider, so a block formats the same wherever it is rendered (stories, tests).
 */
export function useAnswerFormatter(): AnswerFormatter {
  const culture = useAppSelector(selectActiveCulture) ?? 'en';
  return useMemo(() => createIntl({ locale: culture }, cache), [culture]);
}
