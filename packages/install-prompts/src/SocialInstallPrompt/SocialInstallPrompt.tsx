import { useState } from 'react';
import { Banner } from '@voyagent/ui-kit/Banner';
import { Button } from '@voyagent/ui-kit/Button';
import { useInstall } from '../InstallPlatform/InstallPlatform';
import { useSocialPromptNetwork } from '../InstallPlatform/schedule';
import { InstallButton } from '../internal/InstallButton';
import { INSTALL_PROMPT_TEXTS } from '../internal/installPromptTexts';
import styles from './SocialInstallPrompt.module.css';

export interface SocialInstallPromptProps {
  title?: string;
  description?: string;
  className?: string;
}

/**
 * shell.md §4: the install offer for visitors who came from a social network (its referrer or
 * utm_source). Inside that network's own browser, Install explains how to open the page in a
 * real browser first (the guidance toast).
 */
export function SocialInstallPrompt({
  title = INSTALL_PROMPT_TEXTS.socialTitle,
  description = INSTALL_PROMPT_TEXTS.secondPromptDescription,
  className,
}: SocialInstallPromptProps) {
  const network = useSocialPromptNetwork();
  const { dismiss } = useInstall();
  const [answered, setAnswered] = useState(false);
  if (network === null || answered) return null;
  return (
    <section aria-label={title} data-network={network} className={className}>
      <Banner
        variant="promo"
        title={title}
        description={description}
        action={
          <span className={styles.actions}>
            <InstallButton
              size="sm"
              onAttempt={(attempt) => setAnswered(attempt.kind === 'outcome')}
            >
              {INSTALL_PROMPT_TEXTS.install}
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
