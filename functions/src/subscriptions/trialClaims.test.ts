import { describe, expect, it } from 'vitest';
import { normalizeTrialEmail, trialClaimHash } from './trialClaims';

describe('the e-mail a trial is remembered under', () => {
  it('ignores case and surrounding spaces for every provider', () => {
    expect(normalizeTrialEmail('  Ada.Lovelace@Example.COM ')).toBe('ada.lovelace@example.com');
  });

  it('folds the spellings Gmail delivers to one mailbox', () => {
    for (const spelling of [
      'ada.lovelace@gmail.com',
      'AdaLovelace+trial@gmail.com',
      'a.d.a.l.o.v.e.l.a.c.e+2@googlemail.com',
    ]) {
      expect(normalizeTrialEmail(spelling)).toBe('adalovelace@gmail.com');
    }
  });

  it('keeps dots and + elsewhere, where they may name different people', () => {
    expect(normalizeTrialEmail('ada.lovelace+trial@example.com')).toBe(
      'ada.lovelace+trial@example.com',
    );
  });
});

describe('the trial claim hash', () => {
  it('is a keyed HMAC-SHA256 in hex, the same for every spelling of one address', () => {
    const hash = trialClaimHash('Ada.Lovelace+x@gmail.com', 'key-one');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(trialClaimHash('adalovelace@gmail.com', 'key-one')).toBe(hash);
    // HMAC-SHA256 under "key-one" of "adalovelace@gmail.com", as Python's hmac module computes it.
    expect(hash).toBe('80f2c6cee7c805d47ce8b01c0bc55b34a4fdf6cb2fd40ec5433d937fbd471583');
  });

  it('differs per key and per address', () => {
    const hash = trialClaimHash('ada@example.com', 'key-one');
    expect(trialClaimHash('ada@example.com', 'key-two')).not.toBe(hash);
    expect(trialClaimHash('bob@example.com', 'key-one')).not.toBe(hash);
  });
});
