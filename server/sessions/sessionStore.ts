import type { Kysely } from 'kysely';
import type { FormType } from '#pages-config/schema/page.ts';
import { deleteInBatches } from '../database/deleteInBatches.ts';
import type { Database } from '../database/schema.ts';
import { DecryptionError, type DataEncryption, type SealedValue } from '../security/dataEncryption.ts';
import { randomToken, sha256Hex } from '../security/hashing.ts';
import { defaultSessionLifetimeHours } from './sessionSettings.ts';

/** What a session remembers between requests. Serialised as JSON into sessions.data. */
export interface SessionData {
  /** The CSRF token handed out by GET /api/csrf; every unsafe call must echo it. */
  csrfToken?: string;
  /**
   * Form types the claimant has authorized for, with the (normalised) Notice ID used and when
   * (ISO 8601; absent in sessions from before it was kept), from which a claim's time to complete.
   */
  authorized: Partial<Record<FormType, { noticeId: string; authorizedAt?: string }>>;
  /** "Log in with PayPal": the login under way, and the account it confirmed. */
  payPal?: PayPalSessionData;
}

/** A PayPal login of the session (spec §3 wallet verification). */
export interface PayPalSessionData {
  /** The OAuth state of the login under way, checked when PayPal sends the claimant back. */
  state?: string;
  /** The redirect URI that login named; the code exchange repeats it. */
  redirectUri?: string;
  /** The claimant's culture, for the page the login window ends on. */
  culture?: string;
  /** The confirmed email addresses of the PayPal account logged in with, primary first. */
  verifiedEmails?: string[];
  /** ISO 8601 instant of the login; it counts for authCodeExpiration minutes. */
  verifiedAt?: string;
}

export interface Session {
  /** The opaque id from the cookie; only its hash is stored. */
  readonly id: string;
  readonly idHash: string;
  data: SessionData;
}

function emptyData(): SessionData {
  return { authorized: {} };
}

/** PayPal data as sessions.data stores it: the verified emails sealed, never in the clear. */
interface StoredPayPalSessionData extends Omit<PayPalSessionData, 'verifiedEmails'> {
  sealedVerifiedEmails?: SealedValue;
}

// Bound to the session's id hash: sealed emails copied into another session do not open there.
const payPalEmailsContext = (idHash: string) => `session ${idHash} paypal emails`;

/**
 * SessionData as stored: the PayPal account's emails (personal data of the highest class, ASVS
 * 14.1.1) sealed with the data key like drafts; the rest (CSRF token, authorizations) is no
 * personal data.
 */
function serialiseData(data: SessionData, encryption: DataEncryption, idHash: string): string {
  if (!data.payPal?.verifiedEmails) return JSON.stringify(data);
  const { verifiedEmails, ...payPal } = data.payPal;
  const stored: StoredPayPalSessionData = {
    ...payPal,
    sealedVerifiedEmails: encryption.seal(JSON.stringify(verifiedEmails), payPalEmailsContext(idHash)),
  };
  return JSON.stringify({ ...data, payPal: stored });
}

/**
 * SessionData from its stored JSON. Emails that no longer open (their key was retired, or the row
 * was changed) are dropped: the PayPal login no longer counts, and the claimant logs in again.
 */
function parseData(json: string, encryption: DataEncryption, idHash: string): SessionData {
  const parsed = JSON.parse(json) as Partial<Omit<SessionData, 'payPal'>> & { payPal?: StoredPayPalSessionData };
  const { payPal: storedPayPal, ...rest } = parsed;
  const data: SessionData = { ...rest, authorized: rest.authorized ?? {} };
  if (!storedPayPal) return data;
  const { sealedVerifiedEmails, ...unsealed } = storedPayPal;
  const payPal: PayPalSessionData = unsealed;
  data.payPal = payPal;
  if (sealedVerifiedEmails) {
    try {
      payPal.verifiedEmails = JSON.parse(
        encryption.open(sealedVerifiedEmails, payPalEmailsContext(idHash)),
      ) as string[];
    } catch (error) {
      if (!(error instanceof DecryptionError)) throw error;
      delete payPal.verifiedAt;
    }
  }
  return data;
}

/**
 * Server-side sessions in the database. The cookie carries a 256-bit random id; the table keys
 * rows by the id's SHA-256, so a copy of the table cannot be replayed as cookies. Sessions expire
 * after an idle period that every use pushes back, and at the latest a lifetime after they
 * started, whatever the activity (sessionSettings.ts).
 */
export class SessionStore {
  readonly #db: Kysely<Database>;
  readonly #now: () => Date;
  readonly #idleMilliseconds: number;
  readonly #lifetimeMilliseconds: number;
  readonly #encryption: DataEncryption;

  /**
   * `encryption` seals the personal data a session holds (the PayPal account's emails);
   * `lifetimeHours` is the absolute lifetime (defaultSessionLifetimeHours unless given).
   */
  constructor(
    db: Kysely<Database>,
    now: () => Date,
    idleMinutes: number,
    encryption: DataEncryption,
    lifetimeHours = defaultSessionLifetimeHours,
  ) {
    this.#db = db;
    this.#now = now;
    this.#idleMilliseconds = idleMinutes * 60_000;
    this.#lifetimeMilliseconds = lifetimeHours * 60 * 60_000;
    this.#encryption = encryption;
  }

  #expiresAt(): string {
    return new Date(this.#now().getTime() + this.#idleMilliseconds).toISOString();
  }

  /** Sessions started at or before this instant have outlived their lifetime. */
  #startedTooLongAgo(): string {
    return new Date(this.#now().getTime() - this.#lifetimeMilliseconds).toISOString();
  }

  /**
   * The live session with this cookie id, its expiry pushed back; undefined if unknown, idle too
   * long or past its lifetime. One statement (update … returning): every API call loads the
   * session, and on SQLite each write is a commit with its own fsync.
   */
  async load(id: string): Promise<Session | undefined> {
    const idHash = sha256Hex(id);
    const row = await this.#db
      .updateTable('sessions')
      .set({ expires_at: this.#expiresAt() })
      .where('id_hash', '=', idHash)
      .where('expires_at', '>', this.#now().toISOString())
      .where('created_at', '>', this.#startedTooLongAgo())
      .returning(['data'])
      .executeTakeFirst();
    if (!row) return undefined;
    return { id, idHash, data: parseData(row.data, this.#encryption, idHash) };
  }

  /**
   * A new session holding `data` (empty by default). Expired sessions are pruned on a schedule
   * (pruneSessions), never here: a claimant's request must not wait on a large delete.
   */
  async create(data: SessionData = emptyData()): Promise<Session> {
    return this.#insert(this.#db, data);
  }

  /** A new row holding `data`; `createdAt` (ISO 8601) is when the session started, now by default. */
  async #insert(executor: Kysely<Database>, data: SessionData, createdAt?: string): Promise<Session> {
    const id = randomToken();
    const idHash = sha256Hex(id);
    const now = this.#now().toISOString();
    await executor
      .insertInto('sessions')
      .values({
        id_hash: idHash,
        data: serialiseData(data, this.#encryption, idHash),
        created_at: createdAt ?? now,
        expires_at: this.#expiresAt(),
      })
      .execute();
    return { id, idHash, data };
  }

  async save(session: Session): Promise<void> {
    await this.#db
      .updateTable('sessions')
      .set({ data: serialiseData(session.data, this.#encryption, session.idHash), expires_at: this.#expiresAt() })
      .where('id_hash', '=', session.idHash)
      .execute();
  }

  /**
   * The same data under a new id, the old id no longer valid: after a privilege change (authorize)
   * an id someone planted or saw before is worthless (session fixation). The new id keeps the
   * session's start: signing in again does not extend its lifetime.
   */
  async regenerate(session: Session): Promise<Session> {
    return this.#db.transaction().execute(async (transaction) => {
      const old = await transaction
        .deleteFrom('sessions')
        .where('id_hash', '=', session.idHash)
        .returning(['created_at'])
        .executeTakeFirst();
      return this.#insert(transaction, session.data, old?.created_at);
    });
  }

  async destroy(session: Session): Promise<void> {
    await this.#db.deleteFrom('sessions').where('id_hash', '=', session.idHash).execute();
  }
}

/** Removes, in batches, the sessions that have expired (they no longer load: SessionStore.load). */
export async function pruneSessions(db: Kysely<Database>, now: Date): Promise<number> {
  const at = now.toISOString();
  return deleteInBatches((limit) =>
    db
      .deleteFrom('sessions')
      .where('id_hash', 'in', db.selectFrom('sessions').select('id_hash').where('expires_at', '<=', at).limit(limit))
      .executeTakeFirstOrThrow(),
  );
}
