export { InstallPlatformProvider, useInstall } from './InstallPlatform';
export type { InstallController, InstallPlatform, PromptTimers } from './InstallPlatform';
export { browserInstallPlatform } from './browserInstallPlatform';
