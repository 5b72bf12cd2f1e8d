import { useState } from 'react';
import { Banner } from '@voyagent/ui-kit/Banner';
import { Button } from '@voyagent/ui-kit/Button';
import { SECOND_PROMPT_REMINDER_TITLE } from '../bannerSchedule/bannerSchedule';
import { useInstall } from '../InstallPlatform/InstallPlatform';
import { useSecondPromptVariant } from '../InstallPlatform/schedule';
import { InstallButton } from '../internal/InstallButton';
import { INSTALL_PROMPT_TEXTS } from '../internal/installPromptTexts';
import styles from './SecondInstallPrompt.module.css';

export interface SecondInstallPromptProps {
  title?: string;
  description?: string;
  className?: string;
}

/**
 * shell.md §4: the second, mobile install prompt, about 35 s after the first visit; after Not
 * Now it returns 48 h later as the reminder "Still want the app"; the close button dismisses it
 * for good. Never installed, in a social-app browser or on desktop. Sits at the bottom of the
 * screen, above the tab bar's safe area.
 */
export function SecondInstallPrompt({
  title = INSTALL_PROMPT_TEXTS.secondPromptTitle,
  description = INSTALL_PROMPT_TEXTS.secondPromptDescription,
  className,
}: SecondInstallPromptProps) {
  const variant = useSecondPromptVariant();
  const { dismiss, dismissPermanently } = useInstall();
  const [answered, setAnswered] = useState(false);
  if (variant === null || answered) return null;
  const heading = variant === 'reminder' ? SECOND_PROMPT_REMINDER_TITLE : title;
  return (
    <section aria-label={heading} className={[styles.prompt, className].filter(Boolean).join(' ')}>
      <Banner
        variant="promo"
        title={heading}
        description={description}
        action={
          <span className={styles.actions}>
            <InstallButton onAttempt={(attempt) => setAnswered(attempt.kind === 'outcome')}>
              {INSTALL_PROMPT_TEXTS.install}
            </InstallButton>
            <Button variant="ghost" onPress={dismiss}>
              {INSTALL_PROMPT_TEXTS.secondPromptNotNow}
            </Button>
          </span>
        }
        onDismiss={dismissPermanently}
        dismissLabel={INSTALL_PROMPT_TEXTS.close}
      />
    </section>
  );
}
