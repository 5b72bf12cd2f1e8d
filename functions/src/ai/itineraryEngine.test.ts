import { checkItinerary } from '@voyagent/contracts';
import { describe, expect, it } from 'vitest';
import parisPlaces from '../location/osmSample/parisRestaurants.json';
import { planOffline, VISITS_PER_DAY } from './itineraryEngine';
import { groundedPlaces, lookupTrip, osmPointsOfInterest, type TripData } from './tripData';

const places = osmPointsOfInterest(parisPlaces);

function trip(destination: string): TripData {
  const found = lookupTrip(destination, places);
  if (!found.found) throw new Error(`no trip data for ${destination}`);
  return found;
}

const request = {
  startDate: '2030-05-01',
  endDate: '2030-05-03',
  pace: 'balanced' as const,
  currency: 'EUR',
  language: 'en' as const,
};
const constraints = { ...request, partySize: 2, budgetTotal: null };

describe('the offline itinerary engine', () => {
  it('plans three days in Paris from the city, its airports and the OSM places only', () => {
    const paris = trip('Paris');
    expect(paris.airports).toEqual(expect.arrayContaining(['CDG', 'ORY']));
    expect(paris.places.length).toBeGreaterThan(10);
    const { itinerary, notice } = planOffline(paris, request);

    expect(notice).toBeNull();
    expect(itinerary.days.map((day) => day.date)).toEqual([
      '2030-05-01',
      '2030-05-02',
      '2030-05-03',
    ]);
    expect(itinerary.days[0]?.slots[0]?.activity).toBe('Arrive in Paris (airports: CDG, ORY, LBG)');
    expect(itinerary.days.at(-1)?.slots.at(-1)?.activity).toBe('Depart from Paris');
    const named = itinerary.days.flatMap((day) => day.slots.flatMap((slot) => slot.place ?? []));
    const ids = new Set(paris.places.map((place) => place.id));
    const visits = named.filter((place) => ids.has(place.id));
    // Balanced: 2 visits a full day, one fewer on the arrival and departure days; none repeated.
    expect(visits).toHaveLength(1 + 2 + 1);
    expect(new Set(visits.map((place) => place.id)).size).toBe(visits.length);
    expect(checkItinerary(itinerary, constraints, groundedPlaces(paris))).toEqual([]);
    expect(paris.sources.map((source) => source.label)).toEqual([
      expect.stringMatching(/GeoNames/),
      expect.stringMatching(/OurAirports/),
      expect.stringMatching(/OpenStreetMap/),
    ]);
  });

  it('fits more visits into a packed day than a relaxed one', () => {
    const visitsOf = (pace: 'relaxed' | 'packed') =>
      planOffline(trip('Paris'), { ...request, pace }).itinerary.days[1]?.slots.filter(
        (slot) => slot.place,
      ).length;
    expect(visitsOf('relaxed')).toBe(VISITS_PER_DAY.relaxed);
    expect(visitsOf('packed')).toBe(VISITS_PER_DAY.packed);
  });

  it('gives the structure only, and says so, for a city with no places in the data', () => {
    const lyon = trip('Lyon');
    expect(lyon.places).toEqual([]);
    const { itinerary, notice } = planOffline(lyon, { ...request, language: 'fr' });
    expect(notice).toMatch(/^Nos données n’ont aucun lieu à visiter à Lyon/);
    const named = itinerary.days.flatMap((day) => day.slots.flatMap((slot) => slot.place ?? []));
    expect(new Set(named.map((place) => place.id))).toEqual(new Set([lyon.city.id]));
    expect(itinerary.days.map((day) => day.slots.map((slot) => slot.activity))).toEqual([
      ['Arrivée à Lyon (aéroports : LYS)', 'Temps libre à Lyon'],
      ['Temps libre à Lyon'],
      ['Temps libre à Lyon', 'Départ de Lyon'],
    ]);
    expect(checkItinerary(itinerary, constraints, groundedPlaces(lyon))).toEqual([]);
  });

  it('flags the unknown costs instead of pretending the budget holds', () => {
    const paris = trip('Paris');
    const { itinerary } = planOffline(paris, request);
    const violations = checkItinerary(
      itinerary,
      { ...constraints, budgetTotal: 500 },
      groundedPlaces(paris),
    );
    expect(violations.map((violation) => violation.kind)).toEqual(['budgetUnchecked']);
  });

  it('finds no trip for a city the data does not know', () => {
    expect(lookupTrip('Zzyzxqville', places)).toMatchObject({ found: false });
  });
});
