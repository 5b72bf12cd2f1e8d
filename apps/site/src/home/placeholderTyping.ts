/**
 * The assistant box's rotating placeholder (shell.md §2, §9): each prompt is typed one character
 * every 100 ms, stays whole for 2 s, then the next prompt is typed. Pure steps plus one driver
 * over injectable timers, so a fake clock tests the timing exactly.
 */

/** TA-011: shell.md §9, 100 ms a character. */
export const TYPING_CHARACTER_MS = 100;
/** TA-012: shell.md §9, the 2 s pause on a whole prompt. */
export const TYPING_PAUSE_MS = 2000;

/** Which prompt is showing and how many of its characters. */
export interface TypingState {
  prompt: number;
  shown: number;
}

/**
 * Where the typing starts: the first prompt whole, as the prerendered page and a visitor who
 * prefers reduced motion see it, so the first step is the pause before the second prompt.
 */
export const firstTypingState = (prompts: readonly string[]): TypingState => ({
  prompt: 0,
  shown: prompts[0]?.length ?? 0,
});

/** The placeholder a state shows. */
export function typedText(prompts: readonly string[], { prompt, shown }: TypingState): string {
  return (prompts[prompt] ?? '').slice(0, shown);
}

/** The state after this one, and how long this one stays. */
export function typingStep(
  prompts: readonly string[],
  state: TypingState,
): { next: TypingState; delayMs: number } {
  const length = prompts[state.prompt]?.length ?? 0;
  if (state.shown < length) {
    return { next: { ...state, shown: state.shown + 1 }, delayMs: TYPING_CHARACTER_MS };
  }
  return {
    next: { prompt: (state.prompt + 1) % prompts.length, shown: 0 },
    delayMs: TYPING_PAUSE_MS,
  };
}

export interface TypingTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
}

/**
 * Types the prompts in turn from `firstTypingState`, calling `onText` with each new placeholder.
 * Returns the function that stops it. Nothing runs without a prompt.
 */
export function startPlaceholderTyping(
  prompts: readonly string[],
  onText: (text: string) => void,
  timers: TypingTimers = globalThis,
): () => void {
  if (prompts.length === 0) return () => undefined;
  let state = firstTypingState(prompts);
  let handle: unknown;
  const schedule = () => {
    const { next, delayMs } = typingStep(prompts, state);
    handle = timers.setTimeout(() => {
      state = next;
      onText(typedText(prompts, state));
      schedule();
    }, delayMs);
  };
  schedule();
  return () => timers.clearTimeout(handle as never);
}
