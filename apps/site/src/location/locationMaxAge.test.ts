import { describe, expect, it } from 'vitest';
import {
  LOCATION_TOOL_CALLERS,
  LOCATION_TOOLS_MAX_AGE_MS,
  SHELL_LOCATION_MAX_AGE_MS,
  maxPositionAgeMs,
} from './locationMaxAge';

describe('the maximum cached position age (issue 17 item 10)', () => {
  // SI-245, IP-195
  it('is 60 s for the location tools (travel.md §9) and 5 min elsewhere (shell.md §9)', () => {
    expect(LOCATION_TOOLS_MAX_AGE_MS).toBe(60_000);
    expect(SHELL_LOCATION_MAX_AGE_MS).toBe(300_000);
  });

  it.each(['quickActions', 'emergencyInfo', 'nearbyPlaces', 'locationMap'] as const)(
    'gives the location tool %s 60 s',
    (caller) => {
      expect(maxPositionAgeMs(caller)).toBe(60_000);
    },
  );

  it('gives every other caller 5 min', () => {
    expect(maxPositionAgeMs('shell')).toBe(300_000);
  });

  it('names exactly the four tools of travel.md §2', () => {
    expect(LOCATION_TOOL_CALLERS).toEqual([
      'quickActions',
      'emergencyInfo',
      'nearbyPlaces',
      'locationMap',
    ]);
  });
});
