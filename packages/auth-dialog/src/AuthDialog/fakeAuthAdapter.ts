import type { AuthAdapter, HumanCheckResult } from '../authFlow/adapter';

export interface FakeAuthOptions {
  /** What the sign-in and sign-up calls reject with; they succeed when left out. */
  failWith?: unknown;
  /** The human check's answer; with it, the adapter supplies a token. */
  humanCheck?: HumanCheckResult | 'unreachable';
  /** Never settles: to show the submitting state. */
  hang?: boolean;
}

/** A stand-in backend for stories: records nothing, answers as told. */
export function fakeAuthAdapter({ failWith, humanCheck, hang }: FakeAuthOptions = {}): AuthAdapter {
  const answer = () =>
    hang
      ? new Promise<void>(() => {})
      : failWith === undefined
        ? Promise.resolve()
        : Promise.reject(failWith);
  const calls = {
    signIn: answer,
    signUp: answer,
    sendPasswordReset: answer,
    resendVerification: answer,
  };
  if (!humanCheck) return calls;
  return {
    ...calls,
    getHumanCheckToken: () => Promise.resolve('story-token'),
    verifyHumanCheck: () =>
      humanCheck === 'unreachable'
        ? Promise.reject(new Error('unreachable'))
        : Promise.resolve(humanCheck),
  };
}
