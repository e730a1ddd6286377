import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitResponse } from '#pages-config/api/contract.ts';
import { sha256Hex } from '#server/security/hashing.ts';
import {
  documentContextsOf,
  fixtureFile,
  multipartWithFiles,
  type DocumentToSend,
} from '#tests/helpers/documentUploads.ts';
import {
  demoMembers,
  multipartBody,
  openedClaim,
  startServerHarness,
  validStandardValues,
  type Claimant,
  type ServerHarness,
} from '#tests/helpers/serverHarness.ts';

let server: ServerHarness;
beforeAll(async () => {
  server = await startServerHarness();
});
afterAll(async () => {
  await server.close();
});

async function authorized(member: { noticeId: string; pin: string } = demoMembers.alex): Promise<Claimant> {
  const claimant = server.claimant();
  await claimant.authorize(member);
  return claimant;
}

/** POST /api/forms/standard with these parts and an Idempotency-Key header. */
async function submitWithKey(
  claimant: Claimant,
  parts: Record<string, string>,
  key: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const { body, contentType } = await multipartBody(parts);
  return claimant.request({
    method: 'POST',
    url: '/api/forms/standard',
    headers: {
      'x-csrf-token': claimant.csrfToken ?? '',
      'content-type': contentType,
      'idempotency-key': key,
      ...headers,
    },
    payload: body,
  });
}

async function claimsWithKey(key: string) {
  return server.app.db.selectFrom('claims').selectAll().where('idempotency_key', '=', key).execute();
}

function referenceCodeOf(response: LightMyRequestResponse): string | null {
  return submitResponse.parse(response.json()).referenceCodeForm;
}

describe('a submission sent twice with the same Idempotency-Key', () => {
  it('files one claim', async () => {
    const claimant = await authorized();
    const parts = await claimant.standardParts();
    const key = randomUUID();
    await submitWithKey(claimant, parts, key);
    await submitWithKey(claimant, parts, key);
    expect((await claimsWithKey(key)).length).toBe(1);
  });

  it('answers the second with the first one’s reference code', async () => {
    const claimant = await authorized();
    const parts = await claimant.standardParts();
    const key = randomUUID();
    const first = await submitWithKey(claimant, parts, key);
    const second = await submitWithKey(claimant, parts, key);
    expect([second.statusCode, referenceCodeOf(second)]).toEqual([200, referenceCodeOf(first)]);
  });

  it('answers a retry whose captcha token is new (a fresh token per try) with the same claim', async () => {
    const claimant = await authorized();
    const parts = await claimant.standardParts();
    const key = randomUUID();
    const first = await submitWithKey(claimant, parts, key);
    const retry = await submitWithKey(claimant, { ...parts, reCaptchaResponse: 'another-token' }, key);
    expect(referenceCodeOf(retry)).toBe(referenceCodeOf(first));
  });

  it('answers a retry from a new session of the same member (after a refresh) with the same claim', async () => {
    const first = await authorized();
    const parts = await first.standardParts();
    const key = randomUUID();
    const filed = await submitWithKey(first, parts, key);
    const refreshed = await authorized();
    const retry = await submitWithKey(refreshed, parts, key);
    expect([referenceCodeOf(retry), (await claimsWithKey(key)).length]).toEqual([referenceCodeOf(filed), 1]);
  });
});

describe('requests with the same key at once (a double click)', () => {
  it('file one claim and all answer its reference code', async () => {
    const claimant = await authorized();
    const parts = await claimant.standardParts();
    const key = randomUUID();
    // Several at once, so that more than one gets past the look-up before the first commits.
    const answers = await Promise.all(Array.from({ length: 4 }, () => submitWithKey(claimant, parts, key)));
    const rows = await claimsWithKey(key);
    expect({
      rows: rows.length,
      statuses: new Set(answers.map((answer) => answer.statusCode)),
      codes: new Set(answers.map(referenceCodeOf)),
    }).toEqual({ rows: 1, statuses: new Set([200]), codes: new Set([rows[0]?.reference_code]) });
  });

  it('with documents, keep one set of document rows and only its files', async () => {
    const claimant = await authorized();
    const parts = await claimant.standardParts({
      claimantInfo: { ...validStandardValues().claimantInfo, hasDocumentedLosses: 'Yes' },
      claimDetails: { hoursLost: '2', documentedLosses: '120.00', lossesDescription: 'Credit freeze fees' },
    });
    const documents: DocumentToSend[] = [
      { clientId: 'fm-idem0001', documentType: 'Receipt', file: fixtureFile('pdf') },
      { clientId: 'fm-idem0002', documentType: 'Receipt', file: fixtureFile('png') },
    ];
    const contexts = await documentContextsOf(claimant, documents);
    const { body, contentType } = await multipartWithFiles([
      ...Object.entries({ ...parts, documentContexts: JSON.stringify(contexts) }),
      ...documents.map((document) => [document.clientId, document.file] as const),
    ]);
    const key = randomUUID();
    const send = () =>
      claimant.request({
        method: 'POST',
        url: '/api/forms/standard',
        headers: { 'x-csrf-token': claimant.csrfToken ?? '', 'content-type': contentType, 'idempotency-key': key },
        payload: body,
      });
    const answers = await Promise.all([send(), send(), send()]);
    const [claim] = await claimsWithKey(key);
    const rows = await server.app.db
      .selectFrom('claim_documents')
      .select('storage_key')
      .where('claim_id', '=', claim!.id)
      .execute();
    const folder = join(server.directory, 'documents', claim!.id);
    const files = existsSync(folder) ? readdirSync(folder).filter((name) => statSync(join(folder, name)).isFile()) : [];
    expect({
      codes: new Set(answers.map(referenceCodeOf)),
      rows: rows.length,
      files: files.sort(),
    }).toEqual({
      codes: new Set([claim!.reference_code]),
      rows: 2,
      files: rows.map((row) => row.storage_key.split('/')[1]).sort(),
    });
  });
});

describe('a key sent again with other answers', () => {
  it('is refused with 422 and a message the claimant can act on', async () => {
    const claimant = await authorized();
    const parts = await claimant.standardParts();
    const key = randomUUID();
    await submitWithKey(claimant, parts, key);
    const changed = await submitWithKey(claimant, { ...parts, signature: 'Alex Q. Sample' }, key);
    expect([changed.statusCode, changed.json().error]).toEqual([
      422,
      'This claim was already sent with other answers. Check your answers, then submit again.',
    ]);
  });

  it('is refused in the claimant’s language', async () => {
    const claimant = await authorized();
    const parts = await claimant.standardParts({}, { userPreferredCulture: 'es' });
    const key = randomUUID();
    await submitWithKey(claimant, parts, key);
    const changed = await submitWithKey(claimant, { ...parts, signature: 'Alex Q. Sample' }, key);
    expect(changed.json().error).toBe(
      'Esta reclamación ya se envió con otras respuestas. Revise sus respuestas y vuelva a enviarla.',
    );
  });

  it('files nothing more', async () => {
    const claimant = await authorized();
    const parts = await claimant.standardParts();
    const key = randomUUID();
    await submitWithKey(claimant, parts, key);
    await submitWithKey(claimant, { ...parts, signature: 'Alex Q. Sample' }, key);
    expect((await claimsWithKey(key)).map((claim) => openedClaim(server.app, claim).signature)).toEqual([
      'Alex Sample',
    ]);
  });
});

describe('keys are scoped to the member and the form', () => {
  it('the same key from another member files that member’s own claim', async () => {
    const key = randomUUID();
    const alex = await authorized(demoMembers.alex);
    await submitWithKey(alex, await alex.standardParts(), key);
    const jordan = await authorized(demoMembers.jordan);
    const parts = await jordan.standardParts({
      credentials: { noticeId: demoMembers.jordan.noticeId, pin: demoMembers.jordan.pin },
      claimantInfo: { ...validStandardValues().claimantInfo, firstName: 'Jordan' },
    });
    const response = await submitWithKey(jordan, parts, key, {});
    expect([response.statusCode, (await claimsWithKey(key)).map((claim) => claim.notice_id).sort()]).toEqual([
      200,
      ['NWM4J7K2Q9P', 'NWM8H3D6T1W'],
    ]);
  });
});

describe('a key the server cannot take', () => {
  it('longer than 255 characters is refused with 400 and files nothing', async () => {
    const claimant = await authorized();
    const key = 'k'.repeat(256);
    const response = await submitWithKey(claimant, await claimant.standardParts(), key);
    expect([response.statusCode, (await claimsWithKey(key)).length]).toEqual([400, 0]);
  });
});

describe('the claim record', () => {
  it('keeps status, request details and the key for the case team', async () => {
    const claimant = await authorized();
    const key = randomUUID();
    const response = await submitWithKey(claimant, await claimant.standardParts(), key, {
      'user-agent': 'Mozilla/5.0 (claim test)',
      'accept-language': 'es-MX,es;q=0.9',
    });
    const row = await server.app.db
      .selectFrom('claims')
      .selectAll()
      .where('reference_code', '=', referenceCodeOf(response)!)
      .executeTakeFirstOrThrow();
    expect({
      status: row.status,
      idempotencyKey: row.idempotency_key,
      clientIp: row.client_ip,
      userAgent: row.user_agent,
      acceptLanguage: row.accept_language,
      sessionIdHash: row.session_id_hash,
      timeToComplete: typeof row.time_to_complete_seconds,
      captchaResult: row.captcha_result,
      captchaScore: row.captcha_score,
      fingerprint: row.request_fingerprint?.length,
    }).toEqual({
      status: 'Received',
      idempotencyKey: key,
      clientIp: '127.0.0.1',
      userAgent: 'Mozilla/5.0 (claim test)',
      acceptLanguage: 'es-MX,es;q=0.9',
      sessionIdHash: sha256Hex(claimant.sessionId!),
      timeToComplete: 'number',
      captchaResult: 'off',
      captchaScore: null,
      fingerprint: 64,
    });
  });

  it('without a key is filed each time, as before', async () => {
    const claimant = await authorized();
    const parts = await claimant.standardParts();
    const first = await claimant.submitStandard(parts);
    const second = await claimant.submitStandard(parts);
    expect(referenceCodeOf(first)).not.toBe(referenceCodeOf(second));
  });
});
