import { LOCATION_ERRORS } from '@voyagent/native';
import { describe, expect, it } from 'vitest';
import { locationFailureTexts } from './locationFailure';

describe('location failure texts', () => {
  // SI-248, SI-250, SI-253, SI-254, SI-256
  it("gives each tool its own text and the helper's cause", () => {
    expect(locationFailureTexts('emergency', 'denied')).toEqual({
      title: 'Unable to get location for emergency info',
      detail: 'Location access denied by user',
    });
    expect(locationFailureTexts('nearby', 'timeout')).toEqual({
      title: 'Unable to get location for nearby search',
      detail: 'Location request timed out',
    });
    expect(locationFailureTexts('map', 'denied').title).toBe('Location access denied');
    expect(locationFailureTexts('map', 'unavailable')).toEqual({
      title: 'Unable to get location. Please check your browser permissions.',
      detail: 'Location information unavailable',
    });
    expect(locationFailureTexts('map', 'unsupported').detail).toBe(LOCATION_ERRORS.unsupported);
  });
});
