export { AuthDialog } from './AuthDialog';
export type { AuthDialogProps } from './AuthDialog';
export { AuthForms, authFormTexts, DEFAULT_AUTH_TITLE } from './AuthForms';
export type { AuthFormsProps, AuthTab } from './AuthForms';
export { AuthPanel } from './AuthPanel';
export type { AuthPanelProps } from './AuthPanel';
