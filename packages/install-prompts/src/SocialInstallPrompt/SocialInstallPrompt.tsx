import { useState } from 'react';
import { Banner } from '@voyagent/ui-kit/Banner';
import { useInstall } from '../InstallPlatform/InstallPlatform';
import { useSocialPromptNetwork } from '../InstallPlatform/schedule';
import { InstallActions } from '../internal/InstallActions';
import { INSTALL_PROMPT_TEXTS } from '../internal/installPromptTexts';

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
          <InstallActions
            installLabel={INSTALL_PROMPT_TEXTS.install}
            onAnswered={setAnswered}
            onDismiss={dismiss}
          />
        }
      />
    </section>
  );
}
