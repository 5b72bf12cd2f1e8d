import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberTrialOffer, TRIAL_OFFER_HINT_KEY, wasOfferedTrial } from './trialOfferHint';

beforeEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the trial-offer hint', () => {
  it('is unset on a first visit, and kept once the trial was offered', () => {
    expect(wasOfferedTrial()).toBe(false);
    rememberTrialOffer(true);
    expect(localStorage.getItem(TRIAL_OFFER_HINT_KEY)).toBe('1');
    expect(wasOfferedTrial()).toBe(true);
  });

  it('forgets the offer once a read plan shows none (a trial taken, a plan bought)', () => {
    rememberTrialOffer(true);
    rememberTrialOffer(false);
    expect(wasOfferedTrial()).toBe(false);
    expect(localStorage.getItem(TRIAL_OFFER_HINT_KEY)).toBeNull();
  });

  it('reads as not offered when storage refuses, and never throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => rememberTrialOffer(true)).not.toThrow();
    expect(wasOfferedTrial()).toBe(false);
  });
});
