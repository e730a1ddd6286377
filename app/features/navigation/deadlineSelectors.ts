import { createSelector } from '@reduxjs/toolkit';
import { deadlineTextArguments, formDeadlineTextArguments } from '#pages-config/rules/deadlines.ts';
import type { FormType } from '#pages-config/schema/page.ts';
import { selectAnswer } from '../../api/publicCalls.ts';
import type { RootState } from '../../store.ts';
import { selectActiveCulture } from '../culture/cultureSlice.ts';

/** The deadlines (GET /api/deadlines, or the start data), once loaded. */
export const selectDeadlines = (state: RootState) => selectAnswer(state, 'getDeadlines');

/**
 * The deadline texts of the active culture as content arguments (spec §9), e.g.
 * `{claimFilingDeadlineFullDate}`, and those of the form shown as `{formDeadlineFullDate}` and its
 * siblings (none on a page of no form); empty until the deadlines have loaded. The texts are the
 * server's (GET /api/deadlines, and the start data of a server-rendered page), so the server's
 * HTML and the browser's first render write the same date.
 */
export const selectDeadlineTextArguments = createSelector(
  [selectDeadlines, selectActiveCulture, (_state: RootState, formType: FormType | null) => formType],
  (deadlines, culture, formType): Readonly<Record<string, string>> =>
    deadlines && culture
      ? {
          ...deadlineTextArguments(deadlines, culture),
          ...(formType ? formDeadlineTextArguments(deadlines, formType, culture) : {}),
        }
      : {},
);
