import { describe, expect, it } from 'vitest';
import {
  countdownAnnouncement,
  endOfWeek,
  isTimeUp,
  isValidDate,
  timeRemaining,
} from './countdownTime';

describe('endOfWeek (shell.md §4)', () => {
  it('is the coming Sunday at 23:59:59.999 local time', () => {
    const wednesday = new Date(2026, 2, 11, 9, 30);
    expect(endOfWeek(wednesday)).toEqual(new Date(2026, 2, 15, 23, 59, 59, 999));
  });

  it('is today on a Sunday, even in its last second', () => {
    expect(endOfWeek(new Date(2026, 2, 15, 0, 0))).toEqual(new Date(2026, 2, 15, 23, 59, 59, 999));
    expect(endOfWeek(new Date(2026, 2, 15, 23, 59, 59, 500))).toEqual(
      new Date(2026, 2, 15, 23, 59, 59, 999),
    );
  });

  it('is six days ahead on a Monday and crosses month and year ends', () => {
    expect(endOfWeek(new Date(2026, 2, 16, 0, 0))).toEqual(new Date(2026, 2, 22, 23, 59, 59, 999));
    expect(endOfWeek(new Date(2025, 11, 29, 12))).toEqual(new Date(2026, 0, 4, 23, 59, 59, 999));
  });
});

describe('timeRemaining', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = new Date(2026, 2, 11, 9, 30, 15, 400);
    const target = new Date(2026, 2, 13, 12, 45, 20, 0);
    expect(timeRemaining(target, now)).toEqual({ days: 2, hours: 3, minutes: 15, seconds: 4 });
  });

  it('counts from now to the end of the week', () => {
    const now = new Date(2026, 2, 15, 23, 59, 0, 0);
    expect(timeRemaining(endOfWeek(now), now)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 59,
    });
  });

  it('shows zeros once the target has passed, and at the exact moment', () => {
    const target = new Date(2026, 2, 15, 23, 59, 59, 999);
    const zeros = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(timeRemaining(target, target)).toEqual(zeros);
    expect(timeRemaining(target, new Date(2026, 2, 20))).toEqual(zeros);
  });

  it('treats an invalid target as passed', () => {
    expect(timeRemaining(new Date(Number.NaN), new Date())).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
    expect(isValidDate(new Date(Number.NaN))).toBe(false);
    expect(isValidDate(new Date(0))).toBe(true);
  });
});

describe('countdownAnnouncement', () => {
  it('announces to the minute, so it changes at most once a minute', () => {
    const a = countdownAnnouncement({ days: 1, hours: 2, minutes: 1, seconds: 59 });
    const b = countdownAnnouncement({ days: 1, hours: 2, minutes: 1, seconds: 0 });
    expect(a).toBe('1 day, 2 hours, 1 minute left');
    expect(b).toBe(a);
  });

  it('says when less than a minute is left and when time is up', () => {
    expect(countdownAnnouncement({ days: 0, hours: 0, minutes: 0, seconds: 30 })).toBe(
      'Less than a minute left',
    );
    expect(countdownAnnouncement({ days: 0, hours: 0, minutes: 0, seconds: 0 })).toBe('Time is up');
    expect(isTimeUp({ days: 0, hours: 0, minutes: 0, seconds: 1 })).toBe(false);
  });
});
