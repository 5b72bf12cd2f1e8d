import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, bench, describe, inject } from 'vitest';
import { callableRequest } from '../test/callableRequest';
import { getDatabase } from './db/database';
import { compensationEstimate } from './compensation/compensation';
import { currencyConvert } from './currency/currency';
import { emergencyInfo } from './location/emergencyInfo';
import { nearbyPlaces } from './location/nearbyPlaces';
import { phrasebookLookup } from './phrasebook/phrasebookLookup';
import { riskInfo } from './risk/riskInfo';
import { visaCheck } from './visa/visaCheck';

/**
 * Issue 13: p95 latency of each travel-tool service, called in process through its callable
 * (validation, auth, rate limit, usage counting where the service counts, the answer) on the
 * benchmark database. Each call comes from a fresh signed-in account, so no cap or per-caller
 * limit cuts a run short and every counted service writes its counter row as in production.
 */

const CALLS = 200;
const samples = new Map<string, number[]>();
/** A service whose call fails is reported with its error instead of a figure. */
const failures = new Map<string, string>();

interface Runnable {
  run(request: ReturnType<typeof callableRequest>): unknown;
}

function service(name: string, callable: Runnable, data: () => unknown) {
  const times: number[] = [];
  samples.set(name, times);
  bench(
    name,
    async () => {
      const uid = `bench-${randomUUID()}`;
      const started = performance.now();
      try {
        await callable.run(callableRequest(data(), { uid, email: `${uid}@example.com` }));
      } catch (error) {
        failures.set(name, String(error));
        return;
      }
      times.push(performance.now() - started);
    },
    { iterations: CALLS, time: 0, warmupIterations: 5 },
  );
}

/** The value below which `share` of the sorted samples fall (nearest rank). */
function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

beforeAll(async () => {
  process.env.DATABASE_URL = inject('databaseUrl');
  // The emulator's local providers (places from the OSM sample, the shipped rates): no network.
  process.env.FUNCTIONS_EMULATOR = 'true';
  await getDatabase();
});

afterAll(() => {
  const rows = [...samples].map(([name, times]) => {
    const failure = failures.get(name);
    if (failure) return `  ${name.padEnd(22)} FAILED: ${failure}`;
    const sorted = [...times].sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(10);
    return `  ${name.padEnd(22)} p50 ${ms(percentile(sorted, 0.5))}  p95 ${ms(percentile(sorted, 0.95))}  (${sorted.length} calls)`;
  });
  console.log(`travel-tool services on ${inject('databaseKind')}, in process:\n${rows.join('\n')}`);
});

describe(`travel-tool services on ${inject('databaseKind')} (latency per call)`, () => {
  const amounts = [100, 12.5, 0.99, 250_000];
  let turn = 0;
  service('currency-convert', currencyConvert, () => ({
    amount: amounts[turn++ % amounts.length],
    from: 'EUR',
    to: 'USD',
  }));
  service('visa-check', visaCheck, () => ({ passport: 'FR', destination: 'JP' }));
  service('risk-info', riskInfo, () => ({ country: 'FR' }));
  service('emergency-info', emergencyInfo, () => ({
    latitude: 48.8566,
    longitude: 2.3522,
    userLanguage: 'en',
  }));
  service('nearby-places', nearbyPlaces, () => ({
    latitude: 48.8566,
    longitude: 2.3522,
    type: 'restaurant',
    radius: 5000,
  }));
  service('compensation-estimate', compensationEstimate, () => ({
    from: 'CDG',
    to: 'JFK',
    disruption: 'cancellation',
    euCarrier: false,
    extraordinaryCircumstances: 'no',
  }));
  service('phrasebook-lookup', phrasebookLookup, () => ({
    language: 'fr',
    query: 'thank you',
  }));
});
