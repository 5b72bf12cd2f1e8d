import { describe, expect, it } from 'vitest';
import { clientIp, normalizeAddress, parseTrustedProxies, TrustedProxiesError } from './clientIp';

const none = parseTrustedProxies('');

describe('clientIp', () => {
  it('takes the rightmost hop (the one the platform appended) when no proxy is trusted', () => {
    expect(
      clientIp({
        forwardedFor: '198.51.100.1, 203.0.113.7',
        socketAddress: '10.0.0.2',
        trustedProxies: none,
      }),
    ).toBe('203.0.113.7');
  });

  it('skips trusted proxies from the right and ignores forged entries to their left', () => {
    const trustedProxies = parseTrustedProxies('10.0.0.0/8, 192.0.2.10');
    expect(
      clientIp({
        forwardedFor: '1.1.1.1, 203.0.113.7, 192.0.2.10, 10.20.30.40',
        socketAddress: '10.0.0.2',
        trustedProxies,
      }),
    ).toBe('203.0.113.7');
  });

  it('handles IPv6 hops, ranges, brackets and ports', () => {
    const trustedProxies = parseTrustedProxies('2001:db8:ffff::/48');
    expect(
      clientIp({
        forwardedFor: '[2001:DB8::1]:443, 2001:db8:ffff::5',
        socketAddress: undefined,
        trustedProxies,
      }),
    ).toBe('2001:db8::1');
    expect(
      clientIp({ forwardedFor: '203.0.113.7:5123', socketAddress: undefined, trustedProxies }),
    ).toBe('203.0.113.7');
  });

  it('ignores spaces and garbage entries', () => {
    expect(
      clientIp({
        forwardedFor: '  203.0.113.7 ,unknown,, 999.1.1.1, <script>, ',
        socketAddress: '10.0.0.2',
        trustedProxies: none,
      }),
    ).toBe('203.0.113.7');
  });

  it('joins several X-Forwarded-For headers into one list', () => {
    expect(
      clientIp({
        forwardedFor: ['198.51.100.1', '203.0.113.7'],
        socketAddress: undefined,
        trustedProxies: none,
      }),
    ).toBe('203.0.113.7');
  });

  it('falls back to the socket address for an empty, garbage-only or all-trusted header', () => {
    for (const forwardedFor of [undefined, '', ' , ', 'unknown', '10.1.2.3']) {
      expect(
        clientIp({
          forwardedFor,
          socketAddress: '::ffff:127.0.0.1',
          trustedProxies: parseTrustedProxies('10.0.0.0/8'),
        }),
      ).toBe('127.0.0.1');
    }
  });

  it('answers undefined when there is no address at all', () => {
    expect(clientIp({ forwardedFor: 'nope', socketAddress: undefined, trustedProxies: none })).toBe(
      undefined,
    );
  });
});

describe('normalizeAddress', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' "203.0.113.7" ', '203.0.113.7'],
    ['::FFFF:192.0.2.1', '192.0.2.1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['[::1]', '::1'],
    ['2001:db8::1', '2001:db8::1'],
  ])('reads %j as %j', (raw, address) => {
    expect(normalizeAddress(raw)).toBe(address);
  });

  it.each(['', 'unknown', '1.2.3', '256.1.1.1', '1.2.3.4.5', '[1.2.3.4', 'gg::1', '_hidden'])(
    'rejects %j',
    (raw) => {
      expect(normalizeAddress(raw)).toBeUndefined();
    },
  );
});

describe('parseTrustedProxies', () => {
  it('matches single addresses and CIDR ranges of both families', () => {
    const trusted = parseTrustedProxies(' 10.0.0.0/8 ,192.0.2.10, 2001:db8::/32 ');
    expect(trusted.check('10.255.0.1', 'ipv4')).toBe(true);
    expect(trusted.check('192.0.2.10', 'ipv4')).toBe(true);
    expect(trusted.check('192.0.2.11', 'ipv4')).toBe(false);
    expect(trusted.check('2001:db8:1::1', 'ipv6')).toBe(true);
    expect(trusted.check('2001:db9::1', 'ipv6')).toBe(false);
  });

  it.each(['10.0.0.0/33', 'proxy.internal', '10.0.0.0/8/1', '10.0.0.0/', '2001:db8::/129'])(
    'names the bad entry %j',
    (entry) => {
      expect(() => parseTrustedProxies(`192.0.2.1, ${entry}`)).toThrow(TrustedProxiesError);
      expect(() => parseTrustedProxies(entry)).toThrow(`"${entry}"`);
    },
  );
});
