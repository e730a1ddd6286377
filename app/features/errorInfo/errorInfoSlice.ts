import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RootState } from '../../store.ts';

/** A transient message for a toast (spec §4): content keys, translated when shown. */
export interface Notice {
  id: number;
  variant: 'default' | 'success' | 'warning' | 'error';
  title: string;
  message: string | null;
  /** Values for the texts' placeholders, e.g. { 0: 'receipt.pdf' }. */
  values?: Record<string, string | number>;
}

/**
 * Spec §3 "App state: errorInfo": whether the error alert shows, its header and message, plus the
 * toasts waiting to be shown. Header and message are content keys (or texts, which a lookup
 * returns unchanged), so an alert left open follows a change of language.
 */
export interface ErrorInfoState {
  showError: boolean;
  /** The alert's title; null shows the default title, Alert (spec §8). */
  header: string | null;
  message: string | null;
  /** Add the administrator's email under the message: texts that say "contact … using the information below". */
  withContact: boolean;
  /** Toasts asked for outside React (listeners, thunks), until the toast provider shows them. */
  notices: Notice[];
  /** The id of the next notice. */
  nextNoticeId: number;
}

const initialState: ErrorInfoState = {
  showError: false,
  header: null,
  message: null,
  withContact: false,
  notices: [],
  nextNoticeId: 1,
};

export const errorInfoSlice = createSlice({
  name: 'errorInfo',
  initialState,
  reducers: {
    errorShown(state, action: PayloadAction<{ header?: string; message: string; withContact?: boolean }>) {
      state.showError = true;
      state.header = action.payload.header ?? null;
      state.message = action.payload.message;
      state.withContact = action.payload.withContact ?? false;
    },
    /** Spec §4: the claimant pressed OK. */
    errorCleared(state) {
      state.showError = false;
      state.header = null;
      state.message = null;
      state.withContact = false;
    },
    noticeQueued(state, action: PayloadAction<Omit<Notice, 'id'>>) {
      state.notices.push({ ...action.payload, id: state.nextNoticeId });
      state.nextNoticeId += 1;
    },
    noticeShown(state, action: PayloadAction<number>) {
      state.notices = state.notices.filter((notice) => notice.id !== action.payload);
    },
  },
});

export const { errorShown, errorCleared, noticeQueued, noticeShown } = errorInfoSlice.actions;

export const selectErrorInfo = (state: RootState) => state.errorInfo;
export const selectNotices = (state: RootState) => state.errorInfo.notices;
