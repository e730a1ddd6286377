import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import * as styles from './CaptchaWidget.css.ts';

/** The captcha services (spec §2: Google reCAPTCHA when GoogleReCaptcha, otherwise hCaptcha). */
export type CaptchaProvider = 'hCaptcha' | 'GoogleReCaptcha';

/** The scripts each service loads from, rendering widgets only when asked (explicit rendering). */
export const captchaScriptUrls: Record<CaptchaProvider, string> = {
  hCaptcha: 'https://js.hcaptcha.com/1/api.js?render=explicit',
  GoogleReCaptcha: 'https://www.google.com/recaptcha/api.js?render=explicit',
};

/** The part of both services' browser APIs the widget uses (they share it). */
export interface CaptchaApi {
  render: (container: HTMLElement, options: Record<string, unknown>) => string | number;
  execute: (widgetId?: string | number) => unknown;
  reset: (widgetId?: string | number) => void;
  /** hCaptcha only: removes a widget, so its container can hold a new one. */
  remove?: (widgetId?: string | number) => void;
}

/** Where each service's API appears once its script has run. */
function apiOf(provider: CaptchaProvider): CaptchaApi | undefined {
  const globals = window as unknown as { hcaptcha?: CaptchaApi; grecaptcha?: CaptchaApi };
  return provider === 'GoogleReCaptcha' ? globals.grecaptcha : globals.hcaptcha;
}

const loadedScripts = new Map<string, Promise<void>>();

/** Adds a script to the page once per URL; resolves when it has loaded. */
export function loadScriptOnce(url: string): Promise<void> {
  const known = loadedScripts.get(url);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.defer = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loadedScripts.delete(url);
      reject(new Error(`captcha script failed to load: ${url}`));
    };
    document.head.appendChild(script);
  });
  loadedScripts.set(url, loading);
  return loading;
}

/** What a parent can ask of the widget. */
export interface CaptchaWidgetHandle {
  /** Starts the invisible check; the token arrives through onToken. */
  execute: () => void;
  /** Resets the widget, e.g. after an error or expiry (spec §4). */
  reset: () => void;
}

export interface CaptchaWidgetProps {
  /** The service; hCaptcha unless GoogleReCaptcha. */
  provider: CaptchaProvider;
  /** The site key; without one nothing loads (spec §6: no site key means captcha off). */
  siteKey: string | null | undefined;
  /** Called with the token once the check passes. */
  onToken: (token: string) => void;
  /** Called with the service's error code, or with the script's loading error. */
  onError?: ((error: unknown) => void) | undefined;
  /** Called when a token expires unused. */
  onExpire?: (() => void) | undefined;
  /** Called once the widget is rendered and can execute. */
  onReady?: (() => void) | undefined;
  /** The language of the challenge, e.g. `en` or `es`. */
  language?: string | undefined;
  /** Override the script URL (tests, a self-hosted mirror). */
  scriptUrl?: string | undefined;
  /** Override how the script is loaded (tests load nothing). */
  loadScript?: ((url: string) => Promise<void>) | undefined;
  /** Receives `execute` and `reset`. */
  ref?: Ref<CaptchaWidgetHandle> | undefined;
}

/**
 * The container of an invisible hCaptcha or reCAPTCHA widget. On mount with a site key it loads
 * the service's script and renders the widget into itself. The guard against parallel runs, the
 * error catalogue of spec §8 and the re-render on a missing widget id are the caller's (a new
 * `key` re-renders it).
 */
export function CaptchaWidget({
  provider,
  siteKey,
  onToken,
  onError,
  onExpire,
  onReady,
  language,
  scriptUrl,
  loadScript = loadScriptOnce,
  ref,
}: CaptchaWidgetProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const widgetId = useRef<string | number | undefined>(undefined);
  // The latest callbacks, so a parent re-render does not re-create the widget.
  const callbacks = useRef({ onToken, onError, onExpire, onReady });
  useEffect(() => {
    callbacks.current = { onToken, onError, onExpire, onReady };
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!siteKey || !container) return;
    let cancelled = false;
    const url = scriptUrl ?? captchaScriptUrls[provider];
    loadScript(url).then(
      () => {
        const api = apiOf(provider);
        if (cancelled || !api) return;
        widgetId.current = api.render(container, {
          sitekey: siteKey,
          size: 'invisible',
          hl: language,
          callback: (token: string) => callbacks.current.onToken(token),
          'error-callback': (error: unknown) => callbacks.current.onError?.(error),
          'expired-callback': () => callbacks.current.onExpire?.(),
        });
        callbacks.current.onReady?.();
      },
      (error: unknown) => {
        if (!cancelled) callbacks.current.onError?.(error);
      },
    );
    return () => {
      cancelled = true;
      if (widgetId.current !== undefined) apiOf(provider)?.remove?.(widgetId.current);
      container.replaceChildren();
      widgetId.current = undefined;
    };
  }, [provider, siteKey, language, scriptUrl, loadScript]);

  useImperativeHandle(
    ref,
    () => ({
      execute: () => {
        const api = apiOf(provider);
        // Spec §8: the services' own codes for a widget that is gone; the caller re-renders it.
        if (widgetId.current === undefined || !api) {
          callbacks.current.onError?.('missing-captcha');
          return;
        }
        try {
          // hCaptcha may answer a promise (rejected with the error code) as well as the callbacks.
          const result = api.execute(widgetId.current);
          if (result instanceof Promise) result.catch(() => {});
        } catch (error) {
          callbacks.current.onError?.(error instanceof Error ? error.message : error);
        }
      },
      reset: () => {
        if (widgetId.current !== undefined) apiOf(provider)?.reset(widgetId.current);
      },
    }),
    [provider],
  );

  return <div ref={containerRef} className={styles.container} data-provider={provider} />;
}
