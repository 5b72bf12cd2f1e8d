import { describe, expect, it } from 'vitest';
import { FINGERPRINT_HASH_PATTERN, storeDeviceFingerprint } from './devices';

describe('fingerprint hashes', () => {
  it('are exactly 8 hex digits', () => {
    expect(FINGERPRINT_HASH_PATTERN.test('0a1B2c3d')).toBe(true);
    for (const bad of ['0a1b2c3', '0a1b2c3d4', 'zzzzzzzz', ' 0a1b2c3d', '0a1b2c3d\n']) {
      expect(FINGERPRINT_HASH_PATTERN.test(bad)).toBe(false);
    }
  });

  it('are stored in lower case', () => {
    expect(storeDeviceFingerprint.request.parse({ fingerprint_hash: '0A1B2C3D' })).toMatchObject({
      fingerprint_hash: '0a1b2c3d',
    });
  });
});

describe('store-device-fingerprint request', () => {
  const parse = (fields: object) =>
    storeDeviceFingerprint.request.safeParse({ fingerprint_hash: '0a1b2c3d', ...fields });

  it('takes IPv4 and IPv6 reported addresses, and nothing else', () => {
    for (const ip_address of ['203.0.113.7', ' 2001:db8::1 ', '::ffff:198.51.100.3']) {
      expect(parse({ ip_address }).success).toBe(true);
    }
    expect(parse({ ip_address: 'localhost' }).error?.issues[0]?.message).toBe(
      'ip_address must be an IPv4 or IPv6 address',
    );
  });
});
