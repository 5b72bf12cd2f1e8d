import type { UsageAnswer } from '@voyagent/contracts';
import { describe, expect, it, vi } from 'vitest';
import {
  DENIED_USAGE,
  forgivingUsage,
  guardUsage,
  mostPressingUsage,
  usageBanner,
  ZERO_USAGE,
  type UsageBackend,
} from './usageRules';

describe('usageBanner', () => {
  it('appears at 70 % of the cap, warns at 2 left and says all used at 0 (AU-036, AU-037, AU-038)', () => {
    expect(usageBanner('search_requests', { count: 17, limit: 25 })).toBeNull();
    expect(usageBanner('search_requests', { count: 18, limit: 25 })).toMatchObject({
      level: 'notice',
      remaining: 7,
      title: '7 free searches left today',
    });
    expect(usageBanner('ai_requests', { count: 8, limit: 10 })).toMatchObject({
      level: 'warning',
      remaining: 2,
    });
    expect(usageBanner('itinerary_generations', { count: 3, limit: 3 })).toMatchObject({
      level: 'exhausted',
      remaining: 0,
      title: "You've used all 3 free itinerary generations for today",
      description: '3 of 3 used. Upgrade for unlimited use, or come back tomorrow.',
    });
  });

  it('stays away without a cap, and never counts below 0 left', () => {
    expect(usageBanner('ai_requests', { count: 500, limit: null })).toBeNull();
    expect(usageBanner('ai_requests', { count: 0, limit: 0 })).toBeNull();
    expect(usageBanner('ai_requests', { count: 12, limit: 10 })?.remaining).toBe(0);
  });

  it('picks the counter closest to its cap', () => {
    expect(
      mostPressingUsage({
        search_requests: { count: 24, limit: 25 },
        itinerary_generations: { count: 3, limit: 3 },
        ai_requests: { count: 1, limit: 10 },
      })?.usageType,
    ).toBe('itinerary_generations');
    expect(mostPressingUsage({ ai_requests: { count: 1, limit: 10 } })).toBeNull();
  });
});

const answer = (allowed: boolean, count: number): UsageAnswer => ({
  allowed,
  count,
  limit: 3,
  remaining: 3 - count,
});

describe('usage errors and the guard', () => {
  const failing: UsageBackend = {
    read: () => Promise.reject(new Error('offline')),
    increment: () => Promise.reject(new Error('offline')),
  };

  it('reads 0 and denies the increment when the counter fails (AU-070)', async () => {
    const usage = forgivingUsage(failing);
    expect(await usage.read('ai_requests')).toEqual(ZERO_USAGE);
    expect(await usage.increment('ai_requests')).toEqual(DENIED_USAGE);
  });

  it('lets the action run while under the cap and blocks it at the cap with the text (AU-001)', async () => {
    const increment = vi
      .fn<UsageBackend['increment']>()
      .mockResolvedValueOnce(answer(true, 3))
      .mockResolvedValueOnce(answer(false, 3));
    const backend: UsageBackend = { read: () => Promise.resolve(answer(true, 0)), increment };
    expect(await guardUsage(backend, 'itinerary_generations', 3)).toEqual({
      allowed: true,
      usage: answer(true, 3),
    });
    expect(await guardUsage(backend, 'itinerary_generations', 3)).toEqual({
      allowed: false,
      message:
        "Daily limit reached: you've used all 3 free itinerary generations for today. Upgrade for unlimited use.",
    });
    expect((await guardUsage(failing, 'ai_requests', 10)).allowed).toBe(false);
  });
});
