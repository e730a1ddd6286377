import { afterEach, describe, expect, it, vi } from 'vitest';
import { CaptchaFailedError, captchaErrorCode } from '#app/features/captcha/captchaErrors.ts';
import { CaptchaRunner, parallelRunError, type CaptchaController } from '#app/features/captcha/captchaRunner.ts';

function controller() {
  return {
    execute: vi.fn<() => void>(),
    reset: vi.fn<() => void>(),
    rerender: vi.fn<() => void>(),
  } satisfies CaptchaController;
}

function quietRunner() {
  const log = { warn: vi.fn(), error: vi.fn() };
  return { runner: new CaptchaRunner(log), log };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('CaptchaRunner', () => {
  it('executes the attached widget when a run starts', () => {
    const { runner } = quietRunner();
    const widget = controller();
    runner.attach(widget);
    void runner.run();
    expect(widget.execute).toHaveBeenCalledOnce();
  });

  it('resolves the run with the widget’s token', async () => {
    const { runner } = quietRunner();
    runner.attach(controller());
    const run = runner.run();
    runner.tokenReceived('token-1');
    await expect(run).resolves.toBe('token-1');
  });

  it('throws the internal error when a second run starts while one runs', () => {
    const { runner } = quietRunner();
    runner.attach(controller());
    void runner.run();
    expect(() => runner.run()).toThrow(parallelRunError);
  });

  it('allows a new run once the last one ended', async () => {
    const { runner } = quietRunner();
    runner.attach(controller());
    const first = runner.run();
    runner.tokenReceived('token-1');
    await first;
    const second = runner.run();
    runner.tokenReceived('token-2');
    await expect(second).resolves.toBe('token-2');
  });

  it('waits for a widget that has not rendered yet, then executes it', () => {
    const { runner } = quietRunner();
    void runner.run();
    const widget = controller();
    runner.attach(widget);
    expect(widget.execute).toHaveBeenCalledOnce();
  });

  it('fails with script-error when no widget renders in time', async () => {
    vi.useFakeTimers();
    const { runner } = quietRunner();
    const run = runner.run();
    const outcome = expect(run).rejects.toMatchObject({ code: 'script-error' });
    await vi.advanceTimersByTimeAsync(20_000);
    await outcome;
  });

  for (const code of ['missing-captcha', 'invalid-captcha-id']) {
    it(`re-renders the widget on ${code}`, () => {
      const { runner } = quietRunner();
      const widget = controller();
      runner.attach(widget);
      // The re-rendered widget never attaches here: the run fails 20 s later, after this test.
      void runner.run().catch(() => {});
      runner.errored(code);
      expect(widget.rerender).toHaveBeenCalledOnce();
    });
  }

  it('executes the re-rendered widget once it attaches, and resolves with its token', async () => {
    const { runner } = quietRunner();
    runner.attach(controller());
    const run = runner.run();
    runner.errored('invalid-captcha-id');
    const renewed = controller();
    runner.attach(renewed);
    runner.tokenReceived('token-after-rerender');
    expect(renewed.execute).toHaveBeenCalledOnce();
    await expect(run).resolves.toBe('token-after-rerender');
  });

  it('re-renders once per run, then fails', async () => {
    const { runner } = quietRunner();
    runner.attach(controller());
    const run = runner.run();
    runner.errored('invalid-captcha-id');
    runner.attach(controller());
    runner.errored('invalid-captcha-id');
    await expect(run).rejects.toBeInstanceOf(CaptchaFailedError);
  });

  for (const code of [
    'rate-limited',
    'invalid-data',
    'challenge-closed',
    'challenge-expired',
    'challenge-error',
    'internal-error',
  ]) {
    it(`resets the widget on ${code}`, () => {
      const { runner } = quietRunner();
      const widget = controller();
      runner.attach(widget);
      void runner.run().catch(() => {});
      runner.errored(code);
      expect(widget.reset).toHaveBeenCalledOnce();
    });
  }

  it('ends the run with the error’s code so the caller can report it', async () => {
    const { runner } = quietRunner();
    runner.attach(controller());
    const run = runner.run();
    runner.errored('challenge-closed');
    await expect(run).rejects.toMatchObject({ code: 'challenge-closed' });
  });

  it('logs a network error as one hCaptcha recovers from', () => {
    const { runner, log } = quietRunner();
    runner.errored('network-error');
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('reconnects'));
  });

  it('logs a script error with a hint about network restrictions', () => {
    const { runner, log } = quietRunner();
    runner.errored('script-error');
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('firewall, proxy or content blocker'));
  });

  it('logs any other code as unknown', () => {
    const { runner, log } = quietRunner();
    runner.errored('brand-new-code');
    expect(log.error).toHaveBeenCalledWith('Unknown captcha error: brand-new-code');
  });

  it('does not reset the widget for an unknown code', () => {
    const { runner } = quietRunner();
    const widget = controller();
    runner.attach(widget);
    runner.errored('brand-new-code');
    expect(widget.reset).not.toHaveBeenCalled();
  });

  it('resets the widget when a token expires', () => {
    const { runner } = quietRunner();
    const widget = controller();
    runner.attach(widget);
    runner.expired();
    expect(widget.reset).toHaveBeenCalledOnce();
  });

  it('no longer executes a widget once it detached', () => {
    const { runner } = quietRunner();
    const widget = controller();
    runner.attach(widget);
    runner.detach(widget);
    // With no widget the run fails 20 s later (script-error), after this test: nothing awaits it.
    void runner.run().catch(() => {});
    expect(widget.execute).not.toHaveBeenCalled();
  });
});

describe('captchaErrorCode', () => {
  it('takes a code as it is', () => {
    expect(captchaErrorCode('challenge-closed')).toBe('challenge-closed');
  });

  it('finds a known code in the message of a thrown error', () => {
    expect(captchaErrorCode(new Error('[hCaptcha] invalid-captcha-id: widget-3'))).toBe('invalid-captcha-id');
  });

  it('reads a script that would not load as script-error', () => {
    expect(captchaErrorCode(new Error('captcha script failed to load: https://js.hcaptcha.com/1/api.js'))).toBe(
      'script-error',
    );
  });

  it('reads reCAPTCHA’s empty error callback as unknown', () => {
    expect(captchaErrorCode(undefined)).toBe('unknown');
  });
});
