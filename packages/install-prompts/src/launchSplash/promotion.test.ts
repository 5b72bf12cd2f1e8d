import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COUNTDOWN_TICK_MS,
  LAUNCH_PROMOTION,
  promotionCountdownTarget,
  promotionTimeLeft,
} from './promotion';

/** Node re-reads TZ when it changes, so a test can run in a zone with DST. */
function inTimeZone(zone: string) {
  vi.stubEnv('TZ', zone);
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('promotion constants (shell.md §3)', () => {
  it('are the spec values (IP-001, SI-189, SI-190, SI-191, SI-192)', () => {
    expect(LAUNCH_PROMOTION).toEqual({
      durationDays: 7,
      startDate: '2025-10-10',
      code: 'BLACKFRIDAY50',
      discountPercent: 50,
    });
  });
});

describe('promotion countdown (shell.md §4)', () => {
  // IP-121
  it('ticks every second', () => {
    expect(COUNTDOWN_TICK_MS).toBe(1000);
  });

  // IP-122
  it('targets Sunday 23:59:59.999 local time of the current week', () => {
    inTimeZone('Asia/Tokyo');
    const wednesday = new Date(2026, 10, 18, 9, 30);
    expect(promotionCountdownTarget(wednesday)).toEqual(new Date(2026, 10, 22, 23, 59, 59, 999));
    expect(promotionTimeLeft(promotionCountdownTarget(wednesday), wednesday)).toEqual({
      days: 4,
      hours: 14,
      minutes: 29,
      seconds: 59,
    });
  });

  it('on Monday 00:00 counts a full week less a millisecond; on Sunday, to that night', () => {
    inTimeZone('America/New_York');
    const monday = new Date(2026, 10, 16, 0, 0, 0, 0);
    expect(promotionTimeLeft(promotionCountdownTarget(monday), monday)).toEqual({
      days: 6,
      hours: 23,
      minutes: 59,
      seconds: 59,
    });
    const sundayNight = new Date(2026, 10, 22, 23, 59, 58, 0);
    expect(promotionCountdownTarget(sundayNight)).toEqual(new Date(2026, 10, 22, 23, 59, 59, 999));
    expect(promotionTimeLeft(promotionCountdownTarget(sundayNight), sundayNight)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 1,
    });
  });

  it('is the local Sunday, not the UTC one', () => {
    inTimeZone('Pacific/Auckland');
    // Monday morning in Auckland is still Sunday in UTC: the target is next Sunday, not today.
    const mondayMorning = new Date(2026, 10, 23, 8, 0);
    expect(mondayMorning.getUTCDay()).toBe(0);
    expect(promotionCountdownTarget(mondayMorning)).toEqual(
      new Date(2026, 10, 29, 23, 59, 59, 999),
    );
  });

  it('loses an hour across the spring DST change and gains one across the autumn change', () => {
    inTimeZone('Europe/Paris');
    // Clocks go forward on Sunday 29 March 2026 and back on Sunday 25 October 2026.
    const beforeSpring = new Date(2026, 2, 25, 12, 0);
    expect(promotionTimeLeft(promotionCountdownTarget(beforeSpring), beforeSpring)).toEqual({
      days: 4,
      hours: 10,
      minutes: 59,
      seconds: 59,
    });
    const beforeAutumn = new Date(2026, 9, 21, 12, 0);
    expect(promotionTimeLeft(promotionCountdownTarget(beforeAutumn), beforeAutumn)).toEqual({
      days: 4,
      hours: 12,
      minutes: 59,
      seconds: 59,
    });
    expect(promotionCountdownTarget(beforeSpring).getHours()).toBe(23);
  });

  // IP-123
  it('shows zeros once the end of the week has passed', () => {
    const mounted = new Date(2026, 10, 22, 23, 0);
    const target = promotionCountdownTarget(mounted);
    const zeros = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(promotionTimeLeft(target, new Date(2026, 10, 23, 0, 0))).toEqual(zeros);
    expect(promotionTimeLeft(target, new Date(target.getTime()))).toEqual(zeros);
  });
});
