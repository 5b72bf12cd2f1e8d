import type { ListenerHandle } from './plugins';

/** Stops a subscription; safe to call more than once. */
export type Unsubscribe = () => void;

/**
 * Turns a plugin's asynchronous `addListener` into a synchronous unsubscribe, as React effects
 * need: unsubscribing before the handle arrives removes it on arrival. A listener that fails to
 * register is dropped silently (shell.md §8: native plugin errors are swallowed).
 */
export function fromPluginListener(registering: Promise<ListenerHandle>): Unsubscribe {
  let stopped = false;
  let handle: ListenerHandle | undefined;
  registering.then(
    (registered) => {
      if (stopped) void registered.remove().catch(() => undefined);
      else handle = registered;
    },
    () => undefined,
  );
  return () => {
    if (stopped) return;
    stopped = true;
    void handle?.remove().catch(() => undefined);
  };
}
