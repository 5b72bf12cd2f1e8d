import type { CallableRequest } from 'firebase-functions/v2/https';
import { RATE_LIMIT_WINDOW_MS } from '../src/http/rateLimit';

/** A callable request as the Functions runtime hands it over, for in-process handler tests. */
export function callableRequest(
  data: unknown,
  auth?: { uid: string; email?: string; emailVerified?: boolean },
): CallableRequest<unknown> {
  return {
    data,
    auth: auth && {
      uid: auth.uid,
      token: {
        email: auth.email,
        email_verified: auth.emailVerified ?? false,
        uid: auth.uid,
      } as never,
      rawToken: 'test-token',
    },
    rawRequest: {} as never,
    acceptsStreaming: false,
  };
}

/** The HttpsError a handler rejected with, as {code, message}. */
export async function rejection(
  promise: Promise<unknown>,
): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    const { code, message } = error as { code: string; message: string };
    return { code, message };
  }
  throw new Error('expected the call to be rejected');
}

/** The calls of a rate-limit test must share one clock minute: start with time to spare in it. */
export async function startEarlyInMinute(): Promise<void> {
  const leftInMinute = RATE_LIMIT_WINDOW_MS - (Date.now() % RATE_LIMIT_WINDOW_MS);
  if (leftInMinute < 5_000) await new Promise((resolve) => setTimeout(resolve, leftInMinute));
}
