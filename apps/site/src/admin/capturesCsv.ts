import type { EmailCapture } from '@voyagent/contracts';

const HEADER = ['email', 'captured_at', 'welcome_sent_at', 'unsubscribed_at'] as const;

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (CSV injection): such a
 * cell gets a leading apostrophe, which spreadsheets show as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field (RFC 4180): quoted when it holds a quote, comma or line break. */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The captures as a CSV file's text: a header line, then one line per capture, CRLF-ended. */
export function capturesCsv(captures: readonly EmailCapture[]): string {
  const lines = [
    HEADER.join(','),
    ...captures.map((capture) => HEADER.map((key) => csvField(capture[key] ?? '')).join(',')),
  ];
  return `${lines.map((line) => `${line}\r\n`).join('')}`;
}

/** The file's name: the captures of one UTC day. */
export const capturesCsvName = (now: Date) =>
  `email-captures-${now.toISOString().slice(0, 10)}.csv`;
