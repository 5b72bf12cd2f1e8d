import { CALLABLE_ERRORS, LOCATION_TEXTS } from '@voyagent/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callableRequest, rejection } from '../../test/callableRequest';
import { getMapsKey } from './getMapsKey';

const call = (caller?: { uid: string }) =>
  Promise.resolve(getMapsKey.run(callableRequest({}, caller)));

afterEach(() => vi.unstubAllEnvs());

describe('get-maps-key', () => {
  // SI-236: get-maps-key gives apiKey.
  it('gives a signed-in caller the configured key', async () => {
    vi.stubEnv('MAPS_API_KEY', 'browser-key');
    expect(await call({ uid: 'u1' })).toEqual({ apiKey: 'browser-key' });
  });

  // SI-259
  it('fails closed with "Google Maps API key not configured" when unset, even in the emulator', async () => {
    vi.stubEnv('MAPS_API_KEY', '');
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    expect(await rejection(call({ uid: 'u1' }))).toEqual({
      code: 'failed-precondition',
      message: 'Google Maps API key not configured',
    });
    expect(LOCATION_TEXTS.mapsKeyNotConfigured).toBe('Google Maps API key not configured');
  });

  it('refuses guests before anything else', async () => {
    vi.stubEnv('MAPS_API_KEY', 'browser-key');
    expect(await rejection(call())).toEqual({
      code: 'unauthenticated',
      message: CALLABLE_ERRORS.signIn,
    });
  });
});
