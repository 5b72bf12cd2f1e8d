// Rewrites visaCountries.json and visaRequirements.json from the Passport Index dataset's tidy
// ISO-2 file at the pinned commit. Run from a clone (or mirror) of ilyankou/passport-index-dataset:
//   node packages/travel-data/src/visa/convert.mjs <path to its .git directory>
// The same commit always gives the same files; a new commit means updating PINNED_COMMIT,
// DATA_DATE and SOURCE.md together.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const PINNED_COMMIT = 'a46dbc872002e01f6465a69071a7ed5b6dc8fc7b';
const DATA_DATE = '2025-01-12';
const SOURCE_FILE = 'passport-index-tidy-iso2.csv';

/** The dataset's words, each written as one letter; a number of visa-free days stays a number. */
const TOKENS = {
  'visa free': 'F',
  'visa on arrival': 'A',
  'e-visa': 'E',
  eta: 'T',
  'visa required': 'R',
  'no admission': 'N',
  '-1': 'S',
};
/** A pair the dataset does not list: the lookup answers "unknown" for it, never a guess. */
const UNLISTED = '?';

const gitDir = process.argv[2];
if (!gitDir) {
  console.error('usage: node convert.mjs <git dir of ilyankou/passport-index-dataset>');
  process.exit(2);
}
const csv = execFileSync('git', ['--git-dir', gitDir, 'show', `${PINNED_COMMIT}:${SOURCE_FILE}`], {
  encoding: 'utf8',
  maxBuffer: 16 * 1024 * 1024,
});

const [header, ...lines] = csv.trim().split(/\r?\n/);
if (header !== 'Passport,Destination,Requirement') {
  throw new Error(`unexpected header: ${header}`);
}
const requirements = new Map();
const codes = new Set();
for (const line of lines) {
  const [passport, destination, value, ...rest] = line.split(',');
  if (rest.length > 0 || !/^[A-Z]{2}$/.test(passport) || !/^[A-Z]{2}$/.test(destination)) {
    throw new Error(`unexpected row: ${line}`);
  }
  const token = /^[1-9][0-9]*$/.test(value) ? value : TOKENS[value];
  if (token === undefined) throw new Error(`unknown requirement "${value}" in: ${line}`);
  codes.add(passport);
  codes.add(destination);
  requirements.set(`${passport}${destination}`, token);
}

const countries = [...codes].sort();
const rows = Object.fromEntries(
  countries.map((passport) => [
    passport,
    countries
      .map((destination) => requirements.get(`${passport}${destination}`) ?? UNLISTED)
      .join(','),
  ]),
);

const here = dirname(fileURLToPath(import.meta.url));
const source = { commit: PINNED_COMMIT, file: SOURCE_FILE, dataDate: DATA_DATE };
writeFileSync(
  join(here, 'visaCountries.json'),
  `${JSON.stringify({ ...source, countries }, null, 2)}\n`,
);
writeFileSync(
  join(here, 'visaRequirements.json'),
  `${JSON.stringify({ ...source, rows }, null, 2)}\n`,
);
console.log(`${lines.length} pairs, ${countries.length} countries`);
