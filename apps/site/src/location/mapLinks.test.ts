import { describe, expect, it } from 'vitest';
import {
  MAP_DEFAULT_CENTER,
  MAP_DEFAULT_ZOOM,
  MAP_DIALOG_ZOOM,
  directionsUrl,
  formatCoordinates,
  openInMapsUrl,
} from './mapLinks';

const PARIS = { latitude: 48.8566, longitude: 2.3522 };

describe('map links', () => {
  // SI-237, SI-238, SI-239
  it('defaults to New York at zoom 12, 16 in the location dialog', () => {
    expect(MAP_DEFAULT_CENTER).toEqual({ latitude: 40.7128, longitude: -74.006 });
    expect(MAP_DEFAULT_ZOOM).toBe(12);
    expect(MAP_DIALOG_ZOOM).toBe(16);
  });

  // SI-232: a maps service for search and directions, a geo URI on mobile.
  it('links a maps service on the web and a geo: URI on mobile', () => {
    expect(openInMapsUrl(PARIS, false)).toBe(
      'https://www.google.com/maps/search/?api=1&query=48.8566%2C2.3522',
    );
    expect(openInMapsUrl(PARIS, true)).toBe('geo:48.8566,2.3522?q=48.8566,2.3522');
    expect(directionsUrl(PARIS)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=48.8566%2C2.3522',
    );
  });

  it('formats coordinates to about a metre', () => {
    expect(formatCoordinates(PARIS)).toBe('48.85660, 2.35220');
    expect(formatCoordinates({ latitude: -33.868812, longitude: 151.2093 })).toBe(
      '-33.86881, 151.20930',
    );
  });
});
