import { LOCATION_TEXTS, NEARBY_RADIUS_METERS } from '@voyagent/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callableRequest, rejection } from '../../test/callableRequest';
import { distanceMeters } from './geo';
import { findNearbyPlaces, nearbyPlaces } from './nearbyPlaces';
import {
  PLACES_FIELD_MASK,
  PLACES_SEARCH_URL,
  googlePlacesProvider,
  localPlacesProvider,
  osmSampleProvider,
  placesProviderFor,
  placesSearchRequest,
} from './placesProvider';

const call = (data: unknown) => Promise.resolve(nearbyPlaces.run(callableRequest(data)));
const PARIS = { latitude: 48.8566, longitude: 2.3522 };
const QUERY = { ...PARIS, type: 'restaurant' as const, radius: NEARBY_RADIUS_METERS };

afterEach(() => vi.unstubAllEnvs());

describe('distanceMeters', () => {
  it('measures great-circle distances', () => {
    // Paris to London is about 343.5 km.
    expect(distanceMeters(PARIS, { latitude: 51.5074, longitude: -0.1278 }) / 1000).toBeCloseTo(
      343.5,
      0,
    );
    expect(distanceMeters(PARIS, PARIS)).toBe(0);
  });
});

describe('nearby-places', () => {
  // SI-241, SI-242, SI-243: type restaurant, radius 5000.
  it('answers the OpenStreetMap sample in the emulator: within 5000 m, nearest first', async () => {
    vi.stubEnv('PLACES_API_KEY', '');
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    const answer = await call({ ...PARIS, type: 'restaurant', radius: 5000 });
    expect(answer.radius).toBe(5000);
    expect(answer.location).toEqual(PARIS);
    expect(answer.attribution).toBe('© OpenStreetMap contributors, ODbL');
    expect(answer.places.length).toBeGreaterThan(5);
    const distances = answer.places.map((place) => place.distanceMeters);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(5000);
    // The nearest sample restaurant to the Hôtel de Ville, checked on the map by its OSM id.
    expect(answer.places[0]).toMatchObject({ id: 'osm:node/5230354821', name: 'Scarabee' });
  });

  it('takes type and radius as the spec sends them, with their defaults', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    const answer = await call(PARIS);
    expect(answer.radius).toBe(5000);
    const near = await call({ ...PARIS, radius: 1500 });
    expect(near.places.length).toBeLessThan(answer.places.length);
    expect(near.places.every((place) => place.distanceMeters <= 1500)).toBe(true);
  });

  it('answers an empty list where the sample has nothing', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    expect((await call({ latitude: 40.7128, longitude: -74.006 })).places).toEqual([]);
  });

  it('refuses bad input with typed errors', async () => {
    const cases: [unknown, string][] = [
      [{ latitude: -90.01, longitude: 0 }, LOCATION_TEXTS.latitude],
      [{ latitude: 0, longitude: 181 }, LOCATION_TEXTS.longitude],
      [{ ...PARIS, radius: 5001 }, LOCATION_TEXTS.radius],
      [{ ...PARIS, radius: 0 }, LOCATION_TEXTS.radius],
      [{ ...PARIS, radius: 10.5 }, LOCATION_TEXTS.radius],
      [{ ...PARIS, type: 'bar' }, LOCATION_TEXTS.type],
    ];
    for (const [data, message] of cases) {
      expect(await rejection(call(data))).toEqual({ code: 'invalid-argument', message });
    }
  });

  it('refuses without a key outside the emulator and demo mode (fails closed)', async () => {
    vi.stubEnv('PLACES_API_KEY', '');
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    vi.stubEnv('VOYAGENT_DEMO_MODE', '');
    expect(await rejection(call(PARIS))).toEqual({
      code: 'failed-precondition',
      message: LOCATION_TEXTS.placesFailed,
    });
  });
});

describe('places providers', () => {
  it('builds the exact Places API (New) Nearby Search request', () => {
    expect(PLACES_SEARCH_URL).toBe('https://places.googleapis.com/v1/places:searchNearby');
    expect(placesSearchRequest(QUERY, 'key-1')).toEqual({
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'X-Goog-Api-Key': 'key-1',
        'X-Goog-FieldMask': PLACES_FIELD_MASK,
      },
      body: JSON.stringify({
        includedTypes: ['restaurant'],
        maxResultCount: 20,
        rankPreference: 'DISTANCE',
        locationRestriction: {
          circle: { center: { latitude: 48.8566, longitude: 2.3522 }, radius: 5000 },
        },
      }),
    });
  });

  it('uses Google when keyed, reads its answer and sorts by our own distance', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      Response.json({
        places: [
          {
            id: 'far',
            displayName: { text: 'Far' },
            location: { latitude: 48.87, longitude: 2.36 },
          },
          {
            id: 'near',
            displayName: { text: 'Near' },
            location: { latitude: 48.8567, longitude: 2.3523 },
            shortFormattedAddress: '1 Rue X',
          },
          { id: 'broken', displayName: {} },
        ],
      }),
    );
    const provider = placesProviderFor({ PLACES_API_KEY: 'key-1' }, fetch);
    const answer = await findNearbyPlaces(provider, QUERY);
    expect(fetch.mock.calls[0]?.[0]).toBe(PLACES_SEARCH_URL);
    expect(fetch.mock.calls[0]?.[1]).toMatchObject(placesSearchRequest(QUERY, 'key-1'));
    expect(answer.attribution).toBe('Google');
    expect(answer.places.map((place) => place.id)).toEqual(['google:near', 'google:far']);
    expect(answer.places[0]).toMatchObject({ address: '1 Rue X', distanceMeters: 13 });
  });

  it('turns a failing Places API into the typed unavailable error', async () => {
    const provider = googlePlacesProvider({
      apiKey: 'k',
      fetch: async () => new Response('denied', { status: 403 }),
    });
    expect(await rejection(provider.search(QUERY))).toEqual({
      code: 'unavailable',
      message: LOCATION_TEXTS.placesFailed,
    });
  });

  it('picks the sample only where local providers may run', () => {
    expect(placesProviderFor({ PLACES_API_KEY: '', FUNCTIONS_EMULATOR: 'true' })).toBe(
      osmSampleProvider,
    );
    expect(() => placesProviderFor({ PLACES_API_KEY: '' })).toThrow(LOCATION_TEXTS.placesFailed);
  });

  it('drops provider places outside the radius', async () => {
    const provider = localPlacesProvider({
      attribution: 'test',
      places: [{ id: 'a', name: 'A', latitude: 48.9, longitude: 2.3522 }],
    });
    expect((await findNearbyPlaces(provider, { ...QUERY, radius: 1000 })).places).toEqual([]);
  });
});
