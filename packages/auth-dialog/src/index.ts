// Public API of @voyagent/auth-dialog. The dialog itself lands with its issue; its rules are here already.
export * from './signUpRules';
