import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCATION_MAX_AGE_MS, LOCATION_TIMEOUT_MS, getCurrentLocation } from './geolocation';
import type { Coordinates, PositionRequest } from './plugins';
import { testContext } from './testContext';

const web = testContext('web');
const here = { latitude: 38.72, longitude: -9.14, accuracy: 12 };

/**
 * A browser geolocation that answers after `delay` ms, or fails with TIMEOUT (code 3) once its
 * `timeout` option runs out first, as browsers do.
 */
function fakeGeolocation(delay: number, error?: { code: number }) {
  const getCurrentPosition = vi.fn(
    (
      success: PositionCallback,
      failure: PositionErrorCallback | null | undefined,
      options?: PositionOptions,
    ) => {
      const timeout = options?.timeout ?? Infinity;
      if (delay > timeout) {
        setTimeout(() => failure?.({ code: 3 } as GeolocationPositionError), timeout);
      } else if (error) {
        setTimeout(() => failure?.(error as GeolocationPositionError), delay);
      } else {
        setTimeout(() => success({ coords: here, timestamp: 0 } as GeolocationPosition), delay);
      }
    },
  );
  return { getCurrentPosition } as unknown as Geolocation & {
    getCurrentPosition: typeof getCurrentPosition;
  };
}

describe('geolocation helper (IP-186 to IP-195, SI-244 to SI-246)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for high accuracy, a 10 s timeout and a 60 s max age by default', async () => {
    const geolocation = fakeGeolocation(500);
    const result = getCurrentLocation({}, web, geolocation);
    await vi.advanceTimersByTimeAsync(500);
    expect(await result).toEqual({ ok: true, coords: here });
    expect(geolocation.getCurrentPosition.mock.calls[0]?.[2]).toEqual({
      enableHighAccuracy: true,
      timeout: 10_000,
      maximumAge: 60_000,
    });
  });

  it('takes the max age per call site (the shell’s 5 min)', async () => {
    expect(LOCATION_MAX_AGE_MS.shell).toBe(5 * 60_000);
    const geolocation = fakeGeolocation(0);
    const result = getCurrentLocation({ maximumAge: LOCATION_MAX_AGE_MS.shell }, web, geolocation);
    await vi.runAllTimersAsync();
    await result;
    expect(geolocation.getCurrentPosition.mock.calls[0]?.[2]?.maximumAge).toBe(300_000);
  });

  it('resolves "Location request timed out" after 10 s', async () => {
    expect(LOCATION_TIMEOUT_MS).toBe(10_000);
    let settled = false;
    const result = getCurrentLocation({}, web, fakeGeolocation(15_000)).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toEqual({
      ok: false,
      reason: 'timeout',
      message: 'Location request timed out',
    });
  });

  it.each([
    [1, 'Location access denied by user'],
    [2, 'Location information unavailable'],
    [3, 'Location request timed out'],
    [99, 'Location access failed'],
  ])('resolves browser error code %i to "%s"', async (code, message) => {
    const result = getCurrentLocation({}, web, fakeGeolocation(10, { code }));
    await vi.runAllTimersAsync();
    expect(await result).toMatchObject({ ok: false, message });
  });

  it('resolves "Geolocation is not supported by this browser" without geolocation', async () => {
    expect(await getCurrentLocation({}, web, null)).toEqual({
      ok: false,
      reason: 'unsupported',
      message: 'Geolocation is not supported by this browser',
    });
  });

  it('uses the Geolocation plugin on native with the same options', async () => {
    const getCurrentPosition = vi.fn<(request: PositionRequest) => Promise<Coordinates>>(
      async () => here,
    );
    const native = testContext('android', { geolocation: async () => ({ getCurrentPosition }) });
    expect(await getCurrentLocation({ maximumAge: 1000 }, native, null)).toEqual({
      ok: true,
      coords: here,
    });
    expect(getCurrentPosition).toHaveBeenCalledWith({
      enableHighAccuracy: true,
      timeout: 10_000,
      maximumAge: 1000,
    });
  });

  it.each([
    ['OS-PLUG-GLOC-0003', 'Location access denied by user'],
    ['OS-PLUG-GLOC-0007', 'Location information unavailable'],
    ['OS-PLUG-GLOC-0010', 'Location request timed out'],
    ['OS-PLUG-GLOC-0015', 'Location access failed'],
  ])('resolves native error %s to "%s"', async (code, message) => {
    const error = Object.assign(new Error('native'), { code });
    const native = testContext('ios', {
      geolocation: async () => ({ getCurrentPosition: async () => Promise.reject(error) }),
    });
    expect(await getCurrentLocation({}, native, null)).toMatchObject({ ok: false, message });
  });

  it('resolves "Location access failed" when the plugin itself fails to load', async () => {
    expect(await getCurrentLocation({}, testContext('android'), null)).toMatchObject({
      ok: false,
      message: 'Location access failed',
    });
  });
});
