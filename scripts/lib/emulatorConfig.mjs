// @ts-check
/**
 * The firebase.json the local emulators run with: the deployed one, with the emulators' own
 * origins added to the site's Content-Security-Policy `connect-src`. The emulator build of the site
 * talks to the Auth and Functions emulators on loopback; production's policy never lists them.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from './database.mjs';

/**
 * Git-ignored. It sits beside firebase.json because firebase-tools resolves every path in a config
 * (hosting's public folder, the functions source) from the folder the config file is in.
 */
export const EMULATOR_CONFIG_FILE = 'firebase.emulators.json';

const CSP_HEADER = 'content-security-policy';

/**
 * `config` (a parsed firebase.json) with `origins` appended to `connect-src` in every
 * Content-Security-Policy header that hosting sends.
 * @param {any} config
 * @param {string[]} origins
 */
export function withConnectOrigins(config, origins) {
  const hostingSites = [config.hosting ?? []].flat();
  let policies = 0;
  for (const site of hostingSites) {
    for (const rule of site.headers ?? []) {
      for (const header of rule.headers ?? []) {
        if (String(header.key).toLowerCase() !== CSP_HEADER) continue;
        header.value = appendToDirective(header.value, 'connect-src', origins);
        policies += 1;
      }
    }
  }
  if (policies === 0) throw new Error('firebase.json: hosting sends no Content-Security-Policy');
  return config;
}

/**
 * @param {string} policy
 * @param {string} directive
 * @param {string[]} sources
 */
function appendToDirective(policy, directive, sources) {
  const directives = policy.split(';').map((part) => part.trim());
  const index = directives.findIndex((part) => part.split(/\s+/)[0] === directive);
  // Without its own directive, connect-src falls back to default-src: adding one here would
  // silently change what else is allowed, so the policy has to say it.
  if (index === -1) throw new Error(`firebase.json: the Content-Security-Policy has no ${directive}`);
  directives[index] = [directives[index], ...sources].join(' ');
  return directives.filter(Boolean).join('; ');
}

/**
 * Writes the emulators' config next to firebase.json and returns its name for `--config`.
 * Written to a temporary file and renamed, so a concurrent run never reads half a file.
 * @param {string[]} origins
 */
export async function writeEmulatorConfig(origins) {
  const config = JSON.parse(await readFile(path.join(repoRoot, 'firebase.json'), 'utf8'));
  const target = path.join(repoRoot, EMULATOR_CONFIG_FILE);
  const temporary = `${target}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(withConnectOrigins(config, origins), null, 2)}\n`);
  await rename(temporary, target);
  return EMULATOR_CONFIG_FILE;
}
