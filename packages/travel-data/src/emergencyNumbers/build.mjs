// Rewrites emergencyNumbers.json from roderickhsiao/emergency-numbers' metadata.ts at the pinned
// commit, cross-checked with google-libphonenumber's ShortNumberInfo. Run from the project root
// with a clone (or mirror) of the repository:
//   node packages/travel-data/src/emergencyNumbers/build.mjs <its .git directory>
// The same commit and libphonenumber version always give the same file; a new commit means
// updating PINNED_COMMIT, DATA_DATE and SOURCE.md together.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';

const PINNED_COMMIT = '8800cebb9bd62dc2ee8684e1645ee40d6e695772';
/** The pinned commit's date: the data is the Wikipedia list as copied then. */
const DATA_DATE = '2023-06-30';
const SOURCE_FILE = 'metadata.ts';
/** Upstream names the medical service "ambulance". */
const SERVICES = { police: 'police', ambulance: 'medical', fire: 'fire' };
/**
 * The general number is the one number for every emergency: the number all three services share
 * (Australia's 000, the USA's 911), else 112 (the GSM standard) or 911 where libphonenumber says it
 * connects there.
 */
const GENERAL_CANDIDATES = ['112', '911'];

const require = createRequire(import.meta.url);
const libphonenumber = require('google-libphonenumber');
const libphonenumberVersion = JSON.parse(
  readFileSync(require.resolve('google-libphonenumber/package.json'), 'utf8'),
).version;
const shortNumbers = libphonenumber.ShortNumberInfo.getInstance();
const regions = libphonenumber.PhoneNumberUtil.getInstance().getSupportedRegions().sort();

const gitDir = process.argv[2];
if (!gitDir) {
  console.error('usage: node build.mjs <git dir of roderickhsiao/emergency-numbers>');
  process.exit(2);
}
const metadata = execFileSync(
  'git',
  ['--git-dir', gitDir, 'show', `${PINNED_COMMIT}:${SOURCE_FILE}`],
  { encoding: 'utf8' },
);

/** metadata.ts is one `  XX: {` line per country, then one `    service: 123,` line per number. */
const upstream = new Map();
let country;
for (const line of metadata.split('\n')) {
  const countryLine = /^ {2}([A-Z]{2}): \{$/.exec(line);
  if (countryLine) {
    country = countryLine[1];
    upstream.set(country, {});
    continue;
  }
  const numberLine = /^ {4}(police|ambulance|fire): (\d+),$/.exec(line);
  if (numberLine) upstream.get(country)[numberLine[1]] = numberLine[2];
  else if (/^ {4}\w/.test(line)) throw new Error(`unexpected line: ${line}`);
}

const isEmergency = (number, region) => shortNumbers.isEmergencyNumber(number, region);

/**
 * Upstream stored the numbers as integers, dropping leading zeros (Australia's 000 became 0). The
 * zeros are put back only when libphonenumber confirms the padded number, up to three digits.
 */
function restoreZeros(number, region) {
  for (let padded = `0${number}`; padded.length <= 3; padded = `0${padded}`) {
    if (isEmergency(padded, region)) return padded;
  }
  return null;
}

const stats = { restored: [], unconfirmed: [] };
const countries = {};
for (const region of regions) {
  const entry = {};
  const unconfirmed = [];
  for (const [service, field] of Object.entries(SERVICES)) {
    const number = upstream.get(region)?.[service];
    if (number === undefined) continue;
    if (isEmergency(number, region)) {
      entry[field] = number;
      continue;
    }
    const restored = restoreZeros(number, region);
    if (restored) {
      stats.restored.push(`${region} ${field} ${number} → ${restored}`);
      entry[field] = restored;
      continue;
    }
    // Kept, marked: libphonenumber's emergency lists are incomplete in places (Serbia's 192, …).
    stats.unconfirmed.push(`${region} ${field} ${number}`);
    entry[field] = number;
    unconfirmed.push(field);
  }
  const serviceNumbers = new Set(['police', 'medical', 'fire'].map((field) => entry[field]));
  const shared = serviceNumbers.size === 1 ? [...serviceNumbers][0] : undefined;
  const general =
    shared !== undefined && !unconfirmed.length
      ? shared
      : GENERAL_CANDIDATES.find((candidate) => isEmergency(candidate, region));
  if (general !== undefined) entry.general = general;
  if (unconfirmed.length) entry.unconfirmed = unconfirmed;
  if (Object.keys(entry).length) countries[region] = entry;
}

const missingRegions = [...upstream.keys()].filter((code) => !regions.includes(code));
if (missingRegions.length) throw new Error(`not libphonenumber regions: ${missingRegions}`);

const here = dirname(fileURLToPath(import.meta.url));
const file = {
  commit: PINNED_COMMIT,
  file: SOURCE_FILE,
  dataDate: DATA_DATE,
  checkedWith: `google-libphonenumber@${libphonenumberVersion}`,
  countries,
};
// Written as the project's formatter would, so a rebuild from the same inputs changes nothing.
writeFileSync(
  join(here, 'emergencyNumbers.json'),
  await format(JSON.stringify(file), { parser: 'json' }),
);
const numbers = Object.values(countries).reduce(
  (sum, entry) => sum + ['police', 'medical', 'fire'].filter((field) => entry[field]).length,
  0,
);
console.log(`${upstream.size} upstream countries, ${Object.keys(countries).length} written`);
console.log(`${numbers} service numbers; leading zeros restored on ${stats.restored.length}:`);
console.log(`  ${stats.restored.join('; ')}`);
const unconfirmedCountries = new Set(stats.unconfirmed.map((line) => line.slice(0, 2)));
console.log(
  `${stats.unconfirmed.length} not confirmed by libphonenumber (${unconfirmedCountries.size} countries), kept and marked:`,
);
console.log(`  ${stats.unconfirmed.join('; ')}`);
const withoutGeneral = Object.entries(countries).filter(([, entry]) => !entry.general);
console.log(`no general number: ${withoutGeneral.map(([code]) => code).join(' ') || 'none'}`);
