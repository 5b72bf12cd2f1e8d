export { SecondInstallPrompt } from './SecondInstallPrompt';
export type { SecondInstallPromptProps } from './SecondInstallPrompt';
