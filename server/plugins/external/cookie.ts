import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

/** Cookie parsing and setting; the session cookie is the only one the server uses. */
export const cookiePlugin = fp(
  async (app) => {
    await app.register(cookie);
  },
  { name: 'cookie' },
);
