/**
 * `itinerary-generate` as a callable. This deployment plans through the offline engine (the
 * Genkit flow in itineraryFlow.ts is the model path) and says so in `offline`. The request is
 * checked against the calendar and the city data before anything is counted; then the plan
 * counts on itinerary_generations, is built from the trip data only, and goes through the plan
 * checker, whose violations are returned with it. Only sizes reach the log.
 */
import {
  checkItinerary,
  DEFAULT_ITINERARY_CURRENCY,
  itineraryGenerate as contract,
} from '@voyagent/contracts';
import { HttpsError } from 'firebase-functions/v2/https';
import { getDatabase } from '../db/database';
import { defineCallable } from '../http/defineCallable';
import { ACCOUNT_RATE_LIMITS } from '../http/rateLimit';
import { logger } from '../logging/logger';
import { countItineraryGeneration } from './aiStore';
import { askerOf } from './asker';
import { planOffline } from './itineraryEngine';
import { groundedPlaces, lookupTrip, type PointsOfInterest } from './tripData';

const today = (now: Date) => now.toISOString().slice(0, 10);

/** The callable over a places dataset (the deployment decides which: functions/src/index.ts). */
export function defineItineraryGenerate(pointsOfInterest: PointsOfInterest) {
  return defineCallable(
    contract,
    async (request, caller) => {
      const now = new Date();
      if (request.startDate < today(now)) {
        throw new HttpsError('invalid-argument', contract.errors.pastDates);
      }
      const trip = lookupTrip(request.destination, pointsOfInterest);
      if (!trip.found) {
        throw new HttpsError(
          'invalid-argument',
          contract.errors.unknownDestination(request.destination),
        );
      }
      const asker = askerOf(caller, request.fingerprint_hash, contract.errors.guestDevice);
      const usage = await countItineraryGeneration(await getDatabase(), asker, now);
      if (!usage.allowed) {
        throw new HttpsError('resource-exhausted', contract.errors.dailyLimit(usage.limit ?? 0));
      }
      const currency = request.currency ?? DEFAULT_ITINERARY_CURRENCY;
      const { itinerary, notice } = planOffline(trip, { ...request, currency });
      const violations = checkItinerary(
        itinerary,
        {
          startDate: request.startDate,
          endDate: request.endDate,
          partySize: request.partySize,
          budgetTotal: request.budget ?? null,
          currency,
        },
        groundedPlaces(trip),
      );
      logger.info('itinerary-generate planned offline', {
        days: itinerary.days.length,
        places: trip.places.length,
        violations: violations.length,
      });
      const places = [trip.city, ...trip.places].map(({ id, name, latitude, longitude }) => ({
        id,
        name,
        latitude,
        longitude,
      }));
      return { itinerary, violations, sources: trip.sources, places, notice, offline: true, usage };
    },
    { rateLimit: { perMinute: 10 }, accountRateLimit: ACCOUNT_RATE_LIMITS.itineraryGenerate },
  );
}
