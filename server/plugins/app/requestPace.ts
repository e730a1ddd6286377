import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import { ClientError } from '../../errors.ts';
import { tooManyRequestsMessage } from '../../security/abuseMessages.ts';
import { clientNetworkOf } from '../../security/clientNetwork.ts';
import { RequestPace, type RequestPaceLimits } from '../../security/requestPace.ts';
import { isApiTarget } from '../../security/requestTarget.ts';

export interface RequestPacePluginOptions {
  /** The pace of each client network's API requests; false: none. */
  limits: RequestPaceLimits | false;
}

/**
 * Holds back each client network's API requests to a pace (security/requestPace.ts), first of the
 * hooks that cost anything: before the session is loaded, a body read or a database touched. A
 * request past its network's burst waits its turn; one whose turn is too far off is refused with
 * 429, Retry-After and the claimant's-language message. The site's files are not paced: they cost
 * little and a page asks for many at once.
 */
export const requestPacePlugin = fp<RequestPacePluginOptions>(
  async (app, options) => {
    const { limits } = options;
    if (limits === false) return;
    const pace = new RequestPace(limits);
    app.addHook('onRequest', async (request, reply) => {
      if (!isApiTarget(request.url)) return;
      const clientNetwork = clientNetworkOf(request.ip);
      const decision = pace.take(clientNetwork, Date.now());
      if (decision.kind === 'go') return;
      if (decision.kind === 'wait') {
        await sleep(decision.ms);
        return;
      }
      request.log.info({ clientNetwork }, 'request refused: its network is past its pace');
      reply.header('retry-after', String(Math.ceil(decision.retryAfterMs / 1000)));
      throw new ClientError(429, tooManyRequestsMessage(app.settlement, request.culture));
    });
  },
  { name: 'requestPace', dependencies: ['settlement'] },
);
