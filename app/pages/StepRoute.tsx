import { Suspense, useEffect, useState } from 'react';
import { Spinner } from '#design-system/Spinner/Spinner.tsx';
import { MaskedInputFromChunk } from '#design-system/TextInput/maskedInputChunk.tsx';
import type { FormType, Step } from '#pages-config/schema/page.ts';
import { preloadClaimkitApi } from '../api/loadClaimkitApi.ts';
import { selectIsAuthorized } from '../features/authorization/authorizationSlice.ts';
import { selectReferenceCode } from '../features/client/clientSlice.ts';
import { selectActiveCulture } from '../features/culture/cultureSlice.ts';
import { navigationRequested, selectIsFlowReady } from '../features/navigation/navigationSlice.ts';
import { sessionExpiredPath } from '../features/navigation/paths.ts';
import { selectFormSteps } from '../features/settlement/settlementSelectors.ts';
import { loadSignedInSteps } from '../features/steps/stepThunks.ts';
import { useText } from '../i18n/useText.ts';
import { preloadErrorAlert } from '../layout/ErrorAlert.tsx';
import { lazyComponent } from '../lazyComponent.tsx';
import { useAppDispatch, useAppSelector } from '../store.ts';
import { areStepChunksLoaded, loadStepChunks } from './blocks/stepChunks.ts';
import { Redirect } from './Redirect.tsx';
import { useLocalizedPath } from './useLocalizedPath.ts';
import { StepPage } from './StepPage.tsx';
import { preloadSessionTimeout, SessionTimeout } from './SessionTimeout.tsx';
import { useDeadlineRedirect } from './useDeadlineRedirect.ts';

export interface StepRouteProps {
  formType: FormType;
  step: Step;
}

/** Builds the form type's flow (its page nodes) when another one, or none, is active. */
function useFlow(formType: FormType): boolean {
  const dispatch = useAppDispatch();
  const steps = useAppSelector((state) => selectFormSteps(state, formType));
  const ready = useAppSelector((state) => selectIsFlowReady(state, formType));
  useEffect(() => {
    if (!ready) dispatch(navigationRequested(formType, steps));
  }, [ready, formType, steps, dispatch]);
  return ready;
}

// The captcha widget and its provider's script only on the steps that need a token (performance
// budgets): the authorize step and the submit step, never the others or the site's other pages.
const SiteCaptcha = lazyComponent(async () => (await import('../features/captcha/SiteCaptcha.tsx')).SiteCaptcha);

/**
 * Whether the chunks the step shows are in (its blocks' chunks load before it shows, so it appears
 * whole). Once it shows to a claimant who has signed in, the chunks of the steps Next and Back lead
 * to load in the background, with the masked input's and Next's own past the start page, so the
 * next step shows without a wait; each step thus adds what its neighbours need, not the whole
 * flow's (performance budgets: 25 kB a step). A step that answers skip past the next one waits
 * for its chunks after Next (StepPage keeps Next busy meanwhile). Before sign-in none load: a
 * visitor of the start page who never signs in fetches only what it shows, and Next on the
 * authorize step waits for the step it leads to, whose chunks start loading as the sign-in succeeds.
 */
function useStepChunks(step: Step, steps: readonly Step[], signedIn: boolean): boolean {
  const [loadedStep, setLoadedStep] = useState<Step | null>(null);
  const ready = loadedStep === step || areStepChunksLoaded(step);
  useEffect(() => {
    if (ready) return;
    let current = true;
    // A chunk that failed to load is asked for again as the page renders; its error reaches the boundary.
    const settle = () => {
      if (current) setLoadedStep(step);
    };
    loadStepChunks(step).then(settle, settle);
    return () => {
      current = false;
    };
  }, [ready, step]);
  useEffect(() => {
    if (!ready || !signedIn) return;
    const index = steps.indexOf(step);
    for (const near of [steps[index + 1], steps[index - 1]]) if (near) loadStepChunks(near).catch(() => {});
    for (const preload of [MaskedInputFromChunk.preload, loadSignedInSteps]) preload().catch(() => {});
  }, [ready, signedIn, step, steps]);
  // The dialogs a step may open (the alert of a failed request, the session warning): before any
  // request can fail or the warning can come (minutes without activity), at the latest ten seconds
  // after sign-in.
  useLoadedAtFirstTouch(ready && signedIn, dialogChunks, 10_000);
  // What signing in runs (RTK Query and the authorize call, then what Next does past the start
  // page), as the claimant starts filling in the sign-in step: not on a visit that only reads it.
  useLoadedAtFirstTouch(ready && !signedIn && step.authorize === true, signInChunks);
  return ready;
}

const dialogChunks = [preloadErrorAlert, preloadSessionTimeout];
const signInChunks = [preloadClaimkitApi, loadSignedInSteps];

/**
 * Loads chunks once, when the claimant first presses a key or touches the page (or `delay`
 * milliseconds after `enabled`), never in the way of the step's own chunks.
 */
function useLoadedAtFirstTouch(
  enabled: boolean,
  chunks: readonly (() => Promise<unknown>)[],
  delayMilliseconds?: number,
): void {
  useEffect(() => {
    if (!enabled) return;
    const events = ['keydown', 'pointerdown'] as const;
    const load = () => {
      stop();
      for (const chunk of chunks) chunk().catch(() => {});
    };
    const timer = delayMilliseconds === undefined ? undefined : setTimeout(load, delayMilliseconds);
    function stop() {
      clearTimeout(timer);
      for (const event of events) window.removeEventListener(event, load, true);
    }
    for (const event of events) window.addEventListener(event, load, { capture: true, once: true });
    return stop;
  }, [enabled, chunks, delayMilliseconds]);
}

/**
 * Once the claim is filed, where a claimant who comes back to a step of the filing (Back from the
 * confirmation, say) is sent instead of a live Submit: the step after the submit step. Null while
 * nothing is filed, on the start page, and on the steps after the submit step.
 */
function useStepAfterFiling(formType: FormType, steps: readonly Step[], step: Step): Step | null {
  const filed = useAppSelector((state) => selectReferenceCode(state, formType) !== null);
  const submitIndex = steps.findIndex((candidate) => candidate.submit);
  const index = steps.findIndex((candidate) => candidate.id === step.id);
  // The start page stays open: the next claimant on this device signs in there.
  if (!filed || step.authorize || submitIndex < 0 || index > submitIndex) return null;
  return steps[submitIndex + 1] ?? null;
}

/**
 * A step's route: every step but the authorize step needs the form type authorized, else the
 * claimant goes to /session-expired with form and culture (spec §2). The page shows once its
 * flow is built and its chunks are in; until then the spinner is the loading fallback (spec §2).
 */
export function StepRoute({ formType, step }: StepRouteProps) {
  const t = useText();
  const authorized = useAppSelector((state) => selectIsAuthorized(state, formType));
  const culture = useAppSelector(selectActiveCulture);
  const flowReady = useFlow(formType);
  const steps = useAppSelector((state) => selectFormSteps(state, formType));
  const chunksReady = useStepChunks(step, steps, authorized);
  useDeadlineRedirect(formType);
  const afterFiling = useStepAfterFiling(formType, steps, step);
  const localize = useLocalizedPath();
  if (!step.authorize && !authorized) return <Redirect to={sessionExpiredPath(formType, culture)} />;
  if (afterFiling) return <Redirect to={localize(afterFiling.path)} />;
  const spinner = <Spinner label={t('LocKey_Shared_Loading')} />;
  if (!flowReady || !chunksReady) return spinner;
  return (
    <>
      <Suspense fallback={spinner}>
        <StepPage key={step.id} formType={formType} step={step} />
      </Suspense>
      <SessionTimeout formType={formType} enabled={step.enableTimeout} />
      {step.authorize || step.submit ? (
        // Invisible: nothing to show while its chunk loads; a check waits for the widget (captchaRunner).
        <Suspense fallback={null}>
          <SiteCaptcha />
        </Suspense>
      ) : null}
    </>
  );
}
