/** The queries of the admin dashboard's e-mail tabs over migration 0014's tables. */
import { maskEmail, type EmailCapture, type TrialEmail } from '@voyagent/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Page = { limit: number; offset: number };

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/**
 * Up to `limit + 1` captured addresses, newest first; the address (the key) breaks ties between
 * captures of the same instant, so pages never overlap.
 */
export async function capturesPage(db: Kysely<Database>, page: Page): Promise<EmailCapture[]> {
  const rows = await db
    .selectFrom('trial_signup_emails')
    .select(['email', 'created_at', 'welcome_sent_at', 'unsubscribed_at'])
    .orderBy('created_at', 'desc')
    .orderBy('email')
    .limit(page.limit + 1)
    .offset(page.offset)
    .execute();
  return rows.map((row) => ({
    email: row.email,
    captured_at: iso(row.created_at),
    welcome_sent_at: isoOrNull(row.welcome_sent_at),
    unsubscribed_at: isoOrNull(row.unsubscribed_at),
  }));
}

/** How many addresses are captured in all. */
export async function captureCount(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom('trial_signup_emails')
    .select(sql<string>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Up to `limit + 1` kept messages, newest first (the id breaking ties), each with whether its
 * recipient has unsubscribed since; the recipient never leaves here unmasked.
 */
export async function outboxPage(db: Kysely<Database>, page: Page): Promise<TrialEmail[]> {
  const rows = await db
    .selectFrom('email_outbox as o')
    .leftJoin('trial_signup_emails as t', 't.email', 'o.recipient')
    .select(['o.id', 'o.recipient', 'o.subject', 'o.created_at', 't.unsubscribed_at'])
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(page.limit + 1)
    .offset(page.offset)
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    recipient: maskEmail(row.recipient),
    subject: row.subject,
    status: row.unsubscribed_at === null ? 'sent' : 'unsubscribed',
    sent_at: iso(row.created_at),
  }));
}
