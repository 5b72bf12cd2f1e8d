// @ts-check
import { startDatabase } from '../../scripts/lib/database.mjs';

/** One database for the backend suite: embedded PGlite, or the PostgreSQL at DATABASE_URL. */
export default async function setup(/** @type {import('vitest/node').TestProject} */ project) {
  const database = await startDatabase();
  project.provide('databaseUrl', database.url);
  project.provide('databaseKind', database.embedded ? 'pglite' : 'postgresql');
  return database.stop;
}
