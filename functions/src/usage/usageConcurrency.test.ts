import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrationsDir } from '../paths';
import { openDatabase } from '../db/database';
import { migrate, readMigrations } from '../db/migrate';
import { usageDay } from './usageLimits';
import { incrementUsageWithinCap, readUsageCount, type CounterKey } from './usageStore';

// 16 connections at once: on PostgreSQL the increments really race (CI runs this on a real
// PostgreSQL 15 as well as on PGlite).
const { db, pool } = openDatabase(inject('databaseUrl'), 16);
beforeAll(async () => {
  await migrate(pool, await readMigrations(migrationsDir));
});
afterAll(() => db.destroy());

const CALLS = 200;
const today = usageDay(new Date());

async function race(key: CounterKey, cap: number | null) {
  const results = await Promise.all(
    Array.from({ length: CALLS }, () => incrementUsageWithinCap(db, key, 1, cap)),
  );
  return {
    counted: results.filter((count) => count !== undefined),
    final: await readUsageCount(db, key),
  };
}

describe(`atomic usage increments on ${inject('databaseKind')}`, () => {
  it(`lets exactly 25 of ${CALLS} concurrent increments through a cap of 25`, async () => {
    const key: CounterKey = {
      subject: { kind: 'user', userId: `user-${randomUUID()}` },
      usageType: 'search_requests',
      day: today,
    };
    const { counted, final } = await race(key, 25);
    expect(counted).toHaveLength(25);
    // Each allowed increment saw a distinct count: none was lost or doubled.
    expect([...counted].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    expect(final).toBe(25);
  });

  it(`loses none of ${CALLS} concurrent uncapped increments on one device counter`, async () => {
    const key: CounterKey = {
      subject: { kind: 'device', fingerprintHash: randomBytes(4).toString('hex'), ipAddress: null },
      usageType: 'ai_requests',
      day: today,
    };
    const { counted, final } = await race(key, null);
    expect(counted).toHaveLength(CALLS);
    expect(final).toBe(CALLS);
  });

  it('keeps each UTC day its own counter', async () => {
    const userId = `user-${randomUUID()}`;
    const on = (day: string): CounterKey => ({
      subject: { kind: 'user', userId },
      usageType: 'itinerary_generations',
      day,
    });
    expect(await incrementUsageWithinCap(db, on('2026-01-01'), 3, 3)).toBe(3);
    expect(await incrementUsageWithinCap(db, on('2026-01-01'), 1, 3)).toBeUndefined();
    expect(await incrementUsageWithinCap(db, on('2026-01-02'), 1, 3)).toBe(1);
  });
});
