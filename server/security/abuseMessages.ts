import type { SettlementService } from '../settlement/settlementService.ts';

/**
 * The refusals of the limits against guessing, bots and repeat claims, in the claimant's language.
 * Each lasting one names the settlement administrator's email, the way out for a person the limit
 * caught by mistake (the client links it, as it links the submit failure's, spec §8); the passing
 * ones (too many at once, busy, timed out) say to wait and try again. The default texts are for
 * settlements whose content lacks the keys.
 */

/** A wait in the claimant's language, in Intl's own words for the unit: "30 seconds", "2 minutos". */
function waitText(culture: string, seconds: number): string {
  const [value, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return new Intl.NumberFormat(culture, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/**
 * The claimant's network failed past a budget and waits before its next attempt (NIST SP 800-63B
 * §5.2.2's waits, which fall on the network that failed, never on another).
 */
export function networkWaitMessage(settlement: SettlementService, culture: string, seconds: number): string {
  return settlement.ruleText(culture, {
    key: 'LocKey_Authorize_Wait',
    defaultMessage:
      'There have been too many attempts with a wrong Notice ID or PIN from this connection. Wait {wait}, then try again. If you need help, contact the Settlement Administrator at {email}.',
    values: { wait: waitText(culture, seconds), email: settlement.settlement.claimsAdministrator.email },
  });
}

/**
 * With the captcha off, a Notice ID past its failures waits between attempts, whatever PIN is
 * sent (the challenge that would let the right PIN through cannot be asked); never longer than an hour.
 */
export function noticeWaitMessage(settlement: SettlementService, culture: string, seconds: number): string {
  return settlement.ruleText(culture, {
    key: 'LocKey_Authorize_NoticeWait',
    defaultMessage:
      'For your security, this Notice ID is paused after too many attempts with a wrong PIN. Wait {wait}, then try again. If you need help with your Notice ID or PIN, contact the Settlement Administrator at {email}.',
    values: { wait: waitText(culture, seconds), email: settlement.settlement.claimsAdministrator.email },
  });
}

/** Too many submissions from one address or session. */
export function tooManySubmissionsMessage(settlement: SettlementService, culture: string): string {
  return settlement.ruleText(culture, {
    key: 'LocKey_Shared_ErrorMessage_TooManySubmissions',
    defaultMessage:
      'Too many claims have been sent from this connection in a short time. Wait an hour, then submit again. If you need help, contact the Settlement Administrator at {email}.',
    values: { email: settlement.settlement.claimsAdministrator.email },
  });
}

/**
 * The member's submissions were refused too often (answers the form would not have sent): the
 * next is refused unread until the window ends.
 */
export function tooManyRefusedSubmissionsMessage(
  settlement: SettlementService,
  culture: string,
  seconds: number,
): string {
  return settlement.ruleText(culture, {
    key: 'LocKey_Shared_ErrorMessage_TooManyRefusedSubmissions',
    defaultMessage:
      'This claim has been sent with answers that could not be accepted too many times. Wait {wait}, then check your answers and submit again. If you need help, contact the Settlement Administrator at {email}.',
    values: { wait: waitText(culture, seconds), email: settlement.settlement.claimsAdministrator.email },
  });
}

/** Too many requests from one address: attempts in a short time, or bodies arriving at once. */
export function tooManyRequestsMessage(settlement: SettlementService, culture: string): string {
  return settlement.ruleText(culture, {
    key: 'LocKey_Shared_ErrorMessage_TooManyRequests',
    defaultMessage: 'Too many attempts in a short time. Wait a minute, then try again.',
  });
}

/** The server holds as many requests still arriving as it takes: a moment's wait, then again. */
export function serverBusyMessage(settlement: SettlementService, culture: string): string {
  return settlement.ruleText(culture, {
    key: 'LocKey_Shared_ErrorMessage_Busy',
    defaultMessage: 'The site is very busy right now. Wait a minute, then try again.',
  });
}

/** A request that stopped arriving, or arrived too slowly, and was cut off (408). */
export function timedOutMessage(settlement: SettlementService, culture: string): string {
  return settlement.ruleText(culture, {
    key: 'LocKey_Shared_ErrorMessage_TimedOut',
    defaultMessage:
      'Your connection stopped sending, so your request was cancelled. Check your connection, then try again.',
  });
}

/**
 * The member has filed as many claims with this form as the settlement allows. The reference code
 * is the member's own first claim: only someone who has just proved the Notice ID and PIN sees it,
 * and Lookup shows it to them anyway.
 */
export function claimAlreadyFiledMessage(
  settlement: SettlementService,
  culture: string,
  referenceCode: string,
): string {
  return settlement.ruleText(culture, {
    key: 'LocKey_Shared_ErrorMessage_ClaimAlreadyFiled',
    defaultMessage:
      'A claim has already been filed for this notice, with the reference code {referenceCode}, and no other claim can be filed with this form. To check its status or add documents, use the Manage My Claim menu. If you think this is a mistake, contact the Settlement Administrator at {email}.',
    values: { referenceCode, email: settlement.settlement.claimsAdministrator.email },
  });
}
