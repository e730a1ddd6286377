import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { selectAnswer } from '../../api/publicCalls.ts';
import type { RootState } from '../../store.ts';

export interface CultureState {
  /** The culture code the site shows; null until start-up has chosen one. */
  active: string | null;
  /**
   * The culture whose texts in the call cache are only those of the page the server sent (its
   * start data), until all of them are fetched (Boot.tsx); null when every cached text is in.
   */
  pageTextsOnly: string | null;
}

const initialState: CultureState = { active: null, pageTextsOnly: null };

export const cultureSlice = createSlice({
  name: 'culture',
  initialState,
  reducers: {
    /** The claimant's culture was chosen: from the query, else the one in use, else the default (spec §4). */
    cultureChanged(state, action: PayloadAction<string>) {
      state.active = action.payload;
    },
    /** The page came with its own texts of this culture only (a culture), or all of them came (null). */
    pageTextsOnlyChanged(state, action: PayloadAction<string | null>) {
      state.pageTextsOnly = action.payload;
    },
  },
});

export const { cultureChanged, pageTextsOnlyChanged } = cultureSlice.actions;

const noContent: Readonly<Record<string, string>> = Object.freeze({});

export const selectActiveCulture = (state: RootState) => state.culture.active;

/** The active culture's texts (key → text), or an empty map while they load. */
export function selectContent(state: RootState): Readonly<Record<string, string>> {
  const culture = state.culture.active;
  if (!culture) return noContent;
  return selectAnswer(state, 'getCultureContent', culture) ?? noContent;
}
