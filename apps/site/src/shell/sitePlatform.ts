import { browserInstallPlatform } from '@voyagent/install-prompts';

/**
 * The page's install platform (storages, clock, ui-kit toasts, the browser's install events),
 * made once: the providers re-subscribe whenever they are handed a new one.
 */
export const sitePlatform = browserInstallPlatform(window);
