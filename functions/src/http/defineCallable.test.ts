import { defineCallableContract, requestObject } from '@voyagent/contracts';
import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callableRequest, rejection } from '../../test/callableRequest';
import { defineCallable } from './defineCallable';

// Test contracts borrow a deployed name: defineCallable only reads it for its logs.
const request = requestObject({ n: z.number({ error: 'n must be a number' }) }, 'Send {n}.');
const response = z.strictObject({ n: z.number() });
const publicContract = defineCallableContract({
  name: 'city-suggestions',
  access: 'public',
  request,
  response,
  errors: {},
});
const signedInContract = defineCallableContract({
  name: 'get-profile',
  access: 'signedIn',
  request,
  response: z.strictObject({ uid: z.string(), email: z.string().optional(), n: z.number() }),
  errors: {},
});

const refusal = (callable: { run(request: never): unknown }, data: unknown, auth?: never) =>
  rejection(Promise.resolve(callable.run(callableRequest(data, auth) as never)));

describe('a signed-in contract', () => {
  const whoAmI = defineCallable(signedInContract, ({ n }, { uid, email }) => ({ uid, email, n }));

  it('refuses guests before reading the payload', async () => {
    expect(await refusal(whoAmI, { n: 'bad' })).toEqual({
      code: 'unauthenticated',
      message: 'Please sign in to continue.',
    });
  });

  it("tells guests the contract's own sign-in text when it has one", async () => {
    const portal = defineCallable(
      { ...signedInContract, signInMessage: 'Please sign in to manage your subscription' },
      ({ n }, { uid }) => ({ uid, n }),
    );
    expect((await refusal(portal, {})).message).toBe('Please sign in to manage your subscription');
  });

  it('passes the caller identity to the handler', async () => {
    const result = await whoAmI.run(callableRequest({ n: 1 }, { uid: 'u1', email: 'a@b.co' }));
    expect(result).toEqual({ uid: 'u1', email: 'a@b.co', n: 1 });
  });
});

describe('a public contract', () => {
  it('refuses a payload outside the request schema, naming the field, before the handler runs', async () => {
    let ran = false;
    const echo = defineCallable(publicContract, ({ n }) => {
      ran = true;
      return { n };
    });
    expect(await refusal(echo, { n: 'x' })).toEqual({
      code: 'invalid-argument',
      message: 'n must be a number',
    });
    expect(await refusal(echo, { n: 1, uid: 'u2' })).toEqual({
      code: 'invalid-argument',
      message: 'Unexpected field: uid. Send {n}.',
    });
    expect(ran).toBe(false);
  });

  it('turns an unexpected failure into internal without leaking its details', async () => {
    const failing = defineCallable(publicContract, () => {
      throw new Error('connection to 10.0.0.5:5432 refused, password for user app wrong');
    });
    expect(await refusal(failing, { n: 1 })).toEqual({
      code: 'internal',
      message: 'Something went wrong on our side. Please try again.',
    });
  });

  it('passes deliberate HttpsErrors through unchanged', async () => {
    const denying = defineCallable(publicContract, () => {
      throw new HttpsError('permission-denied', 'Not for you.');
    });
    expect(await refusal(denying, { n: 1 })).toEqual({
      code: 'permission-denied',
      message: 'Not for you.',
    });
  });

  it('answers internal when the handler answers outside the response schema (tests, emulator)', async () => {
    const leaking = defineCallable(publicContract, ({ n }) => ({ n, secret: 'x' }) as never);
    expect(await refusal(leaking, { n: 1 })).toEqual({
      code: 'internal',
      message: 'Something went wrong on our side. Please try again.',
    });
  });
});
