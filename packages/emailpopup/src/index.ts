// Public API of @voyagent/emailpopup: the popup, its rules and its address check.
export * from './EmailPopup';
export * from './emailValidation/emailValidation';
export * from './popupRules/popupRules';
