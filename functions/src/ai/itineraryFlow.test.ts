import { type GenerateRequest, type Part, genkit } from 'genkit';
import { describe, expect, it } from 'vitest';
import parisPlaces from '../location/osmSample/parisRestaurants.json';
import {
  type ItineraryFlowInput,
  type ItineraryFlowOutput,
  defineItineraryFlow,
} from './itineraryFlow';
import { osmPointsOfInterest } from './tripData';

type Turn = (request: GenerateRequest) => Part[];

/** A Genkit instance whose only model plays `turns` in order (the last one repeats). */
function scriptedPlanner(turns: Turn[]) {
  const ai = genkit({ promptDir: null, model: 'fake' });
  const requests: GenerateRequest[] = [];
  ai.defineModel(
    { name: 'fake', supports: { tools: true, multiturn: true, output: ['json'] } },
    async (request) => {
      const turn = turns[Math.min(requests.length, turns.length - 1)];
      requests.push(request);
      return {
        message: { role: 'model', content: turn ? turn(request) : [] },
        finishReason: 'stop',
      };
    },
  );
  return { flow: defineItineraryFlow(ai, osmPointsOfInterest(parisPlaces)), requests };
}

const input: ItineraryFlowInput = {
  destination: 'Paris',
  startDate: '2030-05-01',
  endDate: '2030-05-02',
  partySize: 2,
  currency: 'EUR',
  pace: 'balanced',
  language: 'en',
};

interface TripAnswer {
  city: { id: string; name: string; latitude: number; longitude: number };
  places: { id: string; name: string; latitude: number; longitude: number }[];
}

function tripAnswer(request: GenerateRequest): TripAnswer {
  const parts = request.messages.flatMap((message) => message.content);
  return parts.findLast((part) => part.toolResponse)?.toolResponse?.output as TripAnswer;
}

const slot = (activity: string, place: TripAnswer['places'][number] | null, travel = 0) => ({
  activity,
  place: place && {
    id: place.id,
    name: place.name,
    latitude: place.latitude,
    longitude: place.longitude,
  },
  durationMin: 90,
  estimatedCost: null,
  travelMinutesFromPrevious: travel,
});

/** The model's plan: day 1 at the city and a place the tool returned; day 2 as `secondDay`. */
const plan =
  (secondDay: (trip: TripAnswer) => ReturnType<typeof slot>[]): Turn =>
  (request) => {
    const trip = tripAnswer(request);
    const itinerary = {
      destination: 'Paris',
      currency: 'EUR',
      days: [
        {
          date: '2030-05-01',
          slots: [slot('Arrive', trip.city), slot('Lunch', trip.places[0] ?? null, 60)],
        },
        { date: '2030-05-02', slots: secondDay(trip) },
      ],
    };
    return [{ text: JSON.stringify(itinerary) }];
  };

const lookUpParis: Turn = () => [
  { toolRequest: { name: 'tripPlaces', ref: '1', input: { destination: 'Paris' } } },
];

describe('itinerary-generate with a scripted model', () => {
  it('passes a plan made of the places the tool returned', async () => {
    const { flow, requests } = scriptedPlanner([
      lookUpParis,
      plan((trip) => [slot('Dinner', trip.places[1] ?? null), slot('Depart', trip.city, 60)]),
    ]);
    const answer: ItineraryFlowOutput = await flow(input);
    expect(answer.violations).toEqual([]);
    expect(answer.itinerary.days).toHaveLength(2);
    expect(answer.sources.map((source) => source.label)).toContainEqual(
      expect.stringMatching(/OpenStreetMap/),
    );
    expect(requests[0]?.messages[0]?.content[0]?.text).toMatch(/never name a place from memory/);
  });

  it('flags a place the model invented, which the tool never returned', async () => {
    const invented = {
      id: 'osm:node/1',
      name: 'Le Café Inventé',
      latitude: 48.86,
      longitude: 2.35,
    };
    const { flow } = scriptedPlanner([
      lookUpParis,
      plan((trip) => [slot('Dinner', invented), slot('Depart', trip.city, 60)]),
    ]);
    const answer: ItineraryFlowOutput = await flow(input);
    expect(answer.violations).toEqual([
      expect.objectContaining({ kind: 'ungroundedPlace', day: 2, place: 'Le Café Inventé' }),
    ]);
  });

  it('flags every place when the model never called the tool', async () => {
    const remembered = { id: 'city:FR:Paris', name: 'Paris', latitude: 48.85, longitude: 2.35 };
    const { flow } = scriptedPlanner([
      () => [
        {
          text: JSON.stringify({
            destination: 'Paris',
            currency: 'EUR',
            days: [{ date: '2030-05-01', slots: [slot('Arrive', remembered)] }],
          }),
        },
      ],
    ]);
    const answer: ItineraryFlowOutput = await flow({ ...input, endDate: '2030-05-01' });
    expect(answer.violations.map((violation) => violation.kind)).toEqual(['ungroundedPlace']);
    expect(answer.sources).toEqual([]);
  });

  it('refuses an answer that does not match the itinerary schema', async () => {
    const { flow } = scriptedPlanner([lookUpParis, () => [{ text: '{"days": "tomorrow"}' }]]);
    await expect(flow(input)).rejects.toThrow();
  });
});
