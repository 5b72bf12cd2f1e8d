import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { getDatabase } from './database';

/**
 * travel.md §7's database calls, called as the spec names them and their parameters (named
 * notation fails on any other name): the usage counters' reads and increments, and has_role.
 */

beforeAll(() => {
  process.env.DATABASE_URL = inject('databaseUrl');
});

async function one<T>(query: ReturnType<typeof sql<{ value: T }>>): Promise<T> {
  const { rows } = await query.execute(await getDatabase());
  return rows[0]?.value as T;
}

describe('usage functions', () => {
  it('counts a user’s use for today and reads it back (BE-094, BE-100)', async () => {
    const user = `spec-${randomUUID()}`;
    expect(
      await one<number>(sql`select get_user_usage(p_user_id => ${user},
        p_usage_type => 'ai_requests') as value`),
    ).toBe(0);
    expect(
      await one<number>(sql`select increment_user_usage(p_user_id => ${user},
        p_usage_type => 'ai_requests', p_increment => 2) as value`),
    ).toBe(2);
    expect(
      await one<number>(sql`select increment_user_usage(p_user_id => ${user},
        p_usage_type => 'ai_requests', p_increment => 1) as value`),
    ).toBe(3);
    expect(
      await one<number>(sql`select get_user_usage(p_user_id => ${user},
        p_usage_type => 'ai_requests') as value`),
    ).toBe(3);
  });

  it('refuses an increment past the cap and writes nothing', async () => {
    const user = `spec-${randomUUID()}`;
    const increment = () =>
      one<number | null>(sql`select increment_user_usage(p_user_id => ${user},
        p_usage_type => 'search_requests', p_increment => 1, p_cap => 1) as value`);
    expect(await increment()).toBe(1);
    expect(await increment()).toBeNull();
    expect(await one<number>(sql`select get_user_usage(${user}, 'search_requests') as value`)).toBe(
      1,
    );
  });

  it('counts a device with its address and reads it back (BE-097, BE-104)', async () => {
    const device = randomBytes(4).toString('hex');
    expect(
      await one<number>(sql`select increment_device_usage(p_device_fingerprint_hash => ${device},
        p_usage_type => 'saved_items', p_ip_address => '203.0.113.9', p_increment => 1) as value`),
    ).toBe(1);
    expect(
      await one<number>(sql`select get_device_usage(p_device_fingerprint_hash => ${device},
        p_usage_type => 'saved_items') as value`),
    ).toBe(1);
    expect(
      await one<string>(sql`select ip_address as value from device_usage
        where fingerprint_hash = ${device}`),
    ).toBe('203.0.113.9');
  });
});

describe('has_role (BE-143)', () => {
  it('answers whether the user holds the role', async () => {
    const user = `spec-${randomUUID()}`;
    const db = await getDatabase();
    await sql`insert into user_roles (user_id, role) values (${user}, 'support')`.execute(db);
    expect(
      await one<boolean>(sql`select has_role(_user_id => ${user}, _role => 'support') as value`),
    ).toBe(true);
    expect(
      await one<boolean>(sql`select has_role(_user_id => ${user}, _role => 'admin') as value`),
    ).toBe(false);
  });
});
