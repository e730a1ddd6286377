import fp from 'fastify-plugin';
import type { FastifyError, FastifyRequest } from 'fastify';
import { ClientError } from '../../errors.ts';
import { tooManyRequestsMessage } from '../../security/abuseMessages.ts';

/**
 * The body shape errors take on a route. Spec §3: the authorize and submit answers keep their own
 * shape on 400/401 (the client reads `error` from them); everything else is `{ error }`.
 */
export type ErrorShape = 'plain' | 'authorize' | 'submit';

declare module 'fastify' {
  interface FastifyContextConfig {
    errorShape?: ErrorShape;
  }
}

export function errorBody(shape: ErrorShape, message: string, captcha: 'required' | null = null) {
  switch (shape) {
    case 'authorize':
      return { authorized: false, error: message, captcha, prepopulatedData: [] };
    case 'submit':
      return { nonMatchingPaymentElection: false, error: message, referenceCodeForm: null };
    default:
      return { error: message };
  }
}

/**
 * PostgreSQL's errors for text it cannot hold: a NUL character in text (22021,
 * character_not_in_repertoire) or in JSON (22P05, untranslatable_character).
 */
const unstorableTextCodes = new Set(['22021', '22P05']);

/**
 * Every error is JSON `{ error }` in the claimant's culture, never a stack trace. Client errors
 * say what to do; server faults are logged in full and answered with the catalogue's generic text
 * (spec §8, LocKey_Shared_ErrorMessage_Problem). A missing API route or asset is a 404 in the
 * same shape (page routes are the pages plugin's).
 */
export const errorsPlugin = fp(
  async (app) => {
    const text = (request: FastifyRequest, key: string) =>
      app.settlement.text(request.culture || app.settlement.settlement.cultures.default, key);

    app.setErrorHandler((error: FastifyError, request, reply) => {
      const shape = request.routeOptions.config?.errorShape ?? 'plain';
      if (error instanceof ClientError) {
        return reply.code(error.statusCode).send(errorBody(shape, error.message, error.captcha));
      }
      if (error.validation) {
        // A path segment outside the route's enum (e.g. an unknown form type) is a missing
        // resource, not a malformed request.
        const status = error.validationContext === 'params' ? 404 : 400;
        request.log.info(
          { validation: error.validation, context: error.validationContext },
          'request failed validation',
        );
        return reply
          .code(status)
          .send(
            errorBody(
              shape,
              text(request, status === 404 ? 'LocKey_NotFound_Body' : 'LocKey_Shared_ErrorMessage_Request'),
            ),
          );
      }
      if (unstorableTextCodes.has(String(error.code))) {
        // PostgreSQL refuses a NUL character in text (SQLite takes it): only a claimant's input
        // carries one, so it is a malformed request, refused whole (its transaction rolled back).
        request.log.info({ code: error.code }, 'request refused: text the database cannot hold');
        return reply.code(400).send(errorBody(shape, text(request, 'LocKey_Shared_ErrorMessage_Request')));
      }
      const status = error.statusCode ?? 500;
      if (status === 429) {
        return reply.code(429).send(errorBody(shape, tooManyRequestsMessage(app.settlement, request.culture)));
      }
      if (status >= 400 && status < 500) {
        request.log.info({ code: error.code, message: error.message }, 'request refused');
        return reply.code(status).send(errorBody(shape, text(request, 'LocKey_Shared_ErrorMessage_Request')));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(errorBody(shape, text(request, 'LocKey_Shared_ErrorMessage_Problem')));
    });

    app.setNotFoundHandler(async (request, reply) => {
      return reply.code(404).send({ error: text(request, 'LocKey_NotFound_Body') });
    });
  },
  { name: 'errors', dependencies: ['settlement'] },
);
