import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export interface HelmetPluginOptions {
  /** The captcha widget loads its script, frames and styles from its provider's hosts (spec §7); none while off. */
  captchaHosts: readonly string[];
}

/**
 * Security headers and a strict Content Security Policy. The Vite build emits only external
 * scripts and static CSS files (vanilla-extract), so no inline script or style and no eval is
 * needed; the policy forbids them.
 */
export const helmetPlugin = fp<HelmetPluginOptions>(
  async (app, options) => {
    const captcha = options.captchaHosts;
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...captcha],
          styleSrc: ["'self'", ...captcha],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...captcha],
          frameSrc: captcha.length > 0 ? captcha : ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      // The site embeds no cross-origin resources that would need CORP headers of their own.
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
  },
  { name: 'helmet' },
);
