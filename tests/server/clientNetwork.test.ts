import { describe, expect, it } from 'vitest';
import { clientNetworkOf } from '#server/security/clientNetwork.ts';

describe('the network a client address counts as', () => {
  it('is an IPv4 address itself', () => {
    expect(clientNetworkOf('203.0.113.9')).toBe('203.0.113.9');
    expect(clientNetworkOf('203.0.113.10')).toBe('203.0.113.10');
  });

  it('is the IPv4 address of an IPv4-mapped IPv6 address', () => {
    expect(clientNetworkOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it("is an IPv6 address's /64, however the address is written", () => {
    const network = '2001:db8:85a3:8d3::/64';
    expect(clientNetworkOf('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe(network);
    expect(clientNetworkOf('2001:0DB8:85A3:08D3::1')).toBe(network);
    expect(clientNetworkOf('2001:db8:85a3:8d3:ffff:ffff:ffff:ffff')).toBe(network);
    expect(clientNetworkOf('fe80::1%eth0')).toBe('fe80::/64');
  });

  it('tells apart IPv6 addresses of different /64s', () => {
    expect(clientNetworkOf('2001:db8:85a3:8d4::1')).not.toBe(clientNetworkOf('2001:db8:85a3:8d3::1'));
  });

  it('keeps what is no address as given, lower-cased', () => {
    expect(clientNetworkOf('Unknown')).toBe('unknown');
  });
});
