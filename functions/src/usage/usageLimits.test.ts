import { FREE_DAILY_CAPS, type SubscriptionFacts } from '@voyagent/contracts';
import { describe, expect, it } from 'vitest';
import { serverConfig } from '../config/config';
import { incrementAnswer } from '../db/usageCounters';
import { deviceDailyCap, readAnswer, usageDay, userDailyCap } from './usageLimits';

const now = new Date('2026-03-10T12:00:00Z');
const config = serverConfig({ UNLIMITED_ADMIN_EMAIL: 'Boss@Voyagent.test' });
const free: SubscriptionFacts = {
  subscribed: false,
  subscription_tier: 'free',
  subscription_end: null,
  is_trial: false,
  trial_end: null,
};

describe('daily usage caps', () => {
  it('are the spec’s free caps (travel.md §9) (BE-109, BE-110, BE-111, BE-112, BE-113, BE-114, BE-115, BE-116, BE-117, BE-118, BE-084)', () => {
    expect(FREE_DAILY_CAPS).toEqual({
      ai_requests: 10,
      itinerary_generations: 3,
      search_requests: 25,
      saved_items: 15,
      currency_conversions: 20,
    });
  });

  it('apply to free users, with or without a subscription row, and to guests', () => {
    const caller = { email: 'ada@example.com', emailVerified: true, subscription: undefined };
    expect(userDailyCap('ai_requests', caller, now, config)).toBe(10);
    expect(
      userDailyCap('itinerary_generations', { ...caller, subscription: free }, now, config),
    ).toBe(3);
    expect(deviceDailyCap('search_requests')).toBe(25);
  });

  it('lift for an active trial and a current paid tier, but not once they end', () => {
    const trial = { ...free, is_trial: true, trial_end: new Date('2026-03-11T00:00:00Z') };
    const paid = { ...free, subscribed: true, subscription_tier: 'Globetrotter' };
    const caller = (subscription: SubscriptionFacts) => ({
      email: 'a@example.com',
      emailVerified: true,
      subscription,
    });
    expect(userDailyCap('ai_requests', caller(trial), now, config)).toBeNull();
    expect(userDailyCap('ai_requests', caller(paid), now, config)).toBeNull();
    const expiredTrial = { ...trial, trial_end: new Date('2026-03-10T11:59:59Z') };
    const lapsed = { ...paid, subscription_end: new Date('2026-03-01T00:00:00Z') };
    expect(userDailyCap('ai_requests', caller(expiredTrial), now, config)).toBe(10);
    expect(userDailyCap('ai_requests', caller(lapsed), now, config)).toBe(10);
  });

  it('lift for the configured admin e-mail once verified, compared case-insensitively', () => {
    const admin = { email: ' boss@voyagent.TEST', emailVerified: true, subscription: free };
    expect(userDailyCap('ai_requests', admin, now, config)).toBeNull();
    // Anyone could sign up with the address first; an unverified one is an ordinary account.
    expect(userDailyCap('ai_requests', { ...admin, emailVerified: false }, now, config)).toBe(10);
    const noAdmin = serverConfig({});
    const nobody = { email: '', emailVerified: true, subscription: undefined };
    expect(userDailyCap('ai_requests', nobody, now, noAdmin)).toBe(10);
  });
});

describe('usageDay', () => {
  it('is the UTC date, whatever the local offset of the moment', () => {
    expect(usageDay(new Date('2026-03-10T23:59:59.999Z'))).toBe('2026-03-10');
    expect(usageDay(new Date('2026-03-11T00:00:00.000Z'))).toBe('2026-03-11');
    expect(usageDay(new Date('2026-03-11T01:30:00+02:00'))).toBe('2026-03-10');
  });
});

describe('usage answers', () => {
  it('read: allowed while a use remains; remaining never negative', () => {
    expect(readAnswer(0, 3)).toEqual({ allowed: true, count: 0, limit: 3, remaining: 3 });
    expect(readAnswer(2, 3)).toEqual({ allowed: true, count: 2, limit: 3, remaining: 1 });
    expect(readAnswer(3, 3)).toEqual({ allowed: false, count: 3, limit: 3, remaining: 0 });
    expect(readAnswer(5, 3)).toEqual({ allowed: false, count: 5, limit: 3, remaining: 0 });
  });

  it('unlimited: limit and remaining are null, the count is still reported', () => {
    expect(readAnswer(42, null)).toEqual({
      allowed: true,
      count: 42,
      limit: null,
      remaining: null,
    });
    expect(incrementAnswer(true, 43, null)).toEqual({
      allowed: true,
      count: 43,
      limit: null,
      remaining: null,
    });
  });

  it('increment: says whether this increment counted, with the count after it', () => {
    expect(incrementAnswer(true, 3, 3)).toEqual({
      allowed: true,
      count: 3,
      limit: 3,
      remaining: 0,
    });
    expect(incrementAnswer(false, 2, 3)).toEqual({
      allowed: false,
      count: 2,
      limit: 3,
      remaining: 1,
    });
  });
});
