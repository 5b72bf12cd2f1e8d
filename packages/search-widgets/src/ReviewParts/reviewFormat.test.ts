import { describe, expect, it } from 'vitest';
import { formatPercent, formatRating, formatReviewDate, usableLocale } from './reviewFormat';

describe('review formats', () => {
  it('keeps a well-formed locale and falls back to en-US for a malformed or missing one', () => {
    expect(usableLocale('fr-FR')).toBe('fr-FR');
    expect(usableLocale('de')).toBe('de');
    expect(usableLocale('english please')).toBe('en-US');
    expect(usableLocale('')).toBe('en-US');
    expect(usableLocale(undefined)).toBe('en-US');
  });

  it('formats ratings and percents for the locale', () => {
    expect(formatRating('en-US', 4.8)).toBe('4.8');
    expect(formatRating('fr-FR', 4.8)).toBe('4,8');
    expect(formatRating('en-US', 4)).toBe('4');
    expect(formatPercent('en-US', 95)).toBe('95%');
    expect(formatPercent('en-US', 98, true)).toBe('+98%');
    expect(formatPercent('de-DE', 98, true)).toBe('+98\u00a0%');
  });

  it('formats the review day, or nothing for an unreadable date', () => {
    expect(formatReviewDate('en-US', '2025-09-14T12:00:00.000Z')).toBe('Sep 14, 2025');
    expect(formatReviewDate('fr-FR', '2025-09-14T12:00:00.000Z')).toBe('14 sept. 2025');
    expect(formatReviewDate('en-US', 'yesterday')).toBeNull();
  });
});
