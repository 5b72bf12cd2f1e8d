import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrationsDir } from '../paths';
import { callTransactionDatabase } from './callTransaction';
import { migrate, readMigrations } from './migrate';
import type { Database } from './schema';

export class DatabaseConfigError extends Error {
  override name = 'DatabaseConfigError';
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  pool: pg.Pool;
}

let handle: DatabaseHandle | undefined;
let ready: Promise<void> | undefined;

/**
 * The same pg driver path everywhere: DATABASE_URL points at Cloud SQL in production, a local
 * PostgreSQL in CI, or the embedded PGlite socket server that `npm start` and the tests run.
 * Pools stay small (DATABASE_POOL_MAX, default 2) because the emulator runs many processes.
 */
export function openDatabase(connectionString: string, max = 2): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 10_000 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return { pool, db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }) };
}

/**
 * The process-wide database, migrated before first use; inside a call transaction
 * (callTransaction.ts), that transaction's database.
 */
export async function getDatabase(): Promise<Kysely<Database>> {
  const callTransaction = callTransactionDatabase();
  if (callTransaction) return callTransaction;
  if (!handle) {
    const url = process.env.DATABASE_URL;
    if (!url) {
      throw new DatabaseConfigError(
        'DATABASE_URL is not set. `npm start` sets it to the embedded PGlite server; production sets Cloud SQL.',
      );
    }
    handle = openDatabase(url, Number(process.env.DATABASE_POOL_MAX ?? 2));
  }
  const { pool, db } = handle;
  ready ??= readMigrations(migrationsDir)
    .then((migrations) => migrate(pool, migrations))
    .then(
      () => undefined,
      (error: unknown) => {
        ready = undefined; // let the next call try again rather than caching a failure
        throw error;
      },
    );
  await ready;
  return db;
}
