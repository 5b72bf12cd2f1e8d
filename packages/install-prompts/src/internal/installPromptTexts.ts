/**
 * The install surfaces' words. shell.md §2, §4 give the button labels letter for letter (note
 * "Not now" on the banner and compact prompt, "Not Now" on the second prompt); titles and
 * taglines it describes without words are ours, and a host may pass its own.
 */
export const INSTALL_PROMPT_TEXTS = {
  bannerTitle: 'Install the Voyagent app',
  bannerTagline: 'Fast, offline-ready, secure travel planning',
  users: 'users',
  free: 'Free',
  install: 'Install',
  notNow: 'Not now',
  secondPromptNotNow: 'Not Now',
  secondPromptTitle: 'Get the Voyagent app',
  secondPromptDescription: 'Plan trips faster, even offline, right from your home screen.',
  compactTitle: 'Get the app',
  installNow: 'Install Now',
  socialTitle: 'Get the Voyagent app',
  wizardTitle: 'Install Voyagent',
  wizardInstall: 'Install Free App',
  wizardLater: 'Maybe Later',
  close: 'Close',
} as const;
