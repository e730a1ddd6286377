import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { trackingRequest } from '#pages-config/api/telemetry.ts';
import { trackingFieldKey } from '#pages-config/api/tracking.ts';
import { isSensitiveField } from '#pages-config/rules/sensitive.ts';
import { ClientError } from '../../../errors.ts';
import { clientNetworkOf } from '../../../security/clientNetwork.ts';
import { insertTrackingEvent } from '../../../telemetry/trackingRepository.ts';
import { responses } from '../schemas.ts';

export interface TelemetryRoutesOptions {
  now: () => Date;
  /** Tracking calls per session per minute; false turns the limit off. */
  eventsPerMinute: number | false;
}

/**
 * POST /api/telemetry/tracking (spec §7): stores a tracked field's value with the time and the
 * session. Only fields the settlement marks with enableTrackingFeature are taken, so the call
 * cannot be used to store anything else; values are length-capped by the request schema. A
 * sensitive field (isSensitiveField: a date of birth, bank or wallet details) is never taken, even
 * marked for tracking: tracking events are stored in the clear, for reports.
 */
export const telemetryRoutes: FastifyPluginAsyncZod<TelemetryRoutesOptions> = async (app, options) => {
  const trackedKeys = new Set(
    app.settlement.modelConfigs.flatMap((config) =>
      config.fields
        .filter((field) => field.enableTrackingFeature && !isSensitiveField(field))
        .map((field) => `${config.metadata.formType}/${trackingFieldKey(field.key)}`),
    ),
  );

  app.post(
    '/telemetry/tracking',
    {
      schema: { body: trackingRequest, response: responses(z.object({})) },
      bodyLimit: 4 * 1024,
      config: {
        rateLimit:
          options.eventsPerMinute === false
            ? false
            : {
                max: options.eventsPerMinute,
                timeWindow: 60_000,
                // Per visit: claimants behind one address (an office, a carrier's NAT) do not share a limit.
                keyGenerator: (request) => request.session?.idHash ?? clientNetworkOf(request.ip),
              },
      },
    },
    async (request) => {
      // The csrf hook guarantees a session: the token lives in it.
      const session = request.session;
      if (!session) throw new Error('tracking reached without a session');
      const { formType, fieldKey, fieldValue } = request.body;
      if (!trackedKeys.has(`${formType}/${fieldKey}`))
        throw new ClientError(400, app.settlement.text(request.culture, 'LocKey_Shared_ErrorMessage_Request'));
      await insertTrackingEvent(app.db, {
        sessionIdHash: session.idHash,
        formType,
        fieldKey,
        fieldValue,
        at: options.now(),
      });
      return {};
    },
  );
};
