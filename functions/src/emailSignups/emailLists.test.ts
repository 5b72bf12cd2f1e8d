import { randomUUID } from 'node:crypto';
import type { Role } from '@voyagent/contracts';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { callableRequest, rejection } from '../../test/callableRequest';
import { getDatabase } from '../db/database';
import { listEmailCaptures, listTrialEmails } from './emailLists';

beforeAll(() => {
  process.env.DATABASE_URL = inject('databaseUrl');
});

async function account(roles: Role[] = []) {
  const uid = `user-${randomUUID()}`;
  if (roles.length > 0) {
    const db = await getDatabase();
    await db
      .insertInto('user_roles')
      .values(roles.map((role) => ({ user_id: uid, role })))
      .execute();
  }
  return { uid, email: `${uid}@example.com` };
}

/**
 * Rows dated after anything the other suites write (they share the tables), one second apart,
 * so these are the newest and their order is known.
 */
const future = (second: number) => new Date(Date.UTC(2100, 0, 1, 0, 0, second));

const captures = (data: object, caller?: { uid: string }) =>
  Promise.resolve(listEmailCaptures.run(callableRequest(data, caller)));
const trialEmails = (data: object, caller?: { uid: string }) =>
  Promise.resolve(listTrialEmails.run(callableRequest(data, caller)));

describe('email-captures-list', () => {
  it('pages the captured addresses newest first, with their total', async () => {
    const db = await getDatabase();
    const tag = randomUUID();
    const addresses = [0, 1, 2].map((n) => `capture-${n}-${tag}@example.com`);
    const [oldest = '', middle = '', newest = ''] = addresses;
    await db
      .insertInto('trial_signup_emails')
      .values([
        { email: oldest, created_at: future(10) },
        { email: middle, created_at: future(11), welcome_sent_at: future(12) },
        { email: newest, created_at: future(13), unsubscribed_at: future(14) },
      ])
      .execute();
    const staff = await account(['support']);

    const first = await captures({ limit: 2 }, staff);
    expect(first.captures).toEqual([
      {
        email: addresses[2],
        captured_at: future(13).toISOString(),
        welcome_sent_at: null,
        unsubscribed_at: future(14).toISOString(),
      },
      {
        email: addresses[1],
        captured_at: future(11).toISOString(),
        welcome_sent_at: future(12).toISOString(),
        unsubscribed_at: null,
      },
    ]);
    expect(first.nextOffset).toBe(2);
    expect(first.total).toBeGreaterThanOrEqual(3);

    const second = await captures({ limit: 1, offset: 2 }, staff);
    expect(second.captures.map((capture) => capture.email)).toEqual([addresses[0]]);
  });

  it('ends the paging with nextOffset null', async () => {
    const staff = await account(['admin']);
    const { total } = await captures({}, staff);
    const last = await captures({ limit: 1, offset: total - 1 }, staff);
    expect(last.captures).toHaveLength(1);
    expect(last.nextOffset).toBeNull();
  });

  it.each([[[]], [['marketing'] as Role[]]])(
    'refuses an account holding %j as permission-denied',
    async (roles) => {
      const refused = await rejection(captures({}, await account(roles)));
      expect(refused).toEqual({
        code: 'permission-denied',
        message: 'Only support staff can read the e-mail captures.',
      });
    },
  );

  it('refuses guests and bad paging before reading anything', async () => {
    expect((await rejection(captures({}))).code).toBe('unauthenticated');
    const staff = await account(['support']);
    const tooLong = await rejection(captures({ limit: 101 }, staff));
    expect(tooLong).toEqual({ code: 'invalid-argument', message: 'limit must be at most 100' });
    const negative = await rejection(captures({ offset: -1 }, staff));
    expect(negative.code).toBe('invalid-argument');
  });
});

describe('trial-emails-list', () => {
  it('pages the kept messages newest first, recipients masked, unsubscribes shown', async () => {
    const db = await getDatabase();
    const tag = randomUUID();
    const jane = `jane-${tag}@example.com`;
    const omar = `omar-${tag}@example.org`;
    await db
      .insertInto('trial_signup_emails')
      .values({ email: omar, created_at: future(20), unsubscribed_at: future(23) })
      .execute();
    const message = (recipient: string, second: number) => ({
      recipient,
      subject: `Welcome ${tag}`,
      text_body: 'text',
      html_body: '<p>html</p>',
      unsubscribe_url: 'http://127.0.0.1:5001/unsubscribe',
      created_at: future(second),
    });
    await db
      .insertInto('email_outbox')
      .values([message(jane, 20), message(omar, 21), message(jane, 22)])
      .execute();
    const staff = await account(['support']);

    const first = await trialEmails({ limit: 2 }, staff);
    expect(first.emails).toEqual([
      {
        id: expect.any(String),
        recipient: 'j***@example.com',
        subject: `Welcome ${tag}`,
        status: 'sent',
        sent_at: future(22).toISOString(),
      },
      {
        id: expect.any(String),
        recipient: 'o***@example.org',
        subject: `Welcome ${tag}`,
        status: 'unsubscribed',
        sent_at: future(21).toISOString(),
      },
    ]);
    expect(first.nextOffset).toBe(2);
    expect(JSON.stringify(first)).not.toContain(tag + '@');

    const second = await trialEmails({ limit: 1, offset: 2 }, staff);
    expect(second.emails[0]?.sent_at).toBe(future(20).toISOString());
  });

  it('refuses a signed-in user without a staff role as permission-denied', async () => {
    const refused = await rejection(trialEmails({}, await account()));
    expect(refused).toEqual({
      code: 'permission-denied',
      message: 'Only support staff can read the trial e-mails.',
    });
    expect((await rejection(trialEmails({}))).code).toBe('unauthenticated');
  });
});
