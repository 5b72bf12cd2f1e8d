import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAP_ERROR_TEXTS } from './locationTexts';
import {
  MAP_SCRIPT_RETRIES,
  loadWithRetries,
  mapErrorText,
  mapRetryDelayMs,
  mapsScriptUrl,
  type MapLoadState,
} from './mapLoader';

afterEach(() => vi.useRealTimers());

describe('map loader', () => {
  // SI-234, SI-235
  it('retries 3 times, the nth after n × 2^n ms (SI-233)', () => {
    expect(MAP_SCRIPT_RETRIES).toBe(3);
    expect([1, 2, 3].map(mapRetryDelayMs)).toEqual([2, 8, 24]);
  });

  it('waits each delay on the clock before the next attempt, then is ready', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValue('maps');
    const states: MapLoadState[] = [];
    const result = loadWithRetries(load, { onState: (state) => states.push(state) });
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(7);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('maps');
    expect(states).toEqual([
      { status: 'loading', attempt: 1 },
      { status: 'loading', attempt: 2 },
      { status: 'loading', attempt: 3 },
      { status: 'ready' },
    ]);
  });

  it('gives up after the third retry (34 ms in all) with the error text', async () => {
    vi.useFakeTimers();
    const load = vi.fn<() => Promise<never>>().mockRejectedValue(new Error('script failed'));
    const states: MapLoadState[] = [];
    const result = loadWithRetries(load, { onState: (state) => states.push(state) });
    const settled = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(33);
    expect(load).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled).toEqual(new Error('script failed'));
    expect(load).toHaveBeenCalledTimes(4);
    expect(states.at(-1)).toEqual({ status: 'error', message: MAP_ERROR_TEXTS.script });
  });

  // SI-258, SI-259, SI-260
  it('maps every failure to its text', () => {
    expect(mapErrorText({ code: 'functions/failed-precondition' })).toBe(
      'Google Maps API key not configured',
    );
    expect(mapErrorText({ code: 'functions/internal' })).toBe('Failed to load map configuration');
    expect(mapErrorText({ code: 'functions/unauthenticated' })).toBe(
      'Failed to load map configuration',
    );
    expect(
      mapErrorText(new Error('Google Maps JavaScript API error: RefererNotAllowedMapError')),
    ).toBe(MAP_ERROR_TEXTS.RefererNotAllowedMapError);
    expect(mapErrorText(new Error('ApiNotActivatedMapError'))).toBe(
      MAP_ERROR_TEXTS.ApiNotActivatedMapError,
    );
    expect(mapErrorText(new Error('InvalidKeyMapError'))).toBe(MAP_ERROR_TEXTS.InvalidKeyMapError);
    expect(mapErrorText(new Error('RequestDenied'))).toBe(MAP_ERROR_TEXTS.RequestDenied);
    expect(mapErrorText(null)).toBe(MAP_ERROR_TEXTS.script);
  });

  it('puts the key from the backend in the script URL', () => {
    expect(mapsScriptUrl('k&1')).toBe('https://maps.googleapis.com/maps/api/js?key=k%261&v=weekly');
  });
});
