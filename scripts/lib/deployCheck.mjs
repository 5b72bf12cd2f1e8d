// @ts-check
/**
 * "Functions deploy as Firebase deploys them": runs firebase.json's predeploy build, packs the
 * functions folder with firebase-tools' own packager (its ignore rules, exactly), unpacks it in a
 * temporary folder outside the workspace, installs it from its own package.json with
 * `npm install --omit=dev`, then loads it twice: as deploy's discovery does (the manifest of
 * functions and the secrets each declares) and as a cold start does (`import('./lib/index.js')`).
 * A workspace-only import, a runtime import of a devDependency or an unpublished dependency fails
 * here instead of in Cloud Build. Run: `node scripts/lib/deployCheck.mjs`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from './database.mjs';

/** Emulator-only files that must never travel to Cloud Build. */
const LOCAL_ONLY_FILES = ['.env.local', '.secret.local', '.data'];

/**
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<{ functions: string[] }>} the deployed function names
 */
export async function checkFunctionsDeploy({ log = console.log } = {}) {
  const config = functionsConfig();
  const sourceDir = path.join(repoRoot, config.source);
  for (const command of config.predeploy ?? []) {
    log(`predeploy: ${command}`);
    run(command, [], { cwd: repoRoot, shell: true, env: { ...process.env, RESOURCE_DIR: sourceDir } });
  }

  const workDir = mkdtempSync(path.join(os.tmpdir(), 'voyagent-deploy-check-'));
  try {
    const uploadDir = path.join(workDir, 'upload');
    await unpackUpload(sourceDir, config, uploadDir);
    const shipped = LOCAL_ONLY_FILES.filter((name) => existsSync(path.join(uploadDir, name)));
    if (shipped.length > 0) {
      throw new Error(`The upload includes emulator-only ${shipped.join(', ')}: add to "ignore".`);
    }

    log('npm install --omit=dev in a copy of the upload (its own package.json, no workspace)…');
    run('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], {
      cwd: uploadDir,
      env: cleanEnv(),
    });

    const { functions, secrets } = discoverFunctions(uploadDir, workDir);
    log(`discovery: ${functions.length} functions; secrets: ${secrets.join(', ') || 'none'}`);
    const clashes = secrets.filter((name) => name in dotenvKeys(path.join(uploadDir, '.env')));
    if (clashes.length > 0) {
      throw new Error(`functions/.env sets ${clashes.join(', ')}, declared as secrets: remove them.`);
    }
    run(process.execPath, ['--input-type=module', '-e', "await import('./lib/index.js')"], {
      cwd: uploadDir,
      env: cleanEnv(),
    });
    log('cold start: lib/index.js loads');
    return { functions };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** The default codebase's entry in firebase.json. */
function functionsConfig() {
  const firebaseJson = JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8'));
  /** @type {{ source: string, ignore?: string[], predeploy?: string[] }[]} */
  const codebases = [firebaseJson.functions].flat();
  const config = codebases[0];
  if (!config) throw new Error('firebase.json has no functions codebase.');
  return config;
}

/**
 * Packs the folder as `firebase deploy` does (firebase-tools' prepareFunctionsUpload, which also
 * adds its own ignores) and unpacks the archive into `target`.
 * @param {string} sourceDir
 * @param {{ ignore?: string[] }} config
 * @param {string} target
 */
async function unpackUpload(sourceDir, config, target) {
  const require = createRequire(path.join(repoRoot, 'package.json'));
  /** @type {{ prepareFunctionsUpload: Function }} */
  const packager = require('firebase-tools/lib/deploy/functions/prepareFunctionsUpload.js');
  // The packager appends to the ignore list it is given: hand it a copy.
  const archive = await packager.prepareFunctionsUpload(
    repoRoot,
    sourceDir,
    { ...config, ignore: [...(config.ignore ?? ['node_modules', '.git'])] },
    [],
    undefined,
    { exportType: 'tar.gz' },
  );
  try {
    mkdirSync(target, { recursive: true });
    run('tar', ['-xzf', archive.pathToSource, '-C', target]);
  } finally {
    rmSync(archive.pathToSource, { force: true });
  }
}

/**
 * What deploy's discovery step does: firebase-functions loads the package's main file with the
 * control API on and writes the manifest of every function and the secrets each declares.
 * @param {string} uploadDir
 * @param {string} workDir
 * @returns {{ functions: string[], secrets: string[] }}
 */
function discoverFunctions(uploadDir, workDir) {
  const manifestFile = path.join(workDir, 'manifest.json');
  const bin = path.join(uploadDir, 'node_modules/firebase-functions/lib/bin/firebase-functions.js');
  run(process.execPath, [bin, uploadDir], {
    cwd: uploadDir,
    env: {
      ...cleanEnv(),
      FUNCTIONS_CONTROL_API: 'true',
      FUNCTIONS_MANIFEST_OUTPUT_PATH: manifestFile,
    },
  });
  /** @type {{ endpoints: Record<string, { secretEnvironmentVariables?: { key: string }[] }> }} */
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const endpoints = Object.values(manifest.endpoints);
  const secrets = endpoints.flatMap((endpoint) =>
    (endpoint.secretEnvironmentVariables ?? []).map(({ key }) => key),
  );
  return { functions: Object.keys(manifest.endpoints), secrets: [...new Set(secrets)].sort() };
}

/**
 * The keys a dotenv file sets (deploy refuses a key that is also a declared secret).
 * @param {string} file
 * @returns {Record<string, true>}
 */
function dotenvKeys(file) {
  if (!existsSync(file)) return {};
  const keys = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(line)?.[1])
    .filter((key) => key !== undefined);
  return Object.fromEntries(keys.map((key) => [key, true]));
}

/**
 * A deployed function's environment: a project id, none of the emulator's variables, nothing npm
 * or the workspace set for this process.
 */
function cleanEnv() {
  /** @type {NodeJS.ProcessEnv} */
  const env = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(npm_|FUNCTIONS_EMULATOR$|FIREBASE_|DATABASE_URL$|VOYAGENT_)/.test(key)) continue;
    env[key] = value;
  }
  return { ...env, GCLOUD_PROJECT: 'voyagent-deploy-check', NODE_ENV: 'production' };
}

/**
 * Runs a command to completion, its output shown only when it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status === 0) return;
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
  throw new Error(`${[command, ...args].join(' ')} failed (${result.status}):\n${output}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await checkFunctionsDeploy();
    console.log('Functions deploy as Firebase deploys them.');
  } catch (error) {
    console.error(/** @type {Error} */ (error).message);
    process.exit(1);
  }
}
