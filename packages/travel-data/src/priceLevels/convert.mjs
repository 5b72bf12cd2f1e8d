// Rewrites priceLevels.json from the World Bank WDI download of PA.NUS.PPPC.RF kept in
// relatoscondatos/data_global at the pinned commit. Run with that repository's .git directory:
//   node packages/travel-data/src/priceLevels/convert.mjs <path to its .git directory>
// The same commit always gives the same file; a new download means updating PINNED_COMMIT, the
// file names and SOURCE.md together.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import threeToTwo from 'countries-list/minimal/countries.3to2.min.json' with { type: 'json' };

const PINNED_COMMIT = '1d84b5e3c51ab0344c37215542b754e39fe2f195';
const FOLDER = 'data/source/worldbank/API_PA.NUS.PPPC.RF_DS2_en_csv_v2_1665754';
const DATA_FILE = `${FOLDER}/API_PA.NUS.PPPC.RF_DS2_en_csv_v2_1665754.csv`;
const COUNTRY_FILE = `${FOLDER}/Metadata_Country_API_PA.NUS.PPPC.RF_DS2_en_csv_v2_1665754.csv`;

const gitDir = process.argv[2];
if (!gitDir) {
  console.error('usage: node convert.mjs <git dir of relatoscondatos/data_global>');
  process.exit(1);
}
const show = (file) =>
  execFileSync('git', ['--git-dir', gitDir, 'show', `${PINNED_COMMIT}:${file}`], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  }).replace(/^\uFEFF/, '');

/** The quoted cells of one line of a World Bank CSV. */
const cells = (line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1]);

// Economies have a region in the country metadata; aggregates (World, Euro area, …) have none.
const economies = new Set(
  show(COUNTRY_FILE)
    .split(/\r?\n/)
    .slice(1)
    .map(cells)
    .filter((row) => row[0] && row[1])
    .map((row) => row[0]),
);

const lines = show(DATA_FILE).split(/\r?\n/);
const updatedOn = cells(lines.find((line) => line.startsWith('"Last Updated Date"')) ?? '')[1];
const headerIndex = lines.findIndex((line) => line.startsWith('"Country Name"'));
const header = cells(lines[headerIndex]);
const levels = {};
for (const line of lines.slice(headerIndex + 1)) {
  const row = cells(line);
  const alpha3 = row[1];
  const alpha2 = threeToTwo[alpha3];
  if (!alpha3 || !economies.has(alpha3) || !alpha2) continue;
  for (let column = header.length - 1; column >= 4; column -= 1) {
    if (row[column]) {
      levels[alpha2] = { ratio: row[column], year: Number(header[column]) };
      break;
    }
  }
}

const sorted = Object.fromEntries(Object.entries(levels).sort(([a], [b]) => a.localeCompare(b)));
const out = join(dirname(fileURLToPath(import.meta.url)), 'priceLevels.json');
writeFileSync(
  out,
  `${JSON.stringify({ commit: PINNED_COMMIT, updatedOn, levels: sorted }, null, 2)}\n`,
);
console.log(`${out}: ${Object.keys(sorted).length} economies, updated ${updatedOn}`);
