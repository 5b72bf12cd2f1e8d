import { describe, expect, it } from 'vitest';
import {
  authErrorText,
  authMessages,
  humanCheckFailureText,
  stripStatusSuffix,
} from './authMessages';

describe('stripStatusSuffix', () => {
  it.each([
    ['Invalid login credentials [400]', 'Invalid login credentials'],
    ['User already registered  [422] ', 'User already registered'],
    ['Rate limit [429] reached', 'Rate limit [429] reached'],
    ['Plain message', 'Plain message'],
    [' [500]', ''],
  ])('turns %j into %j', (message, expected) => {
    expect(stripStatusSuffix(message)).toBe(expected);
  });
});

describe('authErrorText', () => {
  it("shows the server's message without its status suffix", () => {
    // AD-028
    expect(authErrorText(new Error('Invalid login credentials [400]'), 'signin')).toBe(
      'Invalid login credentials',
    );
  });

  it("falls back to the action's text when the error carries no message", () => {
    // AD-025, AD-026
    expect(authErrorText(new Error(''), 'signin')).toBe('Failed to sign in');
    expect(authErrorText({ message: ' [400]' }, 'signup')).toBe('Failed to sign up');
    expect(authErrorText({ code: 42 }, 'signup')).toBe('Failed to sign up');
    expect(authErrorText(new Error(''), 'reset')).toBe('An unexpected error occurred');
  });

  it('calls anything that is not an error object unexpected', () => {
    // AD-027
    for (const thrown of ['boom', undefined, null, 7]) {
      expect(authErrorText(thrown, 'signin')).toBe('An unexpected error occurred');
    }
  });
});

describe('humanCheckFailureText', () => {
  it("keeps the server's error text, else the reCAPTCHA text", () => {
    // AD-020, AD-021
    expect(humanCheckFailureText('Score too low [403]')).toBe('Score too low');
    expect(humanCheckFailureText(undefined)).toBe(
      'reCAPTCHA verification failed. Please try again.',
    );
    expect(humanCheckFailureText({ not: 'text' })).toBe(authMessages.humanCheckFailed);
  });
});
