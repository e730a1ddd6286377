/**
 * Builds the real server on a fresh database (testDatabase.ts: SQLite, or PostgreSQL with
 * TEST_DATABASE_URL) and a temporary folder, and drives it through
 * `app.inject()`, like a browser would: it keeps the session cookie and sends the CSRF header.
 * For server tests (tests/server) and anything else that needs a running API without a port.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { FormModelPayload, ServerModelConfig } from '#pages-config/api/contract.ts';
import { csrfHeaderName } from '#pages-config/api/csrf.ts';
import type { DtoMapping } from '#pages-config/schema/page.ts';
import { buildApp, type AppOptions } from '#server/app.ts';
import { openClaim, type OpenedClaim, type StoredClaimSealing } from '#server/claims/claimSealing.ts';
import { alexClaimantInfo, paperCheckElection } from './demoAnswers.ts';
import { createTestDatabase, type TestDatabase } from './testDatabase.ts';

export const demoSettlementDirectory = fileURLToPath(new URL('../../pages-config/settlements/demo', import.meta.url));

/** Demo class members of demo-settlement.md. */
export const demoMembers = {
  alex: { noticeId: 'NWM-4J7K-2Q9P', pin: '583104', firstName: 'Alex' },
  jordan: { noticeId: 'NWM-8H3D-6T1W', pin: '270945', firstName: 'Jordan' },
  riley: { noticeId: 'NWM-7B1N-3F8L', pin: '406618', firstName: 'Riley' },
} as const;

export interface Credentials {
  noticeId: string;
  pin: string;
}

export interface RequestOptions {
  acceptLanguage?: string;
  /** Send this CSRF token instead of the one fetched; null sends none. */
  csrfToken?: string | null;
}

/** A multipart part: text, or a file. */
export type PartValue = string | { fileName: string; content: string; type?: string };

/** Parts by name, or as a list of [name, value] entries (which may repeat a name). */
export type Parts = Readonly<Record<string, PartValue>> | ReadonlyArray<readonly [string, PartValue]>;

/** Serialises parts as multipart/form-data with the platform's own encoder. */
export async function multipartBody(parts: Parts): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Array.isArray(parts) ? parts : Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(name, new Blob([value.content], { type: value.type ?? 'application/octet-stream' }), value.fileName);
  }
  const encoded = new Response(form);
  return { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type') ?? '' };
}

/** Field values per part name for a valid Standard claim by Alex Sample. */
export function validStandardValues(): Record<string, Record<string, string | boolean | null>> {
  return {
    credentials: { noticeId: demoMembers.alex.noticeId, pin: demoMembers.alex.pin },
    claimantInfo: { ...alexClaimantInfo },
    paymentElection: { ...paperCheckElection },
  };
}

/**
 * Alex Sample's claimant info as the server stores it: the confirm email is not kept, since it
 * repeats the email Alex's notice gave (onlyWhenChangedFromNotice).
 */
export function storedAlexClaimantInfo(): Record<string, string | boolean | null> {
  const { confirmEmail: _notKept, ...stored } = alexClaimantInfo;
  return stored;
}

/**
 * A stored claims row opened with the server's data key: its answers (models as objects) and
 * signature in the clear, as the claims export reads them. The row itself holds them sealed.
 */
export function openedClaim(app: FastifyInstance, row: StoredClaimSealing): OpenedClaim {
  return openClaim(row, app.dataEncryption);
}

/** The answers and signature of the claim filed under `referenceCode`, opened (see openedClaim). */
export async function openedClaimByReference(app: FastifyInstance, referenceCode: string): Promise<OpenedClaim> {
  const row = await app.db
    .selectFrom('claims')
    .selectAll()
    .where('reference_code', '=', referenceCode)
    .executeTakeFirstOrThrow();
  return openedClaim(app, row);
}

/** One claimant's browser: its own session cookie and CSRF token. */
export class Claimant {
  readonly app: FastifyInstance;
  sessionId: string | undefined;
  csrfToken: string | undefined;

  constructor(app: FastifyInstance) {
    this.app = app;
  }

  /**
   * Injects a request carrying this claimant's cookie, and keeps any new cookie it is given and any
   * CSRF token the answer renews the session with (authorize's header, as the client takes it).
   */
  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const cookieName = this.app.sessions.cookieName;
    const response = await this.app.inject({
      ...options,
      cookies: this.sessionId ? { [cookieName]: this.sessionId } : undefined,
    });
    const cookie = response.cookies.find((candidate) => candidate.name === cookieName);
    if (cookie) this.sessionId = cookie.value;
    this.keepRenewedToken(response.headers[csrfHeaderName.toLowerCase()]);
    return response;
  }

  /** Takes the CSRF token an answer renews the session with (authorize's header), as the client does. */
  protected keepRenewedToken(header: string | string[] | number | undefined | null): void {
    if (typeof header === 'string') this.csrfToken = header;
  }

  /** GET /api/csrf: starts the session; returns the token. */
  async csrf(): Promise<string> {
    const response = await this.request({ method: 'GET', url: '/api/csrf' });
    const token = (response.json() as { requestToken: string }).requestToken;
    this.csrfToken = token;
    return token;
  }

  #headers(options: RequestOptions): Record<string, string> {
    const headers: Record<string, string> = {};
    if (options.acceptLanguage) headers['accept-language'] = options.acceptLanguage;
    const token = options.csrfToken === undefined ? this.csrfToken : options.csrfToken;
    if (token !== null && token !== undefined) headers['x-csrf-token'] = token;
    return headers;
  }

  async formsConfig(): Promise<ServerModelConfig[]> {
    const response = await this.request({ method: 'GET', url: '/api/forms/config' });
    return response.json() as ServerModelConfig[];
  }

  /** A model payload as the client sends it, for a form type's model from the served config. */
  async model(
    dtoMapping: DtoMapping,
    fields: FormModelPayload['fields'],
    formType = 'Standard',
  ): Promise<FormModelPayload> {
    const config = (await this.formsConfig()).find(
      (entry) => entry.metadata.dtoMapping === dtoMapping && entry.metadata.formType === formType,
    );
    if (!config) throw new Error(`No ${formType} ${dtoMapping} model in /api/forms/config`);
    return {
      id: null,
      clientId: `${dtoMapping}-a1b2c3d4`,
      metadata: config.metadata,
      metadataHash: config.metadataHash,
      fields,
    };
  }

  /**
   * POST /api/forms/{segment}/authorize with the credentials model, fetching a CSRF token first if
   * this claimant has none (pass csrfToken: null to send none), from `remoteAddress` if given.
   */
  async authorize(
    credentials: Credentials,
    options: RequestOptions & { segment?: string; reCaptchaResponse?: string | null; remoteAddress?: string } = {},
  ): Promise<LightMyRequestResponse> {
    if (this.csrfToken === undefined && options.csrfToken === undefined) await this.csrf();
    const model = await this.model('Credentials', { noticeId: credentials.noticeId, pin: credentials.pin });
    return this.request({
      method: 'POST',
      url: `/api/forms/${options.segment ?? 'standard'}/authorize`,
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      headers: this.#headers(options),
      payload: { credentials: model, reCaptchaResponse: options.reCaptchaResponse ?? null },
    });
  }

  /**
   * The parts of a valid Standard submission; `values` replaces whole models' fields. Claim details
   * are sent as null unless `values` has them (the claim-details step is skipped by default).
   */
  async standardParts(
    values: Partial<ReturnType<typeof validStandardValues>> = {},
    text: Partial<Record<'signature' | 'userPreferredCulture' | 'reCaptchaResponse', string>> = {},
  ): Promise<Record<string, string>> {
    const all = { ...validStandardValues(), ...values };
    return {
      reCaptchaResponse: text.reCaptchaResponse ?? '',
      userPreferredCulture: text.userPreferredCulture ?? 'en',
      captchaRawValue: '',
      signature: text.signature ?? 'Alex Sample',
      credentials: JSON.stringify(await this.model('Credentials', all.credentials ?? {})),
      claimantInfo: JSON.stringify(await this.model('ClaimantInfo', all.claimantInfo ?? {})),
      claimDetails: all.claimDetails ? JSON.stringify(await this.model('ClaimDetails', all.claimDetails)) : 'null',
      paymentElection: JSON.stringify(await this.model('PaymentElection', all.paymentElection ?? {})),
      prepopulatedData: '[]',
      documentContexts: '[]',
      claimTransactions: '[]',
    };
  }

  /** POST /api/forms/standard with these multipart parts, from `remoteAddress` if given. */
  async submitStandard(
    parts: Parts,
    options: RequestOptions & { remoteAddress?: string } = {},
  ): Promise<LightMyRequestResponse> {
    const { body, contentType } = await multipartBody(parts);
    return this.request({
      method: 'POST',
      url: '/api/forms/standard',
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      headers: { ...this.#headers(options), 'content-type': contentType },
      payload: body,
    });
  }
}

export interface ServerHarness extends Claimant {
  /** The temporary folder holding the database file. */
  readonly directory: string;
  /** The SQLite file; with PostgreSQL, only the folder of documents/ (see databaseUrl). */
  readonly databaseFile: string;
  /** The PostgreSQL database, when the tests run on PostgreSQL. */
  readonly databaseUrl: string | undefined;
  readonly pinPepper: string;
  /** Another claimant with a separate session. */
  claimant(): Claimant;
  /** Closes the server and removes the temporary folder. */
  close(): Promise<void>;
}

/**
 * Claims one member may file per form on a harness server, unless the test passes its own
 * claimsPerMember: the server tests file for the same demo members again and again (the demo's
 * one-claim rule has its own tests, in claimLimit.test.ts, with claimsPerMember: undefined).
 */
export const harnessClaimsPerMember = 1000;

/**
 * Builds and readies the app on a new temporary database; the harness itself is a first claimant.
 * A test that restarts a server on the same database passes its own databaseFile and databaseUrl
 * (from createTestDatabase), and drops it itself.
 */
export async function startServerHarness(options: Partial<AppOptions> = {}): Promise<ServerHarness> {
  const directory = mkdtempSync(join(tmpdir(), 'claimkit-server-'));
  const database: TestDatabase =
    options.databaseFile === undefined
      ? await createTestDatabase(directory)
      : { databaseFile: options.databaseFile, databaseUrl: options.databaseUrl, drop: async () => {} };
  const pinPepper = options.pinPepper ?? 'test-pepper-not-secret';
  const removeAll = async () => {
    await database.drop();
    rmSync(directory, { recursive: true, force: true });
  };
  let app: FastifyInstance;
  try {
    app = await buildApp({
      settlementDirectory: demoSettlementDirectory,
      claimsPerMember: harnessClaimsPerMember,
      pinPepper,
      logger: false,
      clientDirectory: join(directory, 'no-client'),
      authorizeAttemptsPerMinute: false,
      // Tests send requests far faster than a browser: the pace's own tests set it.
      requestPace: false,
      ...options,
      // Many claims (and refusals) from one address, session and member, one test after another, each
      // answered at once: the limits' own tests set them.
      abuseLimits: {
        submitsPerAddress: false,
        submitsPerSession: false,
        refusedSubmitsPerNotice: false,
        refusedSubmitHoldSeconds: 0,
        failedAuthorizeHoldSeconds: 0,
        ...options.abuseLimits,
      },
      databaseFile: database.databaseFile,
      databaseUrl: database.databaseUrl,
    });
    await app.ready();
  } catch (error) {
    await removeAll();
    throw error;
  }
  const harness = new Claimant(app) as Claimant & Partial<ServerHarness>;
  return Object.assign(harness, {
    directory,
    databaseFile: database.databaseFile,
    databaseUrl: database.databaseUrl,
    pinPepper,
    claimant: () => new Claimant(app),
    async close() {
      await app.close();
      await removeAll();
    },
  }) as ServerHarness;
}
