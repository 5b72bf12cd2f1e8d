import { describe, expect, it } from 'vitest';
import { guestNetwork } from './guestNetwork';

describe('the guest network counted for the per-network ceiling', () => {
  it('is the address itself for IPv4, however it is written', () => {
    expect(guestNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(guestNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(guestNetwork('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('is the /64 for IPv6, so rotating addresses within it counts as one network', () => {
    const network = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:0DB8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:db8:1:2:a:b:c:d%eth0',
      '2001:db8:1:2::192.0.2.1',
    ]) {
      expect(guestNetwork(address)).toBe(network);
    }
    expect(guestNetwork('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(guestNetwork('::1')).toBe('0:0:0:0::/64');
    expect(guestNetwork('fe80::')).toBe('fe80:0:0:0::/64');
  });

  it('is undefined for anything that is not an address', () => {
    for (const garbage of ['', 'localhost', '1.2.3', '2001:db8::1::2', '999.1.1.1']) {
      expect(guestNetwork(garbage)).toBeUndefined();
    }
  });
});
