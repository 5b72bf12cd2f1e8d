import { useEffect, useMemo, useRef, useState } from 'react';
import { isQueryLongEnough, normaliseQuery } from './comboboxOptions';

/** Loads the items for a query. `signal` aborts when a newer query supersedes this one. */
export type LoadItems<T> = (query: string, signal: AbortSignal) => Promise<readonly T[]>;

/** Items found synchronously for a query (already trimmed and long enough), e.g. a bundled list. */
export type FindItems<T> = (query: string) => readonly T[];

export type ComboboxItemsState<T> =
  | { status: 'idle'; items: readonly T[] }
  | { status: 'loading'; items: readonly T[] }
  | { status: 'done'; items: readonly T[] }
  | { status: 'error'; items: readonly T[] };

interface Answer<T> {
  query: string;
  items: readonly T[];
  failed: boolean;
}

interface Options<T> {
  loadItems: LoadItems<T>;
  minQueryLength: number;
  debounceMs: number;
  /** Shown at once, without the pause, until the loaded answer for the query replaces them. */
  localItems?: FindItems<T>;
  /** Shown instead of the error state when loading fails; the error state stays if they are none. */
  fallbackItems?: FindItems<T>;
}

const NO_ITEMS: readonly never[] = [];

/**
 * Items for `query`, loaded once typing pauses for `debounceMs` and the query is long enough.
 * Each newer query aborts the previous request, and an answer to an older query is dropped even if
 * the source ignores the signal. With `localItems` the list fills at once and the answer replaces
 * it; with `fallbackItems` a failed load still shows suggestions.
 */
export function useComboboxItems<T>(
  query: string,
  { loadItems, minQueryLength, debounceMs, localItems, fallbackItems }: Options<T>,
): ComboboxItemsState<T> {
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const trimmed = normaliseQuery(query);
  const longEnough = isQueryLongEnough(trimmed, minQueryLength);
  // The latest loader, so an inline function prop does not restart the request on every render.
  const loadItemsRef = useRef(loadItems);
  useEffect(() => {
    loadItemsRef.current = loadItems;
  }, [loadItems]);

  useEffect(() => {
    if (!longEnough) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      loadItemsRef.current(trimmed, controller.signal).then(
        (items) => {
          if (!controller.signal.aborted) setAnswer({ query: trimmed, items, failed: false });
        },
        () => {
          if (!controller.signal.aborted) setAnswer({ query: trimmed, items: [], failed: true });
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, longEnough, debounceMs]);

  const answered = longEnough && answer?.query === trimmed;
  // Memoised so that downshift sees the same list on every render of one query.
  const local = useMemo(
    () => (longEnough && !answered ? localItems?.(trimmed) : undefined),
    [longEnough, answered, localItems, trimmed],
  );
  const fallback = useMemo(
    () => (answered && answer.failed ? fallbackItems?.(trimmed) : undefined),
    [answered, answer, fallbackItems, trimmed],
  );

  if (!longEnough) return { status: 'idle', items: NO_ITEMS };
  if (answered) {
    if (!answer.failed) return { status: 'done', items: answer.items };
    return fallback?.length
      ? { status: 'done', items: fallback }
      : { status: 'error', items: NO_ITEMS };
  }
  // While the next answer is on its way, the local matches show, or else the previous list stays
  // up rather than flickering.
  return { status: 'loading', items: local ?? answer?.items ?? NO_ITEMS };
}
