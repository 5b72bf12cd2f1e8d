// @ts-check
/**
 * The static checks of `npm test`, run side by side on the machine's cores: the type check of the
 * root and of every workspace's `typecheck` script (what `npm run typecheck` runs one after the
 * other), ESLint and Prettier. Each check's output is printed whole when it ends, so logs never interleave. Exits 1
 * when any check fails, naming them. Run alone: `node scripts/lib/checks.mjs`.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './database.mjs';

/** @typedef {{ title: string, command: string, args: string[], cwd: string }} Check */

/** How many TypeScript files a workspace holds: its type check's rough cost. */
function sourceCount(/** @type {string} */ dir) {
  const files = readdirSync(path.join(repoRoot, dir), { recursive: true, encoding: 'utf8' });
  return files.filter(
    (file) => /\.tsx?$/.test(file) && !/(^|\/)(node_modules|dist|lib)\//.test(file),
  ).length;
}

/** @returns {Check[]} */
function typeChecks() {
  const tsc = path.join(repoRoot, 'node_modules/.bin/tsc');
  /** @type {string[]} */
  const { workspaces } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  const dirs = workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(path.join(repoRoot, parent)).map((name) => `${parent}/${name}`);
  });
  const checked = dirs.filter((dir) => {
    const manifest = path.join(repoRoot, dir, 'package.json');
    return existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).scripts?.typecheck;
  });
  // The largest first, so that no long check starts last while the other core idles.
  checked.sort((a, b) => sourceCount(b) - sourceCount(a));
  return [
    { title: 'Type check (root)', command: tsc, args: ['-p', '.'], cwd: repoRoot },
    ...checked.map((dir) => ({
      title: `Type check ${dir}`,
      command: 'npm',
      args: ['run', 'typecheck', '--silent'],
      cwd: path.join(repoRoot, dir),
    })),
  ];
}

const [rootCheck, ...workspaceChecks] = typeChecks();
/** @type {Check[]} */
const checks = [
  ...workspaceChecks.slice(0, 2),
  {
    title: 'Lint',
    command: 'npx',
    args: ['eslint', '.', '--max-warnings=0'],
    cwd: repoRoot,
  },
  rootCheck,
  ...workspaceChecks.slice(2),
  {
    title: 'Format',
    command: 'npx',
    args: ['prettier', '--check', '.', '--log-level=warn'],
    cwd: repoRoot,
  },
];

/** @param {Check} check @returns {Promise<boolean>} */
function run({ title, command, args, cwd }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`${code === 0 ? '✓' : '✗'} ${title} (${seconds} s)`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const queue = [...checks];
/** @type {string[]} */
const failed = [];
const workers = Array.from({ length: Math.min(os.availableParallelism(), queue.length) }, async () => {
  for (let check = queue.shift(); check; check = queue.shift()) {
    if (!(await run(check))) failed.push(check.title);
  }
});
await Promise.all(workers);
if (failed.length) console.log(`Failed checks: ${failed.join('; ')}`);
process.exit(failed.length ? 1 : 0);
