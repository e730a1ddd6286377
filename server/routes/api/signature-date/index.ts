import { z } from 'zod';
import { format } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signatureDateResponse } from '#pages-config/api/contract.ts';
import { ClientError } from '../../../errors.ts';
import { responses } from '../schemas.ts';

/** Spec §9: dates the claimant sees are in the settlement's Los Angeles time zone. */
const timeZone = 'America/Los_Angeles';

export interface SignatureDateRoutesOptions {
  now: () => Date;
}

/** GET /api/signature-date?culture=: today in Los Angeles, as a long date in the culture and as ISO. */
export const signatureDateRoutes: FastifyPluginAsyncZod<SignatureDateRoutesOptions> = async (app, options) => {
  app.get(
    '/signature-date',
    {
      schema: { querystring: z.object({ culture: z.string().optional() }), response: responses(signatureDateResponse) },
    },
    async (request) => {
      const culture = request.query.culture ?? request.culture;
      if (!app.settlement.isEnabledCulture(culture)) {
        throw new ClientError(400, app.settlement.text(request.culture, 'LocKey_Shared_ErrorMessage_Request'));
      }
      const now = options.now();
      return {
        signatureDate: new Intl.DateTimeFormat(culture, { dateStyle: 'long', timeZone }).format(now),
        isoDate: format(new TZDate(now, timeZone), 'yyyy-MM-dd'),
      };
    },
  );
};
