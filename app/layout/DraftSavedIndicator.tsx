import { useEffect } from 'react';
import { FeedbackMessage } from '#design-system/FeedbackMessage/FeedbackMessage.tsx';
import { FloatingStatus } from '#design-system/FeedbackMessage/FloatingStatus.tsx';
import { savedIndicatorHidden, selectSavedIndicatorAt } from '../features/drafts/draftsSlice.ts';
import { useText } from '../i18n/useText.ts';
import { savedIndicatorMilliseconds } from '../pages/blocks/savedIndicator.ts';
import { useAppDispatch, useAppSelector } from '../store.ts';

/**
 * The saved indicator of save and resume (spec §4, §9): after the draft is saved on leaving a step,
 * "your answers are saved" shows over the top of the next step for 5000 ms. It floats rather than
 * taking room above the step, whose question would otherwise move up under the claimant's thumb
 * when it goes. It sits in the page chrome, not in the step, so it outlives the move to the next
 * step; its live region is always in the page, so screen readers announce the message when it
 * appears, politely, after the new page's heading.
 */
export function DraftSavedIndicator() {
  const t = useText();
  const dispatch = useAppDispatch();
  const savedAt = useAppSelector(selectSavedIndicatorAt);
  useEffect(() => {
    if (!savedAt) return;
    // Each save restarts the 5000 ms.
    const timer = window.setTimeout(() => dispatch(savedIndicatorHidden()), savedIndicatorMilliseconds);
    return () => window.clearTimeout(timer);
  }, [savedAt, dispatch]);
  return (
    <FloatingStatus>
      {savedAt ? <FeedbackMessage variant="success">{t('LocKey_Drafts_Saved')}</FeedbackMessage> : null}
    </FloatingStatus>
  );
}
