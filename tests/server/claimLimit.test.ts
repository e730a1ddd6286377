import { afterEach, describe, expect, it } from 'vitest';
import { authorizeResponse, submitResponse } from '#pages-config/api/contract.ts';
import { multipartBody, startServerHarness, demoMembers, type ServerHarness } from '#tests/helpers/serverHarness.ts';
import { testDatabaseKind } from '#tests/helpers/testDatabase.ts';

// Each test starts servers and files claims; the shared test machine may make that slow.
const slow = { timeout: 30_000 };

const administratorEmail = 'info@northwindsettlement.example';
const englishAlreadyFiled = (referenceCode: string) =>
  `A claim has already been filed for this notice, with the reference code ${referenceCode}, and no other claim can be filed with this form. To check its status or add documents, use the Manage My Claim menu. If you think this is a mistake, contact the Settlement Administrator at ${administratorEmail}.`;
const spanishAlreadyFiled = (referenceCode: string) =>
  `Ya se presentó una reclamación para este aviso, con el código de referencia ${referenceCode}, y no se puede presentar otra con este formulario. Para consultar su estado o agregar documentos, use el menú Gestionar mi reclamación. Si cree que se trata de un error, comuníquese con el Administrador del Acuerdo en ${administratorEmail}.`;

const opened: ServerHarness[] = [];
/** The demo as it is (claimsPerMember 1), not the harness's many claims per member. */
async function open(options: Parameters<typeof startServerHarness>[0] = {}): Promise<ServerHarness> {
  const server = await startServerHarness({ claimsPerMember: undefined, ...options });
  opened.push(server);
  return server;
}
afterEach(async () => {
  while (opened.length > 0) await opened.pop()?.close();
});

/** Alex files a Standard claim from a fresh browser; returns the answer. */
async function fileAsAlex(server: ServerHarness, options: { idempotencyKey?: string; culture?: string } = {}) {
  const claimant = server.claimant();
  expect((await claimant.authorize(demoMembers.alex)).statusCode).toBe(200);
  return submit(claimant, options);
}

async function submit(
  claimant: ReturnType<ServerHarness['claimant']>,
  options: { idempotencyKey?: string; culture?: string; member?: { noticeId: string; pin: string } } = {},
) {
  const credentials = options.member ? { credentials: { ...options.member } } : {};
  const { body, contentType } = await multipartBody(
    await claimant.standardParts(credentials, { userPreferredCulture: options.culture ?? 'en' }),
  );
  return claimant.request({
    method: 'POST',
    url: '/api/forms/standard',
    headers: {
      'x-csrf-token': claimant.csrfToken ?? '',
      'content-type': contentType,
      ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
    },
    payload: body,
  });
}

async function claimsOfAlex(server: ServerHarness): Promise<string[]> {
  const rows = await server.app.db
    .selectFrom('claims')
    .select('reference_code')
    .where('notice_id', '=', 'NWM4J7K2Q9P')
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.reference_code);
}

describe('one claim per member and form (the demo: claimsPerMember 1)', slow, () => {
  it('files the first claim', async () => {
    const server = await open();
    expect((await fileAsAlex(server)).statusCode).toBe(200);
  });

  it('refuses to authorize the same form again, naming the first claim and the administrator', async () => {
    const server = await open();
    const first = submitResponse.parse((await fileAsAlex(server)).json()).referenceCodeForm ?? '';
    const response = await server.claimant().authorize(demoMembers.alex);
    expect([response.statusCode, authorizeResponse.parse(response.json()).error]).toEqual([
      400,
      englishAlreadyFiled(first),
    ]);
  });

  it('says it in Spanish to a Spanish claimant', async () => {
    const server = await open();
    const first = submitResponse.parse((await fileAsAlex(server)).json()).referenceCodeForm ?? '';
    const response = await server.claimant().authorize(demoMembers.alex, { acceptLanguage: 'es' });
    expect(authorizeResponse.parse(response.json()).error).toBe(spanishAlreadyFiled(first));
  });

  it('refuses a second submission from a browser that authorized before the first was filed', async () => {
    const server = await open();
    const early = server.claimant();
    await early.authorize(demoMembers.alex);
    const first = submitResponse.parse((await fileAsAlex(server)).json()).referenceCodeForm ?? '';
    const second = await submit(early, { culture: 'es' });
    expect([second.statusCode, submitResponse.parse(second.json()).error]).toEqual([400, spanishAlreadyFiled(first)]);
  });

  it('stores no second claim', async () => {
    const server = await open();
    const early = server.claimant();
    await early.authorize(demoMembers.alex);
    await fileAsAlex(server);
    await submit(early);
    expect(await claimsOfAlex(server)).toHaveLength(1);
  });

  it('answers a retry of the first (the same Idempotency-Key) with its reference code: not a second claim', async () => {
    const server = await open();
    const claimant = server.claimant();
    await claimant.authorize(demoMembers.alex);
    const first = await submit(claimant, { idempotencyKey: 'retry-key-1' });
    const retry = await submit(claimant, { idempotencyKey: 'retry-key-1' });
    expect([retry.statusCode, retry.json().referenceCodeForm]).toEqual([200, first.json().referenceCodeForm]);
  });

  it('files one claim when two submissions race, on two servers (PostgreSQL) or one (SQLite)', async () => {
    const first = await open();
    const second =
      testDatabaseKind === 'postgres'
        ? await open({ databaseFile: first.databaseFile, databaseUrl: first.databaseUrl })
        : first;
    const claimants = [first.claimant(), second.claimant(), first.claimant(), second.claimant()];
    for (const claimant of claimants) expect((await claimant.authorize(demoMembers.alex)).statusCode).toBe(200);
    const answers = await Promise.all(claimants.map((claimant) => submit(claimant)));
    expect([answers.map((answer) => answer.statusCode).sort(), (await claimsOfAlex(first)).length]).toEqual([
      [200, 400, 400, 400],
      1,
    ]);
  });

  it('leaves the member free to file another form type', async () => {
    const server = await open();
    const claimant = server.claimant();
    await claimant.authorize(demoMembers.jordan);
    expect((await submit(claimant, { member: demoMembers.jordan })).statusCode).toBe(200);
    expect((await server.claimant().authorize(demoMembers.jordan, { segment: 'automotive' })).statusCode).toBe(200);
  });

  it('counts a claim the notice list records as filed (Taylor Example)', async () => {
    const server = await open();
    const response = await server.claimant().authorize({ noticeId: 'NWM-5Z6V-8K2D', pin: '135790' });
    expect([response.statusCode, authorizeResponse.parse(response.json()).error]).toEqual([
      400,
      expect.stringMatching(/^A claim has already been filed for this notice, with the reference code NWM-/),
    ]);
  });

  it('still lets the member add documents and look the claim up', async () => {
    const server = await open();
    await fileAsAlex(server);
    expect([
      (await server.claimant().authorize(demoMembers.alex, { segment: 'documents-upload' })).statusCode,
      (await server.claimant().authorize(demoMembers.alex, { segment: 'lookup' })).statusCode,
    ]).toEqual([200, 200]);
  });
});

describe('a settlement that allows more claims per member', slow, () => {
  it('files as many as it allows, then refuses', async () => {
    const server = await open({ claimsPerMember: 2 });
    const statuses = [(await fileAsAlex(server)).statusCode, (await fileAsAlex(server)).statusCode];
    statuses.push((await server.claimant().authorize(demoMembers.alex)).statusCode);
    expect(statuses).toEqual([200, 200, 400]);
  });
});

describe('the audit trail', slow, () => {
  it('records an authorize refused for the claim limit as claim-limit-reached', async () => {
    const server = await open();
    await fileAsAlex(server);
    await server.claimant().authorize(demoMembers.alex);
    const rows = await server.app.db
      .selectFrom('authorize_attempts')
      .select('outcome')
      .where('notice_id', '=', 'NWM4J7K2Q9P')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.outcome)).toContain('claim-limit-reached');
  });
});
