import { randomUUID } from 'node:crypto';
import { defineCallableContract, requestObject } from '@voyagent/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { callableRequest, rejection } from '../../test/callableRequest';
import { getDatabase } from '../db/database';
import { getProfile, saveProfile } from '../profile/profile';
import { listItems, saveItem } from '../savedItems/savedItems';
import { getUserUsage, incrementUserUsage } from '../usage/usage';
import { defineCallable } from './defineCallable';
import { answerOnce, EXPIRED_KEYS_PER_CLEANUP, requestHash } from './idempotency';

beforeAll(async () => {
  process.env.DATABASE_URL = inject('databaseUrl');
  await sql`create table if not exists idempotency_test_notes (caller text not null, note text not null)`.execute(
    await getDatabase(),
  );
});
afterAll(async () => {
  await sql`drop table if exists idempotency_test_notes`.execute(await getDatabase());
});

const user = () => ({ uid: `user-${randomUUID()}`, email: `${randomUUID()}@example.com` });
type Caller = ReturnType<typeof user>;
const newKey = () => randomUUID();
const refusal = (promise: unknown) => rejection(Promise.resolve(promise));

const hotel = () => ({
  item_id: `h-${randomUUID()}`,
  item_type: 'hotel',
  title: 'Hotel Lutetia',
  item_data: { rating: 4.7 },
});

async function notesOf(caller: string) {
  const { rows } = await sql<{ note: string }>`
    select note from idempotency_test_notes where caller = ${caller}`.execute(await getDatabase());
  return rows.map((row) => row.note);
}

// A replayable test contract whose handler writes a note through getDatabase(), in a transaction
// of its own as the real stores do, then answers `answer(note)`.
const noteContract = defineCallableContract({
  name: 'saved-items-save',
  access: 'signedIn',
  replayable: true,
  request: requestObject({ note: z.string() }, 'Send {note}.'),
  response: z.strictObject({ note: z.string(), run: z.number() }),
  errors: {},
});
function noteCallable(answer: (note: string, run: number) => unknown) {
  let runs = 0;
  const callable = defineCallable(noteContract, async ({ note }, { uid }) => {
    runs += 1;
    const db = await getDatabase();
    await db.transaction().execute(async (trx) => {
      await sql`insert into idempotency_test_notes (caller, note) values (${uid}, ${note})`.execute(
        trx,
      );
    });
    return answer(note, runs) as { note: string; run: number };
  });
  return { callable, runs: () => runs };
}
const note = (callable: { run(request: never): unknown }, caller: Caller, data: object) =>
  Promise.resolve(callable.run(callableRequest(data, caller) as never));

describe(`idempotency keys on ${inject('databaseKind')}`, () => {
  it('answers a replayed save from the first call: one row, the same answer', async () => {
    const caller = user();
    const item = { ...hotel(), idempotencyKey: newKey() };
    const first = await saveItem.run(callableRequest(item, caller));
    // The first answer was lost on the way; the client sends the same action again.
    const replay = await saveItem.run(callableRequest(item, caller));
    expect(replay).toEqual(first);
    const { items } = await listItems.run(callableRequest({}, caller));
    expect(items).toEqual([first]);
  });

  it('counts a replayed usage increment once', async () => {
    const caller = user();
    const increment = { usage_type: 'ai_requests', increment: 2, idempotencyKey: newKey() };
    const first = await incrementUserUsage.run(callableRequest(increment, caller));
    expect(await incrementUserUsage.run(callableRequest(increment, caller))).toEqual(first);
    expect(
      (await getUserUsage.run(callableRequest({ usage_type: 'ai_requests' }, caller))).count,
    ).toBe(2);
    // Without a key every call counts, as before.
    await incrementUserUsage.run(
      callableRequest({ usage_type: 'ai_requests', increment: 2 }, caller),
    );
    expect(
      (await getUserUsage.run(callableRequest({ usage_type: 'ai_requests' }, caller))).count,
    ).toBe(4);
  });

  it('does not run the handler again for a replay, even after later writes', async () => {
    const caller = user();
    const key = newKey();
    await saveProfile.run(callableRequest({ fullName: 'Ada', idempotencyKey: key }, caller));
    await saveProfile.run(callableRequest({ fullName: 'Grace' }, caller));
    // A late replay of the first save must not turn the name back.
    expect(
      await saveProfile.run(callableRequest({ fullName: 'Ada', idempotencyKey: key }, caller)),
    ).toEqual({ email: caller.email, fullName: 'Ada' });
    expect(await getProfile.run(callableRequest({}, caller))).toEqual({
      email: caller.email,
      fullName: 'Grace',
    });
  });

  it('treats the same request with its fields in another order or defaults spelled out as a replay', async () => {
    const caller = user();
    const key = newKey();
    const first = await incrementUserUsage.run(
      callableRequest({ usage_type: 'search_requests', idempotencyKey: key }, caller),
    );
    const replay = await incrementUserUsage.run(
      callableRequest({ idempotencyKey: key, increment: 1, usage_type: 'search_requests' }, caller),
    );
    expect(replay).toEqual(first);
    expect(requestHash({ a: 1, b: { c: 2, d: [3, { e: 4, f: 5 }] } })).toBe(
      requestHash({ b: { d: [3, { f: 5, e: 4 }], c: 2 }, a: 1 }),
    );
  });

  it('refuses the same key with a different request, and changes nothing', async () => {
    const caller = user();
    const key = newKey();
    const first = await saveItem.run(callableRequest({ ...hotel(), idempotencyKey: key }, caller));
    expect(
      await refusal(saveItem.run(callableRequest({ ...hotel(), idempotencyKey: key }, caller))),
    ).toEqual({
      code: 'failed-precondition',
      message:
        'This idempotencyKey was used for a different request in the last 24 hours. Send a new key for a new action.',
    });
    expect((await listItems.run(callableRequest({}, caller))).items).toEqual([first]);
  });

  it('keeps keys per account and per function', async () => {
    const key = newKey();
    const { callable, runs } = noteCallable((text, run) => ({ note: text, run }));
    const [ada, grace] = [user(), user()];
    await note(callable, ada, { note: 'a', idempotencyKey: key });
    await note(callable, grace, { note: 'a', idempotencyKey: key });
    expect(runs()).toBe(2);
    // The same key on another function is that function's own.
    await incrementUserUsage.run(
      callableRequest({ usage_type: 'ai_requests', idempotencyKey: key }, ada),
    );
    expect(
      (await getUserUsage.run(callableRequest({ usage_type: 'ai_requests' }, ada))).count,
    ).toBe(1);
  });

  it('keeps nothing of a call that fails, so its retry runs afresh', async () => {
    const caller = user();
    const key = newKey();
    // The handler writes, then answers outside its contract the first time: internal error.
    const { callable, runs } = noteCallable((text, run) =>
      run === 1 ? { note: text, run, leaked: 'x' } : { note: text, run },
    );
    expect(await refusal(note(callable, caller, { note: 'n', idempotencyKey: key }))).toEqual({
      code: 'internal',
      message: 'Something went wrong on our side. Please try again.',
    });
    // Its write rolled back with the key: the writes and the answer commit together or not at all.
    expect(await notesOf(caller.uid)).toEqual([]);
    expect(await note(callable, caller, { note: 'n', idempotencyKey: key })).toEqual({
      note: 'n',
      run: 2,
    });
    expect(await note(callable, caller, { note: 'n', idempotencyKey: key })).toEqual({
      note: 'n',
      run: 2,
    });
    expect(runs()).toBe(2);
    expect(await notesOf(caller.uid)).toEqual(['n']);
  });

  it('refuses a malformed key, and a key on a function that is not replayable', async () => {
    const caller = user();
    for (const idempotencyKey of ['short', 'x'.repeat(129), 'has space!', 42, null, '']) {
      expect(
        await refusal(saveItem.run(callableRequest({ ...hotel(), idempotencyKey }, caller))),
      ).toEqual({
        code: 'invalid-argument',
        message: 'idempotencyKey must be 8 to 128 letters, digits, "-" or "_".',
      });
    }
    expect((await listItems.run(callableRequest({}, caller))).items).toEqual([]);
    expect(
      await refusal(getProfile.run(callableRequest({ idempotencyKey: newKey() }, caller))),
    ).toEqual({
      code: 'invalid-argument',
      message: 'Unexpected field: idempotencyKey. get-profile takes no fields.',
    });
  });

  it('takes the key from the Idempotency-Key header too, as the offline queue replays send it', async () => {
    const caller = user();
    const key = newKey();
    const withHeader = (data: object, header: string = key) => ({
      ...callableRequest(data, caller),
      rawRequest: { headers: { 'idempotency-key': header } } as never,
    });
    const item = hotel();
    const first = await saveItem.run(withHeader(item));
    expect(await saveItem.run(withHeader(item))).toEqual(first);
    // The same key in the field names the same action.
    expect(await saveItem.run(callableRequest({ ...item, idempotencyKey: key }, caller))).toEqual(
      first,
    );
    expect((await listItems.run(callableRequest({}, caller))).items).toEqual([first]);
    expect(await refusal(saveItem.run(withHeader({ ...item, idempotencyKey: newKey() })))).toEqual({
      code: 'invalid-argument',
      message: 'The idempotencyKey field and the Idempotency-Key header differ. Send one key.',
    });
    expect(await refusal(saveItem.run(withHeader(item, 'no')))).toEqual({
      code: 'invalid-argument',
      message: 'idempotencyKey must be 8 to 128 letters, digits, "-" or "_".',
    });
    expect(await refusal(getProfile.run(withHeader({})))).toEqual({
      code: 'invalid-argument',
      message: 'get-profile does not take an idempotency key.',
    });
  });

  it('runs again once the key has expired, and deletes a bounded number of expired keys', async () => {
    const db = await getDatabase();
    const caller = `user-${randomUUID()}`;
    const call = { caller, functionName: 'saved-items-save', key: newKey() } as const;
    const then = new Date('2026-01-01T00:00:00Z');
    let runs = 0;
    const run = () => Promise.resolve({ run: (runs += 1) });
    expect(await answerOnce(db, { ...call, requestHash: 'a' }, run, then)).toEqual({ run: 1 });
    const nearlyADayLater = new Date(then.getTime() + 23.9 * 3_600_000);
    expect(await answerOnce(db, { ...call, requestHash: 'a' }, run, nearlyADayLater)).toEqual({
      run: 1,
    });
    const aDayLater = new Date(then.getTime() + 24 * 3_600_000);
    // Expired, the key is free again, even for another request.
    expect(await answerOnce(db, { ...call, requestHash: 'b' }, run, aDayLater)).toEqual({ run: 2 });

    const stale = `stale-${randomUUID()}`;
    await sql`insert into idempotency_keys (caller, function_name, key, request_hash, response, expires_at)
      select ${stale}, 'saved-items-save', 'stale-key-' || n, 'h', '{}', timestamptz '2000-01-01' + n * interval '1 second'
      from generate_series(1, ${EXPIRED_KEYS_PER_CLEANUP + 20}) as n`.execute(db);
    const staleCount = async () =>
      Number(
        (
          await db
            .selectFrom('idempotency_keys')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('caller', '=', stale)
            .executeTakeFirstOrThrow()
        ).n,
      );
    await answerOnce(db, { ...call, key: newKey(), requestHash: 'c' }, run);
    expect(await staleCount()).toBe(20);
    await answerOnce(db, { ...call, key: newKey(), requestHash: 'c' }, run);
    expect(await staleCount()).toBe(0);
  });
});
