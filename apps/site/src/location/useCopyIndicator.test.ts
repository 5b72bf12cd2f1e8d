import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPY_RESET_MS, useCopyIndicator } from './useCopyIndicator';

afterEach(() => vi.useRealTimers());

describe('useCopyIndicator', () => {
  // SI-247
  it('shows copied, then resets after 2 s', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => undefined);
    const { result } = renderHook(() => useCopyIndicator({ writeText }));
    await act(() => result.current.copy('48.85660, 2.35220'));
    expect(writeText).toHaveBeenCalledWith('48.85660, 2.35220');
    expect(result.current.state).toBe('copied');
    act(() => vi.advanceTimersByTime(COPY_RESET_MS - 1));
    expect(result.current.state).toBe('copied');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.state).toBe('idle');
    expect(COPY_RESET_MS).toBe(2000);
  });

  // SI-255
  it('says "Failed to copy coordinates" when the clipboard refuses or is missing', async () => {
    const refusing = renderHook(() =>
      useCopyIndicator({ writeText: () => Promise.reject(new Error('denied')) }),
    );
    await act(() => refusing.result.current.copy('x'));
    expect(refusing.result.current.failure).toBe('Failed to copy coordinates');
    const missing = renderHook(() => useCopyIndicator(undefined));
    await act(() => missing.result.current.copy('x'));
    expect(missing.result.current.state).toBe('failed');
  });
});
