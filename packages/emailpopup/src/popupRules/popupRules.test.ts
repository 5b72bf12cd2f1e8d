import { describe, expect, it } from 'vitest';
import {
  browsingStart,
  CLOSE_ANIMATION_MS,
  dismissed,
  dismissedForGood,
  INITIAL_POPUP_STATE,
  isExcludedPath,
  OVERLAY_MOUNT_DELAY_MS,
  parsePopupState,
  POPUP_DELAY_MS,
  POPUP_STORAGE_KEYS,
  popupBlock,
  popupSchedule,
  RESHOW_AFTER_MS,
  serialisePopupState,
  shown,
  submitted,
  SWIPE_CLOSE_THRESHOLD_PX,
  type PopupContext,
} from './popupRules';

const NOW = Date.UTC(2026, 10, 23, 12);

const context = (changes: Partial<PopupContext> = {}): PopupContext => ({
  state: INITIAL_POPUP_STATE,
  subscribed: false,
  now: NOW,
  pathname: '/',
  isSignedIn: false,
  isInFrame: false,
  ...changes,
});

describe('constants', () => {
  it('are the spec’s timings, distance and key', () => {
    expect(POPUP_DELAY_MS).toBe(90_000); // EP-002
    expect(OVERLAY_MOUNT_DELAY_MS).toBe(5_000); // EP-003
    expect(RESHOW_AFTER_MS).toBe(604_800_000); // EP-004
    expect(RESHOW_AFTER_MS).toBe(7 * 24 * 60 * 60 * 1000);
    expect(SWIPE_CLOSE_THRESHOLD_PX).toBe(80); // EP-006
    expect(CLOSE_ANIMATION_MS).toBe(200); // EP-007
    expect(POPUP_STORAGE_KEYS.subscribed).toBe('email_subscribed'); // EP-014
  });
});

describe('popupBlock', () => {
  it('lets a first-time guest on an ordinary page see it', () => {
    expect(popupBlock(context())).toBeNull();
    expect(popupBlock(context({ pathname: '/flights' }))).toBeNull();
  });

  it('never shows to a signed-in user or inside a frame (EP-008)', () => {
    expect(popupBlock(context({ isSignedIn: true }))).toBe('signed-in');
    expect(popupBlock(context({ isInFrame: true }))).toBe('in-frame');
  });

  it.each([
    '/auth',
    '/trial-setup',
    '/email-verify',
    '/auth/v1/verify',
    '/profile',
    '/signup/complete',
    '/dashboard',
    '/dashboard/',
    '/profile/edit',
    '/Auth',
  ])('never shows on %s (EP-008, EP-009)', (pathname) => {
    expect(popupBlock(context({ pathname }))).toBe('excluded-path');
  });

  it('shows on pages that merely start with the same letters', () => {
    for (const pathname of ['/authors', '/profiles-of-writers', '/dashboard-admin', '/signup']) {
      expect(isExcludedPath(pathname), pathname).toBe(false);
    }
  });

  it('never shows again once submitted, permanently dismissed or email_subscribed (EP-005)', () => {
    expect(popupBlock(context({ state: submitted(INITIAL_POPUP_STATE) }))).toBe('submitted');
    expect(popupBlock(context({ subscribed: true }))).toBe('submitted');
    const forGood = dismissedForGood(shown(INITIAL_POPUP_STATE, NOW));
    expect(popupBlock(context({ state: forGood, now: NOW + 10 * RESHOW_AFTER_MS }))).toBe(
      'permanently-dismissed',
    );
  });

  it('returns exactly 7 days after a dismissed showing (EP-004)', () => {
    const state = dismissed(shown(INITIAL_POPUP_STATE, NOW));
    expect(popupBlock(context({ state, now: NOW + RESHOW_AFTER_MS - 1 }))).toBe(
      'recently-dismissed',
    );
    expect(popupBlock(context({ state, now: NOW + RESHOW_AFTER_MS }))).toBeNull();
  });

  it('shows again on a later visit when it appeared but was never dismissed', () => {
    expect(popupBlock(context({ state: shown(INITIAL_POPUP_STATE, NOW), now: NOW + 1 }))).toBe(
      null,
    );
  });
});

describe('parsePopupState', () => {
  it('reads back what it writes, with the four fields of travel.md §3', () => {
    const state = dismissed(shown(INITIAL_POPUP_STATE, NOW));
    const stored = serialisePopupState(state);
    // EP-010 … EP-013
    expect(Object.keys(JSON.parse(stored) as object).sort()).toEqual([
      'dismissed',
      'emailSubmitted',
      'lastShown',
      'permanentlyDismissed',
    ]);
    expect(parsePopupState(stored)).toEqual({ state, corrupt: false });
    expect(parsePopupState(null)).toEqual({ state: INITIAL_POPUP_STATE, corrupt: false });
  });

  it.each([
    ['broken JSON', '{"dismissed":'],
    ['a number', '42'],
    ['null', 'null'],
    ['a list', '[true]'],
    [
      'a text flag',
      '{"dismissed":"yes","permanentlyDismissed":false,"lastShown":null,"emailSubmitted":false}',
    ],
    [
      'a negative time',
      '{"dismissed":true,"permanentlyDismissed":false,"lastShown":-5,"emailSubmitted":false}',
    ],
    ['a missing field', '{"dismissed":true,"permanentlyDismissed":false,"lastShown":1}'],
  ])('discards %s as corrupt and starts over', (_case, stored) => {
    expect(parsePopupState(stored)).toEqual({ state: INITIAL_POPUP_STATE, corrupt: true });
  });
});

describe('schedule', () => {
  it('opens 90 s after browsing began, counted across reloads, never before 5 s', () => {
    expect(popupSchedule(NOW, NOW)).toEqual({ mountInMs: 5_000, openInMs: 90_000 });
    expect(popupSchedule(NOW - 60_000, NOW)).toEqual({ mountInMs: 5_000, openInMs: 30_000 });
    expect(popupSchedule(NOW - 89_000, NOW)).toEqual({ mountInMs: 5_000, openInMs: 5_000 });
    expect(popupSchedule(NOW - 3_600_000, NOW).openInMs).toBe(5_000);
  });

  it('takes the visited flag as the start only when it is a past time', () => {
    expect(browsingStart(String(NOW - 1000), NOW)).toBe(NOW - 1000);
    expect(browsingStart(null, NOW)).toBe(NOW);
    for (const bad of ['', 'soon', String(NOW + 1000), '-1', '1.5', '0']) {
      expect(browsingStart(bad, NOW), bad).toBe(NOW);
    }
  });
});
