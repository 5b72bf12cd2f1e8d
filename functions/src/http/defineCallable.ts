import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import { logger } from '../logging/logger';

export interface CallerContext {
  /** Undefined for a guest calling a public function. */
  uid: string | undefined;
  email: string | undefined;
  /** Whether the ID token says the e-mail is verified (false for guests). */
  emailVerified: boolean;
  request: CallableRequest<unknown>;
}

export interface SignedInContext extends CallerContext {
  uid: string;
}

interface CallableSpec<Schema extends z.ZodType, Result, Context> {
  /** The deployed name, e.g. `city-suggestions`; used in logs. */
  name: string;
  input: Schema;
  /** What a signed-out caller is told by a signed-in-only function (spec texts differ per call). */
  signInMessage?: string;
  handler: (input: z.infer<Schema>, context: Context) => Promise<Result> | Result;
}

/** A callable anyone may use, guests included. */
export function publicCallable<Schema extends z.ZodType, Result>(
  spec: CallableSpec<Schema, Result, CallerContext>,
) {
  return buildCallable(spec, (context) => context);
}

/** A callable for signed-in users only: the auth check comes before the payload is read. */
export function signedInCallable<Schema extends z.ZodType, Result>(
  spec: CallableSpec<Schema, Result, SignedInContext>,
) {
  return buildCallable(spec, (context) => {
    const { uid } = context;
    if (!uid) {
      throw new HttpsError('unauthenticated', spec.signInMessage ?? 'Please sign in to continue.');
    }
    return { ...context, uid };
  });
}

function buildCallable<Schema extends z.ZodType, Result, Context extends CallerContext>(
  spec: CallableSpec<Schema, Result, Context>,
  authorize: (context: CallerContext) => Context,
) {
  return onCall({ cors: true }, async (request): Promise<Result> => {
    const email = request.auth?.token.email;
    const context = authorize({
      uid: request.auth?.uid,
      email: typeof email === 'string' ? email : undefined,
      emailVerified: request.auth?.token.email_verified === true,
      request,
    });
    const input = parseInput(spec.input, request.data);
    try {
      return await spec.handler(input, context);
    } catch (error) {
      if (error instanceof HttpsError) throw error;
      // Details stay in the (redacted) log; the caller learns only that it failed.
      logger.error(`${spec.name} failed`, { error });
      throw new HttpsError('internal', 'Something went wrong on our side. Please try again.');
    }
  });
}

function parseInput<Schema extends z.ZodType>(schema: Schema, data: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(data ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') ?? '';
  const message = issue?.message ?? 'Invalid request.';
  const named = !field || message.startsWith(field) ? message : `${field}: ${message}`;
  throw new HttpsError('invalid-argument', named);
}
