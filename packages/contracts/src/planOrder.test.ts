import { describe, expect, it } from 'vitest';
import { PURCHASABLE_TIERS } from './names';
import { replacesPlan, TIER_RANKS } from './planOrder';
import type { PlanFacts } from './tiers';

const now = new Date('2026-03-10T12:00:00Z');
const plan = (subscription_tier: string, overrides: Partial<PlanFacts> = {}): PlanFacts => ({
  subscribed: true,
  subscription_tier,
  subscription_end: null,
  ...overrides,
});

describe('plan order', () => {
  it('ranks Lifetime over Nomad Squad over Jetsetter over Globetrotter over free', () => {
    const ranked = ['free', 'Globetrotter', 'Jetsetter', 'Nomad Squad', 'Lifetime'] as const;
    expect(ranked.map((tier) => TIER_RANKS[tier])).toEqual([0, 1, 2, 3, 4]);
    expect(TIER_RANKS.lifetime).toBe(TIER_RANKS.Lifetime);
    expect(TIER_RANKS.admin_unlimited).toBeGreaterThan(TIER_RANKS.Lifetime);
  });

  it('lets a purchase replace no plan, a worse plan or an ended one', () => {
    expect(replacesPlan(undefined, plan('Globetrotter'), now)).toBe(true);
    expect(replacesPlan(plan('Globetrotter'), plan('Lifetime'), now)).toBe(true);
    const ended = plan('Lifetime', { subscription_end: new Date('2026-03-10T11:00:00Z') });
    expect(replacesPlan(ended, plan('Globetrotter'), now)).toBe(true);
    expect(replacesPlan(plan('Lifetime', { subscribed: false }), plan('Jetsetter'), now)).toBe(
      true,
    );
    expect(replacesPlan(plan('Explorer'), plan('Globetrotter'), now)).toBe(true);
  });

  it('never lets a purchase replace a better plan, in any pair of tiers', () => {
    for (const [i, better] of PURCHASABLE_TIERS.entries()) {
      for (const worse of PURCHASABLE_TIERS.slice(0, i)) {
        expect(replacesPlan(plan(better), plan(worse), now)).toBe(false);
      }
    }
    expect(replacesPlan(plan('lifetime'), plan('Nomad Squad'), now)).toBe(false);
    expect(replacesPlan(plan('admin_unlimited'), plan('Lifetime'), now)).toBe(false);
  });

  it('keeps an equal plan that goes on, and gives way to one where the current is set to end', () => {
    expect(replacesPlan(plan('Jetsetter'), plan('Jetsetter'), now)).toBe(false);
    const ending = plan('Jetsetter', { subscription_end: new Date('2026-04-01T00:00:00Z') });
    expect(replacesPlan(ending, plan('Jetsetter'), now)).toBe(true);
    expect(replacesPlan(plan('Jetsetter'), ending, now)).toBe(false);
  });

  it('never takes an unpaid purchase over no plan', () => {
    expect(replacesPlan(undefined, plan('Lifetime', { subscribed: false }), now)).toBe(false);
  });
});
