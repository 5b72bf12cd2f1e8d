import { randomUUID } from 'node:crypto';
import { assistantChat as chatContract, type Role } from '@voyagent/contracts';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { callableRequest, rejection } from '../../test/callableRequest';
import { deleteAccountRows, readAccountRows } from '../account/accountStore';
import { getDatabase } from '../db/database';
import { assistantChat } from './assistantCallable';
import {
  assistantTranscriptDelete,
  assistantTranscriptsAdminList,
  assistantTranscriptsList,
} from './transcriptCallables';

beforeAll(() => {
  process.env.DATABASE_URL = inject('databaseUrl');
});

async function account(roles: Role[] = []) {
  const uid = `user-${randomUUID()}`;
  if (roles.length > 0) {
    await (
      await getDatabase()
    )
      .insertInto('user_roles')
      .values(roles.map((role) => ({ user_id: uid, role })))
      .execute();
  }
  return { uid, email: `${uid}@example.com` };
}

type Caller = { uid: string; email?: string };
const run = (callable: { run: (request: never) => unknown }, data: unknown, caller?: Caller) =>
  Promise.resolve(callable.run(callableRequest(data, caller) as never));
const ask = async (text: string, caller?: Caller, transcriptId?: string) =>
  chatContract.response.parse(
    await run(
      assistantChat,
      {
        messages: [{ role: 'user', text }],
        language: 'en',
        ...(caller ? {} : { fingerprint_hash: 'abcdef12' }),
        ...(transcriptId ? { transcript_id: transcriptId } : {}),
      },
      caller,
    ),
  );
const list = async (caller: Caller) =>
  (await run(assistantTranscriptsList, {}, caller)) as {
    transcripts: { id: string; title: string; messages: { role: string; text: string }[] }[];
  };

describe(`assistant transcripts on ${inject('databaseKind')}`, () => {
  it('keeps a signed-in conversation as the user saw it, continued by its id', async () => {
    const user = await account();
    const first = await ask('What is the emergency number in France?', user);
    expect(first.transcriptId).toMatch(/^\d+$/);
    const second = await ask('Convert 100 EUR to USD', user, first.transcriptId ?? '');
    expect(second.transcriptId).toBe(first.transcriptId);

    const { transcripts } = await list(user);
    expect(transcripts).toHaveLength(1);
    expect(transcripts[0]?.title).toBe('What is the emergency number in France?');
    expect(transcripts[0]?.messages).toEqual([
      { role: 'user', text: 'What is the emergency number in France?', sources: [] },
      { role: 'model', text: first.text, sources: first.sources },
      { role: 'user', text: 'Convert 100 EUR to USD', sources: [] },
      { role: 'model', text: second.text, sources: second.sources },
    ]);
  });

  it('keeps nothing for a guest, and refuses someone else’s conversation id', async () => {
    const guest = await ask('Where is Lyon?');
    expect(guest.transcriptId).toBeNull();
    const owner = await account();
    const { transcriptId } = await ask('Where is Lyon?', owner);
    const other = await account();
    expect(await rejection(ask('Where is Paris?', other, transcriptId ?? ''))).toEqual({
      code: 'invalid-argument',
      message: chatContract.errors.unknownTranscript,
    });
    expect((await list(other)).transcripts).toEqual([]);
  });

  it('deletes only the owner’s conversation', async () => {
    const owner = await account();
    const { transcriptId } = await ask('Where is Lyon?', owner);
    const other = await account();
    expect(await run(assistantTranscriptDelete, { id: transcriptId }, other)).toEqual({
      deleted: false,
    });
    expect(await run(assistantTranscriptDelete, { id: transcriptId }, owner)).toEqual({
      deleted: true,
    });
    expect((await list(owner)).transcripts).toEqual([]);
    expect(await rejection(run(assistantTranscriptDelete, { id: 'x' }, owner))).toMatchObject({
      code: 'invalid-argument',
    });
    expect(await rejection(run(assistantTranscriptsList, {}))).toMatchObject({
      code: 'unauthenticated',
    });
  });

  it('lists every user’s conversations for support, and refuses anyone below', async () => {
    const user = await account();
    const { transcriptId } = await ask('Where is Lyon?', user);
    const answer = (await run(assistantTranscriptsAdminList, {}, await account(['support']))) as {
      transcripts: { id: string; userId: string }[];
    };
    expect(answer.transcripts).toContainEqual(
      expect.objectContaining({ id: transcriptId, userId: user.uid }),
    );
    expect(await rejection(run(assistantTranscriptsAdminList, {}, await account()))).toEqual({
      code: 'permission-denied',
      message: 'Only support staff can read the assistant’s conversations.',
    });
  });

  it('exports the conversations with the account, and deletes them with it', async () => {
    const user = await account();
    await ask('Where is Lyon?', user);
    const db = await getDatabase();
    const key = { uid: user.uid, email: undefined };
    expect((await readAccountRows(db, key)).assistant_transcripts).toHaveLength(1);
    await deleteAccountRows(db, key);
    expect((await readAccountRows(db, key)).assistant_transcripts).toEqual([]);
  });
});
