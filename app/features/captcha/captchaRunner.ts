import { CaptchaFailedError, handlingOf } from './captchaErrors.ts';

/** What the mounted widget offers the runner. */
export interface CaptchaController {
  /** Starts the invisible check; the token or error arrives through the runner's callbacks. */
  execute(): void;
  reset(): void;
  /** Removes the widget and renders a new one, which attaches itself when ready. */
  rerender(): void;
}

/** Spec §4: one check at a time; a second while one runs is a bug in the caller. */
export const parallelRunError = 'A captcha check is already running.';

// A widget that has not rendered by then never will (its script is blocked or failed).
const widgetWaitMilliseconds = 20_000;

interface PendingRun {
  resolve: (token: string) => void;
  reject: (error: Error) => void;
  /** A run re-renders a vanished widget once, then gives up. */
  rerendered: boolean;
  executed: boolean;
  waitTimer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * Runs the captcha check for the thunks (authorize, submit) through whichever widget is mounted:
 * guards against parallel runs, waits for the widget, re-renders it on a missing or invalid
 * captcha id, resets it on expiry and the listed errors, and logs the others (spec §4, §8).
 */
export class CaptchaRunner {
  #controller: CaptchaController | null = null;
  #pending: PendingRun | null = null;
  readonly #log: Pick<Console, 'warn' | 'error'>;

  constructor(log: Pick<Console, 'warn' | 'error'> = console) {
    this.#log = log;
  }

  get isRunning(): boolean {
    return this.#pending !== null;
  }

  /** Resolves with a token; throws at once if a check already runs. */
  run(): Promise<string> {
    if (this.#pending) throw new Error(parallelRunError);
    return new Promise<string>((resolve, reject) => {
      this.#pending = { resolve, reject, rerendered: false, executed: false, waitTimer: undefined };
      this.#executeOrWait();
    });
  }

  /** The widget rendered and can execute. */
  attach(controller: CaptchaController): void {
    this.#controller = controller;
    if (this.#pending && !this.#pending.executed) this.#executeOrWait();
  }

  /** The widget unmounted (a re-render attaches its successor). */
  detach(controller: CaptchaController): void {
    if (this.#controller === controller) this.#controller = null;
  }

  tokenReceived(token: string): void {
    // An empty token is the caller's to refuse, with the spec's internal error.
    this.#settle()?.resolve(token);
  }

  /** A token expired unused: the widget is reset so the next check starts clean. */
  expired(): void {
    this.#controller?.reset();
  }

  errored(code: string): void {
    const handling = handlingOf(code);
    if (handling === 'rerender' && this.#controller && this.#pending && !this.#pending.rerendered) {
      this.#pending.rerendered = true;
      this.#pending.executed = false;
      const controller = this.#controller;
      this.#controller = null;
      controller.rerender();
      this.#executeOrWait();
      return;
    }
    if (handling === 'reset') this.#controller?.reset();
    else if (handling === 'logNetwork')
      this.#log.warn(`Captcha network error (${code}); hCaptcha reconnects by itself.`);
    else if (handling === 'logScript')
      this.#log.error(
        `Captcha script error (${code}): the provider's script did not load or run. A firewall, proxy or content blocker may block its hosts.`,
      );
    else if (handling === 'logUnknown') this.#log.error(`Unknown captcha error: ${code}`);
    this.#settle()?.reject(new CaptchaFailedError(code));
  }

  #executeOrWait(): void {
    const pending = this.#pending;
    if (!pending) return;
    if (this.#controller) {
      clearTimeout(pending.waitTimer);
      pending.waitTimer = undefined;
      pending.executed = true;
      this.#controller.execute();
      return;
    }
    pending.waitTimer ??= setTimeout(() => {
      if (this.#pending === pending && !pending.executed) this.errored('script-error');
    }, widgetWaitMilliseconds);
  }

  #settle(): PendingRun | null {
    const pending = this.#pending;
    if (pending) clearTimeout(pending.waitTimer);
    this.#pending = null;
    return pending;
  }
}

/** The page's one runner: the widget component attaches to it, the thunks run it. */
export const captchaRunner = new CaptchaRunner();
