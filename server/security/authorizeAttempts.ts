import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { deleteInBatches } from '../database/deleteInBatches.ts';
import type { Database } from '../database/schema.ts';
import { nistThrottling, type AbuseLimits, type Budget } from './abuseLimits.ts';
import { imposeNetworkWait, nextWait, type Wait } from './authorizeWaits.ts';
import { clientNetworkOf } from './clientNetwork.ts';

/**
 * How an authorize attempt that reached the credentials check ended, as the audit trail records
 * it (attempts refused before the check are counted in refused_attempts: refusedAttempts.ts):
 * - success: authorized;
 * - wrong-credentials: an unknown Notice ID or a wrong PIN (one answer for both);
 * - not-allowed-form: the right PIN, for a form type the member may not file (answered as
 *   wrong-credentials, so it spends the same budget: otherwise the budget would tell a right PIN);
 * - no-filed-claim: the right PIN for DocumentsUpload, with no claim to add documents to;
 * - claim-limit-reached: the right PIN, for a form the member has filed as often as allowed.
 * Rows from before migration 011 may also hold locked, rate-limited, honeypot, captcha-refused
 * and invalid.
 */
export type AuthorizeOutcome =
  'success' | 'wrong-credentials' | 'not-allowed-form' | 'no-filed-claim' | 'claim-limit-reached';

/** The outcomes that spend a failure budget: guesses the server answered as wrong credentials. */
export const failedOutcomes: readonly AuthorizeOutcome[] = ['wrong-credentials', 'not-allowed-form'];

/** The outcomes of a right PIN: NIST's successful authentication, after which earlier failures no longer count. */
const rightPinOutcomes: readonly AuthorizeOutcome[] = ['success', 'no-filed-claim', 'claim-limit-reached'];

/** Who tried, as the request showed it; never the PIN. */
export interface AttemptContext {
  formType: string;
  /** The normalised Notice ID, or null when the request carried none readable. */
  noticeId: string | null;
  clientIp: string | null;
  userAgent: string | null;
}

/** Writes one attempt that reached the credentials check to the audit trail. */
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
 * Whether a scope has used a budget: it has `budget.max` failures inside the window. Asks for the
 * max-th newest one only, so the check reads no more than the budget however hard a scope is
 * attacked, and sends back one row.
 */
async function budgetSpent(
  db: Transaction<Database>,
  scope: Scope,
  budget: Budget | false,
  now: Date,
): Promise<boolean> {
  if (!budget) return false;
  const since = new Date(now.getTime() - budget.windowMinutes * 60_000).toISOString();
  let query = db
    .selectFrom('authorize_attempts')
    .select('created_at')
    .where('outcome', 'in', failedOutcomes)
    .where('created_at', '>', since);
  if (scope.column) query = query.where(scope.column, '=', scope.value);
  const row = await query
    .orderBy('created_at', 'desc')
    .offset(budget.max - 1)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** What the check of the credentials decided, and what the route needs of it. */
export interface CheckedAttempt<T> {
  outcome: AuthorizeOutcome;
  result: T;
}

/** What a failure cost besides its audit row (NIST SP 800-63B §5.2.2's waits). */
export interface FailurePenalty {
  /** The wait the failing network now has before its next attempt, if the failure was past a budget. */
  networkWait: Wait | null;
  /** The wait of the Notice ID itself: only with the captcha off, once it is challenged. */
  noticeWait: Wait | null;
  /** This failure was the Notice ID's 100th in a row (NIST's ceiling): the operator is told. */
  reachedCeiling: boolean;
}

/** An attempt refused before the credentials were checked: the Notice ID waits (captcha off only). */
export interface RefusedAttempt {
  outcome: 'notice-waiting';
  retryAt: Date;
}

export type GuardedAttempt<T> =
  ({ refused: false; penalty: FailurePenalty | null } & CheckedAttempt<T>) | ({ refused: true } & RefusedAttempt);

export interface GuardOptions {
  limits: Pick<AbuseLimits, 'authorizeFailuresPerNotice' | 'authorizeFailuresPerAddress' | 'authorizeFailuresOverall'>;
  now: Date;
  /**
   * Whether the attempt carries a captcha the provider accepted (the captcha is on). Without one
   * a challenge cannot be asked, so a challenged Notice ID waits instead.
   */
  challengeSolved: boolean;
}

/**
 * Runs one authorize attempt under the failure budgets (AbuseLimits), following NIST SP 800-63B
 * §5.2.2: no budget refuses a right PIN; a failure past one makes the network that failed wait.
 * In one transaction:
 * 1. the Notice ID's row in notice_attempt_locks is written first, which takes its row lock, so
 *    attempts on one Notice ID take turns on every server (SQLite has one writer anyway), and
 *    returns its consecutive failures and, with the captcha off, its wait (a waiting Notice ID is
 *    refused here, before any member is looked up or PIN hashed);
 * 2. `check` looks the credentials up;
 * 3. a failure is weighed against the budgets, counted before its own audit row: past the
 *    Notice ID's (then "challenged"), the network's or the whole site's, or at NIST's ceiling of
 *    100 consecutive failures, its network waits its next wait (30 s doubling up to an hour; the
 *    hour at once at the ceiling), and with the captcha off a challenged Notice ID waits too;
 * 4. the outcome is recorded, and a right PIN sets the Notice ID's consecutive failures back to 0
 *    and ends its wait;
 * before the lock is let go, so the next attempt on that Notice ID counts this one, exactly.
 */
export async function guardedAttempt<T>(
  db: Kysely<Database>,
  context: AttemptContext & { noticeId: string },
  { limits, now, challengeSolved }: GuardOptions,
  check: (transaction: Transaction<Database>) => Promise<CheckedAttempt<T>>,
): Promise<GuardedAttempt<T>> {
  return db.transaction().execute(async (transaction) => {
    const at = now.toISOString();
    const notice = await transaction
      .insertInto('notice_attempt_locks')
      .values({ notice_id: context.noticeId, updated_at: at })
      .onConflict((conflict) => conflict.column('notice_id').doUpdateSet({ updated_at: at }))
      .returning(['consecutive_failures', 'wait_seconds', 'wait_until'])
      .executeTakeFirstOrThrow();
    if (!challengeSolved && notice.wait_until !== null && Date.parse(notice.wait_until) > now.getTime())
      return { refused: true, outcome: 'notice-waiting', retryAt: new Date(notice.wait_until) };

    const checked = await check(transaction);
    let penalty: FailurePenalty | null = null;
    if (failedOutcomes.includes(checked.outcome)) {
      const consecutiveFailures = Number(notice.consecutive_failures) + 1;
      const perNotice = limits.authorizeFailuresPerNotice;
      // Failures before a right PIN no longer count: the consecutive count bounds the window's.
      const challenged =
        perNotice !== false &&
        consecutiveFailures > perNotice.max &&
        (await budgetSpent(transaction, { column: 'notice_id', value: context.noticeId }, perNotice, now));
      const network = context.clientIp === null ? null : clientNetworkOf(context.clientIp);
      const atCeiling = consecutiveFailures >= nistThrottling.consecutiveFailureCeiling;
      const pastBudget =
        challenged ||
        atCeiling ||
        (network !== null &&
          (await budgetSpent(
            transaction,
            { column: 'client_network', value: network },
            limits.authorizeFailuresPerAddress,
            now,
          ))) ||
        (await budgetSpent(transaction, { column: null }, limits.authorizeFailuresOverall, now));
      penalty = {
        networkWait:
          pastBudget && network !== null ? await imposeNetworkWait(transaction, network, now, atCeiling) : null,
        noticeWait:
          !challengeSolved && (challenged || atCeiling)
            ? nextWait({ seconds: notice.wait_seconds, until: notice.wait_until }, now, atCeiling)
            : null,
        reachedCeiling: consecutiveFailures === nistThrottling.consecutiveFailureCeiling,
      };
      await transaction
        .updateTable('notice_attempt_locks')
        .set({
          consecutive_failures: consecutiveFailures,
          ...(penalty.noticeWait
            ? { wait_seconds: penalty.noticeWait.seconds, wait_until: penalty.noticeWait.until.toISOString() }
            : {}),
        })
        .where('notice_id', '=', context.noticeId)
        .execute();
    } else if (rightPinOutcomes.includes(checked.outcome)) {
      await transaction
        .updateTable('notice_attempt_locks')
        .set({ consecutive_failures: 0, wait_seconds: null, wait_until: null })
        .where('notice_id', '=', context.noticeId)
        .execute();
    }
    await recordAuthorizeAttempt(transaction, context, checked.outcome, now);
    return { refused: false, ...checked, penalty };
  });
}

/**
 * Removes what is no longer needed, in batches (deleteInBatches): audit rows and hourly counts of
 * refused attempts older than `authorizeAuditDays` (never younger than the longest budget window,
 * which counts them); Notice ID rows not tried for as long (they keep NIST's consecutive count),
 * or sooner, once the Notice ID window has passed, when they hold no failure; and network waits
 * no longer remembered (nistThrottling.waitMemorySeconds after they ended).
 */
export async function pruneAuthorizeAttempts(db: Kysely<Database>, limits: AbuseLimits, now: Date): Promise<void> {
  const windowMinutes = (budget: Budget | false) => (budget ? budget.windowMinutes : 0);
  const before = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
  const auditCutoff = before(
    Math.max(
      limits.authorizeAuditDays * 24 * 60,
      windowMinutes(limits.authorizeFailuresPerNotice),
      windowMinutes(limits.authorizeFailuresPerAddress),
      windowMinutes(limits.authorizeFailuresOverall),
    ),
  );
  await deleteInBatches((limit) =>
    db
      .deleteFrom('authorize_attempts')
      .where(
        'id',
        'in',
        db.selectFrom('authorize_attempts').select('id').where('created_at', '<', auditCutoff).limit(limit),
      )
      .executeTakeFirstOrThrow(),
  );
  await deleteInBatches((limit) =>
    db
      .deleteFrom('refused_attempts')
      .where((eb) =>
        eb(
          eb.refTuple('hour_start', 'client_network', 'form_type', 'outcome'),
          'in',
          eb
            .selectFrom('refused_attempts')
            .select(['hour_start', 'client_network', 'form_type', 'outcome'])
            .where('hour_start', '<', auditCutoff)
            .limit(limit)
            .$asTuple('hour_start', 'client_network', 'form_type', 'outcome'),
        ),
      )
      .executeTakeFirstOrThrow(),
  );
  const noticeWindowCutoff = before(windowMinutes(limits.authorizeFailuresPerNotice));
  await deleteInBatches((limit) =>
    db
      .deleteFrom('notice_attempt_locks')
      .where(
        'notice_id',
        'in',
        db
          .selectFrom('notice_attempt_locks')
          .select('notice_id')
          .where((eb) =>
            eb.or([
              eb('updated_at', '<', auditCutoff),
              eb.and([eb('updated_at', '<', noticeWindowCutoff), eb('consecutive_failures', '=', 0)]),
            ]),
          )
          .limit(limit),
      )
      .executeTakeFirstOrThrow(),
  );
  const forgottenWaitCutoff = before(nistThrottling.waitMemorySeconds / 60);
  await deleteInBatches((limit) =>
    db
      .deleteFrom('network_waits')
      .where(
        'client_network',
        'in',
        db
          .selectFrom('network_waits')
          .select('client_network')
          .where('wait_until', '<', forgottenWaitCutoff)
          .limit(limit),
      )
      .executeTakeFirstOrThrow(),
  );
}
