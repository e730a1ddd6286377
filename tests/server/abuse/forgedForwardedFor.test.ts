/**
 * Finding 3 of the hostile-traffic review: TRUST_PROXY=true believed any X-Forwarded-For, so
 * every per-address limit, the same-address fraud signal and the audit addresses could be forged
 * in the deployment the README recommends. Now TRUST_PROXY names the proxies (addresses, CIDR
 * subnets, loopback …); "true" and hop counts stop the start with a line saying what to set; a
 * peer that is not a named proxy is its own address, whatever X-Forwarded-For it sends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TrustProxySettingError, trustedProxiesFromEnvironment } from '#server/security/trustProxy.ts';
import { startServerHarness, type ServerHarness } from '#tests/helpers/serverHarness.ts';

// main.ts stops the start with this error's message (server/main.ts, like the other settings).
describe('TRUST_PROXY as the server reads it at start', () => {
  it('refuses "true", with one line saying what to set instead', () => {
    expect(() => trustedProxiesFromEnvironment('true')).toThrow(
      new TrustProxySettingError(
        'TRUST_PROXY=true would believe any X-Forwarded-For, so a client could forge the address every limit counts: set the addresses or subnets of your proxies instead, comma-separated, e.g. TRUST_PROXY=10.0.1.0/24,192.0.2.15.',
      ),
    );
  });

  it('refuses a hop count, which cannot tell a proxy from a client reaching the server directly', () => {
    expect(() => trustedProxiesFromEnvironment('1')).toThrow(/^TRUST_PROXY=1: a hop count cannot tell your proxy/);
  });

  it('refuses what is no address, naming it', () => {
    expect(() => trustedProxiesFromEnvironment('10.0.1.0/24, proxy.internal')).toThrow(
      new TrustProxySettingError(
        'TRUST_PROXY: "proxy.internal" is not an address, a CIDR subnet, loopback, linklocal or uniquelocal: set the addresses or subnets of your proxies, comma-separated, e.g. TRUST_PROXY=10.0.1.0/24,192.0.2.15.',
      ),
    );
  });

  it('takes addresses, CIDR subnets and the named ranges, comma-separated', () => {
    expect(trustedProxiesFromEnvironment(' 10.0.1.0/24, 192.0.2.10 ,2001:db8::/32,loopback')).toEqual([
      '10.0.1.0/24',
      '192.0.2.10',
      '2001:db8::/32',
      'loopback',
    ]);
  });

  it('trusts no proxy when unset, empty or "false"', () => {
    expect([undefined, '', ' ', 'false'].map((value) => trustedProxiesFromEnvironment(value))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('X-Forwarded-For behind a load balancer on 10.0.0.0/8', () => {
  let server: ServerHarness;
  beforeAll(async () => {
    server = await startServerHarness({
      trustProxy: trustedProxiesFromEnvironment('10.0.0.0/8'),
      abuseLimits: { authorizeFailuresPerAddress: { max: 2, windowMinutes: 60 } },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  /** The addresses the audit trail recorded for a Notice ID (normalised). */
  const auditedAddresses = async (noticeId: string) =>
    (
      await server.app.db
        .selectFrom('authorize_attempts')
        .select('client_ip')
        .where('notice_id', '=', noticeId)
        .execute()
    ).map((row) => row.client_ip);

  /** One authorize attempt with a wrong PIN, as a browser sends it, from `peer` with `forwardedFor`. */
  async function guess(peer: string, forwardedFor: string, noticeId: string) {
    const claimant = server.claimant();
    await claimant.csrf();
    const model = await claimant.model('Credentials', { noticeId, pin: '000000' });
    return claimant.request({
      method: 'POST',
      url: '/api/forms/standard/authorize',
      remoteAddress: peer,
      headers: { 'x-csrf-token': claimant.csrfToken ?? '', 'x-forwarded-for': forwardedFor },
      payload: { credentials: model, reCaptchaResponse: null },
    });
  }

  it('ignores it from a peer that is not the load balancer: the audit keeps the peer', async () => {
    await guess('203.0.113.5', '198.51.100.9', 'NWM-0000-0101');
    expect(await auditedAddresses('NWM00000101')).toEqual(['203.0.113.5']);
  });

  it('counts the per-address budget by that peer, however the header varies', async () => {
    for (let index = 0; index < 3; index += 1)
      await guess('203.0.113.6', `198.51.100.${index + 20}`, `NWM-0000-02${index}0`);
    const next = await guess('203.0.113.6', '198.51.100.99', 'NWM-0000-0299');
    expect(next.statusCode).toBe(429);
  });

  it('takes the client from the load balancer: the rightmost address that is not a proxy', async () => {
    await guess('10.0.0.5', '203.0.113.66, 198.51.100.7', 'NWM-0000-0301');
    expect(await auditedAddresses('NWM00000301')).toEqual(['198.51.100.7']);
  });

  it('passes over a chain of proxies of its own to the client', async () => {
    await guess('10.0.0.5', '198.51.100.8, 10.0.3.4', 'NWM-0000-0401');
    expect(await auditedAddresses('NWM00000401')).toEqual(['198.51.100.8']);
  });
});
