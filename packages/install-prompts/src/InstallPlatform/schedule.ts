import { useEffect, useRef, useState } from 'react';
import {
  delayUntil,
  planSecondPrompt,
  planSocialPrompt,
  planTopBanner,
  type SecondPromptPlan,
} from '../bannerSchedule/bannerSchedule';
import type { PwaAnalyticsEvent } from '../installStorage/installStorage';
import { useInstall } from './InstallPlatform';

/** True from the time `at` (null: never), through the platform's timers. */
function useDueAt(at: number | null): boolean {
  const { platform } = useInstall();
  const { now, timers } = platform;
  const [dueAt, setDueAt] = useState<number | null>(null);
  useEffect(() => {
    if (at === null) return;
    const timer = timers.setTimeout(() => setDueAt(at), delayUntil(at, now()));
    return () => timers.clearTimeout(timer);
  }, [at, now, timers]);
  return at !== null && dueAt === at;
}

/** Counts `event` once each time `shown` turns true. */
function useCountWhenShown(shown: boolean, event: PwaAnalyticsEvent) {
  const { count } = useInstall();
  const counted = useRef(false);
  useEffect(() => {
    if (!shown) {
      counted.current = false;
      return;
    }
    if (counted.current) return;
    counted.current = true;
    count(event);
  }, [shown, event, count]);
}

/**
 * The top banner and the compact prompt (its small form): shown on `planTopBanner`'s schedule
 * and while installing, hidden once installed or dismissed.
 */
export function useTopBannerVisible(): boolean {
  const install = useInstall();
  const { flags, state } = install;
  const plan = planTopBanner({
    visitStartedAt: install.visitStartedAt,
    firstVisit: install.firstVisit,
    lastDismissal: flags.lastDismissal,
    promptReadyAt: install.promptReadyAt,
    installed: state === 'installed',
    permanentlyDismissed: flags.permanentlyDismissed,
    dismissedThisSession: flags.dismissedThisSession,
  });
  const visible = useDueAt(plan.kind === 'at' ? plan.at : null);
  useCountWhenShown(visible, 'installPromptShown');
  return visible;
}

/** The second mobile prompt: its variant once due (the reminder after a dismissal), else null. */
export function useSecondPromptVariant(): 'first' | 'reminder' | null {
  const install = useInstall();
  const { flags, state, platform } = install;
  const plan: SecondPromptPlan = planSecondPrompt({
    firstVisit: install.firstVisit,
    lastDismissal: flags.lastDismissal,
    installed: state === 'installed',
    permanentlyDismissed: flags.permanentlyDismissed,
    isMobile: platform.isMobile,
    isSocialBrowser: platform.browser.isSocialBrowser,
  });
  const visible = useDueAt(plan.kind === 'at' ? plan.at : null);
  const variant = visible && plan.kind === 'at' ? plan.variant : null;
  useCountWhenShown(variant !== null, 'installPromptShown');
  useCountWhenShown(variant === 'reminder', 'reminderShown');
  return variant;
}

/** The social install prompt: the network the visitor came from, or null. */
export function useSocialPromptNetwork() {
  const { flags, state, platform } = useInstall();
  const plan = planSocialPrompt({
    referrer: platform.referrer,
    pageUrl: platform.pageUrl,
    installed: state === 'installed',
    permanentlyDismissed: flags.permanentlyDismissed,
  });
  // Its plan has no schedule: pwa-install-dismissed (Not now) keeps it away for the session.
  const network = plan.show && !flags.dismissedThisSession ? plan.network : null;
  useCountWhenShown(network !== null, 'installPromptShown');
  return network;
}
