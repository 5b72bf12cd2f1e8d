import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type LoadItems, useComboboxItems } from './useComboboxItems';

interface Pending {
  query: string;
  signal: AbortSignal;
  resolve: (items: string[]) => void;
  reject: (error: Error) => void;
}

function controllableLoader() {
  const calls: Pending[] = [];
  const loadItems = vi.fn<LoadItems<string>>(
    (query, signal) =>
      new Promise<string[]>((resolve, reject) => {
        calls.push({ query, signal, resolve, reject });
      }),
  );
  return { calls, loadItems };
}

async function settle(callback: () => void) {
  await act(async () => {
    callback();
    await Promise.resolve();
  });
}

describe('useComboboxItems', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  function setup(minQueryLength = 2, debounceMs = 300) {
    const loader = controllableLoader();
    const hook = renderHook(
      ({ query }) =>
        useComboboxItems(query, { loadItems: loader.loadItems, minQueryLength, debounceMs }),
      { initialProps: { query: '' } },
    );
    return { ...loader, ...hook };
  }

  it('stays idle and loads nothing below the minimum length', () => {
    const { result, rerender, loadItems } = setup();
    rerender({ query: ' P ' });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.status).toBe('idle');
    expect(loadItems).not.toHaveBeenCalled();
  });

  it('waits for a pause in typing, then loads the trimmed query once', async () => {
    const { result, rerender, loadItems, calls } = setup();
    rerender({ query: 'Pa' });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    rerender({ query: 'Par ' });
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(loadItems).not.toHaveBeenCalled();
    expect(result.current.status).toBe('loading');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(loadItems).toHaveBeenCalledTimes(1);
    expect(calls[0]?.query).toBe('Par');
    await settle(() => calls[0]?.resolve(['Paris', 'Parma']));
    expect(result.current).toEqual({ status: 'done', items: ['Paris', 'Parma'] });
  });

  it('aborts the older request and drops its late answer', async () => {
    const { result, rerender, calls } = setup(2, 0);
    rerender({ query: 'Pa' });
    act(() => {
      vi.advanceTimersByTime(0);
    });
    rerender({ query: 'Lon' });
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(calls.map((call) => call.query)).toEqual(['Pa', 'Lon']);
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls[1]?.signal.aborted).toBe(false);

    await settle(() => calls[1]?.resolve(['London']));
    await settle(() => calls[0]?.resolve(['Paris']));
    expect(result.current).toEqual({ status: 'done', items: ['London'] });
  });

  it('keeps the previous items while the next query loads', async () => {
    const { result, rerender, calls } = setup(2, 0);
    rerender({ query: 'Pa' });
    act(() => {
      vi.advanceTimersByTime(0);
    });
    await settle(() => calls[0]?.resolve(['Paris']));
    rerender({ query: 'Par' });
    expect(result.current).toEqual({ status: 'loading', items: ['Paris'] });
  });

  it('reports an error state when loading fails', async () => {
    const { result, rerender, calls } = setup(2, 0);
    rerender({ query: 'Pa' });
    act(() => {
      vi.advanceTimersByTime(0);
    });
    await settle(() => calls[0]?.reject(new Error('offline')));
    expect(result.current).toEqual({ status: 'error', items: [] });
  });

  it('aborts the pending request on unmount', () => {
    const { rerender, calls, unmount } = setup(2, 0);
    rerender({ query: 'Pa' });
    act(() => {
      vi.advanceTimersByTime(0);
    });
    unmount();
    expect(calls[0]?.signal.aborted).toBe(true);
  });

  it('does not reload when only the loader function identity changes', () => {
    const first = controllableLoader();
    const second = controllableLoader();
    const { rerender } = renderHook(
      ({ loadItems }) => useComboboxItems('Paris', { loadItems, minQueryLength: 2, debounceMs: 0 }),
      { initialProps: { loadItems: first.loadItems } },
    );
    act(() => {
      vi.advanceTimersByTime(0);
    });
    rerender({ loadItems: second.loadItems });
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(first.loadItems).toHaveBeenCalledTimes(1);
    expect(second.loadItems).not.toHaveBeenCalled();
  });
});

describe('useComboboxItems with local and fallback items', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  const LOCAL = ['Paris', 'Parma', 'London'];
  const findLocal = (query: string) =>
    LOCAL.filter((name) => name.toLowerCase().startsWith(query.toLowerCase()));

  function setup(withFallback: boolean) {
    const loader = controllableLoader();
    const hook = renderHook(
      ({ query }) =>
        useComboboxItems(query, {
          loadItems: loader.loadItems,
          minQueryLength: 2,
          debounceMs: 300,
          localItems: findLocal,
          fallbackItems: withFallback ? findLocal : undefined,
        }),
      { initialProps: { query: '' } },
    );
    return { ...loader, ...hook };
  }

  it('shows the local items at once, then the answer in their place', async () => {
    const { result, rerender, calls } = setup(false);
    rerender({ query: 'par ' });
    expect(result.current).toEqual({ status: 'loading', items: ['Paris', 'Parma'] });
    act(() => {
      vi.advanceTimersByTime(300);
    });
    await settle(() => calls[0]?.resolve(['Paris', 'Paro']));
    expect(result.current).toEqual({ status: 'done', items: ['Paris', 'Paro'] });
  });

  it('shows no local items below the minimum length', () => {
    const { result, rerender } = setup(false);
    rerender({ query: 'p' });
    expect(result.current).toEqual({ status: 'idle', items: [] });
  });

  it('keeps the same local list between renders of one query', () => {
    const { result, rerender } = setup(false);
    rerender({ query: 'pa' });
    const first = result.current.items;
    rerender({ query: 'pa' });
    expect(result.current.items).toBe(first);
  });

  it('shows the fallback items instead of the error state when loading fails', async () => {
    const { result, rerender, calls } = setup(true);
    rerender({ query: 'lon' });
    act(() => {
      vi.advanceTimersByTime(300);
    });
    await settle(() => calls[0]?.reject(new Error('offline')));
    expect(result.current).toEqual({ status: 'done', items: ['London'] });
  });

  it('keeps the error state when the fallback finds nothing', async () => {
    const { result, rerender, calls } = setup(true);
    rerender({ query: 'xq' });
    act(() => {
      vi.advanceTimersByTime(300);
    });
    await settle(() => calls[0]?.reject(new Error('offline')));
    expect(result.current).toEqual({ status: 'error', items: [] });
  });
});
