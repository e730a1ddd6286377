import { useCallback } from 'react';
import { formatContent } from '#pages-config/rules/message.ts';
import { selectContent } from '../features/culture/cultureSlice.ts';
import { selectDeadlineTextArguments } from '../features/navigation/deadlineSelectors.ts';
import { useShownFormType } from '../features/navigation/shownForm.ts';
import { useAppSelector } from '../store.ts';

/** Looks up a text of the active culture; `{name}` placeholders are filled from `values`. */
export type TextLookup = (key: string, values?: Record<string, string | number>) => string;

/**
 * The active culture's texts as a lookup function. A missing key shows the key itself (spec §8),
 * the same rule the server's messages follow (pages-config/rules/message.ts). Every text may name
 * the deadlines, e.g. `{claimFilingDeadlineLongDate}` (spec §9), and the deadline of the form shown,
 * `{formDeadlineLongDate}`; `values` add to those (and may name another form's, as Lookup's links do).
 */
export function useText(): TextLookup {
  const content = useAppSelector(selectContent);
  const formType = useShownFormType();
  const deadlineArguments = useAppSelector((state) => selectDeadlineTextArguments(state, formType));
  return useCallback(
    (key, values) => formatContent(content, key, { ...deadlineArguments, ...values }),
    [content, deadlineArguments],
  );
}
