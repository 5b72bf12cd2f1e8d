import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, bench, describe, inject } from 'vitest';
import { openDatabase } from '../db/database';
import { migrate, readMigrations } from '../db/migrate';
import { migrationsDir } from '../paths';
import { usageDay } from './usageLimits';
import { incrementUsageWithinCap, readUsageCount, type CounterKey } from '../db/usageCounters';

const CONCURRENT = 200;
const { db, pool } = openDatabase(inject('databaseUrl'), 16);
const today = usageDay(new Date());
const counterKey = (): CounterKey => ({
  subject: { kind: 'user', userId: `bench-${randomUUID()}` },
  usageType: 'ai_requests',
  day: today,
});
/** Final count of every 200-way burst, each on a fresh counter. */
const burstTotals: number[] = [];

beforeAll(async () => {
  await migrate(pool, await readMigrations(migrationsDir));
});
afterAll(async () => {
  const lost = burstTotals.filter((total) => total !== CONCURRENT).length;
  console.log(
    `usage increments: ${burstTotals.length} bursts of ${CONCURRENT} concurrent increments on one counter; ` +
      `final counts ${[...new Set(burstTotals)].join(', ')} vs ${CONCURRENT} expected; ` +
      `${lost === 0 ? 'none lost' : `${lost} bursts LOST increments`}`,
  );
  await db.destroy();
});

describe(`usage counters on ${inject('databaseKind')} (16 connections)`, () => {
  const sequentialKey = counterKey();
  bench('one increment at a time (uncapped), increments/s = hz', async () => {
    await incrementUsageWithinCap(db, sequentialKey, 1, null);
  });

  bench(
    `${CONCURRENT} concurrent increments on one counter, increments/s = hz × ${CONCURRENT}`,
    async () => {
      const key = counterKey();
      await Promise.all(
        Array.from({ length: CONCURRENT }, () => incrementUsageWithinCap(db, key, 1, null)),
      );
      burstTotals.push(await readUsageCount(db, key));
    },
    { iterations: 10, time: 0, warmupIterations: 1 },
  );
});
