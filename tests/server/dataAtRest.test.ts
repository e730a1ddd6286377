import { existsSync, readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitResponse } from '#pages-config/api/contract.ts';
import type { FieldConfig } from '#pages-config/schema/field.ts';
import type { SettlementBundle } from '#pages-config/settlementBundle.ts';
import { ClaimDecryptionError, openClaim } from '#server/claims/claimSealing.ts';
import { exportClaims, type ExportClaimsOptions } from '#server/claims/exportClaims.ts';
import { maskedValue } from '#server/claims/exportPolicy.ts';
import { DataEncryption, generateDataKey } from '#server/security/dataEncryption.ts';
import { loadSettlementFolder } from '#server/settlement/loadSettlementFolder.ts';
import { SessionStore } from '#server/sessions/sessionStore.ts';
import {
  demoMembers,
  demoSettlementDirectory,
  startServerHarness,
  storedAlexClaimantInfo,
  validStandardValues,
  type ServerHarness,
} from '#tests/helpers/serverHarness.ts';
import { testDatabaseKind } from '#tests/helpers/testDatabase.ts';

// A Standard claim with every kind of sensitive value the issue names: the demo's date of birth and
// PayPal email, and (added to this copy of the demo's payment election) bank routing and account
// numbers, a Venmo handle and a tax number marked only by its ssn mask.

/** The demo settlement, its Standard payment election with bank, Venmo and tax fields, its date of birth tracked. */
function settlementWithBankFields(): SettlementBundle {
  const bundle = loadSettlementFolder(demoSettlementDirectory);
  const standard = bundle.forms.Standard;
  if (!standard) throw new Error('the demo has a Standard form');
  const field = (key: string, extra: Partial<FieldConfig>): FieldConfig => ({
    key,
    label: 'LocKey_Payment_Method',
    validations: [],
    ...extra,
  });
  const models = standard.models.map((model) => {
    if (model.metadata.dtoMapping === 'PaymentElection')
      return {
        ...model,
        fields: [
          ...model.fields,
          field('bankRoutingNumber', { sensitive: true }),
          field('bankAccountNumber', { sensitive: true }),
          field('venmoHandle', { sensitive: true }),
          field('taxNumber', { maskName: 'ssn' }),
        ],
      };
    if (model.metadata.dtoMapping === 'ClaimantInfo')
      return {
        ...model,
        fields: model.fields.map((candidate) =>
          candidate.key === 'dateOfBirth' ? { ...candidate, enableTrackingFeature: true } : candidate,
        ),
      };
    return model;
  });
  return { ...bundle, forms: { ...bundle.forms, Standard: { ...standard, models } } };
}

const sensitive = {
  dateOfBirth: '01/02/1980',
  payPalEmail: 'alex.wallet@example.com',
  bankRoutingNumber: '021000021',
  bankAccountNumber: '000123456789',
  venmoHandle: '@alex-sample-venmo',
  taxNumber: '123-45-6789',
};
const paymentElection = {
  paymentMethod: 'PayPal',
  payPalEmail: sensitive.payPalEmail,
  confirmPayPalEmail: sensitive.payPalEmail,
  bankRoutingNumber: sensitive.bankRoutingNumber,
  bankAccountNumber: sensitive.bankAccountNumber,
  venmoHandle: sensitive.venmoHandle,
  taxNumber: sensitive.taxNumber,
};

const oldKey = generateDataKey();
const key = generateDataKey();
let server: ServerHarness;
let referenceCode: string;

beforeAll(async () => {
  server = await startServerHarness({
    settlement: settlementWithBankFields(),
    dataEncryption: new DataEncryption(key),
  });
  const claimant = server.claimant();
  await claimant.authorize(demoMembers.alex);
  const response = await claimant.submitStandard(await claimant.standardParts({ paymentElection }));
  referenceCode = submitResponse.parse(response.json()).referenceCodeForm ?? '';
  expect([response.statusCode, referenceCode]).toEqual([200, expect.stringMatching(/^NWM-/)]);
});
afterAll(async () => {
  await server.close();
});

function storedClaim() {
  return server.app.db
    .selectFrom('claims')
    .selectAll()
    .where('reference_code', '=', referenceCode)
    .executeTakeFirstOrThrow();
}

/** Which of the sensitive values occur in `text`. */
function plaintextIn(text: string): string[] {
  return Object.values(sensitive).filter((value) => text.includes(value));
}

describe('a filed claim at rest', () => {
  it('holds none of its sensitive values in its row', async () => {
    expect(plaintextIn(JSON.stringify(await storedClaim()))).toEqual([]);
  });

  it('keeps each model’s answers as one sealed token, its sensitive fields named beside', async () => {
    const models = JSON.parse((await storedClaim()).models) as Record<string, Record<string, unknown>>;
    const sealed = { $enc: expect.any(String) };
    expect([models.paymentElection, models.claimantInfo]).toEqual([
      expect.objectContaining({
        fields: sealed,
        sensitiveFields: [
          'payPalEmail',
          'confirmPayPalEmail',
          'bankRoutingNumber',
          'bankAccountNumber',
          'venmoHandle',
          'taxNumber',
        ],
      }),
      expect.objectContaining({ fields: sealed, sensitiveFields: ['dateOfBirth'] }),
    ]);
  });

  it('stores its data key wrapped, with the id of the key that wrapped it', async () => {
    const claim = await storedClaim();
    expect([claim.data_key_id, typeof claim.wrapped_data_key]).toEqual([key.id, 'string']);
  });

  it('opens with the data key to exactly what was sent', async () => {
    const { models, signature } = openClaim(await storedClaim(), new DataEncryption(key));
    expect([
      (models.paymentElection as { fields: unknown }).fields,
      (models.claimantInfo as { fields: unknown }).fields,
      signature,
    ]).toEqual([paymentElection, storedAlexClaimantInfo(), 'Alex Sample']);
  });

  it('still opens after a rotation, its key among the previous keys', async () => {
    const rotated = new DataEncryption(generateDataKey(), [oldKey, key]);
    const { models } = openClaim(await storedClaim(), rotated);
    expect((models.paymentElection as { fields: unknown }).fields).toEqual(paymentElection);
  });

  it('does not open with another key, and says which claim and what to set', async () => {
    const claim = await storedClaim();
    const open = () => openClaim(claim, new DataEncryption(oldKey));
    expect(open).toThrow(ClaimDecryptionError);
    expect(open).toThrow(
      `The sealed answers of claim ${referenceCode} cannot be decrypted: The key ${key.id} that sealed this value is not configured. Set CLAIMKIT_DATA_KEY`,
    );
  });

  it('does not open without a key', async () => {
    const claim = await storedClaim();
    expect(() => openClaim(claim, undefined)).toThrow(
      `The sealed answers of claim ${referenceCode} cannot be decrypted: no data key is configured.`,
    );
  });

  it('does not open sealed answers moved to another model', async () => {
    const claim = await storedClaim();
    const models = JSON.parse(claim.models) as Record<string, { fields: unknown }>;
    if (models.paymentElection && models.claimantInfo) models.paymentElection.fields = models.claimantInfo.fields;
    expect(() => openClaim({ ...claim, models: JSON.stringify(models) }, new DataEncryption(key))).toThrow(
      /paymentElection of claim .* failed its integrity check/,
    );
  });

  it('does not open a sealed signature moved into a model', async () => {
    const claim = await storedClaim();
    const models = JSON.parse(claim.models) as Record<string, { fields: unknown }>;
    if (models.claimantInfo) models.claimantInfo.fields = JSON.parse(claim.signature);
    expect(() => openClaim({ ...claim, models: JSON.stringify(models) }, new DataEncryption(key))).toThrow(
      /claimantInfo of claim .* failed its integrity check/,
    );
  });
});

// The SQLite file's bytes (and its write-ahead log): PostgreSQL keeps its files to itself, and the
// row read through Kysely above is what both databases hold.
if (testDatabaseKind === 'sqlite') {
  it('leaves none of the sensitive values anywhere in the SQLite file', () => {
    const bytes = [server.databaseFile, `${server.databaseFile}-wal`]
      .filter((file) => existsSync(file))
      .map((file) => readFileSync(file).toString('latin1'))
      .join('');
    expect([bytes.includes('NWM4J7K2Q9P'), plaintextIn(bytes)]).toEqual([true, []]);
  });
}

async function exported(options: Partial<ExportClaimsOptions>): Promise<Record<string, unknown>> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  await exportClaims(server.app.db, server.app.settlement, output, { format: 'jsonl', form: 'Standard', ...options });
  const lines = Buffer.concat(chunks).toString('utf8').trim().split('\n');
  const row = lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .find((candidate) => candidate.referenceCode === referenceCode);
  if (!row) throw new Error('the claim is not in the export');
  return row;
}

describe('the claims export', () => {
  it('masks the sensitive values by default', async () => {
    const row = await exported({ keyService: new DataEncryption(key) });
    expect(row).toMatchObject({
      'ClaimantInfo.dateOfBirth': '••/••/••••',
      'ClaimantInfo.firstName': 'Alex',
      'PaymentElection.payPalEmail': 'a•••@example.com',
      'PaymentElection.bankRoutingNumber': '•••• 0021',
      'PaymentElection.bankAccountNumber': '•••• 6789',
      'PaymentElection.venmoHandle': '••••',
      'PaymentElection.taxNumber': '•••• 6789',
    });
    expect(plaintextIn(JSON.stringify(row))).toEqual([]);
  });

  it('writes them in full when asked for unmasked', async () => {
    const row = await exported({ keyService: new DataEncryption(key), unmasked: true });
    expect(row).toMatchObject({
      'ClaimantInfo.dateOfBirth': sensitive.dateOfBirth,
      'PaymentElection.payPalEmail': sensitive.payPalEmail,
      'PaymentElection.bankAccountNumber': sensitive.bankAccountNumber,
      'PaymentElection.taxNumber': sensitive.taxNumber,
    });
  });

  it('stops with the claim and the setting to fix when the key is missing', async () => {
    await expect(exported({})).rejects.toThrow(ClaimDecryptionError);
  });
});

describe('masking', () => {
  it('keeps the last four digits of a number, the first letter and domain of an email, nothing of a date', () => {
    expect(
      ['000123456789', '021-000-021', 'alex@example.com', '01/02/1980', '1980-01-02', '@handle', '12345'].map(
        maskedValue,
      ),
    ).toEqual(['•••• 6789', '•••• 0021', 'a•••@example.com', '••/••/••••', '••/••/••••', '••••', '••••']);
  });
});

describe('an answer refused by the rules', () => {
  it('is not echoed in the error', async () => {
    const claimant = server.claimant();
    await claimant.authorize(demoMembers.jordan);
    const response = await claimant.submitStandard(
      await claimant.standardParts({
        credentials: { noticeId: demoMembers.jordan.noticeId, pin: demoMembers.jordan.pin },
        claimantInfo: { ...validStandardValues().claimantInfo, dateOfBirth: '02/30/1975' },
        paymentElection: { ...paymentElection, confirmPayPalEmail: 'other.wallet@example.com' },
      }),
    );
    expect([response.statusCode, response.body.includes('02/30/1975'), plaintextIn(response.body)]).toEqual([
      400,
      false,
      [],
    ]);
  });
});

describe('tracking', () => {
  it('refuses a sensitive field even when the settlement marks it tracked', async () => {
    const claimant = server.claimant();
    await claimant.csrf();
    const response = await claimant.request({
      method: 'POST',
      url: '/api/telemetry/tracking',
      headers: { 'x-csrf-token': claimant.csrfToken ?? '' },
      payload: { formType: 'Standard', fieldKey: 'DateOfBirth', fieldValue: sensitive.dateOfBirth },
    });
    const stored = await server.app.db.selectFrom('tracking_events').selectAll().execute();
    expect([response.statusCode, plaintextIn(JSON.stringify(stored))]).toEqual([400, []]);
  });
});

describe('a session with a PayPal login', () => {
  const emails = ['alex.wallet@example.com', 'alex.other@example.com'];
  const clock = () => new Date('2026-11-22T18:00:00Z');
  const payPal = { verifiedEmails: emails, verifiedAt: '2026-11-22T17:59:00.000Z' };

  it('stores the verified emails sealed, and gives them back', async () => {
    const store = new SessionStore(server.app.db, clock, 30, new DataEncryption(key));
    const session = await store.create({ authorized: {}, payPal });
    const row = await server.app.db
      .selectFrom('sessions')
      .select('data')
      .where('id_hash', '=', session.idHash)
      .executeTakeFirstOrThrow();
    expect([emails.filter((email) => row.data.includes(email)), (await store.load(session.id))?.data.payPal]).toEqual([
      [],
      payPal,
    ]);
  });

  it('keeps them sealed through a save and a new session id', async () => {
    const store = new SessionStore(server.app.db, clock, 30, new DataEncryption(key));
    const regenerated = await store.regenerate(await store.create({ authorized: {}, payPal }));
    await store.save(regenerated);
    const rows = await server.app.db.selectFrom('sessions').select('data').execute();
    expect([
      emails.filter((email) => JSON.stringify(rows).includes(email)),
      (await store.load(regenerated.id))?.data.payPal,
    ]).toEqual([[], payPal]);
  });

  it('drops the login, not the session, when the key that sealed it is gone', async () => {
    const session = await new SessionStore(server.app.db, clock, 30, new DataEncryption(oldKey)).create({
      authorized: { Standard: { noticeId: 'NWM4J7K2Q9P' } },
      payPal,
    });
    const loaded = await new SessionStore(server.app.db, clock, 30, new DataEncryption(key)).load(session.id);
    expect([loaded?.data.authorized, loaded?.data.payPal]).toEqual([{ Standard: { noticeId: 'NWM4J7K2Q9P' } }, {}]);
  });
});
