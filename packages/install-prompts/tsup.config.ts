import { packageConfig } from '../../tsup.packages';

/**
 * Entry points: the package (rules, providers and the light surfaces a page shows on first
 * paint), and the two heavy surfaces a host loads on demand, the install wizard
 * (`@voyagent/install-prompts/InstallWizard`) and the launch splash
 * (`@voyagent/install-prompts/LaunchSplashScreen`). Shared code lands in chunks, loaded once.
 */
const entries = {
  index: 'src/index.ts',
  InstallWizard: 'src/InstallWizard/index.ts',
  LaunchSplashScreen: 'src/LaunchSplashScreen/index.ts',
};

export default packageConfig({ entry: entries, dts: { entry: entries }, splitting: true });
