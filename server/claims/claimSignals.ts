import type { Kysely, Transaction } from 'kysely';
import { disposableEmailBlocklist } from 'disposable-email-domains-js';
import type { Settlement } from '#pages-config/schema/settlement.ts';
import type { Database } from '../database/schema.ts';
import { clientNetworkOf } from '../security/clientNetwork.ts';
import { hmacSha256Hex } from '../security/hashing.ts';

/** What a claim's signals are computed from, before any is stored. */
export interface ClaimSignalInput {
  addressHash: string | null;
  emailHash: string | null;
  payoutAccountHash: string | null;
  disposableEmail: boolean;
  honeypot: boolean;
  /** The answers changed from what the notice prefilled, as field keys (noticeChanges.ts). */
  changedFromNotice: readonly string[];
  /** The names and signature whose words mix scripts, as field keys (nameScripts.ts). */
  mixedScriptNames: readonly string[];
}

/** A model as the checked submission keeps it (or a list of them). */
type Models = Record<string, { metadata: { dtoMapping: string }; fields: Record<string, unknown> } | unknown[] | null>;

// The community-kept list of throwaway email domains (disposable-email-domains on GitHub, through
// its npm mirror), read once.
const disposableDomains = new Set(disposableEmailBlocklist());

/** Whether an email address is at a disposable domain, or a subdomain of one (x.mailinator.com). */
export function isDisposableEmail(email: string): boolean {
  let domain = email.trim().toLowerCase().split('@')[1] ?? '';
  while (domain.includes('.')) {
    if (disposableDomains.has(domain)) return true;
    domain = domain.slice(domain.indexOf('.') + 1);
  }
  return false;
}

/**
 * One spelling of an email address for matching: trimmed, lower case, without a "+tag" (alex+2@
 * and alex@ reach the same inbox, a common way to file again under "another" address).
 */
export function normalisedEmail(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  return `${local.split('+')[0]}@${domain}`;
}

/** One spelling of a payout value: an email as normalisedEmail, anything else letters and digits only. */
function normalisedPayoutValue(value: string): string {
  return value.includes('@') ? normalisedEmail(value) : value.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function fieldValue(models: Models, reference: string): string | null {
  const [dtoMapping, key] = reference.split('.');
  for (const model of Object.values(models)) {
    if (!model || Array.isArray(model) || model.metadata.dtoMapping !== dtoMapping) continue;
    const value = model.fields[key ?? ''];
    return typeof value === 'string' && value.trim() !== '' ? value : null;
  }
  return null;
}

/**
 * The signals of a claim about to be filed. The client address, the email and the payout account
 * are kept only as HMACs under the server's signal key (derived from the PIN pepper, outside the
 * database): equal values give equal hashes, so claims that share one are found, while the
 * database alone reveals none of them.
 */
export function claimSignalsOf(input: {
  key: string;
  settlement: Settlement;
  models: Models;
  clientIp: string | null;
  honeypot: boolean;
  changedFromNotice: readonly string[];
  mixedScriptNames: readonly string[];
}): ClaimSignalInput {
  const { key, models } = input;
  const signals = input.settlement.claimSignals;
  const hash = (kind: string, value: string) => hmacSha256Hex(key, `${kind}:${value}`);
  const email = signals?.emailField ? fieldValue(models, signals.emailField) : null;
  const payout = (signals?.payoutAccountFields ?? []).map((reference): [string, string | null] => [
    reference,
    fieldValue(models, reference),
  ]);
  const payoutText = payout
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([reference, value]) => `${reference}=${normalisedPayoutValue(value)}`)
    .join('\n');
  const emails = [email, ...payout.map(([, value]) => value)].filter(
    (value): value is string => value !== null && value.includes('@'),
  );
  return {
    addressHash: input.clientIp ? hash('address', clientNetworkOf(input.clientIp)) : null,
    emailHash: email ? hash('email', normalisedEmail(email)) : null,
    payoutAccountHash: payoutText === '' ? null : hash('payout', payoutText),
    disposableEmail: emails.some(isDisposableEmail),
    honeypot: input.honeypot,
    changedFromNotice: input.changedFromNotice,
    mixedScriptNames: input.mixedScriptNames,
  };
}

/** Field keys as one column: comma separated (keys are camelCase, part names too), null when none. */
function keysColumn(keys: readonly string[]): string | null {
  return keys.length > 0 ? keys.join(',') : null;
}

function keysOf(column: string | null): string[] {
  return column ? column.split(',') : [];
}

// Counting stops here: past it, "many" is all the case team needs to know, and the count stays cheap.
const countCap = 1000;

async function claimsFromAddressSince(db: Transaction<Database>, addressHash: string, since: Date): Promise<number> {
  const rows = await db
    .selectFrom('claim_signals')
    .select('claim_id')
    .where('address_hash', '=', addressHash)
    .where('created_at', '>', since.toISOString())
    .limit(countCap)
    .execute();
  return rows.length;
}

/**
 * Stores a claim's signals, in the transaction that files it: with the other claims filed from the
 * same address in the hour and the day before it, counted then (a velocity, which later claims do
 * not change). Shared emails and payout accounts are matched when the flagged claims are listed,
 * so the first claim of a pair is flagged as well as the second.
 */
export async function insertClaimSignals(
  db: Transaction<Database>,
  claimId: string,
  signals: ClaimSignalInput,
  now: Date,
): Promise<void> {
  const hourAgo = new Date(now.getTime() - 60 * 60_000);
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60_000);
  await db
    .insertInto('claim_signals')
    .values({
      claim_id: claimId,
      created_at: now.toISOString(),
      address_hash: signals.addressHash,
      address_claims_last_hour: signals.addressHash
        ? await claimsFromAddressSince(db, signals.addressHash, hourAgo)
        : 0,
      address_claims_last_day: signals.addressHash ? await claimsFromAddressSince(db, signals.addressHash, dayAgo) : 0,
      email_hash: signals.emailHash,
      payout_account_hash: signals.payoutAccountHash,
      disposable_email: signals.disposableEmail ? 1 : 0,
      honeypot: signals.honeypot ? 1 : 0,
      changed_from_notice: keysColumn(signals.changedFromNotice),
      mixed_script_names: keysColumn(signals.mixedScriptNames),
    })
    .execute();
}

/**
 * Why a claim is flagged, each a stable code:
 * - honeypot: the submission filled the field no person sees;
 * - disposable-email: an email address of the claim is at a throwaway domain;
 * - same-email, same-payout-account: another claim has the same email, or is paid to the same account;
 * - same-address-hour, same-address-day: at least 2 claims in the hour, or 5 in the day, were filed
 *   from the same address before it (a shared address alone is a weak signal: public Wi-Fi, offices);
 * - captcha-score: the provider scored the captcha as likely automated (reCAPTCHA below 0.5, its
 *   default threshold; hCaptcha Enterprise, whose score grows with risk, at 0.5 or above);
 * - changed-from-notice: the claimant changed an answer the notice prefilled (a name, the address,
 *   the email): often a move, sometimes someone filing with another member's notice;
 * - mixed-script-name: a word of a name or the signature mixes scripts (a look-alike letter).
 */
export type FlagReason =
  | 'honeypot'
  | 'disposable-email'
  | 'same-email'
  | 'same-payout-account'
  | 'same-address-hour'
  | 'same-address-day'
  | 'captcha-score'
  | 'changed-from-notice'
  | 'mixed-script-name';

export const flagThresholds = { addressClaimsLastHour: 2, addressClaimsLastDay: 5, captchaScore: 0.5 };

/** A flagged claim, as `npm run claims -- flagged` lists it. */
export interface FlaggedClaim {
  referenceCode: string;
  formType: string;
  noticeId: string;
  createdAt: string;
  reasons: FlagReason[];
  addressClaimsLastHour: number;
  addressClaimsLastDay: number;
  sameEmailClaims: number;
  samePayoutAccountClaims: number;
  disposableEmail: boolean;
  honeypot: boolean;
  captchaScore: number | null;
  /** The answers changed from the notice, as field keys ("claimantInfo.lastName"), never values. */
  changedFromNotice: string[];
  /** The names whose words mix scripts, as field keys ("signature" for the signature). */
  mixedScriptNames: string[];
}

export const flaggedClaimColumns = [
  'referenceCode',
  'formType',
  'noticeId',
  'createdAt',
  'reasons',
  'addressClaimsLastHour',
  'addressClaimsLastDay',
  'sameEmailClaims',
  'samePayoutAccountClaims',
  'disposableEmail',
  'honeypot',
  'captchaScore',
  'changedFromNotice',
  'mixedScriptNames',
] as const satisfies readonly (keyof FlaggedClaim)[];

function reasonsOf(claim: Omit<FlaggedClaim, 'reasons'>, provider: string | undefined): FlagReason[] {
  const reasons: FlagReason[] = [];
  if (claim.honeypot) reasons.push('honeypot');
  if (claim.disposableEmail) reasons.push('disposable-email');
  if (claim.sameEmailClaims > 0) reasons.push('same-email');
  if (claim.samePayoutAccountClaims > 0) reasons.push('same-payout-account');
  if (claim.addressClaimsLastHour >= flagThresholds.addressClaimsLastHour) reasons.push('same-address-hour');
  if (claim.addressClaimsLastDay >= flagThresholds.addressClaimsLastDay) reasons.push('same-address-day');
  if (claim.captchaScore !== null) {
    const risky =
      provider === 'GoogleReCaptcha'
        ? claim.captchaScore < flagThresholds.captchaScore
        : claim.captchaScore >= flagThresholds.captchaScore;
    if (risky) reasons.push('captcha-score');
  }
  if (claim.changedFromNotice.length > 0) reasons.push('changed-from-notice');
  if (claim.mixedScriptNames.length > 0) reasons.push('mixed-script-name');
  return reasons;
}

/**
 * The flagged claims filed at or after `since`, in filing order, a page of claims a query (keyset
 * on the signals' filing time and claim id). Claims sharing an email or payout account are counted
 * against every other claim, whenever filed.
 */
export async function* flaggedClaims(
  db: Kysely<Database>,
  settlement: Settlement,
  options: { since?: Date | undefined; pageSize?: number } = {},
): AsyncGenerator<FlaggedClaim> {
  const pageSize = options.pageSize ?? 1000;
  let after: { createdAt: string; claimId: string } | undefined;
  for (;;) {
    let query = db
      .selectFrom('claim_signals as signals')
      .innerJoin('claims', 'claims.id', 'signals.claim_id')
      .select((select) => [
        'signals.claim_id',
        'signals.created_at',
        'signals.address_claims_last_hour',
        'signals.address_claims_last_day',
        'signals.disposable_email',
        'signals.honeypot',
        'signals.changed_from_notice',
        'signals.mixed_script_names',
        'claims.reference_code',
        'claims.form_type',
        'claims.notice_id',
        'claims.captcha_score',
        select
          .selectFrom('claim_signals as other')
          .select((count) => count.fn.countAll<number | string>().as('count'))
          .whereRef('other.email_hash', '=', 'signals.email_hash')
          .whereRef('other.claim_id', '<>', 'signals.claim_id')
          .as('same_email'),
        select
          .selectFrom('claim_signals as other')
          .select((count) => count.fn.countAll<number | string>().as('count'))
          .whereRef('other.payout_account_hash', '=', 'signals.payout_account_hash')
          .whereRef('other.claim_id', '<>', 'signals.claim_id')
          .as('same_payout_account'),
      ]);
    if (options.since) query = query.where('signals.created_at', '>=', options.since.toISOString());
    if (after) {
      const { createdAt, claimId } = after;
      query = query.where((where) =>
        where.or([
          where('signals.created_at', '>', createdAt),
          where.and([where('signals.created_at', '=', createdAt), where('signals.claim_id', '>', claimId)]),
        ]),
      );
    }
    const rows = await query.orderBy('signals.created_at').orderBy('signals.claim_id').limit(pageSize).execute();
    for (const row of rows) {
      const score = row.captcha_score === null ? Number.NaN : Number(row.captcha_score);
      const claim = {
        referenceCode: row.reference_code,
        formType: row.form_type,
        noticeId: row.notice_id,
        createdAt: row.created_at,
        addressClaimsLastHour: Number(row.address_claims_last_hour),
        addressClaimsLastDay: Number(row.address_claims_last_day),
        sameEmailClaims: Number(row.same_email ?? 0),
        samePayoutAccountClaims: Number(row.same_payout_account ?? 0),
        disposableEmail: Number(row.disposable_email) === 1,
        honeypot: Number(row.honeypot) === 1,
        captchaScore: Number.isFinite(score) ? score : null,
        changedFromNotice: keysOf(row.changed_from_notice),
        mixedScriptNames: keysOf(row.mixed_script_names),
      };
      const reasons = reasonsOf(claim, settlement.captcha?.provider);
      if (reasons.length > 0) yield { ...claim, reasons };
    }
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    after = { createdAt: last.created_at, claimId: last.claim_id };
  }
}
