import { endOfWeek, timeRemaining, type TimeRemaining } from '@voyagent/ui-kit/Countdown';

/** shell.md §3: the launch promotion (50% off premium lifetime access, shell.md §1). */
export const LAUNCH_PROMOTION = {
  durationDays: 7,
  startDate: '2025-10-10',
  code: 'BLACKFRIDAY50',
  discountPercent: 50,
} as const;

/** shell.md §4: the countdown ticks every second. */
export const COUNTDOWN_TICK_MS = 1000;

/**
 * shell.md §4: the countdown runs to the end of the current week, Sunday 23:59:59.999 in the
 * visitor's time zone (on a Sunday, that same night). A surface fixes the target when it mounts
 * and counts to it, so the count shows zeros once the target has passed.
 */
export function promotionCountdownTarget(now: Date): Date {
  return endOfWeek(now);
}

/** Days, hours, minutes and seconds left until `target`; all zeros once it has passed. */
export function promotionTimeLeft(target: Date, now: Date): TimeRemaining {
  return timeRemaining(target, now);
}

export type { TimeRemaining };
