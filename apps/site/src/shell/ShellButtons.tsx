import { lazy, Suspense, useState } from 'react';
import { useCookieConsent, useInstall } from '@voyagent/install-prompts';
import { Button } from '@voyagent/ui-kit';
import { useIsClient } from '../prerender/useIsClient';

/*
 * The shell's two buttons (shell.md §2). react-aria buttons, so they load with the frame's other
 * parts (layout/chromeParts.ts), after the first paint; their prerendered markup stands in until
 * then and a press on it is passed on.
 */

const InstallWizard = lazy(async () => ({
  default: (await import('@voyagent/install-prompts/InstallWizard')).InstallWizard,
}));

/** shell.md §2: the top bar's Get Free App while the app is not installed; opens the wizard. */
export function GetFreeAppButton({ label = 'Get Free App' }: { label?: string }) {
  const { state } = useInstall();
  const isClient = useIsClient();
  const [wizardLoaded, setWizardLoaded] = useState(false);
  const [isWizardOpen, setWizardOpen] = useState(false);
  // Prerendered pages show it (most visitors have not installed); hydration keeps it, then the
  // stored install state hides it for those who have.
  if (isClient && state === 'installed') return null;
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        onPress={() => {
          setWizardLoaded(true);
          setWizardOpen(true);
        }}
      >
        {label}
      </Button>
      {wizardLoaded && (
        <Suspense fallback={null}>
          <InstallWizard isOpen={isWizardOpen} onOpenChange={setWizardOpen} />
        </Suspense>
      )}
    </>
  );
}

/** shell.md §2: the footer's Cookie Settings reopens the cookie preferences. */
export function CookieSettingsButton() {
  const { openSettings } = useCookieConsent();
  return (
    <Button size="sm" variant="ghost" onPress={openSettings}>
      Cookie Settings
    </Button>
  );
}
