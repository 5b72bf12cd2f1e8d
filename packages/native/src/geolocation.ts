import { nativeContext, type NativeContext } from './context';
import type { Coordinates, PositionRequest } from './plugins';

/** shell.md §9, travel.md §9: give up after 10 s. */
export const LOCATION_TIMEOUT_MS = 10_000;

/**
 * How old a cached position may be. The spec disagrees (ledger IP-195 / SI-245): the location
 * tools accept 60 s (travel.md §9), the shell 5 min (shell.md §9); each call site picks, and
 * 60 s is the default as the tools are the callers.
 */
export const LOCATION_MAX_AGE_MS = { tools: 60_000, shell: 300_000 } as const;

/** shell.md §8: the geolocation helper's errors. */
export const LOCATION_ERRORS = {
  denied: 'Location access denied by user',
  unavailable: 'Location information unavailable',
  timeout: 'Location request timed out',
  failed: 'Location access failed',
  unsupported: 'Geolocation is not supported by this browser',
} as const;

export type LocationFailure = keyof typeof LOCATION_ERRORS;

/** shell.md §8: location failures resolve to no result, with the reason; never a rejection. */
export type LocationResult =
  { ok: true; coords: Coordinates } | { ok: false; reason: LocationFailure; message: string };

/** The native plugin's error codes (its README's table) by the spec's causes. */
const NATIVE_FAILURES: Readonly<Record<string, LocationFailure>> = {
  'OS-PLUG-GLOC-0002': 'unavailable',
  'OS-PLUG-GLOC-0003': 'denied',
  'OS-PLUG-GLOC-0007': 'unavailable',
  'OS-PLUG-GLOC-0008': 'denied',
  'OS-PLUG-GLOC-0009': 'denied',
  'OS-PLUG-GLOC-0010': 'timeout',
};

/** The W3C GeolocationPositionError codes (the native web view reports them too). */
const WEB_FAILURES: Readonly<Record<number, LocationFailure>> = {
  1: 'denied',
  2: 'unavailable',
  3: 'timeout',
};

export function locationFailure(error: unknown): LocationFailure {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error;
    if (typeof code === 'number') return WEB_FAILURES[code] ?? 'failed';
    if (typeof code === 'string') return NATIVE_FAILURES[code] ?? 'failed';
  }
  return 'failed';
}

function failure(reason: LocationFailure): LocationResult {
  return { ok: false, reason, message: LOCATION_ERRORS[reason] };
}

function browserPosition(geolocation: Geolocation, request: PositionRequest): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracy: coords.accuracy,
        }),
      reject,
      request,
    );
  });
}

/**
 * The current position: the native plugin on native, `navigator.geolocation` on the web, with
 * high accuracy and a 10 s timeout (shell.md §9).
 */
export async function getCurrentLocation(
  { maximumAge = LOCATION_MAX_AGE_MS.tools }: { maximumAge?: number } = {},
  context: NativeContext = nativeContext(),
  geolocation: Geolocation | null = navigator.geolocation ?? null,
): Promise<LocationResult> {
  const request: PositionRequest = {
    enableHighAccuracy: true,
    timeout: LOCATION_TIMEOUT_MS,
    maximumAge,
  };
  try {
    if (context.platform.isNative) {
      const plugin = await context.plugins.geolocation();
      return { ok: true, coords: await plugin.getCurrentPosition(request) };
    }
    if (!geolocation) return failure('unsupported');
    return { ok: true, coords: await browserPosition(geolocation, request) };
  } catch (error) {
    return failure(locationFailure(error));
  }
}
