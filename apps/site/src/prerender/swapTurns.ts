/**
 * Deferred parts that swap in after idle take turns: one part's live markup renders and commits,
 * then, in a later task, the next. Transitions started together render and commit together, and
 * a commit is never sliced: home's dozen sections in one commit kept the main thread busy for a
 * long task where a turn each makes several short ones. A part the visitor reaches does not wait
 * (DeferredMarkup swaps it at once).
 */

/** A turn that has not ended by then ends anyway (a live part that waits for a chunk offline). */
export const MAX_TURN_MS = 2_000;

export interface SwapTurns {
  /** Queues `start` for `part`; it runs once every earlier turn has ended. */
  take(part: object, start: () => void): void;
  /** Ends `part`'s turn (its swap committed, or it went away) or drops it from the queue. */
  end(part: object): void;
}

export function createSwapTurns(
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
): SwapTurns {
  const waiting: { part: object; start: () => void }[] = [];
  let current: { part: object; deadline: ReturnType<typeof setTimeout> } | null = null;

  const next = () => {
    const turn = waiting.shift();
    if (!turn) return;
    current = { part: turn.part, deadline: timers.setTimeout(() => end(turn.part), MAX_TURN_MS) };
    turn.start();
  };

  const end = (part: object) => {
    const index = waiting.findIndex((turn) => turn.part === part);
    if (index !== -1) waiting.splice(index, 1);
    if (current?.part !== part) return;
    timers.clearTimeout(current.deadline);
    current = null;
    // A task of its own: the browser paints and answers input between two parts.
    timers.setTimeout(() => {
      if (current === null) next();
    }, 0);
  };

  return {
    take(part, start) {
      waiting.push({ part, start });
      if (current === null) next();
    },
    end,
  };
}

/** The page's one queue. */
export const swapTurns = createSwapTurns();
