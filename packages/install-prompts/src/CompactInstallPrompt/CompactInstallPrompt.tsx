import { useState } from 'react';
import { Banner } from '@voyagent/ui-kit/Banner';
import { useInstall } from '../InstallPlatform/InstallPlatform';
import { useTopBannerVisible } from '../InstallPlatform/schedule';
import { InstallActions } from '../internal/InstallActions';
import { INSTALL_PROMPT_TEXTS } from '../internal/installPromptTexts';

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
          <InstallActions
            installLabel={INSTALL_PROMPT_TEXTS.installNow}
            onAnswered={setAnswered}
            onDismiss={dismiss}
          />
        }
      />
    </section>
  );
}
