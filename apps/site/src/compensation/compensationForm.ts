/**
 * The /flight-compensation page's texts and pure helpers. The rules are the server's
 * (`compensation-estimate`, packages/contracts compensationRules.ts): the page sends what the
 * traveller entered and shows the server's own texts, so no rule is written twice.
 */
import type { ClaimStatus, Disruption, ExtraordinaryAnswer } from '@voyagent/contracts';

export const COMPENSATION_PAGE_TEXTS = {
  title: 'Flight Compensation',
  lead: 'Check what EU Regulation 261/2004 gives for a delayed or cancelled flight, or a denied boarding, in the EU, Iceland, Liechtenstein, Norway and Switzerland: up to 600 EUR per passenger, by the distance flown. Then file your claim with us.',
  carrierLabel: 'The airline operating the flight is an EU, EEA or Swiss airline',
  carrierDescription:
    'Its operating licence was issued in an EU country, Iceland, Liechtenstein, Norway or Switzerland (such as Swiss for LX flights). We do not look airlines up: check your booking.',
  estimateFailed: 'The estimate is unavailable right now. Please try again.',
  claimFailed: 'Your claim could not be filed right now. Please try again.',
  signInToClaim:
    'Sign in to file a claim: we keep it on your account and show its status on your dashboard.',
  claimFiled: (flightNumber: string, flightDate: string) =>
    `Claim filed for ${flightNumber} on ${flightDate}. Follow its status on your dashboard.`,
  claimsHeading: 'Compensation claims',
  claimsEmpty: 'No compensation claims yet.',
  claimsFailed: 'Could not load your compensation claims. Please try again.',
} as const;

export const DISRUPTION_LABELS: Readonly<Record<Disruption, string>> = {
  delay: 'Arrived late',
  cancellation: 'Cancelled',
  denied_boarding: 'Denied boarding',
};

export const EXTRAORDINARY_LABELS: Readonly<Record<ExtraordinaryAnswer, string>> = {
  unknown: "I don't know",
  no: 'No',
  yes: 'Yes',
};

export const CLAIM_STATUS_LABELS: Readonly<Record<ClaimStatus, string>> = {
  submitted: 'Submitted',
  in_review: 'In review',
  paid: 'Paid',
  rejected: 'Rejected',
};

/**
 * The IATA code in what the airport field holds: the chosen "Paris (CDG)", or three letters
 * typed as they are. Anything else is sent as typed, for the server to refuse with its text.
 */
export function airportCodeOf(text: string): string {
  const trimmed = text.trim();
  const chosen = /\(([A-Za-z]{3})\)$/.exec(trimmed);
  return (chosen?.[1] ?? trimmed).toUpperCase();
}

/** A whole amount of euros in the reader's locale ("€600"), cents only when there are some. */
export function formatEuros(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

/** A decimal text of US dollars ("672.13") in the reader's locale. */
export function formatDollars(amount: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(
    amount as Intl.StringNumericLiteral,
  );
}

export function formatKilometres(distance: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilometer' }).format(distance);
}

/** The text to show for a failed call: the server's own where it is meant for people. */
export function refusalMessage(error: unknown, fallback: string): string {
  const { code, message } = error as { code?: string; message?: string };
  const meantForPeople = [
    'functions/invalid-argument',
    'functions/failed-precondition',
    'functions/already-exists',
    'functions/unauthenticated',
  ];
  return code && message && meantForPeople.includes(code) ? message : fallback;
}
