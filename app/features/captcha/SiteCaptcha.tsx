import { useEffect, useMemo, useRef, useState } from 'react';
import { CaptchaWidget, type CaptchaWidgetHandle } from '#design-system/CaptchaWidget/CaptchaWidget.tsx';
import { selectAnswer } from '../../api/publicCalls.ts';
import { useAppSelector } from '../../store.ts';
import { selectActiveCulture } from '../culture/cultureSlice.ts';
import { captchaErrorCode } from './captchaErrors.ts';
import { captchaRunner, type CaptchaController } from './captchaRunner.ts';

/**
 * The site's one invisible captcha widget, mounted while the captcha is on (spec §6), in the
 * claimant's language. It attaches to the captcha runner once rendered; a re-render (a new key)
 * replaces it when the runner finds its id missing or invalid.
 */
export function SiteCaptcha() {
  // Boot fetches the captcha config; this only reads it.
  const config = useAppSelector((state) => selectAnswer(state, 'getCaptcha'));
  const culture = useAppSelector(selectActiveCulture);
  const [generation, setGeneration] = useState(0);
  const widget = useRef<CaptchaWidgetHandle>(null);

  const controller = useMemo<CaptchaController>(
    () => ({
      execute: () => widget.current?.execute(),
      reset: () => widget.current?.reset(),
      rerender: () => setGeneration((count) => count + 1),
    }),
    // A new controller per widget generation, so the old one detaches and the new one attaches.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [generation],
  );
  useEffect(() => () => captchaRunner.detach(controller), [controller]);

  if (!config?.enabled || !config.siteKey) return null;
  return (
    <CaptchaWidget
      key={generation}
      ref={widget}
      provider={config.provider}
      siteKey={config.siteKey}
      language={culture ?? undefined}
      scriptUrl={config.scriptUrl ?? undefined}
      onReady={() => captchaRunner.attach(controller)}
      onToken={(token) => captchaRunner.tokenReceived(token)}
      onExpire={() => captchaRunner.expired()}
      onError={(error) => captchaRunner.errored(captchaErrorCode(error))}
    />
  );
}
