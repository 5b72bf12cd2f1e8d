import { describe, expect, it } from 'vitest';
import { TRIAL_DAYS } from './names';
import { createCheckout } from './payments';
import { hasUnlimitedUsage, isPurchasableTier, trialEndFrom } from './tiers';

describe('trial days', () => {
  it('ends a trial exactly 7 days after it starts (AU-003, SI-189)', () => {
    expect(TRIAL_DAYS).toBe(7);
    expect(trialEndFrom(new Date('2025-03-01T10:00:00.000Z')).toISOString()).toBe(
      '2025-03-08T10:00:00.000Z',
    );
  });

  it('gives unlimited usage during the trial and not after it (AU-053, BE-119)', () => {
    const start = new Date('2025-03-01T10:00:00.000Z');
    const facts = {
      subscribed: false,
      subscription_tier: 'free',
      subscription_end: null,
      is_trial: true,
      trial_end: trialEndFrom(start),
    };
    expect(hasUnlimitedUsage(facts, new Date('2025-03-08T09:59:59.999Z'))).toBe(true);
    expect(hasUnlimitedUsage(facts, new Date('2025-03-08T10:00:00.000Z'))).toBe(false);
  });
});

describe('create-checkout request', () => {
  it('defaults to the pro plan for a signed-in buyer (BE-073, AU-029)', () => {
    expect(createCheckout.request.parse({})).toMatchObject({ plan: 'pro', isGuest: false });
    expect(createCheckout.request.safeParse({ plan: 'platinum' }).success).toBe(false);
  });
});

describe('purchasable tiers', () => {
  it('are the four plans a checkout can grant, never free or admin_unlimited', () => {
    expect(['Globetrotter', 'Jetsetter', 'Nomad Squad', 'Lifetime'].every(isPurchasableTier)).toBe(
      true,
    );
    expect(
      ['free', 'admin_unlimited', 'lifetime', 'globetrotter', ''].some(isPurchasableTier),
    ).toBe(false);
  });
});
