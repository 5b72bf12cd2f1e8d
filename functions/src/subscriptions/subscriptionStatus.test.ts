import { describe, expect, it } from 'vitest';
import {
  FREE_STATUS,
  subscriptionStatus,
  trialRefusal,
  type StoredSubscription,
} from './subscriptionStatus';

const now = new Date('2025-06-15T12:00:00.000Z');
const row = (overrides: Partial<StoredSubscription>): StoredSubscription => ({
  subscribed: false,
  subscription_tier: 'free',
  subscription_end: null,
  is_trial: false,
  trial_end: null,
  trial_used: false,
  ...overrides,
});

describe('subscription status', () => {
  it('reads no row as free and never trialled', () => {
    expect(subscriptionStatus(undefined, { unlimitedAdmin: false }, now)).toEqual(FREE_STATUS);
    expect(FREE_STATUS).toEqual({
      subscribed: false,
      subscription_tier: 'free',
      subscription_end: null,
      is_trial: false,
      trial_end: null,
      trial_used: false,
    });
  });

  it('forces the admin e-mail to admin_unlimited, with or without a row', () => {
    for (const stored of [undefined, row({ trial_used: true })]) {
      const status = subscriptionStatus(stored, { unlimitedAdmin: true }, now);
      expect(status).toMatchObject({ subscribed: true, subscription_tier: 'admin_unlimited' });
    }
  });

  it('answers a current paid subscription with its tier and ISO end', () => {
    const end = new Date('2025-07-01T00:00:00.000Z');
    expect(
      subscriptionStatus(
        row({ subscribed: true, subscription_tier: 'Jetsetter', subscription_end: end }),
        { unlimitedAdmin: false },
        now,
      ),
    ).toMatchObject({
      subscribed: true,
      subscription_tier: 'Jetsetter',
      subscription_end: '2025-07-01T00:00:00.000Z',
    });
  });

  it('reads an expired paid subscription as not subscribed and free', () => {
    const ended = new Date('2025-06-15T11:59:59.000Z');
    expect(
      subscriptionStatus(
        row({ subscribed: true, subscription_tier: 'Globetrotter', subscription_end: ended }),
        { unlimitedAdmin: false },
        now,
      ),
    ).toMatchObject({
      subscribed: false,
      subscription_tier: 'free',
      subscription_end: '2025-06-15T11:59:59.000Z',
    });
  });

  it('does not trust a stored unknown tier as paid', () => {
    const status = subscriptionStatus(
      row({ subscribed: true, subscription_tier: 'Explorer' }),
      { unlimitedAdmin: false },
      now,
    );
    expect(status).toMatchObject({ subscribed: false, subscription_tier: 'free' });
  });

  it('shows a trial while it runs and keeps trial_end and trial_used after it ends', () => {
    const running = row({
      is_trial: true,
      trial_end: new Date('2025-06-20T00:00:00.000Z'),
      trial_used: true,
    });
    expect(subscriptionStatus(running, { unlimitedAdmin: false }, now)).toMatchObject({
      subscribed: false,
      is_trial: true,
      trial_end: '2025-06-20T00:00:00.000Z',
      trial_used: true,
    });
    const over = row({
      is_trial: true,
      trial_end: new Date('2025-06-10T00:00:00.000Z'),
      trial_used: true,
    });
    expect(subscriptionStatus(over, { unlimitedAdmin: false }, now)).toMatchObject({
      is_trial: false,
      trial_end: '2025-06-10T00:00:00.000Z',
      trial_used: true,
    });
  });
});

describe('trial refusal', () => {
  it('allows a trial only to an unsubscribed user who never had one', () => {
    expect(trialRefusal(FREE_STATUS)).toBeNull();
    expect(trialRefusal({ ...FREE_STATUS, trial_used: true })).toBe(
      'Your 7-day free trial has already been used.',
    );
    expect(
      trialRefusal({ ...FREE_STATUS, subscribed: true, subscription_tier: 'Lifetime' }),
    ).toMatch(/full access/);
  });
});
