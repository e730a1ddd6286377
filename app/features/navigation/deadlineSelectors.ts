import { createSelector } from '@reduxjs/toolkit';
import { deadlineTextArguments } from '#pages-config/rules/deadlines.ts';
import { selectAnswer } from '../../api/publicCalls.ts';
import type { RootState } from '../../store.ts';
import { selectActiveCulture } from '../culture/cultureSlice.ts';

const selectDeadlines = (state: RootState) => selectAnswer(state, 'getDeadlines');

/**
 * The deadline texts of the active culture as content arguments (spec §9), e.g.
 * `{claimFilingDeadlineFullDate}`; empty until the deadlines have loaded.
 */
export const selectDeadlineTextArguments = createSelector(
  [selectDeadlines, selectActiveCulture],
  (deadlines, culture): Readonly<Record<string, string>> =>
    deadlines && culture ? deadlineTextArguments(deadlines, culture) : {},
);
