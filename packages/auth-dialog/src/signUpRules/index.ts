export {
  MIN_PASSWORD_LENGTH,
  MIN_PASSWORD_SCORE,
  passwordScore,
  passwordStrengthLabel,
  signUpMessages,
  validateSignUp,
} from './signUpRules';
export type { PasswordStrength, SignUpForm } from './signUpRules';
