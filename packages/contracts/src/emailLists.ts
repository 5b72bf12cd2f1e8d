/**
 * The admin dashboard's e-mail tabs (travel.md §2 /dashboard-admin, tabs email-campaigns and
 * trial-emails; issue 12 item 7), for support-level staff only, checked on the server:
 * `email-captures-list` pages through the popup's captured addresses (migration 0014's
 * trial_signup_emails), `trial-emails-list` through the messages the sign-up e-mail wrote to the
 * local provider's outbox (email_outbox), recipients masked.
 */
import { z } from 'zod';
import { defineCallableContract } from './contract';
import { FUNCTION_NAMES } from './names';
import { isoTimestamp, nextOffset, pageFields, requestObject } from './payload';

export const MAX_EMAIL_LIST_PAGE = 100;
export const DEFAULT_EMAIL_LIST_PAGE = 25;

/**
 * An address as the trial-e-mails list shows it: the first character of the mailbox and the
 * whole domain (`j***@example.com`). The logs redact e-mails entirely (travel.md §8); staff keep
 * enough to tell deliveries apart without reading the address.
 */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${address.slice(0, 1)}***${address.slice(at)}`;
}

/** One captured address: when it was captured, welcomed and (if so) unsubscribed. */
export const emailCapture = z.strictObject({
  email: z.string(),
  captured_at: isoTimestamp,
  welcome_sent_at: isoTimestamp.nullable(),
  unsubscribed_at: isoTimestamp.nullable(),
});
export type EmailCapture = z.infer<typeof emailCapture>;

/**
 * `email-captures-list` {limit?, offset?} → {captures, total, nextOffset}: the captured
 * addresses, newest first, and how many there are in all (the site exports them as CSV).
 */
export const emailCapturesList = defineCallableContract({
  name: FUNCTION_NAMES.emailCapturesList,
  access: 'signedIn',
  request: requestObject(
    pageFields(MAX_EMAIL_LIST_PAGE, DEFAULT_EMAIL_LIST_PAGE),
    'Send {limit?, offset?}.',
  ),
  response: z.strictObject({
    captures: z.array(emailCapture),
    total: z.number().int().nonnegative(),
    nextOffset,
  }),
  errors: {
    /** permission-denied. */
    notSupport: 'Only support staff can read the e-mail captures.',
  },
});

/**
 * A kept message's state: `sent` (written to the outbox), or `unsubscribed` when its recipient
 * has since used the unsubscribe link.
 */
export const TRIAL_EMAIL_STATUSES = ['sent', 'unsubscribed'] as const;
export type TrialEmailStatus = (typeof TRIAL_EMAIL_STATUSES)[number];

export const trialEmail = z.strictObject({
  id: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(TRIAL_EMAIL_STATUSES),
  sent_at: isoTimestamp,
});
export type TrialEmail = z.infer<typeof trialEmail>;

/**
 * `trial-emails-list` {limit?, offset?} → {emails, nextOffset}: the sign-up e-mails the local
 * provider kept (emulator and demo mode; a real provider keeps none), newest first, each
 * recipient masked (`maskEmail`). The outbox has no retry path, so the list only reads.
 */
export const trialEmailsList = defineCallableContract({
  name: FUNCTION_NAMES.trialEmailsList,
  access: 'signedIn',
  request: requestObject(
    pageFields(MAX_EMAIL_LIST_PAGE, DEFAULT_EMAIL_LIST_PAGE),
    'Send {limit?, offset?}.',
  ),
  response: z.strictObject({ emails: z.array(trialEmail), nextOffset }),
  errors: {
    /** permission-denied. */
    notSupport: 'Only support staff can read the trial e-mails.',
  },
});
