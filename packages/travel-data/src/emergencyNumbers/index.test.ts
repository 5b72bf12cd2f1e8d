import { describe, expect, it } from 'vitest';
import { EMERGENCY_COUNTRIES, EMERGENCY_NUMBERS_SOURCE, emergencyNumbersFor } from './index';

// Expected answers read from roderickhsiao/emergency-numbers' metadata.ts @ 8800ceb.
describe('emergency numbers dataset', () => {
  it('gives each service its number as a string', () => {
    expect(emergencyNumbersFor('FR')).toEqual({
      police: '17',
      medical: '15',
      fire: '112',
      general: '112',
      unconfirmed: [],
    });
    expect(emergencyNumbersFor('JP')).toMatchObject({ police: '110', medical: '119', fire: '119' });
  });

  it('restores the leading zeros upstream lost by storing integers', () => {
    expect(emergencyNumbersFor('AU')).toMatchObject({ police: '000', medical: '000', fire: '000' });
    expect(emergencyNumbersFor('PG')).toMatchObject({ medical: '000', fire: '000' });
  });

  it('takes the number every service shares as the general number, else 112 or 911', () => {
    expect(emergencyNumbersFor('US')?.general).toBe('911');
    expect(emergencyNumbersFor('AU')?.general).toBe('000');
    expect(emergencyNumbersFor('DE')?.general).toBe('112');
  });

  it('marks the numbers libphonenumber does not confirm instead of dropping them', () => {
    expect(emergencyNumbersFor('RS')).toMatchObject({
      police: '192',
      unconfirmed: ['police', 'medical', 'fire'],
    });
  });

  it('covers territories upstream lacks with the general number only', () => {
    expect(emergencyNumbersFor('HK')).toEqual({ general: '112', unconfirmed: [] });
  });

  it('answers null for an uncovered or malformed code, never a default', () => {
    expect(emergencyNumbersFor('AQ')).toBeNull();
    expect(emergencyNumbersFor('fr')).toBeNull();
    expect(emergencyNumbersFor('toString')).toBeNull();
  });

  it('covers every upstream country and names its source and date', () => {
    expect(EMERGENCY_COUNTRIES).toHaveLength(226);
    expect(EMERGENCY_NUMBERS_SOURCE.dataDate).toBe('2023-06-30');
    expect(EMERGENCY_NUMBERS_SOURCE.label).toContain('Wikipedia');
  });

  it('stores only dialable digit strings', () => {
    for (const code of EMERGENCY_COUNTRIES) {
      const { unconfirmed, ...numbers } = emergencyNumbersFor(code) ?? { unconfirmed: [] };
      expect(unconfirmed.every((service) => service in numbers)).toBe(true);
      for (const number of Object.values(numbers)) expect(number).toMatch(/^\d{2,7}$/);
    }
  });
});
