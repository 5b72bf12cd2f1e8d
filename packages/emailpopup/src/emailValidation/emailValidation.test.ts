import { describe, expect, it } from 'vitest';
import { INVALID_EMAIL_MESSAGE, validatePopupEmail } from './emailValidation';

describe('validatePopupEmail', () => {
  it('accepts an address with an at-sign, trimmed', () => {
    // EP-016
    expect(validatePopupEmail('  ada@example.com ')).toEqual({
      valid: true,
      email: 'ada@example.com',
    });
    expect(validatePopupEmail('a@b')).toEqual({ valid: true, email: 'a@b' });
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['without an at-sign', 'ada.example.com'],
  ])('refuses an address that is %s with the spec text', (_case, input) => {
    // EP-016, EP-017
    expect(validatePopupEmail(input)).toEqual({
      valid: false,
      message: 'Please enter a valid email address',
    });
    expect(INVALID_EMAIL_MESSAGE).toBe('Please enter a valid email address');
  });
});
