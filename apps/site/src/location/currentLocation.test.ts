import type * as Native from '@voyagent/native';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const getCurrentLocation = vi.hoisted(() =>
  vi.fn(async () => ({ ok: false, reason: 'denied', message: 'x' }) as const),
);
vi.mock('@voyagent/native', async (importOriginal) => ({
  ...(await importOriginal<typeof Native>()),
  getCurrentLocation,
}));

const { currentLocation } = await import('./currentLocation');

/** Every module of the site but the tests, as source text. */
const siteSources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

beforeEach(() => getCurrentLocation.mockClear());

describe('currentLocation', () => {
  it('asks for a position at most 60 s old for a location tool', async () => {
    await currentLocation('nearbyPlaces');
    expect(getCurrentLocation).toHaveBeenCalledWith({ maximumAge: 60_000 });
  });

  it('asks for a position at most 5 min old for the shell', async () => {
    await currentLocation('shell');
    expect(getCurrentLocation).toHaveBeenCalledWith({ maximumAge: 300_000 });
  });

  it('is the only module that asks the device for its position', () => {
    const direct = Object.entries(siteSources)
      .filter(([, source]) => /getCurrentLocation|getCurrentPosition|watchPosition/.test(source))
      .map(([file]) => file);
    expect(direct).toEqual(['./currentLocation.ts']);
  });

  it('is asked by each location tool under its own name', () => {
    const callers = Object.entries(siteSources).flatMap(([file, source]) =>
      [...source.matchAll(/(?:currentLocation|useLocatedCall)\((?:isOpen, )?'(\w+)'/g)].map(
        (match) => `${file} ${match[1]}`,
      ),
    );
    expect(callers.toSorted()).toEqual([
      './EmergencyDialog.tsx emergencyInfo',
      './LocationMapDialog.tsx locationMap',
      './NearbyDialog.tsx nearbyPlaces',
      './QuickActions.tsx quickActions',
    ]);
  });
});
