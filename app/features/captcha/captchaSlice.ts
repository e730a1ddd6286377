import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RootState } from '../../store.ts';

/** The captcha's run state (spec §4): whether a check runs, and the last token it gave. */
export interface CaptchaState {
  /** True from the start of a check until its token or error arrives; buttons wait meanwhile. */
  isRunning: boolean;
  /** The token of the last passed check, until it is sent or expires (tokens are single-use). */
  token: string | null;
}

const initialState: CaptchaState = { isRunning: false, token: null };

export const captchaSlice = createSlice({
  name: 'captcha',
  initialState,
  reducers: {
    captchaStarted(state) {
      state.isRunning = true;
      state.token = null;
    },
    captchaSolved(state, action: PayloadAction<string>) {
      state.isRunning = false;
      state.token = action.payload;
    },
    captchaFailed(state) {
      state.isRunning = false;
      state.token = null;
    },
    /** The token went with a request, or expired unused: the next call needs a new check. */
    captchaTokenSpent(state) {
      state.token = null;
    },
  },
});

export const { captchaStarted, captchaSolved, captchaFailed, captchaTokenSpent } = captchaSlice.actions;

export const selectIsCaptchaRunning = (state: RootState) => state.captcha.isRunning;
