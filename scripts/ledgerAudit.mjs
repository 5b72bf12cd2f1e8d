// @ts-check
/**
 * Ledger test audit: which spec ledger items (`../shared/spec/ledger/*.tsv`) no test covers yet.
 * Run: `node scripts/ledgerAudit.mjs [AREA]` (or `npm run ledger:audit`); prints the uncovered
 * items by area, then a count per area. A checklist, not a gate: it always exits 0.
 *
 * An APPROXIMATION, by text search over the test files (*.test.ts(x), *.stories.tsx,
 * tests/e2e/*.e2e.test.ts, tests/embed, functions/test, apps/native/test), not by running them:
 * - every kind: covered when a test file names the ledger id (`// SI-041`, or in the test's name;
 *   ranges such as `AU-041..050` and `SI-109 to SI-117` count), the ledger README's convention.
 *   Rules, consts and timings are found this way only: a behaviour, or a value the code writes
 *   in another unit (7 days as 604800000 ms), cannot be searched for.
 * - text, key, route, event, function, field also when a test file that calls `expect(` contains
 *   the literal (matched like the ledger's `missing` script: {placeholders} match anything, a '
 *   may be escaped, and regex escapes such as `\?` in the test are ignored), or names the
 *   constant (`const NAME = 'literal'` / `NAME: 'literal'`, NAME in SCREAMING_CASE) a source file
 *   declares for it. Whether the assertion compares that value is not checked, and a one-word
 *   literal (Home, Free) can be found in an unrelated test.
 * Set LEDGER_DIR to read the ledger from elsewhere.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ledgerDir = process.env.LEDGER_DIR ?? path.resolve(repoRoot, '../shared/spec/ledger');
const LITERAL_KINDS = new Set(['text', 'key', 'route', 'event', 'function', 'field']);
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'dist-embed',
  'dist-embed-react',
  'lib',
  '.git',
  '.data',
  'storybook-static',
  'coverage',
  'android',
  'ios',
]);

/** @param {string} dir @param {(file: string) => boolean} keep @returns {string[]} */
function walk(dir, keep) {
  /** @type {string[]} */
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...walk(full, keep));
    else if (entry.isFile() && keep(full)) found.push(full);
  }
  return found;
}

const sourceRoots = ['packages', 'apps', 'functions', 'tests', 'stories'].map((name) =>
  path.join(repoRoot, name),
);
const allFiles = sourceRoots
  .filter((dir) => statSync(dir, { throwIfNoEntry: false })?.isDirectory())
  .flatMap((dir) => walk(dir, (file) => /\.(ts|tsx|mts|mjs|js|json)$/.test(file)));

/** @param {string} file */
function isTestFile(file) {
  const relative = path.relative(repoRoot, file).split(path.sep).join('/');
  return (
    /\.test\.tsx?$/.test(relative) ||
    /\.stories\.tsx$/.test(relative) ||
    relative.startsWith('tests/e2e/') ||
    relative.startsWith('tests/embed/') ||
    relative.startsWith('functions/test/') ||
    relative.startsWith('apps/native/test/')
  );
}

/** Test files that assert something, each also with its regex escapes (`\?`, `\.`) removed. */
const testTexts = allFiles
  .filter(isTestFile)
  .map((file) => readFileSync(file, 'utf8'))
  .filter((text) => text.includes('expect('))
  .map((text) => `${text}\n${text.replace(/\\([.?*+()[\]{}|^$/-])/g, '$1')}`);
const sourceTexts = allFiles
  .filter((file) => !isTestFile(file) && !file.endsWith('.json'))
  .map((file) => readFileSync(file, 'utf8'));

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
const WORD_CHAR = /[A-Za-z0-9_]/;

/**
 * The literal as a regular expression, as the ledger's `missing` script builds it.
 * @param {string} kind @param {string} value
 */
function literalPattern(kind, value) {
  const flags = value.includes('{product}') ? 'i' : '';
  const literal = value.replaceAll('{product}', 'Voyagent');
  const wildcard = kind === 'text' ? '.*?' : '[^"\'`\\s]+';
  let pattern = literal
    .split(/\{[A-Za-z_]+\}/)
    .map(escapeRegExp)
    .join(wildcard);
  if (kind === 'text') pattern = pattern.replaceAll("'", "(\\\\?'|&apos;|&#39;|’)");
  if (WORD_CHAR.test(literal[0] ?? '')) pattern = `(^|[^A-Za-z0-9_])${pattern}`;
  if (WORD_CHAR.test(literal.at(-1) ?? '')) {
    pattern += kind === 'text' ? '($|[^A-Za-z0-9_])' : '($|[^A-Za-z0-9_-])';
  }
  return new RegExp(pattern, flags + 'm');
}

/**
 * SCREAMING_CASE names that source files give the exact literal.
 * @param {string} value
 */
function constantNames(value) {
  if (value.includes('{')) return [];
  const quoted = `(['"\`])${escapeRegExp(value)}\\1`;
  const declaration = new RegExp(
    `\\b([A-Z][A-Z0-9_]{2,})\\s*(?::\\s*[^=\\n]+)?[=:]\\s*${quoted}`,
    'g',
  );
  return [
    ...new Set(sourceTexts.flatMap((text) => [...text.matchAll(declaration)].map((m) => m[1]))),
  ];
}

/**
 * Every ledger id the test files name, ranges included: `SI-142`, `AU-041..050`,
 * `SI-109 to SI-117`, `SW-010–SW-014`.
 */
const namedIds = new Set(
  testTexts.flatMap((text) =>
    [...text.matchAll(/\b([A-Z]{2})-(\d{3})(?:(?:\.\.|–| to )(?:\1-)?(\d{3}))?\b/g)].flatMap(
      ([, area, first = '', last]) => {
        const from = Number(first);
        const to = last === undefined ? from : Math.min(Number(last), from + 200);
        return Array.from(
          { length: Math.max(to - from + 1, 1) },
          (_, step) => `${area}-${String(from + step).padStart(3, '0')}`,
        );
      },
    ),
  ),
);

/** @param {string} id @param {string} kind @param {string} value */
function isCovered(id, kind, value) {
  if (namedIds.has(id)) return true;
  if (!LITERAL_KINDS.has(kind)) return false;
  const pattern = literalPattern(kind, value);
  if (testTexts.some((text) => pattern.test(text))) return true;
  return constantNames(value).some((name) => {
    const namePattern = new RegExp(`\\b${name}\\b`);
    return testTexts.some((text) => namePattern.test(text));
  });
}

const onlyArea = process.argv[2];
const areas = readdirSync(ledgerDir)
  .filter((file) => file.endsWith('.tsv'))
  .map((file) => file.slice(0, -'.tsv'.length))
  .filter((area) => !onlyArea || area === onlyArea);
if (areas.length === 0) console.log(`no area '${onlyArea}' in ${ledgerDir}`);

/** @type {string[]} */
const summary = [];
for (const area of areas) {
  const rows = readFileSync(path.join(ledgerDir, `${area}.tsv`), 'utf8')
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split('\t'));
  const uncovered = rows.filter(([id = '', kind = '', value = '']) => !isCovered(id, kind, value));
  if (uncovered.length > 0) console.log(`== ${area}`);
  for (const [id, kind, value] of uncovered) console.log(`untested ${id} ${kind} ${value}`);
  summary.push(`${area}: ${rows.length - uncovered.length} of ${rows.length} covered by a test`);
}
console.log(summary.join('\n'));
