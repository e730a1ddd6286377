import type { Kysely } from 'kysely';
import type { FormType } from '#pages-config/schema/page.ts';
import type { Database } from '../database/schema.ts';
import { randomToken, sha256Hex } from '../security/hashing.ts';

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

function parseData(json: string): SessionData {
  const parsed = JSON.parse(json) as Partial<SessionData>;
  return { ...parsed, authorized: parsed.authorized ?? {} };
}

/**
 * Server-side sessions in the database. The cookie carries a 256-bit random id; the table keys
 * rows by the id's SHA-256, so a copy of the table cannot be replayed as cookies. Sessions expire
 * after an idle period that every use pushes back.
 */
export class SessionStore {
  readonly #db: Kysely<Database>;
  readonly #now: () => Date;
  readonly #idleMilliseconds: number;

  constructor(db: Kysely<Database>, now: () => Date, idleMinutes: number) {
    this.#db = db;
    this.#now = now;
    this.#idleMilliseconds = idleMinutes * 60_000;
  }

  #expiresAt(): string {
    return new Date(this.#now().getTime() + this.#idleMilliseconds).toISOString();
  }

  /**
   * The live session with this cookie id, its expiry pushed back; undefined if unknown or expired.
   * One statement (update … returning): every API call loads the session, and on SQLite each
   * write is a commit with its own fsync.
   */
  async load(id: string): Promise<Session | undefined> {
    const idHash = sha256Hex(id);
    const row = await this.#db
      .updateTable('sessions')
      .set({ expires_at: this.#expiresAt() })
      .where('id_hash', '=', idHash)
      .where('expires_at', '>', this.#now().toISOString())
      .returning(['data'])
      .executeTakeFirst();
    if (!row) return undefined;
    return { id, idHash, data: parseData(row.data) };
  }

  /**
   * A new session holding `data` (empty by default). Also clears out expired sessions, in the same
   * transaction: one commit.
   */
  async create(data: SessionData = emptyData()): Promise<Session> {
    return this.#db.transaction().execute((transaction) => this.#insert(transaction, data));
  }

  async #insert(executor: Kysely<Database>, data: SessionData): Promise<Session> {
    const id = randomToken();
    const idHash = sha256Hex(id);
    const now = this.#now().toISOString();
    await executor.deleteFrom('sessions').where('expires_at', '<=', now).execute();
    await executor
      .insertInto('sessions')
      .values({ id_hash: idHash, data: JSON.stringify(data), created_at: now, expires_at: this.#expiresAt() })
      .execute();
    return { id, idHash, data };
  }

  async save(session: Session): Promise<void> {
    await this.#db
      .updateTable('sessions')
      .set({ data: JSON.stringify(session.data), expires_at: this.#expiresAt() })
      .where('id_hash', '=', session.idHash)
      .execute();
  }

  /**
   * The same data under a new id, the old id no longer valid: after a privilege change (authorize)
   * an id someone planted or saw before is worthless (session fixation).
   */
  async regenerate(session: Session): Promise<Session> {
    return this.#db.transaction().execute(async (transaction) => {
      await transaction.deleteFrom('sessions').where('id_hash', '=', session.idHash).execute();
      return this.#insert(transaction, session.data);
    });
  }

  async destroy(session: Session): Promise<void> {
    await this.#db.deleteFrom('sessions').where('id_hash', '=', session.idHash).execute();
  }
}
