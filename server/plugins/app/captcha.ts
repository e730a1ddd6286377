import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { CaptchaSettings } from '../../captcha/captchaSettings.ts';
import { CaptchaUnavailableError, verifyCaptchaToken } from '../../captcha/captchaVerifier.ts';
import { ClientError } from '../../errors.ts';

/** How a request's captcha check went, kept with the claim for the case team. */
export interface CaptchaOutcome {
  /** 'off' when the captcha is off, 'passed' when the provider accepted the token. */
  result: 'off' | 'passed';
  /** The provider's score, when it gives one. */
  score: number | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    captcha: {
      readonly settings: CaptchaSettings;
      /**
       * Refuses the request unless the captcha is off or `token` is one the provider issued and
       * has not seen before (spec §6): a 400 in `culture` the claimant can act on.
       */
      requireValidToken(
        request: FastifyRequest,
        token: string | null | undefined,
        culture: string,
      ): Promise<CaptchaOutcome>;
    };
  }
}

export interface CaptchaPluginOptions {
  settings: CaptchaSettings;
}

/** The captcha check of authorize and submit, against the provider's siteverify. */
export const captchaPlugin = fp<CaptchaPluginOptions>(
  async (app, { settings }) => {
    // Authorize answers it with captcha "required" (spec §3), which has the client run the check again.
    const refuse = (culture: string) =>
      new ClientError(
        400,
        app.settlement.ruleText(culture, {
          key: 'LocKey_Shared_ErrorMessage_Captcha',
          defaultMessage: 'Complete the security check, then submit again.',
        }),
        { captcha: 'required' },
      );

    app.decorate('captcha', {
      settings,
      async requireValidToken(request, token, culture) {
        if (!settings.enabled) return { result: 'off', score: null };
        const trimmed = token?.trim() ?? '';
        if (trimmed === '') throw refuse(culture);
        try {
          const verdict = await verifyCaptchaToken(settings, { token: trimmed, remoteIp: request.ip });
          if (verdict.success) return { result: 'passed', score: verdict.score };
          request.log.info({ errorCodes: verdict.errorCodes }, 'captcha token refused');
        } catch (error) {
          if (!(error instanceof CaptchaUnavailableError)) throw error;
          // The claimant did nothing wrong: the generic problem text, and the details in the log.
          request.log.error({ err: error }, 'captcha provider unavailable');
          throw new ClientError(503, app.settlement.text(culture, 'LocKey_Shared_ErrorMessage_Problem'));
        }
        throw refuse(culture);
      },
    });
  },
  { name: 'captcha', dependencies: ['settlement'] },
);
