/** The popup's address check (travel.md §5). Pure. */

/** EP-017: the one message an unusable address gets. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/**
 * EP-016: an address must be non-empty and contain an at-sign. Deliberately no stricter: the
 * server checks the full form, and a looser client never turns away a real address.
 */
export function validatePopupEmail(
  input: string,
): { valid: true; email: string } | { valid: false; message: string } {
  const email = input.trim();
  return email !== '' && email.includes('@')
    ? { valid: true, email }
    : { valid: false, message: INVALID_EMAIL_MESSAGE };
}
