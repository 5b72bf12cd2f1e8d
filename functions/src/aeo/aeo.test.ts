import { randomUUID } from 'node:crypto';
import type { Role } from '@voyagent/contracts';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { callableRequest, rejection } from '../../test/callableRequest';
import { getDatabase } from '../db/database';
import { readAeoStats, recordAeoEvent } from './aeo';
import { aeoStatsSince, aeoTables, countAeoEvent } from './aeoStore';

beforeAll(() => {
  process.env.DATABASE_URL = inject('databaseUrl');
});

beforeEach(async () => {
  await aeoTables(await getDatabase())
    .deleteFrom('aeo_event_counts')
    .execute();
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

const send = (data: object) => recordAeoEvent.run(callableRequest(data));
const stats = (caller?: { uid: string }) => readAeoStats.run(callableRequest({}, caller));

describe('aeo-event', () => {
  it('counts each event on its day, path, event and label, summing the values', async () => {
    const path = '/what-is-voyagent';
    expect(await send({ event: 'aeo_page_view', path, value: 1 })).toEqual({ recorded: true });
    await send({ event: 'aeo_page_view', path, value: 1 });
    await send({ event: 'aeo_schema_count', path, value: 2 });
    await send({ event: 'aeo_schema_count', path, value: 3 });
    await send({ event: 'aeo_ai_referral', path, value: 1, label: 'Perplexity' });
    const rows = await aeoTables(await getDatabase())
      .selectFrom('aeo_event_counts')
      .select(['path', 'event', 'label', 'count', 'value_total'])
      .orderBy('event')
      .execute();
    expect(rows).toEqual([
      { path, event: 'aeo_ai_referral', label: 'Perplexity', count: 1, value_total: '1' },
      { path, event: 'aeo_page_view', label: '', count: 2, value_total: '2' },
      { path, event: 'aeo_schema_count', label: '', count: 2, value_total: '5' },
    ]);
  });

  it('loses no count when page views arrive at once', async () => {
    const path = '/use-cases';
    await Promise.all(
      Array.from({ length: 20 }, () => send({ event: 'aeo_page_view', path, value: 1 })),
    );
    const { rows } = await aeoStatsSince(await getDatabase());
    expect(rows).toEqual([{ path, event: 'aeo_page_view', count: 20, total: 20 }]);
  });

  it.each([
    [{ event: 'page_view', path: '/use-cases', value: 1 }, /^event must be one of aeo_page_view/],
    [{ event: 'aeo_page_view', path: '/pricing', value: 1 }, /^path must be the path of an/],
    [{ event: 'aeo_page_view', path: '/use-cases', value: -1 }, /^value must be a whole number/],
    [{ event: 'aeo_page_view', path: '/use-cases', value: 1.5 }, /^value must be a whole number/],
    [{ event: 'aeo_page_view', path: '/use-cases', value: 101 }, /^value must be a whole number/],
    [
      { event: 'aeo_ai_referral', path: '/use-cases', value: 1, label: 'x'.repeat(41) },
      /^label must be text of at most 40/,
    ],
    [{ event: 'aeo_page_view', path: '/use-cases', value: 1, extra: 1 }, /^Unexpected field/],
  ])('refuses %j as invalid-argument', async (data, message) => {
    const refused = await rejection(Promise.resolve(send(data)));
    expect(refused.code).toBe('invalid-argument');
    expect(refused.message).toMatch(message);
    const rows = await aeoTables(await getDatabase())
      .selectFrom('aeo_event_counts')
      .selectAll()
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('aeo-stats', () => {
  it('answers support-level staff the last 30 days per path and event, and referrals by engine', async () => {
    const db = await getDatabase();
    const now = new Date('2026-03-31T12:00:00Z');
    const hit = (fields: object, when: string) =>
      countAeoEvent(db, {
        event: 'aeo_page_view',
        path: '/use-cases',
        value: 1,
        label: '',
        now: new Date(when),
        ...fields,
      });
    await hit({}, '2026-03-31T23:59:59Z');
    await hit({}, '2026-03-02T00:00:00Z');
    // The 31st day back is outside the period.
    await hit({}, '2026-03-01T23:59:59Z');
    await hit({ path: '/what-is-voyagent' }, '2026-03-20T10:00:00Z');
    await hit({ event: 'aeo_ai_referral', label: 'ChatGPT' }, '2026-03-20T10:00:00Z');
    await hit({ event: 'aeo_ai_referral', label: 'ChatGPT' }, '2026-03-21T10:00:00Z');
    await hit({ event: 'aeo_ai_referral', label: 'Claude' }, '2026-03-21T10:00:00Z');

    expect(await aeoStatsSince(db, now)).toEqual({
      from: '2026-03-02',
      to: '2026-03-31',
      rows: [
        { path: '/use-cases', event: 'aeo_ai_referral', count: 3, total: 3 },
        { path: '/use-cases', event: 'aeo_page_view', count: 2, total: 2 },
        { path: '/what-is-voyagent', event: 'aeo_page_view', count: 1, total: 1 },
      ],
      referrals: [
        { engine: 'ChatGPT', count: 2 },
        { engine: 'Claude', count: 1 },
      ],
    });
  });

  it('answers through the callable for support, admin and owner', async () => {
    await send({ event: 'aeo_faq_presence', path: '/use-cases', value: 1 });
    for (const role of ['support', 'admin', 'owner'] as const) {
      const answer = await stats(await account([role]));
      expect(answer.rows).toEqual([
        { path: '/use-cases', event: 'aeo_faq_presence', count: 1, total: 1 },
      ]);
    }
  });

  it('refuses anyone below support level with permission-denied', async () => {
    for (const roles of [[], ['marketing'], ['analyst']] as Role[][]) {
      expect(await rejection(Promise.resolve(stats(await account(roles))))).toEqual({
        code: 'permission-denied',
        message: 'Only support staff can read the answer-engine analytics.',
      });
    }
  });

  it('refuses guests before reading anything', async () => {
    expect((await rejection(Promise.resolve(stats()))).code).toBe('unauthenticated');
  });
});
