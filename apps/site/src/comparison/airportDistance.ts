/**
 * Great-circle distance between two airports of the OurAirports data, by the same formula as the
 * flight-compensation estimate (the contracts' greatCircleKm). The airport index is large, so it
 * loads only when a comparison asks for a distance.
 */
import { greatCircleKm } from '@voyagent/contracts';

/** The distance in km between two IATA codes, or undefined when either is not in the data. */
export async function airportDistanceKm(from: string, to: string): Promise<number | undefined> {
  const { getWorldAirportIndex } = await import('@voyagent/search-widgets/airports');
  const index = getWorldAirportIndex();
  const start = index.byCode(from);
  const end = index.byCode(to);
  return start && end ? greatCircleKm(start, end) : undefined;
}
