import { describe, expect, it } from 'vitest';
import {
  deriveSubscription,
  FREE_SUBSCRIPTION,
  showsPromoCard,
  trialBannerKind,
  type SubscriptionFields,
  type ViewContext,
} from './subscriptionRules';

const now = new Date('2026-03-10T12:00:00Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();
const DAY = 86_400_000;
const guest: ViewContext = { now, email: null, adminEmail: 'boss@voyagent.test' };
const user: ViewContext = { now, email: 'ada@example.com', adminEmail: 'boss@voyagent.test' };
const view = (fields: Partial<SubscriptionFields>, context = user) =>
  deriveSubscription({ ...FREE_SUBSCRIPTION, ...fields }, context);

describe('deriveSubscription', () => {
  it('counts the trial active only while is_trial is set and now is before trial_end (AU-023)', () => {
    expect(view({ is_trial: true, trial_end: at(1) }).isTrialActive).toBe(true);
    expect(view({ is_trial: true, trial_end: at(0) }).isTrialActive).toBe(false);
    expect(view({ is_trial: false, trial_end: at(DAY) }).isTrialActive).toBe(false);
    expect(view({ is_trial: true, trial_end: null }).isTrialActive).toBe(false);
    expect(view({ is_trial: true, trial_end: 'not a date' }).isTrialActive).toBe(false);
  });

  it('rounds the days left up and never below 0 (AU-024)', () => {
    expect(view({ is_trial: true, trial_end: at(7 * DAY) }).trialDaysLeft).toBe(7);
    expect(view({ is_trial: true, trial_end: at(6 * DAY + 1) }).trialDaysLeft).toBe(7);
    expect(view({ is_trial: true, trial_end: at(1) }).trialDaysLeft).toBe(1);
    expect(view({ trial_end: at(-3 * DAY) }).trialDaysLeft).toBe(0);
    expect(view({}).trialDaysLeft).toBe(0);
  });

  it('counts the paid tiers as pro, and Nomad Squad also as enterprise (AU-026, AU-054, BE-122, BE-123, BE-124, BE-125, BE-126, BE-127)', () => {
    for (const tier of ['Globetrotter', 'Jetsetter', 'Lifetime', 'lifetime', 'admin_unlimited']) {
      expect(view({ subscribed: true, subscription_tier: tier })).toMatchObject({
        isPro: true,
        isEnterprise: false,
      });
    }
    expect(view({ subscribed: true, subscription_tier: 'Nomad Squad' })).toMatchObject({
      isPro: true,
      isEnterprise: true,
    });
    expect(view({ subscribed: false, subscription_tier: 'Globetrotter' }).isPro).toBe(false);
    expect(view({ subscribed: true, subscription_tier: 'Explorer' }).isPro).toBe(false);
  });

  it('forces the configured admin e-mail to admin_unlimited, in any case, and nobody else (AU-025, BE-120, BE-121)', () => {
    const admin = view({}, { ...user, email: ' Boss@Voyagent.TEST ' });
    expect(admin).toMatchObject({
      subscribed: true,
      subscription_tier: 'admin_unlimited',
      isPro: true,
    });
    expect(view({}).subscription_tier).toBe('free');
    // No configured address matches nobody, not even an empty e-mail.
    expect(view({}, { now, email: '', adminEmail: '' }).subscription_tier).toBe('free');
  });
});

describe('trial banners (AU-002)', () => {
  it('shows guests and never-trialled free users the 7-day trial banner (AU-031)', () => {
    expect(trialBannerKind(view({}, guest), false)).toBe('trial');
    expect(trialBannerKind(view({}), true)).toBe('trial');
    expect(trialBannerKind(view({ subscription_tier: '' }), true)).toBe('trial');
  });

  it('shows the expired banner once the trial is used and over, and the days left during it (AU-032)', () => {
    expect(trialBannerKind(view({ trial_used: true, trial_end: at(-DAY) }), true)).toBe('expired');
    expect(
      trialBannerKind(view({ trial_used: true, is_trial: true, trial_end: at(DAY) }), true),
    ).toBe('active');
  });

  it('shows neither on a paid tier, and treats Explorer as not paid (AU-034, AU-018, AU-019)', () => {
    expect(trialBannerKind(view({ subscribed: true, subscription_tier: 'Jetsetter' }), true)).toBe(
      'none',
    );
    expect(trialBannerKind(view({ subscription_tier: 'explorer', trial_used: true }), true)).toBe(
      'expired',
    );
  });

  it('offers the promo card to subscribed signed-in users only (AU-035)', () => {
    const paid = view({ subscribed: true, subscription_tier: 'Globetrotter' });
    expect(showsPromoCard(paid, true)).toBe(true);
    expect(showsPromoCard(paid, false)).toBe(false);
    expect(showsPromoCard(view({}), true)).toBe(false);
  });
});
