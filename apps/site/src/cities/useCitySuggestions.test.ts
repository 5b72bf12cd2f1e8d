import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DESTINATION_DEBOUNCE_MS, useCitySuggestions } from './useCitySuggestions';

const paris = { name: 'Paris', country: 'France', displayName: 'Paris, France' };
const parma = { name: 'Parma', country: 'Italy', displayName: 'Parma, Italy' };

describe('useCitySuggestions', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks nothing below 2 characters', async () => {
    const fetchCities = vi.fn();
    const { result } = renderHook(() => useCitySuggestions('P', fetchCities));
    await act(() => vi.advanceTimersByTimeAsync(DESTINATION_DEBOUNCE_MS * 2));
    expect(fetchCities).not.toHaveBeenCalled();
    expect(result.current.status).toBe('idle');
  });

  it('waits for a 300 ms pause, then asks once with the trimmed query', async () => {
    const fetchCities = vi.fn().mockResolvedValue([paris]);
    const { result, rerender } = renderHook(({ query }) => useCitySuggestions(query, fetchCities), {
      initialProps: { query: 'Pa' },
    });
    rerender({ query: 'Par ' });
    await act(() => vi.advanceTimersByTimeAsync(DESTINATION_DEBOUNCE_MS - 1));
    expect(fetchCities).not.toHaveBeenCalled();
    expect(result.current.status).toBe('loading');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetchCities).toHaveBeenCalledExactlyOnceWith('Par');
    expect(result.current).toEqual({ status: 'done', cities: [paris] });
  });

  it('ignores a late answer to an older query', async () => {
    let answerOld: (cities: (typeof paris)[]) => void = () => {};
    const fetchCities = vi
      .fn()
      .mockImplementationOnce(() => new Promise((resolve) => (answerOld = resolve)))
      .mockResolvedValueOnce([parma]);
    const { result, rerender } = renderHook(({ query }) => useCitySuggestions(query, fetchCities), {
      initialProps: { query: 'Pa' },
    });
    await act(() => vi.advanceTimersByTimeAsync(DESTINATION_DEBOUNCE_MS));
    rerender({ query: 'Parm' });
    await act(() => vi.advanceTimersByTimeAsync(DESTINATION_DEBOUNCE_MS));
    await act(async () => answerOld([paris]));
    expect(result.current).toEqual({ status: 'done', cities: [parma] });
  });

  it('reports an error state when the backend fails', async () => {
    const fetchCities = vi.fn().mockRejectedValue(new Error('offline'));
    const { result } = renderHook(() => useCitySuggestions('Rome', fetchCities));
    await act(() => vi.advanceTimersByTimeAsync(DESTINATION_DEBOUNCE_MS));
    expect(result.current.status).toBe('error');
  });
});
