/** The queries of e-mail sign-up (migration 0014). Addresses arrive normalised. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { OutgoingEmail } from './emailProvider';

/** Keeps the address; an address already kept is left as it is (the same address twice is one). */
export async function recordSignup(db: Kysely<Database>, email: string): Promise<void> {
  await db
    .insertInto('trial_signup_emails')
    .values({ email })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .execute();
}

/**
 * Claims the address's welcome e-mail: true for the one caller that may send it now. One
 * conditional update, so of concurrent repeats only one claims it; never for an address that
 * unsubscribed or was already welcomed.
 */
export async function claimWelcome(
  db: Kysely<Database>,
  email: string,
  now: Date,
): Promise<boolean> {
  const claimed = await db
    .updateTable('trial_signup_emails')
    .set({ welcome_sent_at: now })
    .where('email', '=', email)
    .where('welcome_sent_at', 'is', null)
    .where('unsubscribed_at', 'is', null)
    .returning('email')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Gives the claim back after the provider refused, so the next submission sends it. */
export async function releaseWelcome(db: Kysely<Database>, email: string): Promise<void> {
  await db
    .updateTable('trial_signup_emails')
    .set({ welcome_sent_at: null })
    .where('email', '=', email)
    .execute();
}

/**
 * Marks the address unsubscribed (keeping the first time it was). The row is made if it is
 * missing, so a later sign-up of the address sends nothing either.
 */
export async function markUnsubscribed(
  db: Kysely<Database>,
  email: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto('trial_signup_emails')
    .values({ email, unsubscribed_at: now })
    .onConflict((conflict) =>
      conflict
        .column('email')
        .doUpdateSet({ unsubscribed_at: now })
        .where('trial_signup_emails.unsubscribed_at', 'is', null),
    )
    .execute();
}

/** The local provider's delivery: the message kept in email_outbox. */
export async function addToOutbox(db: Kysely<Database>, message: OutgoingEmail): Promise<void> {
  await db
    .insertInto('email_outbox')
    .values({
      recipient: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      unsubscribe_url: message.unsubscribeUrl,
    })
    .execute();
}
