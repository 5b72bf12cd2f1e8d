import { describe, expect, it } from 'vitest';
import parisPlaces from '../location/osmSample/parisRestaurants.json';
import { osmPointsOfInterest } from './tripData';
import {
  EVAL_REQUESTS,
  type EvalRequest,
  runOfflineEval,
  runScriptedModelEval,
  toolLatencyP95,
} from './evaluation';

const paris = osmPointsOfInterest(parisPlaces);
const failures = (report: { results: { id: string; failure?: string; ungrounded: unknown[] }[] }) =>
  report.results
    .filter((result) => result.failure || result.ungrounded.length)
    .map(({ id, failure, ungrounded }) => ({ id, failure, ungrounded }));

describe('the assistant evaluation', () => {
  it('holds at least 50 requests in the four languages, with unknown places among them', () => {
    expect(EVAL_REQUESTS.length).toBeGreaterThanOrEqual(50);
    expect(new Set(EVAL_REQUESTS.map((item) => item.language))).toEqual(
      new Set(['en', 'fr', 'de', 'es']),
    );
    expect(new Set(EVAL_REQUESTS.map((item) => item.id)).size).toBe(EVAL_REQUESTS.length);
    expect(
      EVAL_REQUESTS.filter((item) => item.expect.answer === 'notFound').length,
    ).toBeGreaterThan(8);
  });

  it('asks the budget service too, in more than one language', () => {
    const budget = EVAL_REQUESTS.filter(
      (item) => item.kind === 'fact' && item.tool?.name === 'budget',
    );
    expect(budget.length).toBeGreaterThanOrEqual(3);
    expect(new Set(budget.map((item) => item.language)).size).toBeGreaterThan(1);
  });

  it('asks the travel advisories and the flight-compensation service, five times each or more, in four languages', () => {
    for (const tool of ['travelAdvisory', 'flightCompensation']) {
      const asked = EVAL_REQUESTS.filter(
        (item) => item.kind === 'fact' && item.tool?.name === tool,
      );
      expect(asked.length).toBeGreaterThanOrEqual(5);
      expect(new Set(asked.map((item) => item.language))).toEqual(
        new Set(['en', 'fr', 'de', 'es']),
      );
      expect(asked.some((item) => item.expect.answer === 'notFound')).toBe(true);
    }
  });

  it('passes every hard constraint offline, with no ungrounded fact', () => {
    const report = runOfflineEval(EVAL_REQUESTS, paris);
    expect(failures(report)).toEqual([]);
    expect(report.passRate).toBe(1);
    expect(report.ungroundedCount).toBe(0);
  });

  it('runs the flows on the scripted model and scores them the same way', async () => {
    const report = await runScriptedModelEval(EVAL_REQUESTS, paris);
    expect(report.results).toHaveLength(EVAL_REQUESTS.length);
    expect(failures(report)).toEqual([]);
  });

  it('fails a request whose expectation the answer misses, and counts an invented plan', () => {
    const wrong: EvalRequest[] = [
      {
        id: 'wrong-figure',
        kind: 'fact',
        language: 'en',
        question: 'What is the emergency number in France?',
        expect: { answer: 'fact', contains: ['999'] },
      },
      {
        id: 'wrong-kind',
        kind: 'itinerary',
        language: 'en',
        request: {
          destination: 'Atlantisville',
          startDate: '2030-05-01',
          endDate: '2030-05-01',
          partySize: 1,
          currency: 'EUR',
          pace: 'relaxed',
        },
        expect: { answer: 'plan' },
      },
    ];
    const report = runOfflineEval(wrong, paris);
    expect(report.results.map((result) => result.failure)).toEqual([
      'missing 999',
      'destination not found',
    ]);
    expect(report.passRate).toBe(0);
  });

  it('measures the tools', async () => {
    expect(await toolLatencyP95(EVAL_REQUESTS, 1)).toBeGreaterThan(0);
  });
});
