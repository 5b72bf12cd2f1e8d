import { describe, expect, it } from 'vitest';
import { maskEmail } from './emailLists';

describe('maskEmail', () => {
  it('keeps the first character of the mailbox and the whole domain', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('j***@example.com');
    expect(maskEmail('a@b.io')).toBe('a***@b.io');
  });

  it('masks on the last @, so a quoted mailbox holding @ shows only the domain', () => {
    expect(maskEmail('"x@y"@example.com')).toBe('"***@example.com');
  });

  it('hides a value that is not an address entirely', () => {
    expect(maskEmail('no-at-sign')).toBe('***');
    expect(maskEmail('@example.com')).toBe('***');
    expect(maskEmail('')).toBe('***');
  });
});
