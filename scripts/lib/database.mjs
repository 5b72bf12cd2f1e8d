// @ts-check
/**
 * The database for local runs: the PostgreSQL at DATABASE_URL when set (CI's second pass,
 * production-like checks), otherwise one embedded PGlite served over the PostgreSQL wire protocol
 * (functions/scripts/pglite-server.mjs). One server process owns the data folder, so the functions
 * emulator's many processes never open it twice; they all connect through `pg`, as in production.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, run, startService } from './processes.mjs';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const functionsDir = path.join(repoRoot, 'functions');

/** Connections the socket server accepts: all function processes' pools (max 2 each) together. */
const PGLITE_MAX_CONNECTIONS = 64;

/**
 * @param {{ dataDir?: string }} [options] dataDir: a folder, or memory:// (default)
 * @returns {Promise<{ url: string, embedded: boolean, stop: () => Promise<void> }>}
 */
export async function startDatabase({ dataDir = 'memory://' } = {}) {
  const external = process.env.DATABASE_URL;
  if (external) return { url: external, embedded: false, stop: async () => {} };

  const serverScript = path.join(functionsDir, 'scripts/pglite-server.mjs');
  const listenPort = await freePort();
  const service = await startService(
    'PGlite server',
    [serverScript, `--db=${dataDir}`, `--port=${listenPort}`, `--max-connections=${PGLITE_MAX_CONNECTIONS}`],
    { ready: /listening/i, timeoutMs: 60_000 },
  );
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${listenPort}/postgres`,
    embedded: true,
    stop: service.stop,
  };
}

/** Applies the SQL migrations in functions/migrations (functions must be built). */
export function migrateDatabase(/** @type {string} */ url) {
  return run(process.execPath, [path.join(functionsDir, 'lib/migrate-cli.js')], {
    env: { ...process.env, DATABASE_URL: url },
  });
}
