/** The guest save limit and its reminder (travel.md §4, §9). */

/** A guest may save at most this many items; a further save asks to sign in. */
export const GUEST_SAVE_LIMIT = 3;

/** The reminder dialog appears when a save brings the guest to this many saves. */
export const GUEST_REMINDER_AT = 2;

/** …this long after that save. */
export const GUEST_REMINDER_DELAY_MS = 1000;

export type GuestSaveDecision = 'save' | 'sign-in';

/** What a guest's next save does, given how many items they have saved. */
export const guestSaveDecision = (savedCount: number): GuestSaveDecision =>
  savedCount >= GUEST_SAVE_LIMIT ? 'sign-in' : 'save';

/** Whether the save that brought the guest to `savedCount` saves shows the reminder. */
export const remindsAfterSave = (savedCount: number): boolean => savedCount === GUEST_REMINDER_AT;
