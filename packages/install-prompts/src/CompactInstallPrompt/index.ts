export { CompactInstallPrompt } from './CompactInstallPrompt';
export type { CompactInstallPromptProps } from './CompactInstallPrompt';
