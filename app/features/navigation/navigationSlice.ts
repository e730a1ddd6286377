import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FormType } from '#pages-config/schema/page.ts';
import type { PageNode } from '#pages-config/rules/steps.ts';
import type { RootState } from '../../store.ts';

/** Spec §3 "Navigation state". */
export interface NavigationState {
  /** The form type whose flow is active. */
  formType: FormType | null;
  /** The pages of that flow with their next and back targets. */
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
    /** The flow was built from the settlement's steps; runs once (spec §4). */
    navigationInitialized(state, action: PayloadAction<{ formType: FormType; pages: PageNode[] }>) {
      if (state.initialized) return;
      state.formType = action.payload.formType;
      state.pages = action.payload.pages;
      state.initialized = true;
    },
    /** The router showed a page; the matching page node becomes current. */
    pageEntered(state, action: PayloadAction<string>) {
      state.currentPath = state.pages.some((page) => page.path === action.payload) ? action.payload : null;
    },
    navigationStarted(state) {
      state.isNavigating = true;
    },
    navigationFinished(state) {
      state.isNavigating = false;
    },
    /** Not-found, error and session-expired pages clear the flow's position (spec §2). */
    navigationCleared(state) {
      state.currentPath = null;
      state.isNavigating = false;
    },
  },
});

export const { navigationInitialized, pageEntered, navigationStarted, navigationFinished, navigationCleared } =
  navigationSlice.actions;

export const selectIsNavigating = (state: RootState) => state.navigation.isNavigating;
export const selectPageNode = (state: RootState, path: string) =>
  state.navigation.pages.find((page) => page.path === path);
