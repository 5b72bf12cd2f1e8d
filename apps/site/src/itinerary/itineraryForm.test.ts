import { describe, expect, it } from 'vitest';
import {
  FORM_TEXTS,
  type ItineraryAnswer,
  type ItineraryFormValues,
  itineraryRequest,
  itinerarySaveItem,
  slotDetails,
} from './itineraryForm';

const TODAY = '2030-01-01';
const values: ItineraryFormValues = {
  destination: ' Paris ',
  startDate: '2030-05-01',
  endDate: '2030-05-03',
  partySize: 2,
  budget: NaN,
  currency: 'eur',
  pace: 'balanced',
};

const slot = {
  activity: 'Visit Spoon',
  place: { id: 'osm:node/1', name: 'Spoon', latitude: 48.86, longitude: 2.3 },
  durationMin: 90,
  estimatedCost: null,
  travelMinutesFromPrevious: 25,
};

const answer = (slots: number): ItineraryAnswer => ({
  itinerary: {
    destination: 'Paris',
    currency: 'EUR',
    days: [{ date: '2030-05-01', slots: Array.from({ length: slots }, () => slot) }],
  },
  violations: [],
  sources: [],
  places: [slot.place],
  notice: null,
  offline: true,
  usage: { allowed: true, count: 1, limit: 3, remaining: 2 },
});

describe('the itinerary form', () => {
  it('turns the fields into the contract request, without a budget when none is given', () => {
    expect(itineraryRequest(values, 'en', TODAY)).toEqual({
      ok: true,
      request: {
        destination: 'Paris',
        startDate: '2030-05-01',
        endDate: '2030-05-03',
        partySize: 2,
        currency: 'EUR',
        pace: 'balanced',
        language: 'en',
      },
    });
    const withBudget = itineraryRequest({ ...values, budget: 800 }, 'fr', TODAY);
    expect(withBudget.ok && withBudget.request).toMatchObject({ budget: 800, language: 'fr' });
  });

  it('names each field with a problem', () => {
    expect(
      itineraryRequest(
        {
          ...values,
          destination: ' ',
          endDate: null,
          partySize: 0,
          budget: -5,
          currency: 'euro',
        },
        'en',
        TODAY,
      ),
    ).toEqual({
      ok: false,
      errors: {
        destination: FORM_TEXTS.destination,
        dates: FORM_TEXTS.dates,
        partySize: FORM_TEXTS.partySize,
        budget: FORM_TEXTS.budget,
        currency: FORM_TEXTS.currency,
      },
    });
    expect(itineraryRequest({ ...values, partySize: 50 }, 'en', TODAY)).toMatchObject({
      errors: { partySize: FORM_TEXTS.partySize },
    });
    expect(
      itineraryRequest({ ...values, destination: 'x'.repeat(20 * 1024) }, 'en', TODAY),
    ).toMatchObject({
      errors: { destination: FORM_TEXTS.destination },
    });
  });

  it('refuses a trip starting before today, before any call', () => {
    expect(itineraryRequest({ ...values, startDate: '2030-04-30' }, 'en', '2030-05-01')).toEqual({
      ok: false,
      errors: { dates: FORM_TEXTS.pastDates },
    });
    expect(itineraryRequest(values, 'en', '2030-05-01').ok).toBe(true);
  });

  it('says when a cost is not in the data rather than showing zero', () => {
    expect(slotDetails(slot, 'EUR', 'en-US')).toBe(
      '90 min · cost not in our data · 25 min travel from the previous stop',
    );
    expect(
      slotDetails({ ...slot, estimatedCost: 12.5, travelMinutesFromPrevious: 0 }, 'EUR', 'en-US'),
    ).toBe('90 min · about €12.50 per person');
  });

  it('saves a plan as an itinerary item, and offers no save for one too large to keep', () => {
    const request = itineraryRequest(values, 'en', TODAY);
    if (!request.ok) throw new Error('expected a valid request');
    const small = answer(3);
    expect(itinerarySaveItem(request.request, small.itinerary, [], small)).toMatchObject({
      item_id: 'itinerary-paris-2030-05-01-2030-05-03-balanced',
      item_type: 'itinerary',
      title: 'Paris: 1-day plan',
      item_data: { places: [slot.place], offline: true, notice: null, sources: [] },
    });
    const large = answer(200);
    expect(itinerarySaveItem(request.request, large.itinerary, [], large)).toBeNull();
  });

  it('keeps only the places the plan names when all the returned ones do not fit', () => {
    const request = itineraryRequest(values, 'en', TODAY);
    if (!request.ok) throw new Error('expected a valid request');
    const many = Array.from({ length: 300 }, (_, index) => ({
      ...slot.place,
      id: `osm:node/${index + 2}`,
      name: `Place number ${index}`,
    }));
    const plan = { ...answer(3), places: [slot.place, ...many] };
    expect(itinerarySaveItem(request.request, plan.itinerary, [], plan)?.item_data).toMatchObject({
      places: [slot.place],
    });
  });

  it('saves a reopened plan to the item it came from', () => {
    const request = itineraryRequest(values, 'en', TODAY);
    if (!request.ok) throw new Error('expected a valid request');
    const plan = answer(2);
    expect(
      itinerarySaveItem(request.request, plan.itinerary, [], plan, 'itinerary-kept-id')?.item_id,
    ).toBe('itinerary-kept-id');
  });
});
