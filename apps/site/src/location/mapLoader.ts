/**
 * The maps script's loader (travel.md §4, §9): loading becomes ready or error, retrying up to 3
 * times, the nth retry after n × 2^n ms. Pure over its clock and script loader, so the timing is
 * testable with a fake clock.
 */
import { MAP_ERROR_TEXTS } from './locationTexts';

/** SI-234: how many times a failed load is retried. */
export const MAP_SCRIPT_RETRIES = 3;

/** SI-235: the delay before retry number `count` (1-based): count × 2^count ms. */
export const mapRetryDelayMs = (count: number): number => count * 2 ** count;

export type MapLoadState =
  | { status: 'loading'; attempt: number }
  | { status: 'ready' }
  | { status: 'error'; message: string };

export interface LoadOptions {
  retries?: number;
  wait?: (ms: number) => Promise<void>;
  onState?: (state: MapLoadState) => void;
}

const timerWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `load` until it succeeds, at most 1 + `retries` times; rejects with the last error. */
export async function loadWithRetries<T>(
  load: () => Promise<T>,
  { retries = MAP_SCRIPT_RETRIES, wait = timerWait, onState }: LoadOptions = {},
): Promise<T> {
  for (let count = 0; ; count += 1) {
    onState?.({ status: 'loading', attempt: count + 1 });
    try {
      const value = await load();
      onState?.({ status: 'ready' });
      return value;
    } catch (error) {
      if (count >= retries) {
        onState?.({ status: 'error', message: mapErrorText(error) });
        throw error;
      }
      await wait(mapRetryDelayMs(count + 1));
    }
  }
}

/** The four key problems Google's script reports by name (in its console message). */
const NAMED_MAP_ERRORS = [
  'RefererNotAllowedMapError',
  'ApiNotActivatedMapError',
  'InvalidKeyMapError',
  'RequestDenied',
] as const;

/** A failure of get-maps-key or of the script, as the text travel.md §8 gives it. */
export function mapErrorText(error: unknown): string {
  const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    message?: unknown;
  };
  if (code === 'functions/failed-precondition') return MAP_ERROR_TEXTS.notConfigured;
  if (typeof code === 'string' && code.startsWith('functions/')) {
    return MAP_ERROR_TEXTS.configuration;
  }
  const text = typeof message === 'string' ? message : '';
  const named = NAMED_MAP_ERRORS.find((name) => text.includes(name));
  return named ? MAP_ERROR_TEXTS[named] : MAP_ERROR_TEXTS.script;
}

export const MAPS_SCRIPT_ORIGIN = 'https://maps.googleapis.com';

/** The Maps JavaScript API's URL for a key (the key comes from get-maps-key, never the bundle). */
export function mapsScriptUrl(apiKey: string): string {
  return `${MAPS_SCRIPT_ORIGIN}/maps/api/js?${new URLSearchParams({ key: apiKey, v: 'weekly' })}`;
}
