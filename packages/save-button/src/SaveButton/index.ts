export { SaveButton } from './SaveButton';
export type { SaveButtonProps } from './SaveButton';
export { SaveProvider } from './SaveProvider';
export type { SaveProviderProps } from './SaveProvider';
export { SAVE_TEXTS } from './saveTexts';
