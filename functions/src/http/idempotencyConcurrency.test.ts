import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { defineCallableContract, requestObject } from '@voyagent/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { callableRequest, rejection } from '../../test/callableRequest';
import { getDatabase } from '../db/database';
import { listItems, saveItem } from '../savedItems/savedItems';
import { getUserUsage } from '../usage/usage';
import { defineCallable } from './defineCallable';

// Calls with the same key at the same moment, over as many connections as there are calls: on
// PostgreSQL (CI's second pass) they really race; on PGlite the server runs them one at a time.
const CALLS = 12;

beforeAll(async () => {
  process.env.DATABASE_URL = inject('databaseUrl');
  process.env.DATABASE_POOL_MAX = String(CALLS + 2);
  await sql`create table if not exists idempotency_race_notes (caller text not null, note text not null)`.execute(
    await getDatabase(),
  );
});
afterAll(async () => {
  await sql`drop table if exists idempotency_race_notes`.execute(await getDatabase());
});

const user = () => ({ uid: `user-${randomUUID()}`, email: `${randomUUID()}@example.com` });

const raceContract = defineCallableContract({
  name: 'saved-items-import',
  access: 'signedIn',
  replayable: true,
  request: requestObject({ note: z.string() }, 'Send {note}.'),
  response: z.strictObject({ note: z.string(), run: z.number() }),
  errors: {},
});

/**
 * A handler that writes a note, then takes its time (so the other calls arrive while its
 * transaction is open) and answers which run it was; `failFirst` makes run 1 fail after writing.
 */
function slowNoteCallable({ failFirst = false } = {}) {
  let runs = 0;
  const callable = defineCallable(raceContract, async ({ note }, { uid }) => {
    const run = (runs += 1);
    await sql`insert into idempotency_race_notes (caller, note) values (${uid}, ${note})`.execute(
      await getDatabase(),
    );
    await sleep(150);
    if (failFirst && run === 1) throw new Error('simulated crash after the write');
    return { note, run };
  });
  return { callable, runs: () => runs };
}

async function notesOf(caller: string) {
  const { rows } = await sql<{ note: string }>`
    select note from idempotency_race_notes where caller = ${caller}`.execute(await getDatabase());
  return rows.map((row) => row.note);
}

function race<T>(call: () => Promise<T>) {
  return Promise.allSettled(Array.from({ length: CALLS }, call));
}

describe(`concurrent replays on ${inject('databaseKind')}`, () => {
  it(`applies ${CALLS} simultaneous calls with one key once, and answers each the same`, async () => {
    const caller = user();
    const { callable, runs } = slowNoteCallable();
    const data = { note: 'once', idempotencyKey: randomUUID() };
    const results = await race(() => Promise.resolve(callable.run(callableRequest(data, caller))));
    expect(results).toEqual(
      Array.from({ length: CALLS }, () => ({
        status: 'fulfilled',
        value: { note: 'once', run: 1 },
      })),
    );
    expect(runs()).toBe(1);
    expect(await notesOf(caller.uid)).toEqual(['once']);
  });

  it('runs every one of the same simultaneous calls without a key (the race is real)', async () => {
    const caller = user();
    const { callable, runs } = slowNoteCallable();
    await race(() => Promise.resolve(callable.run(callableRequest({ note: 'each' }, caller))));
    expect(runs()).toBe(CALLS);
    expect(await notesOf(caller.uid)).toHaveLength(CALLS);
  });

  it('lets a waiting call take over when the first fails, still applying once', async () => {
    const caller = user();
    const { callable, runs } = slowNoteCallable({ failFirst: true });
    const data = { note: 'retried', idempotencyKey: randomUUID() };
    const results = await race(() => Promise.resolve(callable.run(callableRequest(data, caller))));
    const failed = results.filter((result) => result.status === 'rejected');
    expect(failed).toHaveLength(1);
    expect(await rejection(Promise.reject(failed[0]?.reason))).toEqual({
      code: 'internal',
      message: 'Something went wrong on our side. Please try again.',
    });
    const answers = results.flatMap((result) =>
      result.status === 'fulfilled' ? [result.value] : [],
    );
    expect(answers).toEqual(Array.from({ length: CALLS - 1 }, () => ({ note: 'retried', run: 2 })));
    expect(runs()).toBe(2);
    // The failed run's note rolled back with its claim.
    expect(await notesOf(caller.uid)).toEqual(['retried']);
  });

  it(`saves and counts one item for ${CALLS} simultaneous saves with one key`, async () => {
    const caller = user();
    const item = {
      item_id: `h-${randomUUID()}`,
      item_type: 'hotel',
      title: 'Hotel Lutetia',
      idempotencyKey: randomUUID(),
    };
    const results = await race(() => saveItem.run(callableRequest(item, caller)));
    const answers = results.map((result) => (result.status === 'fulfilled' ? result.value : null));
    expect(answers).toEqual(Array.from({ length: CALLS }, () => answers[0]));
    expect(answers[0]).toMatchObject({ item_id: item.item_id });
    expect((await listItems.run(callableRequest({}, caller))).items).toEqual([answers[0]]);
    expect(
      (await getUserUsage.run(callableRequest({ usage_type: 'saved_items' }, caller))).count,
    ).toBe(1);
  });
});
