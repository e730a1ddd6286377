import { act, cleanup, render } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CaptchaWidget,
  captchaScriptUrls,
  type CaptchaApi,
  type CaptchaWidgetHandle,
} from '#design-system/CaptchaWidget/CaptchaWidget.tsx';

type RenderOptions = Record<string, (value?: unknown) => void> & { sitekey: string; size: string };

let renderOptions: RenderOptions | undefined;
const api: CaptchaApi = {
  render: vi.fn((_container: HTMLElement, options: Record<string, unknown>) => {
    renderOptions = options as RenderOptions;
    return 'widget-1';
  }),
  execute: vi.fn(),
  reset: vi.fn(),
  remove: vi.fn(),
};

beforeEach(() => {
  renderOptions = undefined;
  vi.clearAllMocks();
  Object.assign(window, { hcaptcha: api, grecaptcha: api });
});
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(window, 'hcaptcha');
  Reflect.deleteProperty(window, 'grecaptcha');
});

async function mount(props: Partial<Parameters<typeof CaptchaWidget>[0]> = {}) {
  const loadScript = vi.fn(() => Promise.resolve());
  const onToken = vi.fn();
  const ref = createRef<CaptchaWidgetHandle>();
  await act(async () => {
    render(
      <CaptchaWidget
        ref={ref}
        provider="hCaptcha"
        siteKey="site-key"
        onToken={onToken}
        loadScript={loadScript}
        {...props}
      />,
    );
  });
  return { loadScript, onToken, ref };
}

describe('CaptchaWidget', () => {
  it('loads nothing without a site key', async () => {
    const { loadScript } = await mount({ siteKey: null });
    expect(loadScript).not.toHaveBeenCalled();
  });

  it('loads the hCaptcha script for hCaptcha', async () => {
    const { loadScript } = await mount();
    expect(loadScript).toHaveBeenCalledWith(captchaScriptUrls.hCaptcha);
  });

  it('loads the reCAPTCHA script for GoogleReCaptcha', async () => {
    const { loadScript } = await mount({ provider: 'GoogleReCaptcha' });
    expect(loadScript).toHaveBeenCalledWith(captchaScriptUrls.GoogleReCaptcha);
  });

  it('loads from an injected script URL', async () => {
    const { loadScript } = await mount({ scriptUrl: '/test/captcha.js' });
    expect(loadScript).toHaveBeenCalledWith('/test/captcha.js');
  });

  it('renders an invisible widget with the site key', async () => {
    await mount();
    expect([renderOptions?.sitekey, renderOptions?.size]).toEqual(['site-key', 'invisible']);
  });

  it('passes the token to onToken', async () => {
    const { onToken } = await mount();
    act(() => renderOptions?.callback?.('token-123'));
    expect(onToken).toHaveBeenCalledWith('token-123');
  });

  it('passes an error code to onError', async () => {
    const onError = vi.fn();
    await mount({ onError });
    act(() => renderOptions?.['error-callback']?.('rate-limited'));
    expect(onError).toHaveBeenCalledWith('rate-limited');
  });

  it('calls onExpire when the token expires', async () => {
    const onExpire = vi.fn();
    await mount({ onExpire });
    act(() => renderOptions?.['expired-callback']?.());
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('reports a script that fails to load', async () => {
    const onError = vi.fn();
    await act(async () => {
      render(
        <CaptchaWidget
          provider="hCaptcha"
          siteKey="site-key"
          onToken={() => {}}
          onError={onError}
          loadScript={() => Promise.reject(new Error('blocked'))}
        />,
      );
    });
    expect(onError).toHaveBeenCalledWith(new Error('blocked'));
  });

  it('executes its widget on request', async () => {
    const { ref } = await mount();
    ref.current?.execute();
    expect(api.execute).toHaveBeenCalledWith('widget-1');
  });

  it('calls onReady once the widget is rendered', async () => {
    const onReady = vi.fn();
    await mount({ onReady });
    expect(onReady).toHaveBeenCalledOnce();
  });

  it('reports missing-captcha when asked to execute before its widget is rendered', async () => {
    const onError = vi.fn();
    const { ref } = await mount({ onError, loadScript: () => new Promise<void>(() => {}) });
    ref.current?.execute();
    expect(onError).toHaveBeenCalledWith('missing-captcha');
  });

  it('reports what execute throws, e.g. an invalid captcha id', async () => {
    const onError = vi.fn();
    const { ref } = await mount({ onError });
    vi.mocked(api.execute).mockImplementationOnce(() => {
      throw new Error('invalid-captcha-id');
    });
    ref.current?.execute();
    expect(onError).toHaveBeenCalledWith('invalid-captcha-id');
  });

  it('removes its widget from the service when it unmounts', async () => {
    await mount();
    cleanup();
    expect(api.remove).toHaveBeenCalledWith('widget-1');
  });
});
