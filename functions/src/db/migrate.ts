import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';

/** Any fixed 64-bit number: every process that migrates takes this lock, so only one applies a file. */
const MIGRATION_LOCK_KEY = 726_150_001;

export interface Migration {
  name: string;
  sql: string;
}

export async function readMigrations(dir: string): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  return Promise.all(
    names.map(async (name) => ({ name, sql: await readFile(path.join(dir, name), 'utf8') })),
  );
}

/**
 * Applies the migrations not yet recorded in schema_migrations, each in its own transaction with
 * its record, so a failing file leaves neither half a schema nor a false record. The "already
 * applied?" check runs inside that transaction under a transaction-level advisory lock, which
 * serialises racing processes on PostgreSQL; on the embedded PGlite (one session, where advisory
 * locks exclude no one) the server runs whole transactions one at a time. Returns the names applied.
 */
export async function migrate(pool: pg.Pool, migrations: Migration[]): Promise<string[]> {
  const client = await pool.connect();
  const applied: string[] = [];
  const inLockedTransaction = async <T>(work: () => Promise<T>): Promise<T> => {
    await client.query('begin');
    try {
      await client.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const result = await work();
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
  };
  try {
    await inLockedTransaction(async () => {
      await client.query(
        `create table if not exists schema_migrations (
           name text primary key,
           applied_at timestamptz not null default now()
         )`,
      );
    });
    for (const migration of migrations) {
      const appliedNow = await inLockedTransaction(async () => {
        const done = await client.query('select 1 from schema_migrations where name = $1', [
          migration.name,
        ]);
        if (done.rowCount) return false;
        try {
          await client.query(migration.sql);
        } catch (error) {
          throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, {
            cause: error,
          });
        }
        await client.query('insert into schema_migrations (name) values ($1)', [migration.name]);
        return true;
      });
      // Counted only once committed.
      if (appliedNow) applied.push(migration.name);
    }
  } finally {
    client.release();
  }
  return applied;
}
