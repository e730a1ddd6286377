import fp from 'fastify-plugin';
import { csrfHeaderName } from '#pages-config/api/csrf.ts';
import { ClientError } from '../../errors.ts';
import { constantTimeEqual } from '../../security/hashing.ts';
import { isApiTarget } from '../../security/requestTarget.ts';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Synchronizer-token CSRF protection: every unsafe /api call must carry the session's token in
 * the X-CSRF-TOKEN header. Checked on request, before the body is read, so a forged multipart
 * upload is refused without being parsed.
 */
export const csrfPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!unsafeMethods.has(request.method) || !isApiTarget(request.url)) return;
      const sent = request.headers[csrfHeaderName.toLowerCase()];
      const expected = request.session?.data.csrfToken;
      if (typeof sent === 'string' && expected !== undefined && constantTimeEqual(sent, expected)) return;
      // "Reload and try again" is the fix: a reload fetches a new token for a new session.
      // Thrown, not sent, so the route's error shape applies (authorize and submit keep theirs).
      throw new ClientError(403, app.settlement.text(request.culture, 'LocKey_Shared_ErrorMessage_Request'));
    });
  },
  { name: 'csrf', dependencies: ['sessions', 'settlement'] },
);
