import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormModelPayload } from '#pages-config/api/contract.ts';
import { csvCell, exportClaims, manifestColumnNames, type ExportClaimsOptions } from '#server/claims/exportClaims.ts';
import { claimColumnNames } from '#server/claims/exportColumns.ts';
import { fixtureBytes, fixtureFile, submitWithDocuments } from '#tests/helpers/documentUploads.ts';
import {
  demoMembers,
  multipartBody,
  startServerHarness,
  validStandardValues,
  type ServerHarness,
} from '#tests/helpers/serverHarness.ts';

// Claims filed through the API (Standard with documents, Automotive with two vehicles) and the
// notice-list claim the demo records for Taylor Example, exported as csv and jsonl.

let server: ServerHarness;
let standardCode: string;
let automotiveCode: string;

async function fileStandardWithDocuments(): Promise<string> {
  const claimant = server.claimant();
  await claimant.authorize(demoMembers.alex);
  const parts = await claimant.standardParts({
    claimantInfo: { ...validStandardValues().claimantInfo, hasDocumentedLosses: 'Yes' },
    claimDetails: { hoursLost: '2', documentedLosses: '120.00', lossesDescription: 'Credit freeze fees' },
  });
  const response = await submitWithDocuments(claimant, 'standard', parts, [
    { clientId: 'fm-pdf00001', documentType: 'Receipt', file: fixtureFile('pdf') },
    { clientId: 'fm-png00001', documentType: 'BankStatement', file: fixtureFile('png') },
  ]);
  expect(response.statusCode).toBe(200);
  return (response.json() as { referenceCodeForm: string }).referenceCodeForm;
}

async function fileAutomotive(): Promise<string> {
  const claimant = server.claimant();
  await claimant.authorize(demoMembers.riley, { segment: 'automotive' });
  const vehicle = (vin: string, model: string, modelYear: string): FormModelPayload['fields'] => ({
    vin,
    model,
    modelYear,
    purchaseDate: '03/15/2020',
    noLongerOwn: false,
    saleDate: null,
    ownership: 'Owned',
    repairDate: '06/01/2023',
    repairCost: '0',
  });
  const transactions = await Promise.all(
    [vehicle('5NWCA4EB9LA557201', 'Aurora', '2020'), vehicle('5NWAU2FC1MB884410', 'Cascade', '2021')].map(
      async (fields, index) => ({
        ...(await claimant.model('ClaimTransactions', fields, 'Automotive')),
        clientId: `fm-vehicle${index}`,
      }),
    ),
  );
  const { body, contentType } = await multipartBody({
    reCaptchaResponse: '',
    userPreferredCulture: 'es',
    captchaRawValue: '',
    signature: 'Riley Sample',
    credentials: JSON.stringify(
      await claimant.model('Credentials', { noticeId: demoMembers.riley.noticeId }, 'Automotive'),
    ),
    claimantInfo: JSON.stringify(
      await claimant.model(
        'ClaimantInfo',
        {
          firstName: 'Riley',
          middleInitial: null,
          lastName: 'Sample',
          mailingCountry: 'US',
          mailingStreetLine1: '9 Harbor Rd',
          mailingStreetLine2: null,
          mailingCity: 'Portland',
          mailingSubDivision: 'ME',
          mailingPostalCode: '04101',
          email: 'riley.sample@example.com',
          confirmEmail: 'riley.sample@example.com',
          phone: null,
          receiveUpdates: false,
        },
        'Automotive',
      ),
    ),
    claimDetails: 'null',
    paymentElection: JSON.stringify(
      await claimant.model(
        'PaymentElection',
        { paymentMethod: 'Check', payPalEmail: null, confirmPayPalEmail: null },
        'Automotive',
      ),
    ),
    prepopulatedData: '[]',
    documentContexts: '[]',
    claimTransactions: JSON.stringify(transactions),
  });
  const response = await claimant.request({
    method: 'POST',
    url: '/api/forms/automotive',
    headers: { 'x-csrf-token': claimant.csrfToken ?? '', 'content-type': contentType },
    payload: body,
  });
  expect(response.json()).toMatchObject({ error: null });
  return (response.json() as { referenceCodeForm: string }).referenceCodeForm;
}

beforeAll(async () => {
  server = await startServerHarness();
  standardCode = await fileStandardWithDocuments();
  automotiveCode = await fileAutomotive();
  // Filed a year before the others, for --since.
  await server.app.db
    .updateTable('claims')
    .set({ created_at: '2026-01-01T00:00:00.000Z' })
    .where('reference_code', '=', automotiveCode)
    .execute();
});
afterAll(async () => {
  await server.close();
});

/** Runs the export into memory: the claims text and the manifest text. */
async function exported(options: Partial<ExportClaimsOptions> = {}) {
  const collect = () => {
    const stream = new PassThrough();
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
  };
  const output = collect();
  const manifest = collect();
  const summary = await exportClaims(server.app.db, server.app.settlement, output.stream, {
    format: 'csv',
    manifest: manifest.stream,
    keyService: server.app.dataEncryption,
    ...options,
  });
  return { summary, text: output.text(), manifest: manifest.text() };
}

function csvRecords(text: string): { header: string[]; rows: Record<string, string>[] } {
  const [header = [], ...cells] = parse(text) as string[][];
  return {
    header,
    rows: cells.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? '']))),
  };
}

function jsonLines(text: string): Record<string, unknown>[] {
  return text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Every column each claim-filing form's models call for, from the served model configs. */
function columnsTheConfigCallsFor(formType: string): string[] {
  return server.app.settlement.modelConfigs
    .filter((config) => config.metadata.formType === formType && config.metadata.dtoMapping !== 'Credentials')
    .flatMap((config) =>
      ['ClaimTransactions', 'DocumentContexts'].includes(config.metadata.dtoMapping)
        ? [config.metadata.dtoMapping]
        : config.fields.map((field) => `${config.metadata.dtoMapping}.${field.key}`),
    );
}

describe('the claims export as csv', () => {
  it('has the claim’s own columns, then every model field of Standard and Automotive, and otherFields', async () => {
    const { header } = csvRecords((await exported()).text);
    expect(header.slice(0, claimColumnNames.length)).toEqual([...claimColumnNames]);
    expect(header.at(-1)).toBe('otherFields');
    const missing = [...columnsTheConfigCallsFor('Standard'), ...columnsTheConfigCallsFor('Automotive')].filter(
      (column) => !header.includes(column),
    );
    expect(missing).toEqual([]);
    expect(new Set(header).size).toBe(header.length);
  });

  it('never has a PIN or Credentials column', async () => {
    const { header } = csvRecords((await exported()).text);
    expect(header.filter((column) => /pin|credentials/i.test(column))).toEqual([]);
  });

  it('keeps the same columns whatever the rows (an empty export has them too)', async () => {
    const all = csvRecords((await exported()).text).header;
    const none = csvRecords((await exported({ since: new Date('2100-01-01T00:00:00Z') })).text);
    expect([none.rows.length, none.header]).toEqual([0, all]);
  });

  it('writes a Standard claim’s answers in their columns and its documents as a JSON list', async () => {
    const { rows } = csvRecords((await exported()).text);
    const row = rows.find((candidate) => candidate.referenceCode === standardCode);
    expect(row).toMatchObject({
      formType: 'Standard',
      noticeId: 'NWM4J7K2Q9P',
      culture: 'en',
      signature: 'Alex Sample',
      'ClaimantInfo.firstName': 'Alex',
      'ClaimantInfo.receiveUpdates': 'true',
      'ClaimantInfo.middleInitial': '',
      'ClaimDetails.documentedLosses': '120.00',
      'PaymentElection.paymentMethod': 'Check',
      ClaimTransactions: '[]',
      otherFields: '',
    });
    expect(row?.configHash).toMatch(/^[0-9a-f]{64}$/);
    const documents = JSON.parse(row?.DocumentContexts ?? '[]') as Record<string, unknown>[];
    expect(documents.map((document) => [document.clientId, document.documentType, document.fileName])).toEqual([
      ['fm-pdf00001', 'Receipt', 'receipt.pdf'],
      ['fm-png00001', 'BankStatement', 'bank-statement.png'],
    ]);
  });

  it('writes an Automotive claim’s vehicles as a JSON list in the ClaimTransactions cell', async () => {
    const { rows } = csvRecords((await exported()).text);
    const row = rows.find((candidate) => candidate.referenceCode === automotiveCode);
    const vehicles = JSON.parse(row?.ClaimTransactions ?? '[]') as Record<string, unknown>[];
    expect([
      row?.formType,
      row?.culture,
      row?.['ClaimDetails.hoursLost'],
      vehicles.map((vehicle) => vehicle.vin),
    ]).toEqual(['Automotive', 'es', '', ['5NWCA4EB9LA557201', '5NWAU2FC1MB884410']]);
  });

  it('keeps what no column covers in otherFields: the claim the notice list records', async () => {
    const { rows } = csvRecords((await exported()).text);
    const taylor = rows.find((candidate) => candidate.noticeId === 'NWM5Z6V8K2D');
    expect(JSON.parse(taylor?.otherFields ?? 'null')).toEqual({ filedOutsideThisSite: true });
  });

  it('puts the claims in filing order', async () => {
    const { rows } = csvRecords((await exported()).text);
    const times = rows.map((row) => row.createdAt ?? '');
    expect([rows[0]?.referenceCode, times]).toEqual([automotiveCode, [...times].sort()]);
  });
});

describe('a csv cell', () => {
  it('starts text a spreadsheet would run as a formula with an apostrophe, so it shows as text', () => {
    for (const formula of ['=HYPERLINK("http://example.test","x")', '+1+cmd|x', '-2+3', '@SUM(A1)', '\tx', '\rx'])
      expect(csvCell(formula)).toBe(`'${formula}`);
  });

  it('keeps numbers written as text, and all other text, as they are', () => {
    for (const text of ['-12.50', '+3', '42', 'Alex Sample', 'a=b', '100 Main St']) expect(csvCell(text)).toBe(text);
  });
});

describe('the claims export as jsonl', () => {
  it('has one object a claim, its keys the csv columns in the same order', async () => {
    const csvHeader = csvRecords((await exported()).text).header;
    const { text, summary } = await exported({ format: 'jsonl' });
    const lines = jsonLines(text);
    expect([lines.length, summary.claims]).toEqual([3, 3]);
    expect(lines.map((line) => Object.keys(line))).toEqual(lines.map(() => csvHeader));
  });

  it('keeps types: lists as lists, true and false, null for no answer', async () => {
    const lines = jsonLines((await exported({ format: 'jsonl' })).text);
    const automotive = lines.find((line) => line.referenceCode === automotiveCode);
    expect([
      (automotive?.ClaimTransactions as { model: string }[]).map((vehicle) => vehicle.model),
      automotive?.['ClaimantInfo.receiveUpdates'],
      automotive?.['ClaimantInfo.phone'],
      automotive?.DocumentContexts,
    ]).toEqual([['Aurora', 'Cascade'], false, null, []]);
  });
});

describe('filters', () => {
  it('--since keeps the claims filed at or after the instant', async () => {
    const { rows } = csvRecords((await exported({ since: new Date('2026-01-01T00:00:00.001Z') })).text);
    expect(rows.map((row) => row.referenceCode)).not.toContain(automotiveCode);
    expect(rows.map((row) => row.referenceCode)).toContain(standardCode);
    const atTheInstant = csvRecords((await exported({ since: new Date('2026-01-01T00:00:00Z') })).text);
    expect(atTheInstant.rows.map((row) => row.referenceCode)).toContain(automotiveCode);
  });

  it('--form keeps one form type’s claims, with that form’s columns only', async () => {
    const { header, rows } = csvRecords((await exported({ form: 'Automotive' })).text);
    expect(rows.map((row) => row.referenceCode)).toEqual([automotiveCode]);
    expect([header.includes('ClaimTransactions'), header.some((column) => column.startsWith('ClaimDetails.'))]).toEqual(
      [true, false],
    );
  });

  it('pages through more claims than one query reads, each once', async () => {
    const { text } = await exported({ format: 'jsonl', pageSize: 1 });
    expect(jsonLines(text).map((line) => line.referenceCode)).toHaveLength(3);
    expect(new Set(jsonLines(text).map((line) => line.referenceCode)).size).toBe(3);
  });
});

describe('the documents manifest', () => {
  it('lists each document of the exported claims with its size, type, SHA-256 and storage key', async () => {
    const { manifest, summary } = await exported();
    const { header, rows } = csvRecords(manifest);
    const stored = await server.app.db.selectFrom('claim_documents').select(['file_name', 'storage_key']).execute();
    expect(header).toEqual([...manifestColumnNames]);
    expect(summary.documents).toBe(2);
    expect(
      rows.map((row) => [row.referenceCode, row.fileName, row.size, row.contentType, row.sha256, row.documentType]),
    ).toEqual(
      expect.arrayContaining([
        [
          standardCode,
          'receipt.pdf',
          String(fixtureBytes('pdf').length),
          'application/pdf',
          createHash('sha256').update(fixtureBytes('pdf')).digest('hex'),
          'Receipt',
        ],
        [
          standardCode,
          'bank-statement.png',
          String(fixtureBytes('png').length),
          'image/png',
          createHash('sha256').update(fixtureBytes('png')).digest('hex'),
          'BankStatement',
        ],
      ]),
    );
    expect(rows.map((row) => row.storageKey).sort()).toEqual(stored.map((row) => row.storage_key).sort());
  });

  it('follows the filters: no documents for claims left out', async () => {
    const { manifest } = await exported({ format: 'jsonl', form: 'Automotive' });
    expect(manifest).toBe('');
  });
});
