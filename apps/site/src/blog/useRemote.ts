import { useCallback, useEffect, useState } from 'react';

export type Remote<T> =
  { state: 'loading' } | { state: 'loaded'; value: T } | { state: 'failed'; error: unknown };

/**
 * The answer of `load`, fetched again whenever `key` changes or `retry` is called. An answer for
 * an older key never lands over a newer one.
 */
export function useRemote<T>(load: () => Promise<T>, key: string): [Remote<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; attempt: number; remote: Remote<T> }>();
  useEffect(() => {
    let current = true;
    load().then(
      (value) => current && setAnswer({ key, attempt, remote: { state: 'loaded', value } }),
      (error: unknown) =>
        current && setAnswer({ key, attempt, remote: { state: 'failed', error } }),
    );
    return () => {
      current = false;
    };
    // `load` is rebuilt on each render; `key` says when what it loads has changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const fresh = answer && answer.key === key && answer.attempt === attempt;
  return [fresh ? answer.remote : { state: 'loading' }, retry];
}

/** Whether a callable failed because what was asked for does not exist. */
export const isNotFound = (error: unknown): boolean =>
  (error as { code?: string } | null)?.code === 'functions/not-found';
