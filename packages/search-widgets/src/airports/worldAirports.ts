import { AIRPORT_DATA } from './airportData';
import { AirportIndex, parseAirportData } from './airportIndex';

let worldAirportIndex: AirportIndex | undefined;

/** Every airport with an IATA code (OurAirports), indexed on first use and kept. */
export function getWorldAirportIndex(): AirportIndex {
  worldAirportIndex ??= new AirportIndex(parseAirportData(AIRPORT_DATA));
  return worldAirportIndex;
}
