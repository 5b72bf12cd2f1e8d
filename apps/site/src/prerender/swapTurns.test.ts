import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSwapTurns, MAX_TURN_MS } from './swapTurns';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('deferred parts taking turns to swap', () => {
  it('starts one part at a time, the next in a later task once the turn has ended', () => {
    const turns = createSwapTurns();
    const [first, second, third] = [{}, {}, {}];
    const started: string[] = [];
    turns.take(first, () => started.push('first'));
    turns.take(second, () => started.push('second'));
    turns.take(third, () => started.push('third'));
    expect(started).toEqual(['first']);

    turns.end(first);
    expect(started).toEqual(['first']);
    vi.advanceTimersByTime(0);
    expect(started).toEqual(['first', 'second']);
    turns.end(second);
    vi.advanceTimersByTime(0);
    expect(started).toEqual(['first', 'second', 'third']);
  });

  it('drops a part that went away before its turn', () => {
    const turns = createSwapTurns();
    const [first, gone, last] = [{}, {}, {}];
    const started: string[] = [];
    turns.take(first, () => started.push('first'));
    turns.take(gone, () => started.push('gone'));
    turns.take(last, () => started.push('last'));
    turns.end(gone);
    turns.end(first);
    vi.advanceTimersByTime(0);
    expect(started).toEqual(['first', 'last']);
  });

  it('ends a turn that never commits after MAX_TURN_MS', () => {
    const turns = createSwapTurns();
    const [stuck, next] = [{}, {}];
    const started: string[] = [];
    turns.take(stuck, () => started.push('stuck'));
    turns.take(next, () => started.push('next'));
    vi.advanceTimersByTime(MAX_TURN_MS - 1);
    expect(started).toEqual(['stuck']);
    // The deadline, then the next part's task.
    vi.advanceTimersByTime(10);
    expect(started).toEqual(['stuck', 'next']);
  });

  it('starts at once when no turn is under way', () => {
    const turns = createSwapTurns();
    const part = {};
    turns.take(part, () => undefined);
    turns.end(part);
    vi.advanceTimersByTime(0);
    const started = vi.fn();
    turns.take({}, started);
    expect(started).toHaveBeenCalledOnce();
  });
});
