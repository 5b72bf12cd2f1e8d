import { authErrorText } from '@voyagent/auth-dialog';
import { describe, expect, it } from 'vitest';
import { firebaseAuthMessage, toDialogError } from './authErrors';

describe('firebaseAuthMessage', () => {
  it('explains known auth codes', () => {
    expect(firebaseAuthMessage({ code: 'auth/email-already-in-use' })).toBe(
      'An account with this e-mail already exists. Sign in instead.',
    );
    expect(firebaseAuthMessage({ code: 'auth/invalid-credential' })).toBe(
      'Incorrect e-mail or password.',
    );
  });

  it("keeps the backend's weak-password reasons (AD-023, BE-016)", () => {
    const error = {
      code: 'auth/weak-password',
      message: 'Firebase: Password should be at least 6 characters (auth/weak-password).',
    };
    expect(firebaseAuthMessage(error)).toBe('Password should be at least 6 characters');
  });

  it("gives no text for the SDK's other messages, so the dialog falls back", () => {
    // AD-025, AD-026: the dialog turns the empty message into its action's fallback.
    const internal = { code: 'auth/internal-error', message: 'Firebase: Error (auth/internal).' };
    expect(firebaseAuthMessage(internal)).toBe('');
    expect(authErrorText(toDialogError(internal), 'signin')).toBe('Failed to sign in');
    expect(authErrorText(toDialogError('boom'), 'signup')).toBe('Failed to sign up');
  });
});
