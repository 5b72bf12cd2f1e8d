/**
 * When the e-mail capture popup may appear (travel.md §3, §4, §9), as pure functions of the stored
 * state, the clock and the page. The component and the host only supply those.
 */

/** EP-002: the popup appears after this much browsing. */
export const POPUP_DELAY_MS = 90_000;
/** EP-003: the overlay mounts this long after the page, well before it can open. */
export const OVERLAY_MOUNT_DELAY_MS = 5_000;
/** EP-004: a dismissed popup returns after 7 days. */
export const RESHOW_AFTER_MS = 604_800_000;
/** EP-006: a swipe down of more than this closes the popup on mobile. */
export const SWIPE_CLOSE_THRESHOLD_PX = 80;
/** EP-007: the closing animation. */
export const CLOSE_ANIMATION_MS = 200;

/** EP-008, EP-009: the popup never shows on these pages (or below them). */
export const EXCLUDED_PATHS = [
  '/auth',
  '/trial-setup',
  '/email-verify',
  '/auth/v1/verify',
  '/profile',
  '/signup/complete',
  '/dashboard',
] as const;

/** Where the popup keeps what it needs between visits (EP-014, EP-015). */
export const POPUP_STORAGE_KEYS = {
  /** Local storage: the popup's state, JSON of `PopupState`. */
  state: 'voyagent_email_popup',
  /** Local storage: `true` once an address was accepted; other code may read it. */
  subscribed: 'email_subscribed',
  /** Session storage: the visited flag, when this visit's browsing began (ms since epoch). */
  visited: 'voyagent_email_popup_visited',
} as const;

/** EP-010 to EP-013: the popup's local state. */
export interface PopupState {
  /** Closed without an address; it returns RESHOW_AFTER_MS after lastShown. */
  dismissed: boolean;
  /** "Don't show again": never shown again. */
  permanentlyDismissed: boolean;
  /** When it last appeared (ms since epoch), or null when never. */
  lastShown: number | null;
  /** An address was accepted: never shown again. */
  emailSubmitted: boolean;
}

export const INITIAL_POPUP_STATE: PopupState = Object.freeze({
  dismissed: false,
  permanentlyDismissed: false,
  lastShown: null,
  emailSubmitted: false,
});

/** A stored state exactly as this module writes it; null for anything else. */
function readState(value: unknown): PopupState | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const { dismissed, permanentlyDismissed, lastShown, emailSubmitted } = value as Record<
    string,
    unknown
  >;
  const validTime =
    lastShown === null ||
    (typeof lastShown === 'number' && Number.isSafeInteger(lastShown) && lastShown >= 0);
  if (
    typeof dismissed !== 'boolean' ||
    typeof permanentlyDismissed !== 'boolean' ||
    typeof emailSubmitted !== 'boolean' ||
    !validTime
  ) {
    return null;
  }
  return { dismissed, permanentlyDismissed, lastShown, emailSubmitted };
}

/**
 * The stored state, or the initial one when none is stored. `corrupt` is true when something was
 * stored but is not a state (broken JSON, wrong types): the caller discards it and writes the
 * initial state back, so the page carries on as for a first visit.
 */
export function parsePopupState(stored: string | null): { state: PopupState; corrupt: boolean } {
  if (stored === null) return { state: INITIAL_POPUP_STATE, corrupt: false };
  try {
    const state = readState(JSON.parse(stored));
    return state ? { state, corrupt: false } : { state: INITIAL_POPUP_STATE, corrupt: true };
  } catch {
    return { state: INITIAL_POPUP_STATE, corrupt: true };
  }
}

export const serialisePopupState = (state: PopupState): string => JSON.stringify(state);

/** True on an excluded page or any page below one (`/profile/edit`); a trailing slash is ignored. */
export function isExcludedPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const lower = path.toLowerCase();
  return EXCLUDED_PATHS.some((excluded) => lower === excluded || lower.startsWith(`${excluded}/`));
}

export interface PopupContext {
  state: PopupState;
  /** `email_subscribed` is `true` in local storage. */
  subscribed: boolean;
  now: number;
  pathname: string;
  isSignedIn: boolean;
  isInFrame: boolean;
}

export type PopupBlock =
  | 'signed-in'
  | 'in-frame'
  | 'excluded-path'
  | 'submitted'
  | 'permanently-dismissed'
  | 'recently-dismissed';

/** Why the popup may not show now, or null when it may (EP-004, EP-005, EP-008). */
export function popupBlock({
  state,
  subscribed,
  now,
  pathname,
  isSignedIn,
  isInFrame,
}: PopupContext): PopupBlock | null {
  if (isSignedIn) return 'signed-in';
  if (isInFrame) return 'in-frame';
  if (isExcludedPath(pathname)) return 'excluded-path';
  if (state.emailSubmitted || subscribed) return 'submitted';
  if (state.permanentlyDismissed) return 'permanently-dismissed';
  if (state.dismissed && state.lastShown !== null && now - state.lastShown < RESHOW_AFTER_MS) {
    return 'recently-dismissed';
  }
  return null;
}

/**
 * When this visit's browsing began: the stored visited flag when it is a time not in the future,
 * else now (a first page, or a flag that cannot be right).
 */
export function browsingStart(storedVisited: string | null, now: number): number {
  const start = Number(storedVisited);
  return storedVisited !== null && Number.isSafeInteger(start) && start > 0 && start <= now
    ? start
    : now;
}

/**
 * How long from now until the overlay mounts and until the popup opens: 90 s after browsing began
 * (so a reload does not restart the count), never before the overlay's 5 s.
 */
export function popupSchedule(start: number, now: number): { mountInMs: number; openInMs: number } {
  const mountInMs = OVERLAY_MOUNT_DELAY_MS;
  return { mountInMs, openInMs: Math.max(mountInMs, start + POPUP_DELAY_MS - now) };
}

/** The state once the popup has appeared. */
export const shown = (state: PopupState, now: number): PopupState => ({
  ...state,
  dismissed: false,
  lastShown: now,
});

/** Closed without an address: back in 7 days. */
export const dismissed = (state: PopupState): PopupState => ({ ...state, dismissed: true });

/** "Don't show again". */
export const dismissedForGood = (state: PopupState): PopupState => ({
  ...state,
  dismissed: true,
  permanentlyDismissed: true,
});

/** An address was accepted (EP-019). */
export const submitted = (state: PopupState): PopupState => ({ ...state, emailSubmitted: true });
