import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { migrationsDir } from '../paths';
import { openDatabase } from './database';
import { migrate, readMigrations } from './migrate';

const { pool } = openDatabase(inject('databaseUrl'), 4);
afterAll(() => pool.end());

const tableExists = async (name: string) =>
  (await pool.query('select to_regclass($1) as oid', [name])).rows[0].oid !== null;

describe(`migrations on ${inject('databaseKind')}`, () => {
  it('creates the schema once and is idempotent', async () => {
    const migrations = await readMigrations(migrationsDir);
    expect(migrations.map((m) => m.name)).toContain('0001_profiles.sql');
    await migrate(pool, migrations);
    expect(await migrate(pool, migrations)).toEqual([]);
    expect(await tableExists('profiles')).toBe(true);
  });

  it('applies each migration exactly once when processes race', async () => {
    const table = `race_${randomUUID().replaceAll('-', '')}`;
    const migrations = [{ name: `9000_${table}.sql`, sql: `create table ${table} (id int)` }];
    const results = await Promise.all([1, 2, 3, 4].map(() => migrate(pool, migrations)));
    expect(results.flat()).toEqual([migrations[0]?.name]);
    await pool.query(`drop table ${table}`);
    await pool.query('delete from schema_migrations where name = $1', [migrations[0]?.name]);
  });

  it('leaves neither half a schema nor a record when a migration fails', async () => {
    const table = `broken_${randomUUID().replaceAll('-', '')}`;
    const name = `9001_${table}.sql`;
    const broken = { name, sql: `create table ${table} (id int); select * from no_such_table;` };
    await expect(migrate(pool, [broken])).rejects.toThrow(`Migration ${name} failed`);
    expect(await tableExists(table)).toBe(false);
    const recorded = await pool.query('select 1 from schema_migrations where name = $1', [name]);
    expect(recorded.rowCount).toBe(0);
  });
});
