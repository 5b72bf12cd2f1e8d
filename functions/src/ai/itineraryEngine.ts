/**
 * The itinerary planner without a model: a day-by-day plan built only from the trip data
 * (tripData.ts). Places come from the data, in a nearest-next walk; where the data has no places
 * for the city the plan gives the structure only (arrival, free time, departure) and says so,
 * never filling a day with invented places. Costs stay unknown (null): no dataset we ship prices
 * a visit.
 */
import {
  addDays,
  greatCircleKm,
  type Itinerary,
  type ItineraryPace,
  type ItinerarySlot,
  tripDayCount,
} from '@voyagent/contracts';
import type { TripData, TripPlace } from './tripData';

export type PlanLanguage = 'en' | 'fr' | 'de' | 'es';

export interface OfflinePlanRequest {
  startDate: string;
  endDate: string;
  pace: ItineraryPace;
  currency: string;
  language: PlanLanguage;
}

export interface OfflinePlan {
  itinerary: Itinerary;
  /** Said to the traveller when the plan could not use places: null when it could. */
  notice: string | null;
}

/** Visits a day, by pace; a place is used once in a trip. */
export const VISITS_PER_DAY: Record<ItineraryPace, number> = { relaxed: 1, balanced: 2, packed: 3 };
const VISIT_MINUTES = 90;
const FREE_BLOCK_MINUTES: Record<ItineraryPace, number> = {
  relaxed: 240,
  balanced: 180,
  packed: 120,
};
const ARRIVAL_MINUTES = 120;
const DEPARTURE_MINUTES = 120;
/**
 * The plan's travel estimate between two stops: an average urban door-to-door speed over the
 * straight line, plus the time to get going. Slower than the checker's ceiling on purpose.
 */
const URBAN_SPEED_KMH = 20;
const TRANSFER_OVERHEAD_MINUTES = 10;

export const travelEstimateMinutes = (from: TripPlace, to: TripPlace) =>
  Math.ceil((greatCircleKm(from, to) / URBAN_SPEED_KMH) * 60) + TRANSFER_OVERHEAD_MINUTES;

const TEXTS = {
  en: {
    arrive: (city: string, airports: string[]) =>
      `Arrive in ${city}${airports.length ? ` (airports: ${airports.join(', ')})` : ''}`,
    depart: (city: string) => `Depart from ${city}`,
    visit: (place: TripPlace) => `Visit ${place.name}${place.detail ? ` (${place.detail})` : ''}`,
    free: (city: string) => `Free time in ${city}`,
    noPlaces: (city: string) =>
      `Our data has no places to visit in ${city}, so this plan gives the structure of the trip only: arrival, free time and departure. Add the places you choose.`,
  },
  fr: {
    arrive: (city: string, airports: string[]) =>
      `Arrivée à ${city}${airports.length ? ` (aéroports : ${airports.join(', ')})` : ''}`,
    depart: (city: string) => `Départ de ${city}`,
    visit: (place: TripPlace) =>
      `Visite : ${place.name}${place.detail ? ` (${place.detail})` : ''}`,
    free: (city: string) => `Temps libre à ${city}`,
    noPlaces: (city: string) =>
      `Nos données n’ont aucun lieu à visiter à ${city} : ce plan ne donne que la structure du voyage (arrivée, temps libre, départ). Ajoutez les lieux de votre choix.`,
  },
  de: {
    arrive: (city: string, airports: string[]) =>
      `Ankunft in ${city}${airports.length ? ` (Flughäfen: ${airports.join(', ')})` : ''}`,
    depart: (city: string) => `Abreise aus ${city}`,
    visit: (place: TripPlace) => `Besuch: ${place.name}${place.detail ? ` (${place.detail})` : ''}`,
    free: (city: string) => `Freie Zeit in ${city}`,
    noPlaces: (city: string) =>
      `Unsere Daten enthalten keine Orte in ${city}. Dieser Plan zeigt daher nur den Ablauf der Reise: Ankunft, freie Zeit und Abreise. Ergänzen Sie die Orte Ihrer Wahl.`,
  },
  es: {
    arrive: (city: string, airports: string[]) =>
      `Llegada a ${city}${airports.length ? ` (aeropuertos: ${airports.join(', ')})` : ''}`,
    depart: (city: string) => `Salida de ${city}`,
    visit: (place: TripPlace) => `Visita: ${place.name}${place.detail ? ` (${place.detail})` : ''}`,
    free: (city: string) => `Tiempo libre en ${city}`,
    noPlaces: (city: string) =>
      `Nuestros datos no tienen lugares que visitar en ${city}, así que este plan solo da la estructura del viaje: llegada, tiempo libre y salida. Añada los lugares que elija.`,
  },
} as const;

const asPlace = ({ id, name, latitude, longitude }: TripPlace) => ({
  id,
  name,
  latitude,
  longitude,
});

/** The unused place nearest to `from` (ties by name, so the plan is the same every time). */
function nearest(from: TripPlace, unused: TripPlace[]): TripPlace | undefined {
  let best: { place: TripPlace; km: number } | undefined;
  for (const place of unused) {
    const km = greatCircleKm(from, place);
    if (!best || km < best.km || (km === best.km && place.name < best.place.name)) {
      best = { place, km };
    }
  }
  return best?.place;
}

export function planOffline(trip: TripData, request: OfflinePlanRequest): OfflinePlan {
  const texts = TEXTS[request.language];
  const { city } = trip;
  const dayCount = tripDayCount(request.startDate, request.endDate);
  const unused = [...trip.places];
  const freeBlock = (): ItinerarySlot => ({
    activity: texts.free(city.name),
    place: null,
    durationMin: FREE_BLOCK_MINUTES[request.pace],
    estimatedCost: null,
    travelMinutesFromPrevious: 0,
  });

  const days = Array.from({ length: dayCount }, (_, index) => {
    const slots: ItinerarySlot[] = [];
    const first = index === 0;
    const last = index === dayCount - 1;
    // Travel counts from the day's previous placed stop: on the first day the arrival in the
    // centre, on the others nothing, as the day starts at its first visit.
    let previous: TripPlace = city;
    if (first) {
      slots.push({
        activity: texts.arrive(city.name, trip.airports),
        place: asPlace(city),
        durationMin: ARRIVAL_MINUTES,
        estimatedCost: null,
        travelMinutesFromPrevious: 0,
      });
    }
    // Arrival and departure days are half days: one visit fewer.
    const visits = Math.max(0, VISITS_PER_DAY[request.pace] - (first ? 1 : 0) - (last ? 1 : 0));
    for (let visit = 0; visit < visits; visit += 1) {
      const place = nearest(previous, unused);
      if (!place) break;
      unused.splice(unused.indexOf(place), 1);
      slots.push({
        activity: texts.visit(place),
        place: asPlace(place),
        durationMin: VISIT_MINUTES,
        estimatedCost: null,
        travelMinutesFromPrevious:
          previous === city && !first ? 0 : travelEstimateMinutes(previous, place),
      });
      previous = place;
    }
    slots.push(freeBlock());
    if (last) {
      slots.push({
        activity: texts.depart(city.name),
        place: asPlace(city),
        durationMin: DEPARTURE_MINUTES,
        estimatedCost: null,
        travelMinutesFromPrevious: previous === city ? 0 : travelEstimateMinutes(previous, city),
      });
    }
    return { date: addDays(request.startDate, index), slots };
  });

  return {
    itinerary: { destination: city.name, currency: request.currency, days },
    notice: trip.places.length === 0 ? texts.noPlaces(city.name) : null,
  };
}
