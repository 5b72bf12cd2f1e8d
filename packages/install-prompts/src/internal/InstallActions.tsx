import { Button } from '@voyagent/ui-kit/Button';
import { InstallButton } from './InstallButton';
import { INSTALL_PROMPT_TEXTS } from './installPromptTexts';
import styles from './InstallActions.module.css';

/**
 * The install banners' pair: the Install button and "Not now". `onAnswered` hears whether the
 * browser's own prompt was answered, so a prompt can hide once the person has decided there.
 */
export function InstallActions({
  installLabel,
  onAnswered,
  onDismiss,
}: {
  installLabel: string;
  onAnswered: (answered: boolean) => void;
  onDismiss: () => void;
}) {
  return (
    <span className={styles.actions}>
      <InstallButton size="sm" onAttempt={(attempt) => onAnswered(attempt.kind === 'outcome')}>
        {installLabel}
      </InstallButton>
      <Button size="sm" variant="ghost" onPress={onDismiss}>
        {INSTALL_PROMPT_TEXTS.notNow}
      </Button>
    </span>
  );
}
