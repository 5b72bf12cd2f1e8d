// @ts-check
/**
 * `npm start`: installs if needed, builds, starts the database, migrations, emulators and site,
 * prints the URL, and stops everything on Ctrl+C. Data persists between runs: the database in
 * .data/pglite, the emulator's accounts in .data/auth.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildForEmulators } from './lib/build.mjs';
import { repoRoot } from './lib/database.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { SITE_URL, startStack } from './lib/stack.mjs';

const log = (/** @type {string} */ line) => console.log(`[voyagent] ${line}`);

ensureInstalled(log);

log('Building functions and site…');
await buildForEmulators();

const dataDir = path.join(repoRoot, '.data/pglite');
mkdirSync(dataDir, { recursive: true });
log('Starting database and Firebase emulators (about 15 s)…');
const stack = await startStack({
  dataDir: process.env.DATABASE_URL ? undefined : dataDir,
  authDataDir: path.join(repoRoot, '.data/auth'),
  log,
});

log(`Voyagent is running at ${SITE_URL}  (Ctrl+C to stop)`);

let stopping = false;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    log('Stopping…');
    await stack.stop();
    process.exit(0);
  });
}
