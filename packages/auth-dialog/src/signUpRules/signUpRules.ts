/** Sign-up form rules (travel.md §5). Pure, so the dialog, the site and tests share one truth. */

export interface SignUpForm {
  email: string;
  password: string;
  fullName: string;
  confirmPassword: string;
}

export const MIN_PASSWORD_LENGTH = 8;
export const MIN_PASSWORD_SCORE = 3;

export const signUpMessages = {
  required: 'All fields are required',
  mismatch: 'Passwords do not match',
  tooShort: 'Password must be at least 8 characters',
  tooWeak:
    'Please choose a stronger password. Include uppercase, lowercase, numbers, and special characters.',
} as const;

/** One point each for: length of 8 or more, a lowercase letter, an uppercase letter, a digit, a special character. */
export function passwordScore(password: string): number {
  const checks = [
    password.length >= MIN_PASSWORD_LENGTH,
    /\p{Ll}/u.test(password),
    /\p{Lu}/u.test(password),
    /\p{Nd}/u.test(password),
    /[^\p{L}\p{Nd}\s]/u.test(password),
  ];
  return checks.filter(Boolean).length;
}

export type PasswordStrength = 'Weak password' | 'Medium strength' | 'Strong password';

export function passwordStrengthLabel(score: number): PasswordStrength {
  if (score < 2) return 'Weak password';
  if (score <= 3) return 'Medium strength';
  return 'Strong password';
}

/** The first rule the form breaks, or null when it may be sent. */
export function validateSignUp(form: SignUpForm): string | null {
  const { email, password, fullName, confirmPassword } = form;
  if (![email, password, fullName, confirmPassword].every((value) => value.trim() !== '')) {
    return signUpMessages.required;
  }
  if (password !== confirmPassword) return signUpMessages.mismatch;
  if (password.length < MIN_PASSWORD_LENGTH) return signUpMessages.tooShort;
  if (passwordScore(password) < MIN_PASSWORD_SCORE) return signUpMessages.tooWeak;
  return null;
}
