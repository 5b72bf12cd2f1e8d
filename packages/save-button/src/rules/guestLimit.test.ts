import { describe, expect, it } from 'vitest';
import {
  GUEST_REMINDER_AT,
  GUEST_REMINDER_DELAY_MS,
  GUEST_SAVE_LIMIT,
  guestSaveDecision,
  remindsAfterSave,
} from './guestLimit';

describe('the guest save limit', () => {
  it('lets a guest save three items and asks to sign in for the fourth', () => {
    // SB-004, SB-008
    expect(GUEST_SAVE_LIMIT).toBe(3);
    expect([0, 1, 2].map(guestSaveDecision)).toEqual(['save', 'save', 'save']);
    expect(guestSaveDecision(3)).toBe('sign-in');
    expect(guestSaveDecision(7)).toBe('sign-in');
  });

  it('reminds once, after the save that makes two, 1 s later', () => {
    // SB-005, SB-006
    expect(GUEST_REMINDER_AT).toBe(2);
    expect(GUEST_REMINDER_DELAY_MS).toBe(1000);
    expect([1, 2, 3].map(remindsAfterSave)).toEqual([false, true, false]);
  });
});
