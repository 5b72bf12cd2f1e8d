// @ts-check
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './database.mjs';

/** On a fresh clone, installs exactly what package-lock.json pins. */
export function ensureInstalled(log = console.log) {
  if (existsSync(path.join(repoRoot, 'node_modules/.package-lock.json'))) return;
  log('Installing dependencies (npm ci)…');
  const install = spawnSync('npm', ['ci'], { cwd: repoRoot, stdio: 'inherit' });
  if (install.status !== 0) process.exit(install.status ?? 1);
}
