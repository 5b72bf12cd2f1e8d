import { useEffect, useState, useSyncExternalStore } from 'react';
import { Badge } from '@voyagent/ui-kit/Badge';
import { Button } from '@voyagent/ui-kit/Button';
import { Dialog } from '@voyagent/ui-kit/Dialog';
import { Progress } from '@voyagent/ui-kit/Progress';
import { createSplashTimeline, splashClaimHref } from '../launchSplash/launchSplash';
import type { StorageLike } from '../platform/webStorage';
import { PromotionCountdown } from '../PromotionCountdown/PromotionCountdown';
import styles from './LaunchSplashScreen.module.css';

/** shell.md §2: the splash's words, letter for letter. */
export const LAUNCH_SPLASH_TEXTS = {
  badge: 'LAUNCH SPECIAL',
  offer: '50% OFF Premium Lifetime Access',
  claim: 'Claim 50% OFF Now',
  skip: 'Skip',
  progressLabel: 'Loading Voyagent',
  close: 'Close',
} as const;

type SplashTimers = Pick<
  typeof globalThis,
  'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval'
>;

export interface LaunchSplashScreenProps {
  /** Where hasSeenSplash and lastActivity are stored (`localStorage`). */
  local: StorageLike;
  /** Claim's navigation (the host's router); gets `/app-launch?promo=…` or `/pricing`. */
  navigate: (href: string) => void;
  /** Called once the splash completes (progress done, Skip, close or Claim). */
  onComplete?: () => void;
  claimTarget?: 'app-launch' | 'pricing';
  now?: () => number;
  timers?: SplashTimers;
}

/**
 * The splash's progress, held apart from the dialog: it changes ten times a second, and each
 * change should re-render the bar alone, not the dialog, the countdown and the buttons.
 */
function progressStore() {
  let value = 0;
  const listeners = new Set<() => void>();
  return {
    read: () => value,
    set(next: number) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

function SplashProgress({ progress }: { progress: ReturnType<typeof progressStore> }) {
  const value = useSyncExternalStore(progress.subscribe, progress.read, progress.read);
  return (
    <Progress label={LAUNCH_SPLASH_TEXTS.progressLabel} value={value} className={styles.progress} />
  );
}

/**
 * shell.md §2, §4: the full-screen launch offer. Progress rises 1% per 100 ms and the splash
 * completes 300 ms after 100%; Skip (or Escape, or close) completes it at once, and completing
 * stores hasSeenSplash and lastActivity. The host shows it when `shouldShowSplash` says so, and
 * loads it on demand: `import('@voyagent/install-prompts/LaunchSplashScreen')`.
 */
export function LaunchSplashScreen({
  local,
  navigate,
  onComplete,
  claimTarget = 'app-launch',
  now = Date.now,
  timers = globalThis,
}: LaunchSplashScreenProps) {
  const [isOpen, setOpen] = useState(true);
  const [progress] = useState(progressStore);
  const [timeline] = useState(() =>
    createSplashTimeline({
      local,
      now,
      timers,
      onProgress: progress.set,
      onComplete: () => {
        setOpen(false);
        onComplete?.();
      },
    }),
  );
  useEffect(() => {
    timeline.start();
    return timeline.stop;
  }, [timeline]);

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) timeline.skip();
      }}
      title={LAUNCH_SPLASH_TEXTS.offer}
      closeLabel={LAUNCH_SPLASH_TEXTS.close}
      isDismissable={false}
      size="lg"
      className={styles.splash}
    >
      <div className={styles.content}>
        <Badge variant="promo">{LAUNCH_SPLASH_TEXTS.badge}</Badge>
        <PromotionCountdown />
        <Button
          size="lg"
          onPress={() => {
            const href = splashClaimHref(claimTarget);
            timeline.skip();
            navigate(href);
          }}
        >
          {LAUNCH_SPLASH_TEXTS.claim}
        </Button>
        <SplashProgress progress={progress} />
        <Button variant="ghost" onPress={timeline.skip}>
          {LAUNCH_SPLASH_TEXTS.skip}
        </Button>
      </div>
    </Dialog>
  );
}
