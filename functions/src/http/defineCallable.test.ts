import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callableRequest, rejection } from '../../test/callableRequest';
import { publicCallable, signedInCallable } from './defineCallable';

const input = z.strictObject({ n: z.number() });

describe('signedInCallable', () => {
  const whoAmI = signedInCallable({
    name: 'who-am-i',
    input,
    handler: ({ n }, { uid, email }) => ({ uid, email, n }),
  });

  it('refuses guests before reading the payload', async () => {
    expect(await rejection(Promise.resolve(whoAmI.run(callableRequest({ n: 'bad' }))))).toEqual({
      code: 'unauthenticated',
      message: 'Please sign in to continue.',
    });
  });

  it('passes the caller identity to the handler', async () => {
    const result = await whoAmI.run(callableRequest({ n: 1 }, { uid: 'u1', email: 'a@b.co' }));
    expect(result).toEqual({ uid: 'u1', email: 'a@b.co', n: 1 });
  });
});

describe('publicCallable errors', () => {
  it('turns an unexpected failure into internal without leaking its details', async () => {
    const failing = publicCallable({
      name: 'failing',
      input,
      handler: () => {
        throw new Error('connection to 10.0.0.5:5432 refused, password for user app wrong');
      },
    });
    expect(await rejection(Promise.resolve(failing.run(callableRequest({ n: 1 }))))).toEqual({
      code: 'internal',
      message: 'Something went wrong on our side. Please try again.',
    });
  });

  it('passes deliberate HttpsErrors through unchanged', async () => {
    const denying = publicCallable({
      name: 'denying',
      input,
      handler: () => {
        throw new HttpsError('permission-denied', 'Not for you.');
      },
    });
    expect(await rejection(Promise.resolve(denying.run(callableRequest({ n: 1 }))))).toEqual({
      code: 'permission-denied',
      message: 'Not for you.',
    });
  });

  it('names the field of a default validation message', async () => {
    const echo = publicCallable({ name: 'echo', input, handler: ({ n }) => n });
    const { code, message } = await rejection(
      Promise.resolve(echo.run(callableRequest({ n: 'x' }))),
    );
    expect(code).toBe('invalid-argument');
    expect(message).toMatch(/^n: /);
  });
});
