import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrationsDir } from '../paths';
import { openDatabase } from '../db/database';
import { migrate, readMigrations } from '../db/migrate';
import { readDailyCount } from '../db/dailyCounters';
import {
  guestNetworkDailyCap,
  incrementUsageWithinCap,
  readUsageCount,
  type CounterKey,
} from '../db/usageCounters';
import { usageDay } from './usageLimits';

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
    counted: results.flatMap((result) => (result.counted ? [result.count] : [])),
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
    expect([...counted].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
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
    expect(await incrementUsageWithinCap(db, on('2026-01-01'), 3, 3)).toEqual({
      counted: true,
      count: 3,
    });
    expect(await incrementUsageWithinCap(db, on('2026-01-01'), 1, 3)).toEqual({
      counted: false,
      count: 3,
      refusedBy: 'cap',
    });
    expect(await incrementUsageWithinCap(db, on('2026-01-02'), 1, 3)).toEqual({
      counted: true,
      count: 1,
    });
  });

  it(`stops ${CALLS} concurrent guest increments rotating fingerprint hashes from one address at the network ceiling`, async () => {
    // A fresh documentation-range address per run, so a reused database starts this network at 0.
    // Hextets of four digits: the network is stored without leading zeros, as below.
    const hextet = () => randomInt(0x1000, 0x10000).toString(16);
    const address = `2001:db8:${hextet()}:${hextet()}::1`;
    const hashes = Array.from({ length: CALLS / 2 }, () => randomBytes(4).toString('hex'));
    const ceiling = guestNetworkDailyCap('itinerary_generations');
    expect(ceiling).toBe(30);
    const results = await Promise.all(
      Array.from({ length: CALLS }, (_, i) => {
        // Each call from another address of the same IPv6 /64, as a rotating client would.
        const ipAddress = address.replace(/::1$/, `::${(i + 1).toString(16)}`);
        const fingerprintHash = hashes[i % hashes.length] ?? '';
        const key: CounterKey = {
          subject: { kind: 'device', fingerprintHash, ipAddress },
          usageType: 'itinerary_generations',
          day: today,
        };
        return incrementUsageWithinCap(db, key, 1, 3);
      }),
    );
    expect(results.filter((result) => result.counted)).toHaveLength(ceiling);
    const refusals = results.filter((result) => !result.counted);
    expect(refusals.every((result) => result.refusedBy === 'network')).toBe(true);
    // Refused by the network, the device counters were rolled back with it: 30 counts in all.
    const deviceTotal = (
      await Promise.all(
        hashes.map((fingerprintHash) =>
          readUsageCount(db, {
            subject: { kind: 'device', fingerprintHash, ipAddress: null },
            usageType: 'itinerary_generations',
            day: today,
          }),
        ),
      )
    ).reduce((sum, count) => sum + count, 0);
    expect(deviceTotal).toBe(ceiling);
    const network = address.replace(/::1$/, '::/64');
    expect(
      await readDailyCount(db, {
        subject: { kind: 'network', ipNetwork: network },
        usageType: 'itinerary_generations',
        day: today,
      }),
    ).toBe(ceiling);
  });

  it('refuses a device at its own cap without counting its network', async () => {
    const ipAddress = `198.51.100.${randomBytes(1)[0]}`;
    const key: CounterKey = {
      subject: { kind: 'device', fingerprintHash: randomBytes(4).toString('hex'), ipAddress },
      usageType: 'currency_conversions',
      day: '2026-01-03',
    };
    const networkKey = {
      subject: { kind: 'network', ipNetwork: ipAddress },
      usageType: 'currency_conversions',
      day: '2026-01-03',
    } as const;
    const before = await readDailyCount(db, networkKey);
    expect(await incrementUsageWithinCap(db, key, 3, 3)).toEqual({ counted: true, count: 3 });
    expect(await incrementUsageWithinCap(db, key, 1, 3)).toEqual({
      counted: false,
      count: 3,
      refusedBy: 'cap',
    });
    expect(await readDailyCount(db, networkKey)).toBe(before + 3);
  });
});
