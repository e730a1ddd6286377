import { afterEach, describe, expect, it } from 'vitest';
import { submitResponse } from '#pages-config/api/contract.ts';
import { pruneRequestCounters } from '#server/security/requestCounters.ts';
import {
  demoMembers,
  multipartBody,
  startServerHarness,
  type Claimant,
  type ServerHarness,
} from '#tests/helpers/serverHarness.ts';

// Each test starts servers and files claims; the shared test machine may make that slow.
const slow = { timeout: 30_000 };

const englishTooMany =
  'Too many claims have been sent from this connection in a short time. Wait an hour, then submit again. If you need help, contact the Settlement Administrator at info@northwindsettlement.example.';
const spanishTooMany =
  'Se han enviado demasiadas reclamaciones desde esta conexión en poco tiempo. Espere una hora y vuelva a enviarla. Si necesita ayuda, comuníquese con el Administrador del Acuerdo en info@northwindsettlement.example.';

let clock = new Date('2026-11-22T12:10:00Z');
const opened: ServerHarness[] = [];
async function open(options: Parameters<typeof startServerHarness>[0]): Promise<ServerHarness> {
  const server = await startServerHarness({ now: () => clock, ...options });
  opened.push(server);
  return server;
}
afterEach(async () => {
  while (opened.length > 0) await opened.pop()?.close();
});

async function authorized(server: ServerHarness): Promise<Claimant> {
  const claimant = server.claimant();
  expect((await claimant.authorize(demoMembers.alex)).statusCode).toBe(200);
  return claimant;
}

/** One Standard submission by Alex from `remoteAddress`. */
async function submit(claimant: Claimant, remoteAddress: string, acceptLanguage = 'en') {
  const { body, contentType } = await multipartBody(await claimant.standardParts());
  return claimant.request({
    method: 'POST',
    url: '/api/forms/standard',
    remoteAddress,
    headers: {
      'x-csrf-token': claimant.csrfToken ?? '',
      'content-type': contentType,
      'accept-language': acceptLanguage,
    },
    payload: body,
  });
}

const perAddress = { abuseLimits: { submitsPerAddress: { max: 2, windowMinutes: 60 } } };
const perSession = { abuseLimits: { submitsPerSession: { max: 2, windowMinutes: 60 } } };

describe('submissions per address', slow, () => {
  it('refuses the one past the limit with 429 and what to do, whatever the session', async () => {
    const server = await open(perAddress);
    for (let index = 0; index < 2; index += 1) await submit(await authorized(server), '203.0.113.7');
    const third = await submit(await authorized(server), '203.0.113.7');
    expect([third.statusCode, submitResponse.parse(third.json()).error]).toEqual([429, englishTooMany]);
  });

  it('counts the addresses of one IPv6 /64 as one address', async () => {
    const server = await open(perAddress);
    for (const address of ['2001:db8:85a3:8d3::1', '2001:db8:85a3:8d3::2'])
      expect((await submit(await authorized(server), address)).statusCode).toBe(200);
    const sameNetwork = await submit(await authorized(server), '2001:db8:85a3:8d3:abcd::3');
    const nextNetwork = await submit(await authorized(server), '2001:db8:85a3:8d4::1');
    expect([sameNetwork.statusCode, nextNetwork.statusCode]).toEqual([429, 200]);
  });

  it('says so in the language the browser asks for', async () => {
    const server = await open(perAddress);
    for (let index = 0; index < 2; index += 1) await submit(await authorized(server), '203.0.113.7');
    const third = await submit(await authorized(server), '203.0.113.7', 'es');
    expect(submitResponse.parse(third.json()).error).toBe(spanishTooMany);
  });

  it('says when the window ends (Retry-After)', async () => {
    const server = await open(perAddress);
    for (let index = 0; index < 2; index += 1) await submit(await authorized(server), '203.0.113.7');
    const hour = 60 * 60_000;
    const windowEnd = (Math.floor(clock.getTime() / hour) + 1) * hour;
    expect((await submit(await authorized(server), '203.0.113.7')).headers['retry-after']).toBe(
      String((windowEnd - clock.getTime()) / 1000),
    );
  });

  it('leaves other addresses alone', async () => {
    const server = await open(perAddress);
    for (let index = 0; index < 3; index += 1) await submit(await authorized(server), '203.0.113.7');
    expect((await submit(await authorized(server), '203.0.113.8')).statusCode).toBe(200);
  });

  it('counts across the servers sharing the database', async () => {
    const first = await open(perAddress);
    const second = await open({ ...perAddress, databaseFile: first.databaseFile, databaseUrl: first.databaseUrl });
    await submit(await authorized(first), '203.0.113.7');
    await submit(await authorized(second), '203.0.113.7');
    expect((await submit(await authorized(first), '203.0.113.7')).statusCode).toBe(429);
  });

  it('starts again in the next window', async () => {
    const server = await open(perAddress);
    for (let index = 0; index < 3; index += 1) await submit(await authorized(server), '203.0.113.7');
    clock = new Date(clock.getTime() + 60 * 60_000);
    expect((await submit(await authorized(server), '203.0.113.7')).statusCode).toBe(200);
  });

  it('refuses before reading the body: nothing is stored', async () => {
    const server = await open(perAddress);
    for (let index = 0; index < 3; index += 1) await submit(await authorized(server), '203.0.113.9');
    const rows = await server.app.db.selectFrom('claims').select('id').where('client_ip', '=', '203.0.113.9').execute();
    expect(rows).toHaveLength(2);
  });
});

describe('submissions per session', slow, () => {
  it('refuses the one past the limit from one session, whatever the address', async () => {
    const server = await open(perSession);
    const claimant = await authorized(server);
    await submit(claimant, '203.0.113.1');
    await submit(claimant, '203.0.113.2');
    expect((await submit(claimant, '203.0.113.3')).statusCode).toBe(429);
  });

  it('leaves other sessions alone', async () => {
    const server = await open(perSession);
    const claimant = await authorized(server);
    for (let index = 0; index < 3; index += 1) await submit(claimant, '203.0.113.1');
    expect((await submit(await authorized(server), '203.0.113.1')).statusCode).toBe(200);
  });
});

describe('the counters', slow, () => {
  it('are pruned once their window has ended', async () => {
    const server = await open(perAddress);
    await submit(await authorized(server), '203.0.113.7');
    await pruneRequestCounters(server.app.db, new Date(clock.getTime() + 2 * 60 * 60_000));
    expect(await server.app.db.selectFrom('request_counters').select('counter_key').execute()).toEqual([]);
  });
});
