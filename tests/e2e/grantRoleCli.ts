import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { AUTH_URL, PROJECT_ID } from '../../scripts/lib/stack.mjs';

const cli = path.join(import.meta.dirname, '../../functions/lib/grant-role-cli.js');

/**
 * The operator's grant-role CLI (README "Staff roles"), run as an operator would: against the
 * Auth emulator and the suite's database.
 */
export function grantRoleCli(...args: string[]) {
  return promisify(execFile)(process.execPath, [cli, ...args], {
    env: {
      ...process.env,
      DATABASE_URL: inject('databaseUrl'),
      FIREBASE_AUTH_EMULATOR_HOST: AUTH_URL.replace(/^http:\/\//, ''),
      GCLOUD_PROJECT: PROJECT_ID,
    },
  });
}
