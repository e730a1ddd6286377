import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/**
 * Rate limiting, off by default and switched on per route (`config.rateLimit`): the authorize
 * call limits guesses of Notice ID and PIN pairs from one address.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, { global: false });
  },
  { name: 'rate-limit' },
);
