import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { deadlineTextArguments, passedDeadlineKey } from '#pages-config/rules/deadlines.ts';
import { deadlinesAnswer } from '#server/settlement/publicAnswers.ts';
import { ClientError } from '../../../errors.ts';
import { formTypeOfRequest } from './formTypeSegment.ts';

/**
 * Spec §4: after a form type's deadline (its own or the global one) the server refuses its
 * authorize, draft saves and submit, whatever the client's clock says. Runs on request, so the
 * body of a late submission or draft is never read.
 *
 * Answered with 400: spec §8 has the client show the server's message for a 400 on submit and a
 * 400/401 on authorize, and only for those; any other status would hide this message behind the
 * generic one. The message names the deadline in the claimant's language.
 */
export function deadlineGuard(app: FastifyInstance, now: () => Date): onRequestAsyncHookHandler {
  const deadlines = deadlinesAnswer(app.settlement);
  return async (request) => {
    // Reading stays open (a draft past the deadline has expired anyway); saving a draft does not.
    if (request.method !== 'POST' && request.method !== 'PUT') return;
    const formType = formTypeOfRequest(request);
    if (!formType) return;
    // A form the settlement does not offer is the handler's to refuse (404).
    if (!app.settlement.pageConfig(formType)) return;
    const passed = passedDeadlineKey(deadlines, formType, now());
    if (!passed) return;
    const culture = request.culture;
    const values = deadlineTextArguments(deadlines, culture);
    request.log.info({ formType, deadline: passed }, 'refused after the deadline');
    throw new ClientError(
      400,
      app.settlement.text(culture, 'LocKey_Shared_ErrorMessage_DeadlinePassed', {
        ...values,
        deadline: values[`${passed}FullDate`] ?? '',
      }),
    );
  };
}
