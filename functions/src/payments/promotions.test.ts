import { describe, expect, it } from 'vitest';
import { serverConfig } from '../config/config';
import { launchPromotion, lookUpPromotion } from './promotions';

const START = new Date('2025-10-10T00:00:00.000Z');
const running = [launchPromotion(null)];

describe('lookUpPromotion', () => {
  it('gives 50% off for BLACKFRIDAY50 from 2025-10-10 UTC, in any case and with spaces around', () => {
    for (const code of ['BLACKFRIDAY50', 'blackfriday50', '  BlackFriday50 \n']) {
      expect(lookUpPromotion(code, running, START)).toEqual({
        state: 'valid',
        code: 'BLACKFRIDAY50',
        percentOff: 50,
      });
    }
    expect(lookUpPromotion('BLACKFRIDAY50', running, new Date('2031-06-01T00:00:00Z')).state).toBe(
      'valid',
    );
  });

  it('has not started a millisecond before its start date', () => {
    expect(lookUpPromotion('BLACKFRIDAY50', running, new Date(START.getTime() - 1))).toEqual({
      state: 'not_started',
    });
  });

  it('ends at the configured end, not before', () => {
    const endsAt = new Date('2025-12-01T00:00:00.000Z');
    const ending = [launchPromotion(endsAt)];
    expect(lookUpPromotion('BLACKFRIDAY50', ending, new Date(endsAt.getTime() - 1)).state).toBe(
      'valid',
    );
    expect(lookUpPromotion('BLACKFRIDAY50', ending, endsAt)).toEqual({ state: 'ended' });
  });

  it('knows no other code, nor a code with letters inside changed or added', () => {
    for (const code of ['', '   ', 'BLACKFRIDAY5', 'BLACKFRIDAY500', 'BLACK FRIDAY50', 'CYBER50']) {
      expect(lookUpPromotion(code, running, START)).toEqual({ state: 'unknown' });
    }
    expect(lookUpPromotion('BLACKFRIDAY50', [], START)).toEqual({ state: 'unknown' });
  });
});

describe('PROMOTION_ENDS_AT', () => {
  it('is no end when unset or blank, a moment for a date-time, midnight UTC for a date', () => {
    expect(serverConfig({}).PROMOTION_ENDS_AT).toBeNull();
    expect(serverConfig({ PROMOTION_ENDS_AT: '  ' }).PROMOTION_ENDS_AT).toBeNull();
    expect(
      serverConfig({ PROMOTION_ENDS_AT: '2025-12-01T12:30:00+01:00' }).PROMOTION_ENDS_AT,
    ).toEqual(new Date('2025-12-01T11:30:00.000Z'));
    expect(serverConfig({ PROMOTION_ENDS_AT: '2025-12-01' }).PROMOTION_ENDS_AT).toEqual(
      new Date('2025-12-01T00:00:00.000Z'),
    );
  });

  it('refuses a value that is not an ISO date, naming the setting', () => {
    for (const value of ['next Friday', '2025-13-01', '01/12/2025']) {
      expect(() => serverConfig({ PROMOTION_ENDS_AT: value })).toThrow(
        'PROMOTION_ENDS_AT must be an ISO date or date-time',
      );
    }
  });
});
