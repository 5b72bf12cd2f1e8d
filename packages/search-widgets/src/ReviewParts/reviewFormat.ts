/** Numbers and dates of the review widgets, through Intl in the reader's locale. */

const FALLBACK_LOCALE = 'en-US';

/**
 * The locale as Intl can use it: a partner's page may pass anything (`data-locale="english"`), and
 * Intl throws a RangeError on a malformed tag. That falls back to en-US, the spec's English.
 */
export function usableLocale(locale: string | undefined): string {
  if (!locale) return FALLBACK_LOCALE;
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? FALLBACK_LOCALE;
  } catch {
    return FALLBACK_LOCALE;
  }
}

/** A rating as shown: at most one decimal (4.8, or 4,8 in French). */
export function formatRating(locale: string, rating: number): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(rating);
}

/** A whole percent (95%); `signed` adds the + of a growth figure (+98%). */
export function formatPercent(locale: string, percent: number, signed = false): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 0,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(percent / 100);
}

/** The day a review was written, in the reader's time zone; null for an unreadable date. */
export function formatReviewDate(locale: string, isoTimestamp: string): string | null {
  const time = Date.parse(isoTimestamp);
  if (Number.isNaN(time)) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(time);
}
