export { InstallWizard } from './InstallWizard';
export type { InstallWizardProps } from './InstallWizard';
