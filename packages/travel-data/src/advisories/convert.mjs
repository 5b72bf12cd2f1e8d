// Rewrites advisories.json from marcolussetti/travel-advisories' summaries at the pinned commit:
// Canada's and the United States' advisory levels, each on its own government's scale.
//   node packages/travel-data/src/advisories/convert.mjs <path to its .git directory>
// Names become ISO 3166-1 alpha-2 codes through the runtime's English region names (CLDR) and the
// ALIASES below; a name that matches neither stops the script, so a new destination is never
// dropped silently. Sub-national destinations are listed in SKIPPED and left out on purpose.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const PINNED_COMMIT = 'bbc331def9b73f61253cca713cd85a4b363a436f';

/** The summaries' names that CLDR spells otherwise; one name may cover two codes. */
const ALIASES = {
  'Bonaire, Sint Eustatius and Saba': ['BQ'],
  'Burma (Myanmar)': ['MM'],
  'Cabo Verde': ['CV'],
  "Côte d'Ivoire (Ivory Coast)": ['CI'],
  "Cote d'Ivoire": ['CI'],
  'Democratic Republic of Congo (Kinshasa)': ['CD'],
  'Democratic Republic of the Congo': ['CD'],
  'Federated States of Micronesia': ['FM'],
  'Micronesia (FSM)': ['FM'],
  'Gambia, The': ['GM'],
  'The Gambia': ['GM'],
  'The Bahamas': ['BS'],
  'The Kyrgyz Republic': ['KG'],
  'Israel and Palestine': ['IL', 'PS'],
  'Israel, the West Bank and Gaza': ['IL', 'PS'],
  Macao: ['MO'],
  Macau: ['MO'],
  Myanmar: ['MM'],
  "North Korea (Democratic People's Republic of Korea)": ['KP'],
  'Northern Marianas': ['MP'],
  'Republic of Congo (Brazzaville)': ['CG'],
  'Republic of the Congo': ['CG'],
  'Solomon Island': ['SB'],
  'Timor-Leste (East Timor)': ['TL'],
  Turkey: ['TR'],
  'Virgin Islands (U.S.)': ['VI'],
  'Saint Vincent & the Grenadines': ['VC'],
  'Saint Vincent and The Grenadines': ['VC'],
  'Saint-Pierre-et-Miquelon': ['PM'],
};
/** Parts of a country (or groups of territories) the summaries list on their own. */
const SKIPPED = new Set([
  'Azores',
  'Canary Islands',
  'Bonaire',
  'Saba',
  'Sint Eustatius',
  'French West Indies',
]);

/** Canada's four levels (travel.gc.ca), in order; "(with regional advisories)" may follow. */
const CANADA_LEVELS = [
  'Take normal security precautions',
  'Exercise a high degree of caution',
  'Avoid non-essential travel',
  'Avoid all travel',
];
const REGIONAL = ' (with regional advisories)';

const gitDir = process.argv[2];
if (!gitDir) {
  console.error('usage: node convert.mjs <git dir of marcolussetti/travel-advisories>');
  process.exit(2);
}
const show = (path) =>
  execFileSync('git', ['--git-dir', gitDir, 'show', `${PINNED_COMMIT}:${path}`], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
/** The day the scraper last changed a file up to the pinned commit (YYYY-MM-DD). */
const lastScraped = (path) =>
  execFileSync(
    'git',
    ['--git-dir', gitDir, 'log', '-1', '--format=%cs', PINNED_COMMIT, '--', path],
    {
      encoding: 'utf8',
    },
  ).trim();

/** RFC 4180 rows (quoted fields may hold commas and doubled quotes). */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n') {
      row.push(field.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  const [header, ...body] = rows;
  return body.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
}

const fold = (name) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/&/g, 'and')
    .replace(/\bSt\.? /g, 'Saint ')
    .replace(/[-‐]/g, ' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
const codeByName = new Map();
for (let first = 65; first <= 90; first += 1) {
  for (let second = 65; second <= 90; second += 1) {
    const code = String.fromCharCode(first, second);
    const name = regionNames.of(code);
    // Retired codes (FX, BU, DD, …) share their successor's name: only canonical codes count.
    const canonical = Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`;
    if (canonical && name && name !== code) {
      codeByName.set(fold(name), code);
      // "Myanmar (Burma)", "Hong Kong SAR China": the name without its qualifier matches too.
      codeByName.set(fold(name.replace(/ \(.*\)$| SAR China$/, '')), code);
    }
  }
}

function codesOf(name) {
  if (ALIASES[name]) return ALIASES[name];
  if (SKIPPED.has(name)) return [];
  const code = codeByName.get(fold(name));
  if (!code) throw new Error(`no ISO code for "${name}": add it to ALIASES or SKIPPED`);
  return [code];
}

const day = (timestamp) => {
  if (!/^\d{4}-\d{2}-\d{2}T/.test(timestamp)) throw new Error(`unexpected date: ${timestamp}`);
  return timestamp.slice(0, 10);
};

/** Keeps, per code, the entry with the newest date (a name may come twice). */
function byCode(entries) {
  const result = {};
  for (const entry of entries) {
    for (const code of codesOf(entry.destination)) {
      const kept = result[code];
      if (!kept || kept.updated < entry.updated) result[code] = entry;
    }
  }
  return Object.fromEntries(Object.entries(result).sort(([a], [b]) => a.localeCompare(b)));
}

const canada = byCode(
  parseCsv(show('canada_summary.csv')).map((row) => {
    const regional = row.risk_level.endsWith(REGIONAL);
    const text = regional ? row.risk_level.slice(0, -REGIONAL.length) : row.risk_level;
    const level = CANADA_LEVELS.indexOf(text) + 1;
    if (level === 0) throw new Error(`unknown Canadian level: ${row.risk_level}`);
    return {
      destination: row.destination,
      level,
      text,
      regional,
      updated: day(row.last_updated),
      url: row.details_url,
    };
  }),
);

const unitedStates = byCode(
  parseCsv(show('unitedstates_summary.csv'))
    // Rows without a level are country-information pages with no advisory of their own.
    .filter((row) => row.risk_level !== '')
    .map((row) => {
      const level = Number(row.risk_level_number);
      // "Other" (-1): the summary gives no single level for the whole country.
      const numbered = level >= 1 && level <= 4;
      if (!numbered && row.risk_level !== 'Other') {
        throw new Error(`unknown US level: ${row.risk_level}`);
      }
      return {
        destination: row.destination,
        level: numbered ? level : null,
        text: numbered ? row.risk_level.replace(/^Level \d: /, '') : row.risk_level,
        regional: false,
        updated: day(row.last_updated_advisory),
        url: row.advisory_details_url,
      };
    }),
);

const newest = (entries) =>
  Object.values(entries)
    .map(({ updated }) => updated)
    .sort()
    .at(-1);
const output = {
  repository: 'marcolussetti/travel-advisories',
  commit: PINNED_COMMIT,
  issuers: {
    CA: {
      file: 'canada_summary.csv',
      lastScraped: lastScraped('canada_summary.csv'),
      newestAdvisory: newest(canada),
      entries: canada,
    },
    US: {
      file: 'unitedstates_summary.csv',
      lastScraped: lastScraped('unitedstates_summary.csv'),
      newestAdvisory: newest(unitedStates),
      entries: unitedStates,
    },
  },
};
const here = dirname(fileURLToPath(import.meta.url));
writeFileSync(join(here, 'advisories.json'), `${JSON.stringify(output, null, 2)}\n`);
console.log(
  `Canada: ${Object.keys(canada).length} countries; United States: ${Object.keys(unitedStates).length}`,
);
