import { Badge } from '@voyagent/ui-kit/Badge';
import { Button } from '@voyagent/ui-kit/Button';
import { Dialog } from '@voyagent/ui-kit/Dialog';
import { SAFARI_WIZARD_HINT } from '../installToasts/installToasts';
import { useInstall } from '../InstallPlatform/InstallPlatform';
import { InstallButton } from '../internal/InstallButton';
import { INSTALL_PROMPT_TEXTS } from '../internal/installPromptTexts';
import styles from './InstallWizard.module.css';

/** The spec lists a feature list and badges without their words (shell.md §2); a host may pass its own. */
const DEFAULT_FEATURES = [
  'Opens instantly from your home screen',
  'Your trips and saved places work offline',
  'Secure, with no app store needed',
];
const DEFAULT_BADGES = ['Free', 'Offline-ready', 'Secure'];

export interface InstallWizardProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title?: string;
  features?: readonly string[];
  badges?: readonly string[];
}

/**
 * shell.md §2: the full install dialog (a feature list, badges, Install Free App, Maybe Later);
 * on Safari, which has no install prompt, it adds the hint "Tap Share → Add to Home Screen".
 * Loaded on demand: `import('@voyagent/install-prompts/InstallWizard')`.
 */
export function InstallWizard({
  isOpen,
  onOpenChange,
  title = INSTALL_PROMPT_TEXTS.wizardTitle,
  features = DEFAULT_FEATURES,
  badges = DEFAULT_BADGES,
}: InstallWizardProps) {
  const { platform, dismiss } = useInstall();
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={title} size="sm">
      {(close) => (
        <div className={styles.wizard}>
          <ul className={styles.badges} aria-label="Highlights">
            {badges.map((badge) => (
              <li key={badge}>
                <Badge variant="promo">{badge}</Badge>
              </li>
            ))}
          </ul>
          <ul className={styles.features}>
            {features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          {platform.browser.name === 'Safari' && (
            <p className={styles.hint}>{SAFARI_WIZARD_HINT}</p>
          )}
          <div className={styles.actions}>
            <InstallButton
              fullWidth
              onAttempt={(attempt) => {
                if (attempt.kind === 'outcome') close();
              }}
            >
              {INSTALL_PROMPT_TEXTS.wizardInstall}
            </InstallButton>
            <Button
              fullWidth
              variant="ghost"
              onPress={() => {
                dismiss();
                close();
              }}
            >
              {INSTALL_PROMPT_TEXTS.wizardLater}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
