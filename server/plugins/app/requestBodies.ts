import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ClientError } from '../../errors.ts';
import { serverBusyMessage, timedOutMessage, tooManyRequestsMessage } from '../../security/abuseMessages.ts';
import { BodyPace, type SlowBodyReason } from '../../security/bodyPace.ts';
import { clientNetworkOf } from '../../security/clientNetwork.ts';
import { OpenBodies } from '../../security/openBodies.ts';
import type { SlowClientLimits } from '../../security/slowClientLimits.ts';
import type { Session } from '../../sessions/sessionStore.ts';

export interface RequestBodiesPluginOptions {
  limits: SlowClientLimits;
}

/** Whether a request announces a body (a length above zero, or chunks). */
function hasBody(request: IncomingMessage): boolean {
  return Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
}

/** Whether the session has authorized for any form type (the member proved a Notice ID and PIN). */
function isSignedIn(session: Session | null): boolean {
  return Object.keys(session?.data.authorized ?? {}).length > 0;
}

/**
 * How request bodies are read (slowClientLimits.ts): every body still arriving when its route is
 * about to read it is held to a pace (security/bodyPace.ts) and cut off with 408 when it stalls or
 * trickles; and for visitors who have not signed in, the bodies arriving at once are bounded per
 * client address and over the server (security/openBodies.ts), the rest refused at once: 429 with
 * Retry-After when the address has its share, 503 when the server is full.
 *
 * It runs on preParsing, after every check that needs no body: the session and CSRF token
 * (onRequest, plugins/app), a route's deadline, authorization and submission limits (its own
 * onRequest). A refused request's body is never read (the multipart plugin closes its connection
 * after the answer). A body that arrived whole with its headers, as a browser's small JSON does,
 * is neither watched nor counted: it costs nothing more to wait for.
 */
export const requestBodiesPlugin = fp<RequestBodiesPluginOptions>(
  async (app, options) => {
    const { limits } = options;
    const pace = new BodyPace(
      { idleMs: limits.bodyIdleMs, minBytesPerSecond: limits.bodyMinBytesPerSecond, graceMs: limits.bodyGraceMs },
      limits.checkEveryMs,
    );
    const openBodies = new OpenBodies({ perAddress: limits.openBodiesPerAddress, overall: limits.openBodiesOverall });
    // A claimant refused for a full share may try again once the stalled bodies holding it are cut off.
    const retryAfterSeconds = String(Math.ceil(limits.bodyIdleMs / 1000));
    app.addHook('onClose', async () => pace.close());

    /**
     * Fails the body's reader with a 408 in the claimant's language, which the route's error
     * handler answers; false while nothing reads the body yet (asked again at the next check).
     */
    const cutOff = (request: FastifyRequest, reason: SlowBodyReason): boolean => {
      if (request.raw.listenerCount('error') === 0) return false;
      request.log.info(
        { reason, bytesRead: request.raw.socket.bytesRead, clientNetwork: clientNetworkOf(request.ip) },
        'request body cut off: it stopped arriving, or arrived too slowly',
      );
      request.raw.emit('error', new ClientError(408, timedOutMessage(app.settlement, request.culture)));
      return true;
    };

    app.addHook('preParsing', async (request, reply, payload) => {
      const raw = request.raw;
      // complete is false only on a real socket's request whose body is still arriving (an
      // injected request has it all at once).
      if (!hasBody(raw) || raw.complete !== false) return payload;
      if (!isSignedIn(request.session)) {
        const place = openBodies.take(clientNetworkOf(request.ip));
        if (place.kind !== 'taken') {
          request.log.info({ bound: place.kind }, 'request refused: too many bodies arriving at once');
          reply.header('retry-after', retryAfterSeconds);
          throw place.kind === 'addressFull'
            ? new ClientError(429, tooManyRequestsMessage(app.settlement, request.culture))
            : new ClientError(503, serverBusyMessage(app.settlement, request.culture));
        }
        raw.once('end', place.release);
        reply.raw.once('close', place.release);
      }
      const stopWatching = pace.watch(raw, (reason) => cutOff(request, reason));
      reply.raw.once('close', stopWatching);
      return payload;
    });
  },
  { name: 'requestBodies', dependencies: ['sessions', 'settlement'] },
);
