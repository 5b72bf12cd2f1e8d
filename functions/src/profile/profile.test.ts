import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { callableRequest, rejection } from '../../test/callableRequest';
import { getProfile, saveProfile } from './profile';

beforeAll(() => {
  process.env.DATABASE_URL = inject('databaseUrl');
});

const user = () => ({ uid: `user-${randomUUID()}`, email: `${randomUUID()}@example.com` });

describe(`profiles on ${inject('databaseKind')}`, () => {
  it('keeps the sign-up name and reads it back', async () => {
    const caller = user();
    await saveProfile.run(callableRequest({ fullName: '  Ada Lovelace ' }, caller));
    expect(await getProfile.run(callableRequest({}, caller))).toEqual({
      email: caller.email,
      fullName: 'Ada Lovelace',
    });
  });

  it('stores empty text when no name is given, and updates on a second save', async () => {
    const caller = user();
    expect(await saveProfile.run(callableRequest({}, caller))).toEqual({
      email: caller.email,
      fullName: '',
    });
    await saveProfile.run(callableRequest({ fullName: 'Grace Hopper' }, caller));
    expect((await getProfile.run(callableRequest({}, caller))).fullName).toBe('Grace Hopper');
  });

  it('answers an empty name for an account with no profile row', async () => {
    const caller = user();
    expect(await getProfile.run(callableRequest({}, caller))).toEqual({
      email: caller.email,
      fullName: '',
    });
  });

  it('keeps each user to their own row', async () => {
    const first = user();
    const second = user();
    await saveProfile.run(callableRequest({ fullName: 'First' }, first));
    expect((await getProfile.run(callableRequest({}, second))).fullName).toBe('');
  });

  it('refuses guests and bad payloads', async () => {
    expect((await rejection(Promise.resolve(getProfile.run(callableRequest({}))))).code).toBe(
      'unauthenticated',
    );
    expect(
      await rejection(
        Promise.resolve(saveProfile.run(callableRequest({ fullName: 'x'.repeat(201) }, user()))),
      ),
    ).toEqual({ code: 'invalid-argument', message: 'fullName must be at most 200 characters' });
    expect(
      (await rejection(Promise.resolve(saveProfile.run(callableRequest({ fullName: 7 }, user())))))
        .code,
    ).toBe('invalid-argument');
  });

  it('refuses a name PostgreSQL text cannot hold as invalid-argument, not internal', async () => {
    expect(
      await rejection(
        Promise.resolve(saveProfile.run(callableRequest({ fullName: 'Ada\u0000' }, user()))),
      ),
    ).toEqual({ code: 'invalid-argument', message: 'fullName must not contain NUL characters' });
  });
});
