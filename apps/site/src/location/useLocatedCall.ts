import type { Coordinates, LocationFailure } from '@voyagent/native';
import { useEffect, useState } from 'react';
import { currentLocation } from './currentLocation';
import type { LocationToolCaller } from './locationMaxAge';

export type Located<T> =
  | { kind: 'locating' }
  | { kind: 'no-location'; reason: LocationFailure }
  | { kind: 'loading'; coords: Coordinates }
  | { kind: 'answered'; coords: Coordinates; answer: T }
  | { kind: 'failed'; coords: Coordinates; error: unknown };

/**
 * Once `active`: the position for the location tool `caller` (its max age from
 * locationMaxAge.ts), then `call` with it. The dialogs mount when opened, so each opening starts
 * from "locating".
 */
export function useLocatedCall<T>(
  active: boolean,
  caller: LocationToolCaller,
  call: (coords: Coordinates) => Promise<T>,
): Located<T> {
  const [state, setState] = useState<Located<T>>({ kind: 'locating' });
  useEffect(() => {
    if (!active) return;
    let current = true;
    void (async () => {
      const result = await currentLocation(caller);
      if (!current) return;
      if (!result.ok) {
        setState({ kind: 'no-location', reason: result.reason });
        return;
      }
      const { coords } = result;
      setState({ kind: 'loading', coords });
      try {
        const answer = await call(coords);
        if (current) setState({ kind: 'answered', coords, answer });
      } catch (error) {
        if (current) setState({ kind: 'failed', coords, error });
      }
    })();
    return () => {
      current = false;
    };
  }, [active, caller, call]);
  return state;
}

/** The server's own text for a refusal that explains itself, else `fallback`. */
export function refusalText(error: unknown, fallback: string): string {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  const explains = code === 'functions/not-found' || code === 'functions/invalid-argument';
  return explains && message ? message : fallback;
}
