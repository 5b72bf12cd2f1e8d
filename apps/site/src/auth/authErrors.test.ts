import { describe, expect, it } from 'vitest';
import { authErrorMessage, authFallbacks } from './authErrors';

describe('authErrorMessage', () => {
  it('explains known auth codes', () => {
    expect(authErrorMessage({ code: 'auth/email-already-in-use' }, authFallbacks.signUp)).toBe(
      'An account with this e-mail already exists. Sign in instead.',
    );
    expect(authErrorMessage({ code: 'auth/invalid-credential' }, authFallbacks.signIn)).toBe(
      'Incorrect e-mail or password.',
    );
  });

  it("keeps the backend's weak-password reasons", () => {
    const error = {
      code: 'auth/weak-password',
      message: 'Firebase: Password should be at least 6 characters (auth/weak-password).',
    };
    expect(authErrorMessage(error, authFallbacks.signUp)).toBe(
      'Password should be at least 6 characters',
    );
  });

  it("falls back to the action's text, or the unexpected-error text", () => {
    expect(authErrorMessage({ code: 'auth/internal-error' }, authFallbacks.signIn)).toBe(
      'Failed to sign in',
    );
    expect(authErrorMessage('boom', authFallbacks.signUp)).toBe('An unexpected error occurred');
  });
});
