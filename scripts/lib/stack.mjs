// @ts-check
/**
 * The local backend as one unit: database (embedded PGlite or DATABASE_URL), migrations, the
 * functions emulator's generated configuration (emulatorEnv.mjs), then the Firebase emulators
 * (auth, functions, hosting) serving the built site. Used by `npm start` and by
 * the suites that need the real backend.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { migrateDatabase, repoRoot, startDatabase } from './database.mjs';
import { writeEmulatorConfig } from './emulatorConfig.mjs';
import { writeEmulatorEnv } from './emulatorEnv.mjs';
import { assertPortFree, startService } from './processes.mjs';

export const PROJECT_ID = 'demo-voyagent';
/** Ports fixed in firebase.json. */
export const PORTS = { auth: 9099, functions: 5001, hosting: 5000, hub: 4400 };
export const SITE_URL = `http://127.0.0.1:${PORTS.hosting}`;
export const FUNCTIONS_URL = `http://127.0.0.1:${PORTS.functions}/${PROJECT_ID}/us-central1`;
export const AUTH_URL = `http://127.0.0.1:${PORTS.auth}`;
/**
 * The emulator build's map tiles (apps/site/.env.emulator): the offline-maps browser test serves
 * its fixture there while it runs.
 */
export const MAP_TILE_FIXTURE_ORIGIN = 'http://127.0.0.1:5090';

const firebaseCli = path.join(repoRoot, 'node_modules/firebase-tools/lib/bin/firebase.js');

/**
 * @param {{ dataDir?: string, authDataDir?: string, echo?: boolean, log?: (line: string) => void }} [options]
 *   dataDir: where PGlite keeps its files (default: in memory); authDataDir: where the Auth
 *   emulator's accounts are kept between runs, so they match the profiles in the database
 *   (default: forgotten); echo: stream emulator output.
 */
export async function startStack({ dataDir, authDataDir, echo = false, log = () => {} } = {}) {
  for (const [name, port] of Object.entries(PORTS)) {
    await assertPortFree(
      port,
      `Port ${port} (${name} emulator) is already in use. Is \`npm start\` or another test run still running?`,
    );
  }
  const database = await startDatabase({ dataDir });
  log(database.embedded ? `Embedded PGlite on ${database.url}` : 'PostgreSQL from DATABASE_URL');
  try {
    log((await migrateDatabase(database.url)).trim());
    writeEmulatorEnv({ siteUrl: SITE_URL, functionsUrl: FUNCTIONS_URL });
    const persistence = authDataDir
      ? [
          `--export-on-exit=${authDataDir}`,
          ...(existsSync(path.join(authDataDir, 'firebase-export-metadata.json'))
            ? [`--import=${authDataDir}`]
            : []),
        ]
      : [];
    const emulators = await startService(
      'Firebase emulators',
      [
        firebaseCli,
        'emulators:start',
        '--only',
        'auth,functions,hosting',
        '--project',
        PROJECT_ID,
        // The built site's CSP must let it reach the Auth and Functions emulators and the map tiles.
        '--config',
        await writeEmulatorConfig([
          AUTH_URL,
          new URL(FUNCTIONS_URL).origin,
          MAP_TILE_FIXTURE_ORIGIN,
        ]),
        ...persistence,
      ],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          DATABASE_URL: database.url,
          NO_UPDATE_NOTIFIER: '1',
          FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
          // The CLI gives up loading the functions after 10 s, then every call answers 404: a
          // busy 2-core machine can take longer. An explicit setting in the environment wins.
          FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '120',
        },
        ready: /All emulators ready/,
        timeoutMs: 120_000,
        echo,
      },
    );
    return {
      /** The database the functions use, for suites that seed rows (e.g. a staff role). */
      databaseUrl: database.url,
      async stop() {
        await emulators.stop();
        await database.stop();
      },
    };
  } catch (error) {
    await database.stop();
    throw error;
  }
}
