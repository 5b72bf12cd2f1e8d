import { describe, expect, it } from 'vitest';
import { itinerarySaveItem, type ItineraryRequest } from './itineraryForm';
import { listedSavedItem } from './savedPlanFixture';
import { findSavedPlan, SAVED_PLAN_PARAM, savedPlanHref, savedPlanOf } from './savedPlan';

const request: ItineraryRequest = {
  destination: 'Paris',
  startDate: '2030-05-01',
  endDate: '2030-05-02',
  partySize: 2,
  currency: 'EUR',
  pace: 'balanced',
  language: 'en',
};
const place = { id: 'osm:node/1', name: 'Spoon', latitude: 48.86, longitude: 2.3 };
const plan = {
  itinerary: {
    destination: 'Paris',
    currency: 'EUR',
    days: [
      {
        date: '2030-05-01',
        slots: [
          {
            activity: 'Visit Spoon',
            place,
            durationMin: 90,
            estimatedCost: null,
            travelMinutesFromPrevious: 0,
          },
        ],
      },
    ],
  },
  places: [place, { ...place, id: 'osm:node/2', name: 'Le Train Bleu' }],
  sources: [
    { label: 'OpenStreetMap', dataDate: '2026-01-01', url: 'https://www.openstreetmap.org/' },
  ],
  notice: null,
  offline: true,
};

/** A plan as the editor saves it, then as saved-items-list answers it. */
const savedItem = () => listedSavedItem(itinerarySaveItem(request, plan.itinerary, [], plan));

describe('a saved plan', () => {
  it('reads back what the editor saved: the request, the plan, its places and sources', () => {
    const item = savedItem();
    expect(savedPlanOf(item)).toEqual({ itemId: item.item_id, request, plan });
  });

  it('is no plan to open when it is not an itinerary, or its data is not a whole plan', () => {
    const item = savedItem();
    expect(savedPlanOf({ ...item, item_type: 'hotel' })).toBeNull();
    const withoutPlaces = Object.fromEntries(
      Object.entries(item.item_data).filter(([key]) => key !== 'places'),
    );
    expect(savedPlanOf({ ...item, item_data: withoutPlaces })).toBeNull();
    expect(
      savedPlanOf({ ...item, item_data: { ...item.item_data, itinerary: { days: 'x' } } }),
    ).toBeNull();
  });

  it('is opened by a link to /itinerary naming its item', () => {
    const href = savedPlanHref('itinerary-paris 2030/05');
    expect(href.startsWith('/itinerary?')).toBe(true);
    expect(new URLSearchParams(href.split('?')[1]).get(SAVED_PLAN_PARAM)).toBe(
      'itinerary-paris 2030/05',
    );
  });

  it('is found on a later page of the saved plans, and null when it is on none', async () => {
    const item = savedItem();
    const other = { ...item, item_id: 'itinerary-rome', id: 'row-2' };
    const pages = [
      { items: [other], nextOffset: 1 },
      { items: [item], nextOffset: null },
    ];
    const offsets: number[] = [];
    const listPage = async (offset: number) => {
      offsets.push(offset);
      return pages[offset] ?? { items: [], nextOffset: null };
    };
    expect((await findSavedPlan(item.item_id, listPage))?.itemId).toBe(item.item_id);
    expect(offsets).toEqual([0, 1]);
    expect(await findSavedPlan('itinerary-nowhere', listPage)).toBeNull();
  });
});
