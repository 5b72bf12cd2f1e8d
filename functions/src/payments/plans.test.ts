import { DEFAULT_PLAN, PLAN_IDS } from '@voyagent/contracts';
import { describe, expect, it } from 'vitest';
import { serverConfig } from '../config/config';
import {
  discountedCents,
  discountLabel,
  isPlanId,
  planFor,
  planPriceCents,
  priceLabel,
  stripePriceId,
  tierForStripePrice,
} from './plans';

const config = serverConfig({
  STRIPE_PRICE_GLOBETROTTER: 'price_globe',
  STRIPE_PRICE_JETSETTER: 'price_jet',
  STRIPE_PRICE_NOMAD_SQUAD: 'price_nomad',
  STRIPE_PRICE_LIFETIME: 'price_life',
  PLAN_PRICE_GLOBETROTTER: '9.99',
  PLAN_PRICE_LIFETIME: '199',
  PLAN_PRICE_JETSETTER: 'nineteen',
});

describe('plans', () => {
  it('defaults to pro, which sells Globetrotter monthly', () => {
    expect(DEFAULT_PLAN).toBe('pro');
    expect(planFor('pro')).toMatchObject({ tier: 'Globetrotter', billing: 'monthly' });
  });

  it('maps every plan to its tier; only lifetime is a one-off payment', () => {
    expect(PLAN_IDS.map((id) => [id, planFor(id).tier, planFor(id).billing])).toEqual([
      ['pro', 'Globetrotter', 'monthly'],
      ['globetrotter', 'Globetrotter', 'monthly'],
      ['jetsetter', 'Jetsetter', 'monthly'],
      ['nomad_squad', 'Nomad Squad', 'monthly'],
      ['lifetime', 'Lifetime', 'once'],
    ]);
    expect(isPlanId('enterprise')).toBe(false);
  });

  it('reads Stripe price ids from config, and maps them back to tiers', () => {
    expect(stripePriceId(planFor('pro'), config)).toBe('price_globe');
    expect(stripePriceId(planFor('nomad_squad'), config)).toBe('price_nomad');
    expect(tierForStripePrice('price_jet', config)).toBe('Jetsetter');
    expect(tierForStripePrice('price_other', config)).toBeNull();
    expect(tierForStripePrice('', serverConfig({}))).toBeNull();
  });

  it('reads display prices in cents and ignores malformed ones', () => {
    expect(planPriceCents(planFor('pro'), config)).toBe(999);
    expect(planPriceCents(planFor('lifetime'), config)).toBe(19_900);
    expect(planPriceCents(planFor('jetsetter'), config)).toBeNull();
    expect(planPriceCents(planFor('nomad_squad'), config)).toBeNull();
  });

  it('applies a percentage to the cent and labels the price', () => {
    expect(discountedCents(999, 20)).toBe(799);
    expect(discountedCents(999, 100)).toBe(0);
    expect(priceLabel(999, 'monthly')).toBe('$9.99 per month');
    expect(priceLabel(19_900, 'once')).toBe('$199.00 once');
  });

  it('describes a discount on the first payment', () => {
    expect(discountLabel(planFor('pro'), 999, 20)).toBe(
      '20% off: $7.99 per month for the first month',
    );
    expect(discountLabel(planFor('lifetime'), 19_900, 50)).toBe('50% off: $99.50 once');
    expect(discountLabel(planFor('jetsetter'), null, 10)).toBe('10% off');
  });
});
