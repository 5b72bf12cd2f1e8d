import { useState } from 'react';
import { Banner } from '@voyagent/ui-kit/Banner';
import { Button } from '@voyagent/ui-kit/Button';
import { useInstall } from '../InstallPlatform/InstallPlatform';
import { useTopBannerVisible } from '../InstallPlatform/schedule';
import { InstallButton } from '../internal/InstallButton';
import { INSTALL_PROMPT_TEXTS } from '../internal/installPromptTexts';
import styles from './CompactInstallPrompt.module.css';

export interface CompactInstallPromptProps {
  title?: string;
  className?: string;
}

/**
 * shell.md §2: the small install offer (Install Now, Not now), for places the top banner does
 * not fit; it follows the top banner's schedule.
 */
export function CompactInstallPrompt({
  title = INSTALL_PROMPT_TEXTS.compactTitle,
  className,
}: CompactInstallPromptProps) {
  const visible = useTopBannerVisible();
  const { dismiss } = useInstall();
  const [answered, setAnswered] = useState(false);
  if (!visible || answered) return null;
  return (
    <section aria-label={title} className={className}>
      <Banner
        variant="info"
        title={title}
        action={
          <span className={styles.actions}>
            <InstallButton
              size="sm"
              onAttempt={(attempt) => setAnswered(attempt.kind === 'outcome')}
            >
              {INSTALL_PROMPT_TEXTS.installNow}
            </InstallButton>
            <Button size="sm" variant="ghost" onPress={dismiss}>
              {INSTALL_PROMPT_TEXTS.notNow}
            </Button>
          </span>
        }
      />
    </section>
  );
}
