import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FormType, Step } from '#pages-config/schema/page.ts';
import {
  backPath,
  nextPath,
  pageNodeForPath,
  pageNodesOf,
  skipToPath,
  type PageNode,
} from '#pages-config/rules/steps.ts';
import type { AppThunk, RootState } from '../../store.ts';
import { otherModelsOf } from '../formModels/formModelsSlice.ts';
import { selectFormSteps } from '../settlement/settlementSelectors.ts';

/** Spec §3 "Navigation state". */
export interface NavigationState {
  /** The form type whose flow is active. */
  formType: FormType | null;
  /**
   * The pages of that flow in step order, each with its neighbours. Where Next and Back lead also
   * depends on the answers (steps with `skipUnless`): see selectNextPath and selectBackPath.
   */
  pages: PageNode[];
  /** The path of the page shown; null on pages outside the flow. */
  currentPath: string | null;
  initialized: boolean;
  /** True while a Next is being handled; only one navigation runs at a time (spec §4). */
  isNavigating: boolean;
}

const initialState: NavigationState = {
  formType: null,
  pages: [],
  currentPath: null,
  initialized: false,
  isNavigating: false,
};

export const navigationSlice = createSlice({
  name: 'navigation',
  initialState,
  reducers: {
    /** The flow was built from the settlement's steps. Spec §4, §8: initialisation runs once; a second one is a bug. */
    navigationInitialized(state, action: PayloadAction<{ formType: FormType; pages: PageNode[] }>) {
      if (state.initialized) throw new Error('Navigation is already initialised.');
      state.formType = action.payload.formType;
      state.pages = action.payload.pages;
      state.initialized = true;
    },
    /**
     * The router showed a page; the matching page node becomes current. Spec §8: the nodes must be
     * initialised first, and a path matching no node or several is an error.
     */
    pageEntered(state, action: PayloadAction<string>) {
      if (!state.initialized) throw new Error('Navigation nodes are not initialised before the router override.');
      state.currentPath = pageNodeForPath(state.pages, action.payload).path;
    },
    /** Spec §4, §8: only one navigation at a time. */
    navigationStarted(state) {
      if (state.isNavigating) throw new Error('Navigation store is already navigating');
      state.isNavigating = true;
    },
    navigationFinished(state) {
      state.isNavigating = false;
    },
    /**
     * The form navigation state is cleared (spec §2: not-found, error and session-expired pages;
     * also before the flow of another form type is built): the next step page builds its flow anew.
     */
    navigationCleared() {
      return initialState;
    },
  },
});

export const { navigationInitialized, pageEntered, navigationStarted, navigationFinished, navigationCleared } =
  navigationSlice.actions;

/**
 * Builds the flow of a form type from its steps unless it is already built: a step page asks for
 * its form type's flow (React's strict mode runs the effect twice; the slice itself throws on a
 * second initialisation). Entering another form type's flow (Jordan files Standard, then
 * Automotive) clears the current one first.
 */
export function navigationRequested(formType: FormType, steps: readonly Step[]): AppThunk {
  return (dispatch, getState) => {
    const { initialized, formType: current } = getState().navigation;
    if (initialized && current === formType) return;
    if (initialized) dispatch(navigationCleared());
    dispatch(navigationInitialized({ formType, pages: pageNodesOf(steps) }));
  };
}

/** Whether the flow of this form type is built, so its pages can be entered. */
export const selectIsFlowReady = (state: RootState, formType: FormType) =>
  state.navigation.initialized && state.navigation.formType === formType;

/**
 * Skip-to-page (spec §2): the page of the active flow whose path contains `fragment`; none or
 * several matching is an error in the caller.
 */
export function selectSkipToPath(state: RootState, fragment: string): string {
  const formType = state.navigation.formType;
  if (!formType) throw new Error('Navigation nodes are not initialised before the router override.');
  return skipToPath(selectFormSteps(state, formType), fragment);
}

export const selectIsNavigating = (state: RootState) => state.navigation.isNavigating;
export const selectPageNode = (state: RootState, path: string) =>
  state.navigation.pages.find((page) => page.path === path);

/** Where Next leads from a step for the answers so far, passing over skipped steps; null after the last. */
export function selectNextPath(state: RootState, formType: FormType, path: string): string | null {
  return nextPath(selectFormSteps(state, formType), path, otherModelsOf(state.formModels.saved, formType));
}

/** Where Back leads from a step for the answers so far, passing over skipped steps; null on the first. */
export function selectBackPath(state: RootState, formType: FormType, path: string): string | null {
  return backPath(selectFormSteps(state, formType), path, otherModelsOf(state.formModels.saved, formType));
}
