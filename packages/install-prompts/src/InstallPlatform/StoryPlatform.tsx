import { useEffect, useState, type ReactNode } from 'react';
import { toast, Toaster } from '@voyagent/ui-kit/Toast';
import { INSTALL_KEYS } from '../installStorage/installStorage';
import type { InstallPlatform } from './InstallPlatform';
import { InstallPlatformProvider } from './InstallPlatform';
import { fakeInstallPlatform, type PromptAnswer } from './platformFixture';

/** First visit long enough ago that a 25 s or 35 s prompt is due a moment after the story mounts. */
export function firstVisitDueIn(delayMs: number, promptDelayMs: number): Record<string, string> {
  return { [INSTALL_KEYS.firstVisit]: String(Date.now() - promptDelayMs + delayMs) };
}

export interface StoryPlatformProps {
  options?: Partial<InstallPlatform> & { initialLocal?: Record<string, string> };
  /** The browser offers its install prompt at once, answering this way when pressed. */
  prompt?: PromptAnswer;
  children: ReactNode;
}

/**
 * Stories' platform: memory storages, real timers and ui-kit's toasts (shown by a Toaster), so
 * each state can be seen and pressed.
 */
export function StoryPlatform({ options, prompt, children }: StoryPlatformProps) {
  const [fake] = useState(() =>
    fakeInstallPlatform({ notify: (spec) => toast[spec.variant](spec), ...options }),
  );
  useEffect(() => {
    if (prompt) fake.offerPrompt(prompt);
  }, [fake, prompt]);
  // Toasts live in one module-level queue: clear it so one story's toasts do not leak into the next.
  useEffect(() => () => toast.dismissAll(), []);
  return (
    <InstallPlatformProvider platform={fake.platform}>
      {children}
      <Toaster />
    </InstallPlatformProvider>
  );
}
