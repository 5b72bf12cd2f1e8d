import { useEffect, useRef, useState } from 'react';
import { isQueryLongEnough, normaliseQuery } from './comboboxOptions';

/** Loads the items for a query. `signal` aborts when a newer query supersedes this one. */
export type LoadItems<T> = (query: string, signal: AbortSignal) => Promise<readonly T[]>;

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
}

const NO_ITEMS: readonly never[] = [];

/**
 * Items for `query`, loaded once typing pauses for `debounceMs` and the query is long enough.
 * Each newer query aborts the previous request, and an answer to an older query is dropped even if
 * the source ignores the signal.
 */
export function useComboboxItems<T>(
  query: string,
  { loadItems, minQueryLength, debounceMs }: Options<T>,
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

  if (!longEnough) return { status: 'idle', items: NO_ITEMS };
  if (answer?.query === trimmed) {
    return answer.failed
      ? { status: 'error', items: NO_ITEMS }
      : { status: 'done', items: answer.items };
  }
  // While the next answer is on its way, the previous list stays up rather than flickering.
  return { status: 'loading', items: answer?.items ?? NO_ITEMS };
}
