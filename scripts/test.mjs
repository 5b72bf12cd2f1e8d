// @ts-check
/**
 * `npm test`: every suite, in order — static checks, package builds, the functions deployed as
 * Firebase deploys them (scripts/lib/deployCheck.mjs), unit + stories + backend on the embedded
 * database, the embeds on their static demo page, the backend again on the PostgreSQL at
 * DATABASE_URL when one is given (.ci/run starts one), then browser tests of the built site on the
 * emulated backend.
 * Ends with one plain line: `tests: N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { assertChromium } from '../tests/support/chromium.mjs';
import { buildForEmulators } from './lib/build.mjs';
import { repoRoot } from './lib/database.mjs';
import { ensureInstalled } from './lib/install.mjs';

const resultsDir = path.join(repoRoot, '.data/test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const postgresUrl = process.env.DATABASE_URL;
const embeddedEnv = { ...process.env };
delete embeddedEnv.DATABASE_URL;
const tally = { passed: 0, failed: 0 };
/** @type {string[]} */
const failedSteps = [];
/** @type {string[]} failing tests by file and name, repeated at the end where a log's tail shows them */
const failedTests = [];
/** @type {string[]} each step's wall time, printed at the end (.ci/run must stay under 30 min) */
const stepTimes = [];

const heading = (/** @type {string} */ title) => console.log(`\n━━ ${title}`);

/**
 * @param {string} title
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 */
function step(title, command, args, env = embeddedEnv) {
  heading(title);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env });
  stepTimes.push(`${title}: ${Math.round((Date.now() - started) / 1000)} s`);
  if (result.status !== 0) failedSteps.push(title);
  return result.status === 0;
}

/**
 * A step that is one test of its own: it joins the final tally as one pass or one failure.
 * @param {string} title
 * @param {string} command
 * @param {string[]} args
 */
function counted(title, command, args) {
  if (step(title, command, args)) tally.passed += 1;
  else tally.failed += 1;
}

/** The first line of a failure message, short enough for a log's tail. */
const firstLine = (/** @type {unknown} */ text) =>
  (String(text ?? '').split('\n')[0] ?? '').slice(0, 300);

/**
 * A vitest run whose counts join the final tally.
 * @param {string} title
 * @param {string} name file name for its JSON report
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 */
function vitest(title, name, args, env) {
  const report = path.join(resultsDir, `${name}.json`);
  step(
    title,
    'npx',
    [
      'vitest',
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    env,
  );
  try {
    const { numPassedTests, numFailedTests, testResults } = JSON.parse(
      readFileSync(report, 'utf8'),
    );
    tally.passed += numPassedTests;
    tally.failed += numFailedTests;
    for (const file of testResults ?? []) {
      const where = path.relative(repoRoot, file.name);
      for (const test of file.assertionResults ?? []) {
        if (test.status !== 'failed') continue;
        const why = firstLine(test.failureMessages?.[0]);
        failedTests.push(`${where} › ${test.fullName}\n    ${why}`);
      }
      if (file.status === 'failed' && !(file.assertionResults ?? []).length) {
        failedTests.push(`${where}\n    ${firstLine(file.message)}`);
      }
    }
  } catch {
    tally.failed += 1; // the run died before reporting: count it, never hide it
  }
}

ensureInstalled();
try {
  assertChromium();
} catch (error) {
  console.error(`\n${/** @type {Error} */ (error).message}\n`);
  process.exit(1);
}

const checksPassed =
  step('Type check, lint and format', process.execPath, ['scripts/lib/checks.mjs']) &&
  step('Build the published packages', 'npm', ['run', 'build:packages', '--silent']);

if (checksPassed) {
  heading('Build functions and site for the emulators');
  const buildStarted = Date.now();
  await buildForEmulators();
  stepTimes.push(`Build for the emulators: ${Math.round((Date.now() - buildStarted) / 1000)} s`);

  counted('Functions deploy as Firebase deploys them', process.execPath, [
    'scripts/lib/deployCheck.mjs',
  ]);
  vitest('Unit, stories and screenshots (chromium), backend on embedded PGlite', 'main', [
    '--project=unit',
    '--project=storybook',
    '--project=visual',
    '--project=backend',
  ]);
  vitest('Embeds on the hostile demo page (chromium, static, no backend)', 'embed', [
    '--config=tests/embed/vitest.config.ts',
  ]);
  if (postgresUrl) {
    vitest(
      'Backend again on PostgreSQL (DATABASE_URL)',
      'backend-postgresql',
      ['--project=backend'],
      {
        ...process.env,
        DATABASE_URL: postgresUrl,
      },
    );
  } else {
    console.log('\n(no DATABASE_URL: the PostgreSQL pass of the backend suite runs in .ci/run)');
  }
  vitest('Browser tests of the built site on the emulators', 'browser', [
    '--config=tests/e2e/vitest.config.ts',
  ]);
}

console.log(`\nStep times: ${stepTimes.join('; ')}`);
if (failedTests.length) console.log(`Failed tests:\n  ${failedTests.join('\n  ')}`);
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join('; ')}`);
console.log(`tests: ${tally.passed} passed, ${tally.failed} failed`);
process.exit(failedSteps.length || tally.failed ? 1 : 0);
