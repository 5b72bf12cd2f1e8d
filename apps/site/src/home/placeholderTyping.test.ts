import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  firstTypingState,
  startPlaceholderTyping,
  TYPING_CHARACTER_MS,
  TYPING_PAUSE_MS,
  typedText,
  typingStep,
} from './placeholderTyping';

const prompts = ['Hi', 'Yes'];

describe('typingStep', () => {
  it('starts on the first prompt whole', () => {
    expect(typedText(prompts, firstTypingState(prompts))).toBe('Hi');
  });

  it('adds one character every 100 ms (TA-011)', () => {
    expect(TYPING_CHARACTER_MS).toBe(100);
    expect(typingStep(prompts, { prompt: 1, shown: 1 })).toEqual({
      next: { prompt: 1, shown: 2 },
      delayMs: 100,
    });
  });

  it('holds a whole prompt for 2 s, then starts the next one, wrapping round (TA-012)', () => {
    expect(TYPING_PAUSE_MS).toBe(2000);
    expect(typingStep(prompts, { prompt: 0, shown: 2 })).toEqual({
      next: { prompt: 1, shown: 0 },
      delayMs: 2000,
    });
    expect(typingStep(prompts, { prompt: 1, shown: 3 }).next).toEqual({ prompt: 0, shown: 0 });
  });
});

describe('startPlaceholderTyping', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('pauses 2 s on the first prompt, then types the next at 100 ms a character', () => {
    const shown: string[] = [];
    startPlaceholderTyping(prompts, (text) => shown.push(text));

    vi.advanceTimersByTime(1999);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual(['']);
    vi.advanceTimersByTime(99);
    expect(shown).toEqual(['']);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual(['', 'Y']);
    vi.advanceTimersByTime(200);
    expect(shown).toEqual(['', 'Y', 'Ye', 'Yes']);
    // The whole prompt stays 2 s, then the first comes back.
    vi.advanceTimersByTime(1999);
    expect(shown.at(-1)).toBe('Yes');
    vi.advanceTimersByTime(101);
    expect(shown.slice(-2)).toEqual(['', 'H']);
  });

  it('stops when asked', () => {
    const onText = vi.fn();
    const stop = startPlaceholderTyping(prompts, onText);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(onText).not.toHaveBeenCalled();
  });

  it('does nothing without prompts', () => {
    const onText = vi.fn();
    startPlaceholderTyping([], onText);
    vi.advanceTimersByTime(10_000);
    expect(onText).not.toHaveBeenCalled();
  });
});
