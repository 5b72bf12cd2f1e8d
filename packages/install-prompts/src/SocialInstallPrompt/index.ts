export { SocialInstallPrompt } from './SocialInstallPrompt';
export type { SocialInstallPromptProps } from './SocialInstallPrompt';
