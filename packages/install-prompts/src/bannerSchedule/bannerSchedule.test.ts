import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BANNER_REDISPLAY_AFTER_DISMISSAL_MS,
  delayUntil,
  planSecondPrompt,
  planSocialPrompt,
  planTopBanner,
  SECOND_PROMPT_REMINDER_TITLE,
  socialSource,
  type SecondPromptFacts,
  type TopBannerFacts,
} from './bannerSchedule';

const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);
const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;

const firstVisit: TopBannerFacts = {
  visitStartedAt: T0,
  firstVisit: T0,
  lastDismissal: null,
  promptReadyAt: null,
  installed: false,
  permanentlyDismissed: false,
  dismissedThisSession: false,
};

describe('planTopBanner (shell.md §4)', () => {
  // IP-086
  it('shows 25 s after the first visit, with or without the browser prompt', () => {
    expect(planTopBanner(firstVisit)).toEqual({ kind: 'at', at: T0 + 25 * SECOND });
    expect(planTopBanner({ ...firstVisit, promptReadyAt: T0 + 3 * SECOND })).toEqual({
      kind: 'at',
      at: T0 + 25 * SECOND,
    });
  });

  // IP-087
  it('shows 1 s after the prompt is ready once the 25 s have passed', () => {
    const later = { ...firstVisit, visitStartedAt: T0 + 2 * HOUR };
    expect(planTopBanner(later)).toEqual({ kind: 'wait-for-prompt' });
    expect(planTopBanner({ ...later, promptReadyAt: T0 + 2 * HOUR + 400 })).toEqual({
      kind: 'at',
      at: T0 + 2 * HOUR + 1400,
    });
  });

  it('keeps the first visit timer when the prompt arrives after 25 s in that same visit', () => {
    expect(planTopBanner({ ...firstVisit, promptReadyAt: T0 + 40 * SECOND })).toEqual({
      kind: 'at',
      at: T0 + 25 * SECOND,
    });
  });

  // IP-088
  it('holds back for 48 h after a dismissal, then shows 1 s after the prompt', () => {
    const dismissedAt = T0 + 30 * SECOND;
    const nextDay = {
      ...firstVisit,
      visitStartedAt: dismissedAt + 24 * HOUR,
      lastDismissal: dismissedAt,
      promptReadyAt: dismissedAt + 24 * HOUR + 500,
    };
    expect(BANNER_REDISPLAY_AFTER_DISMISSAL_MS).toBe(172800000);
    expect(planTopBanner(nextDay)).toEqual({ kind: 'at', at: dismissedAt + 48 * HOUR });

    const twoDaysLater = dismissedAt + 48 * HOUR;
    expect(
      planTopBanner({
        ...nextDay,
        visitStartedAt: twoDaysLater,
        promptReadyAt: twoDaysLater + 200,
      }),
    ).toEqual({ kind: 'at', at: twoDaysLater + 1200 });
  });

  // IP-089
  it('never shows when installed, permanently dismissed, or dismissed this session', () => {
    const ready = { ...firstVisit, promptReadyAt: T0 };
    expect(planTopBanner({ ...ready, installed: true })).toEqual({
      kind: 'never',
      reason: 'installed',
    });
    expect(planTopBanner({ ...ready, permanentlyDismissed: true })).toEqual({
      kind: 'never',
      reason: 'permanently-dismissed',
    });
    expect(planTopBanner({ ...ready, dismissedThisSession: true })).toEqual({
      kind: 'never',
      reason: 'dismissed-this-session',
    });
  });

  describe('on a fake clock', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      vi.setSystemTime(T0);
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('a surface that waits delayUntil(at) shows the banner at 25 s, not before', () => {
      const show = vi.fn();
      const plan = planTopBanner({ ...firstVisit, visitStartedAt: Date.now() });
      if (plan.kind === 'at') setTimeout(show, delayUntil(plan.at, Date.now()));
      vi.advanceTimersByTime(24_999);
      expect(show).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(show).toHaveBeenCalledOnce();
    });
  });

  it('delayUntil never goes negative', () => {
    expect(delayUntil(T0, T0 + 5000)).toBe(0);
    expect(delayUntil(T0 + 5000, T0)).toBe(5000);
  });
});

const mobile: SecondPromptFacts = {
  firstVisit: T0,
  lastDismissal: null,
  installed: false,
  permanentlyDismissed: false,
  isMobile: true,
  isSocialBrowser: false,
};

describe('planSecondPrompt (shell.md §4)', () => {
  // IP-102, IP-094
  it('shows about 35 s after the first visit on mobile', () => {
    expect(planSecondPrompt(mobile)).toEqual({ kind: 'at', at: T0 + 35_000, variant: 'first' });
  });

  // IP-103, IP-098
  it('returns 48 h after Not Now as the "Still want the app" reminder', () => {
    const dismissedAt = T0 + HOUR;
    expect(planSecondPrompt({ ...mobile, lastDismissal: dismissedAt })).toEqual({
      kind: 'at',
      at: dismissedAt + 48 * HOUR,
      variant: 'reminder',
    });
    expect(SECOND_PROMPT_REMINDER_TITLE).toBe('Still want the app');
  });

  // IP-099, IP-097
  it('never shows off mobile, when installed, in a social browser, or after close', () => {
    expect(planSecondPrompt({ ...mobile, isMobile: false })).toMatchObject({
      reason: 'not-mobile',
    });
    expect(planSecondPrompt({ ...mobile, installed: true })).toMatchObject({ reason: 'installed' });
    expect(planSecondPrompt({ ...mobile, isSocialBrowser: true })).toMatchObject({
      reason: 'social-browser',
    });
    expect(planSecondPrompt({ ...mobile, permanentlyDismissed: true })).toMatchObject({
      reason: 'permanently-dismissed',
    });
  });
});

describe('social install prompt (shell.md §4)', () => {
  const page = 'https://voyagent.app/';

  // IP-100
  it.each([
    ['https://l.instagram.com/?u=x', 'instagram'],
    ['https://m.facebook.com/', 'facebook'],
    ['https://t.co/abc', 'twitter'],
    ['https://www.tiktok.com/@voyagent', 'tiktok'],
  ])('recognises the referrer %s', (referrer, network) => {
    expect(socialSource({ referrer, pageUrl: page })).toBe(network);
  });

  // IP-101
  it('recognises utm_source in any case', () => {
    expect(socialSource({ referrer: '', pageUrl: `${page}?utm_source=Instagram` })).toBe(
      'instagram',
    );
    expect(socialSource({ referrer: '', pageUrl: `${page}?utm_source=fb&utm_medium=x` })).toBe(
      'facebook',
    );
  });

  it('does not take a look-alike host or an unrelated source for a social network', () => {
    expect(socialSource({ referrer: 'https://notfacebook.com/', pageUrl: page })).toBeNull();
    expect(socialSource({ referrer: 'https://www.google.com/', pageUrl: page })).toBeNull();
    expect(socialSource({ referrer: '', pageUrl: `${page}?utm_source=newsletter` })).toBeNull();
    expect(socialSource({ referrer: 'not a url', pageUrl: 'also not a url' })).toBeNull();
  });

  it('shows unless installed or permanently dismissed', () => {
    const facts = {
      referrer: 'https://www.instagram.com/',
      pageUrl: page,
      installed: false,
      permanentlyDismissed: false,
    };
    expect(planSocialPrompt(facts)).toEqual({ show: true, network: 'instagram' });
    expect(planSocialPrompt({ ...facts, installed: true })).toEqual({ show: false });
    expect(planSocialPrompt({ ...facts, permanentlyDismissed: true })).toEqual({ show: false });
    expect(planSocialPrompt({ ...facts, referrer: '' })).toEqual({ show: false });
  });
});
