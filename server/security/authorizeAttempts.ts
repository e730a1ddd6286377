import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database/schema.ts';
import type { AbuseLimits, Budget } from './abuseLimits.ts';
import { clientNetworkOf } from './clientNetwork.ts';

/**
 * How an authorize attempt ended, as the audit trail records it:
 * - success: authorized;
 * - wrong-credentials: an unknown Notice ID or a wrong PIN (one answer for both);
 * - not-allowed-form: the right PIN, for a form type the member may not file (answered as
 *   wrong-credentials, so it spends the same budget: otherwise the lock would tell a right PIN);
 * - locked: the Notice ID has used its failures for the window; nothing was checked;
 * - rate-limited: the address, or the whole site, has used its failures, or the address sent too
 *   many attempts a minute (the in-memory pre-filter); nothing was checked;
 * - honeypot: the field no person sees was filled; refused as wrong-credentials, nothing checked;
 * - captcha-refused: no valid captcha token; nothing checked;
 * - invalid: no credentials model, or values that fail its rules (a PIN of the wrong shape);
 * - no-filed-claim: the right PIN for DocumentsUpload, with no claim to add documents to;
 * - claim-limit-reached: the right PIN, for a form the member has filed as often as allowed.
 */
export type AuthorizeOutcome =
  | 'success'
  | 'wrong-credentials'
  | 'not-allowed-form'
  | 'locked'
  | 'rate-limited'
  | 'honeypot'
  | 'captcha-refused'
  | 'invalid'
  | 'no-filed-claim'
  | 'claim-limit-reached';

/** The outcomes that spend a failure budget: guesses the server answered as wrong credentials. */
export const failedOutcomes: readonly AuthorizeOutcome[] = ['wrong-credentials', 'not-allowed-form'];

/** Who tried, as the request showed it; never the PIN. */
export interface AttemptContext {
  formType: string;
  /** The normalised Notice ID, or null when the request carried none readable. */
  noticeId: string | null;
  clientIp: string | null;
  userAgent: string | null;
}

/** Writes one attempt to the audit trail. */
export async function recordAuthorizeAttempt(
  db: Kysely<Database> | Transaction<Database>,
  context: AttemptContext,
  outcome: AuthorizeOutcome,
  now: Date,
): Promise<void> {
  await db
    .insertInto('authorize_attempts')
    .values({
      id: randomUUID(),
      created_at: now.toISOString(),
      form_type: context.formType,
      notice_id: context.noticeId,
      outcome,
      client_ip: context.clientIp,
      client_network: context.clientIp === null ? null : clientNetworkOf(context.clientIp),
      user_agent: context.userAgent?.slice(0, 1000) ?? null,
    })
    .execute();
}

type Scope = { column: 'notice_id' | 'client_network'; value: string } | { column: null };

/**
 * The failures of a scope inside a budget's window, newest first, at most `budget.max` of them:
 * reading no more than the budget keeps the check cheap however hard a scope is attacked.
 */
async function failuresInWindow(db: Transaction<Database>, scope: Scope, budget: Budget, now: Date): Promise<string[]> {
  const since = new Date(now.getTime() - budget.windowMinutes * 60_000).toISOString();
  let query = db
    .selectFrom('authorize_attempts')
    .select('created_at')
    .where('outcome', 'in', failedOutcomes)
    .where('created_at', '>', since);
  if (scope.column) query = query.where(scope.column, '=', scope.value);
  const rows = await query.orderBy('created_at', 'desc').limit(budget.max).execute();
  return rows.map((row) => row.created_at);
}

/** When a full budget frees a failure: its oldest counted failure leaves the window. */
function freedAt(failures: readonly string[], budget: Budget): Date {
  const oldest = failures[failures.length - 1] ?? new Date(0).toISOString();
  return new Date(Date.parse(oldest) + budget.windowMinutes * 60_000);
}

/** What the check of the credentials decided, and what the route needs of it. */
export interface CheckedAttempt<T> {
  outcome: AuthorizeOutcome;
  result: T;
}

/** An attempt the budgets refused before anything was checked, and until when. */
export interface RefusedAttempt {
  outcome: 'locked' | 'rate-limited';
  /** When a failure of the budget that refused it leaves its window. */
  retryAt: Date;
}

export type GuardedAttempt<T> = ({ refused: false } & CheckedAttempt<T>) | ({ refused: true } & RefusedAttempt);

/**
 * Runs one authorize attempt inside the failure budgets (AbuseLimits), and records it. In one
 * transaction: the Notice ID's row in notice_attempt_locks is written first, which takes its row
 * lock, so attempts on one Notice ID take turns on every server sharing the database (SQLite has
 * one writer at a time anyway); then the failures of the address, of the whole site and of the
 * Notice ID are counted; a full budget refuses the attempt (`locked` for the Notice ID,
 * `rate-limited` for the others) before any member is looked up or PIN hashed; otherwise `check`
 * looks the credentials up and its outcome is recorded before the lock is let go. So the next
 * attempt on that Notice ID counts this one: at most `max` failures in any window, exactly.
 */
export async function guardedAttempt<T>(
  db: Kysely<Database>,
  context: AttemptContext & { noticeId: string },
  limits: Pick<AbuseLimits, 'authorizeFailuresPerNotice' | 'authorizeFailuresPerAddress' | 'authorizeFailuresOverall'>,
  now: Date,
  check: (transaction: Transaction<Database>) => Promise<CheckedAttempt<T>>,
): Promise<GuardedAttempt<T>> {
  return db.transaction().execute(async (transaction) => {
    const at = now.toISOString();
    await transaction
      .insertInto('notice_attempt_locks')
      .values({ notice_id: context.noticeId, updated_at: at })
      .onConflict((conflict) => conflict.column('notice_id').doUpdateSet({ updated_at: at }))
      .execute();

    const budgets: Array<[Budget | false, Scope, RefusedAttempt['outcome']]> = [
      [limits.authorizeFailuresOverall, { column: null }, 'rate-limited'],
      [
        context.clientIp === null ? false : limits.authorizeFailuresPerAddress,
        // Counted by network: the addresses of one IPv6 /64 share a budget.
        { column: 'client_network', value: context.clientIp === null ? '' : clientNetworkOf(context.clientIp) },
        'rate-limited',
      ],
      [limits.authorizeFailuresPerNotice, { column: 'notice_id', value: context.noticeId }, 'locked'],
    ];
    for (const [budget, scope, outcome] of budgets) {
      if (!budget) continue;
      const failures = await failuresInWindow(transaction, scope, budget, now);
      if (failures.length >= budget.max) {
        await recordAuthorizeAttempt(transaction, context, outcome, now);
        return { refused: true, outcome, retryAt: freedAt(failures, budget) };
      }
    }

    const checked = await check(transaction);
    await recordAuthorizeAttempt(transaction, context, checked.outcome, now);
    return { refused: false, ...checked };
  });
}

/**
 * Removes what is no longer needed: audit rows older than `authorizeAuditDays` (never younger than
 * the longest budget window, which counts them), and lock rows of Notice IDs not tried for longer
 * than the Notice ID window (a later attempt writes its row again).
 */
export async function pruneAuthorizeAttempts(db: Kysely<Database>, limits: AbuseLimits, now: Date): Promise<void> {
  const windowMinutes = (budget: Budget | false) => (budget ? budget.windowMinutes : 0);
  const keptMinutes = Math.max(
    limits.authorizeAuditDays * 24 * 60,
    windowMinutes(limits.authorizeFailuresPerNotice),
    windowMinutes(limits.authorizeFailuresPerAddress),
    windowMinutes(limits.authorizeFailuresOverall),
  );
  const auditCutoff = new Date(now.getTime() - keptMinutes * 60_000).toISOString();
  await db.deleteFrom('authorize_attempts').where('created_at', '<', auditCutoff).execute();
  const lockCutoff = new Date(now.getTime() - windowMinutes(limits.authorizeFailuresPerNotice) * 60_000).toISOString();
  await db.deleteFrom('notice_attempt_locks').where('updated_at', '<', lockCutoff).execute();
}
