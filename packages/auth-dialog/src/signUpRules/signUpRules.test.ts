import { describe, expect, it } from 'vitest';
import {
  passwordScore,
  passwordStrengthLabel,
  signUpMessages,
  validateSignUp,
} from './signUpRules';

const valid = {
  email: 'ada@example.com',
  password: 'Voyage2026!',
  confirmPassword: 'Voyage2026!',
  fullName: 'Ada Lovelace',
};

describe('passwordScore (AD-015)', () => {
  it.each([
    ['', 0],
    ['abc', 1],
    ['abcdefgh', 2],
    ['Abcdefgh', 3],
    ['Abcdefg1', 4],
    ['Abcdef1!', 5],
    ['ÉCOLE-été', 4],
  ])('scores %j as %i', (password, score) => {
    expect(passwordScore(password)).toBe(score);
  });
});

describe('passwordStrengthLabel', () => {
  it.each([
    [0, 'Weak password'],
    [1, 'Weak password'],
    [2, 'Medium strength'],
    [3, 'Medium strength'],
    [4, 'Strong password'],
    [5, 'Strong password'],
  ])('labels %i as %s', (score, label) => {
    expect(passwordStrengthLabel(score)).toBe(label);
  });
});

describe('validateSignUp', () => {
  it('accepts a complete form with a strong, matching password', () => {
    expect(validateSignUp(valid)).toBeNull();
  });

  it('requires every field, blank counts as missing', () => {
    expect(validateSignUp({ ...valid, fullName: '   ' })).toBe(signUpMessages.required);
    expect(validateSignUp({ ...valid, email: '' })).toBe(signUpMessages.required);
  });

  it('rejects mismatching passwords before judging length', () => {
    expect(validateSignUp({ ...valid, confirmPassword: 'other' })).toBe('Passwords do not match');
  });

  it('rejects passwords under 8 characters (AD-012)', () => {
    expect(validateSignUp({ ...valid, password: 'Ab1!', confirmPassword: 'Ab1!' })).toBe(
      'Password must be at least 8 characters',
    );
  });

  it('rejects a long password scoring under 3 (AD-014)', () => {
    expect(
      validateSignUp({ ...valid, password: 'abcdefghij', confirmPassword: 'abcdefghij' }),
    ).toBe(
      'Please choose a stronger password. Include uppercase, lowercase, numbers, and special characters.',
    );
  });
});
