/** `npm run migrate -w functions`: applies pending SQL migrations to DATABASE_URL, then exits. */
import { openDatabase } from './db/database';
import { migrate, readMigrations } from './db/migrate';
import { migrationsDir } from './paths';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set: nothing to migrate.');
  process.exit(1);
}
const { pool } = openDatabase(url, 1);
try {
  const applied = await migrate(pool, await readMigrations(migrationsDir));
  console.log(
    applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database is up to date.',
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await pool.end();
}
