export type {
  AuthAdapter,
  AuthCredentials,
  HumanCheckAction,
  HumanCheckResult,
  SignUpRequest,
} from './adapter';
export {
  authErrorText,
  authMessages,
  humanCheckFailureText,
  stripStatusSuffix,
} from './authMessages';
export type { AuthFormAction } from './authMessages';
export { isSubmitBusy, runAuthAction, runHumanCheck, submitReducer } from './authSubmit';
export type { SubmitEvent, SubmitState } from './authSubmit';
