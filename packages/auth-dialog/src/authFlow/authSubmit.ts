import type { AuthAdapter, HumanCheckAction } from './adapter';
import {
  authErrorText,
  authMessages,
  humanCheckFailureText,
  type AuthFormAction,
} from './authMessages';

/**
 * One form's submission: idle → checking (the human check) → sending → succeeded, or failed with
 * the text to show. A submit while checking or sending is ignored, so a double click sends once.
 */
export type SubmitState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'sending' }
  | { status: 'failed'; message: string }
  | { status: 'succeeded' };

export type SubmitEvent =
  | { type: 'submit' }
  | { type: 'checked' }
  | { type: 'failed'; message: string }
  | { type: 'succeeded' }
  | { type: 'reset' };

export const idleSubmit: SubmitState = { status: 'idle' };

export function isSubmitBusy(state: SubmitState): boolean {
  return state.status === 'checking' || state.status === 'sending';
}

export function submitReducer(state: SubmitState, event: SubmitEvent): SubmitState {
  switch (event.type) {
    case 'submit':
      return isSubmitBusy(state) ? state : { status: 'checking' };
    case 'checked':
      return state.status === 'checking' ? { status: 'sending' } : state;
    case 'failed':
      return { status: 'failed', message: event.message };
    case 'succeeded':
      return state.status === 'sending' ? { status: 'succeeded' } : state;
    case 'reset':
      return idleSubmit;
  }
}

/**
 * shell.md §5: with a token, verify it first. Null when the check passed or no token was
 * supplied; otherwise the text that stops the action.
 */
export async function runHumanCheck(
  adapter: AuthAdapter,
  action: HumanCheckAction,
): Promise<string | null> {
  if (!adapter.getHumanCheckToken) return null;
  try {
    const token = await adapter.getHumanCheckToken(action);
    if (!token) return null;
    const result = await adapter.verifyHumanCheck({ token, action });
    return result?.success === true ? null : humanCheckFailureText(result?.error);
  } catch {
    return authMessages.securityCheckFailed;
  }
}

const humanCheckActions: Partial<Record<AuthFormAction, HumanCheckAction>> = {
  signin: 'login',
  signup: 'signup',
};

/**
 * Runs one action through the machine: the human check for sign-in and sign-up, then `call`.
 * Resolves true once it succeeded; every failure ends as a `failed` event with its text.
 */
export async function runAuthAction(
  adapter: AuthAdapter,
  action: AuthFormAction,
  call: () => Promise<void>,
  dispatch: (event: SubmitEvent) => void,
): Promise<boolean> {
  dispatch({ type: 'submit' });
  const checkAction = humanCheckActions[action];
  const refusal = checkAction ? await runHumanCheck(adapter, checkAction) : null;
  if (refusal) {
    dispatch({ type: 'failed', message: refusal });
    return false;
  }
  dispatch({ type: 'checked' });
  try {
    await call();
  } catch (error) {
    dispatch({ type: 'failed', message: authErrorText(error, action) });
    return false;
  }
  dispatch({ type: 'succeeded' });
  return true;
}
