import { useEffect, useSyncExternalStore } from 'react';
import { Banner } from '@voyagent/ui-kit/Banner';
import { Button } from '@voyagent/ui-kit/Button';
import { SHELL_TOASTS } from '../installToasts/installToasts';
import type { UpdateFlow } from '../updateFlow/updateFlow';
import styles from './UpdatePrompt.module.css';

/** shell.md §4: the notice's buttons; its title and text are the update toast's (shell.md §8). */
export const UPDATE_PROMPT_TEXTS = {
  title: SHELL_TOASTS.updateAvailable.title,
  description: SHELL_TOASTS.updateAvailable.description,
  updateNow: 'Update Now',
  later: 'Later',
  close: 'Close',
} as const;

export interface UpdatePromptProps {
  /** `createUpdateFlow({ workbox, session, reload, notify })`; the prompt starts and stops it. */
  flow: UpdateFlow;
  className?: string;
}

/**
 * shell.md §4: appears when a new service worker waits or announces itself. Update Now activates
 * it, toasts "App updated! Reloading..." and reloads after 1 s; Later or close hide it for the
 * session. While mounted, the flow checks for a new version every 30 s.
 */
export function UpdatePrompt({ flow, className }: UpdatePromptProps) {
  useEffect(() => flow.start(), [flow]);
  const state = useSyncExternalStore(flow.subscribe, flow.getState, flow.getState);
  if (!state.visible) return null;
  return (
    <section
      aria-label={UPDATE_PROMPT_TEXTS.title}
      className={[styles.prompt, className].filter(Boolean).join(' ')}
    >
      <Banner
        variant="info"
        title={UPDATE_PROMPT_TEXTS.title}
        description={UPDATE_PROMPT_TEXTS.description}
        action={
          <span className={styles.actions}>
            <Button size="sm" isLoading={state.updating} onPress={flow.updateNow}>
              {UPDATE_PROMPT_TEXTS.updateNow}
            </Button>
            <Button size="sm" variant="ghost" isDisabled={state.updating} onPress={flow.dismiss}>
              {UPDATE_PROMPT_TEXTS.later}
            </Button>
          </span>
        }
        onDismiss={state.updating ? undefined : flow.dismiss}
        dismissLabel={UPDATE_PROMPT_TEXTS.close}
      />
    </section>
  );
}
