import { publicCallSettled } from '../../api/publicCalls.ts';
import type { AppThunk } from '../../store.ts';
import { CaptchaFailedError } from './captchaErrors.ts';
import { captchaRunner } from './captchaRunner.ts';
import { captchaFailed, captchaSolved, captchaStarted, captchaTokenSpent } from './captchaSlice.ts';

/** The call a token is for, named as spec §8's internal errors name it. */
export type CaptchaPurpose = 'AuthorizeForm' | 'SubmitForm';

/**
 * A fresh captcha token for one authorize or submit call, or null while the captcha is off (no
 * site key, or development; spec §6). Throws the spec's internal error if a captcha is on and no
 * token came back, and CaptchaFailedError when the check failed or its config could not be read.
 * `refreshConfig` asks the server for the captcha config again rather than trusting the one read
 * at start-up: for a retry after the server answered that a captcha is required.
 */
export function captchaTokenRequested(
  purpose: CaptchaPurpose,
  { refreshConfig = false }: { refreshConfig?: boolean } = {},
): AppThunk<Promise<string | null>> {
  return async (dispatch) => {
    const { data: config, isError } = await dispatch(publicCallSettled({ call: 'getCaptcha', force: refreshConfig }));
    if (!config || isError) throw new CaptchaFailedError('config-unavailable');
    if (!config.enabled) return null;

    // Throws at once while another check runs (spec §4): before the state says a new one started.
    const running = captchaRunner.run();
    dispatch(captchaStarted());
    let token: string;
    try {
      token = await running;
    } catch (error) {
      dispatch(captchaFailed());
      throw error;
    }
    dispatch(captchaSolved(token));
    // Spec §8's internal errors: the call would go out without the token the server requires.
    if (!token) throw new Error(`${purpose} called without calling reCaptcha.`);
    // Single-use: it leaves the store as it goes out with the call.
    dispatch(captchaTokenSpent());
    return token;
  };
}
