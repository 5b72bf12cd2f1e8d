/**
 * How a reference-rate snapshot is made from each source's own file: the World Bank's WDI CSV of
 * the official exchange rate (PA.NUS.FCRF) and the ECB's eurofxref XML. Pure text in, snapshot
 * out; `scripts/refresh-rates.mjs` does the reading, fetching and writing. The same input always
 * gives the same snapshot.
 */
import { countries } from 'countries-list';
import threeToTwo from 'countries-list/minimal/countries.3to2.min.json';

/** One source's rates against its base currency, with where and when they come from. */
export interface RateSnapshot {
  /** The currency every rate is quoted against: 1 base = `perBase` units of the currency. */
  base: string;
  /**
   * `annual-average`: a calendar year's average; `daily`: one day's reference rate; `latest`: a
   * live provider's rates at `period` (an ISO timestamp).
   */
  kind: 'annual-average' | 'daily' | 'latest';
  source: {
    name: string;
    licence: string;
    url: string;
    /** The day the publisher last updated the data (YYYY-MM-DD). */
    updatedOn: string;
  };
  /** Per ISO 4217 code: units per 1 base, as the source writes it, and the period it covers. */
  rates: Record<string, { perBase: string; period: string }>;
}

/** An economy's latest value in the WDI file: its World Bank code (ISO 3166 alpha-3 or EMU). */
export interface WdiLatest {
  economy: string;
  year: number;
  value: string;
}

/** What the repository keeps of a WDI download (wdiOfficialRateLatest.csv). */
export interface WdiExtract {
  /** The file's "Last Updated Date" (YYYY-MM-DD). */
  updatedOn: string;
  rows: WdiLatest[];
}

/** The three most recent years of the file are kept: an older value is no longer a usable rate. */
export const WDI_YEARS_KEPT = 3;

/** Splits one line of the World Bank's CSV ("a","b",…,) into its cells, quotes removed. */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  const cell = /"((?:[^"]|"")*)"|([^,]*)/y;
  let position = 0;
  while (position <= line.length) {
    cell.lastIndex = position;
    const match = cell.exec(line);
    if (!match) break;
    cells.push(match[1] !== undefined ? match[1].replaceAll('""', '"') : (match[2] ?? ''));
    position = cell.lastIndex + 1;
  }
  return cells;
}

/**
 * Each economy's latest value in a WDI CSV download (`API_PA.NUS.FCRF_DS2_en_csv_v2_*.csv`), its
 * "Last Updated Date", and only the economies whose latest value falls in the last
 * WDI_YEARS_KEPT years of the file.
 */
export function parseWdiCsv(text: string): WdiExtract {
  const lines = text.split(/\r?\n/);
  const updated = lines.map(csvCells).find((cells) => cells[0] === 'Last Updated Date');
  const headerIndex = lines.findIndex((line) => line.startsWith('"Country Name"'));
  if (!updated?.[1] || headerIndex < 0) throw new Error('Not a World Bank WDI CSV download');
  const header = csvCells(lines[headerIndex] ?? '');
  const firstYearColumn = header.findIndex((cell) => /^\d{4}$/.test(cell));
  const rows: WdiLatest[] = [];
  for (const line of lines.slice(headerIndex + 1)) {
    const cells = csvCells(line);
    const economy = cells[1];
    if (!economy) continue;
    for (let column = header.length - 1; column >= firstYearColumn; column -= 1) {
      const value = cells[column];
      if (value) {
        rows.push({ economy, year: Number(header[column]), value });
        break;
      }
    }
  }
  const newest = Math.max(...rows.map((row) => row.year));
  return {
    updatedOn: updated[1],
    rows: rows.filter((row) => row.year > newest - WDI_YEARS_KEPT),
  };
}

const EXTRACT_HEADER = 'Country Code,Year,Value';
const UPDATED_LABEL = 'Last Updated Date';

/**
 * The extract kept in the repository: the file's update date as the World Bank writes it, then one
 * line per economy with the source's own value text.
 */
export function formatWdiExtract({ updatedOn, rows }: WdiExtract): string {
  const lines = rows.map((row) => `${row.economy},${row.year},${row.value}`);
  return [`${UPDATED_LABEL},${updatedOn}`, EXTRACT_HEADER, ...lines, ''].join('\n');
}

export function parseWdiExtract(text: string): WdiExtract {
  const [updated = '', header, ...lines] = text.trim().split(/\r?\n/);
  const [label, updatedOn = ''] = updated.split(',');
  if (label !== UPDATED_LABEL || header !== EXTRACT_HEADER) {
    throw new Error(`The extract must start with ${UPDATED_LABEL} and ${EXTRACT_HEADER}`);
  }
  const rows = lines.map((line) => {
    const [economy = '', year = '', value = ''] = line.split(',');
    return { economy, year: Number(year), value };
  });
  return { updatedOn, rows };
}

/**
 * The economy's currency: its first currency in countries-list (Zimbabwe: ZWG before USD, Panama:
 * PAB before USD). The euro area aggregate (EMU) is the euro; other aggregates have none.
 */
function currencyOfEconomy(economy: string): string | undefined {
  if (economy === 'EMU') return 'EUR';
  const alpha2 = (threeToTwo as Record<string, string | undefined>)[economy];
  const country = alpha2
    ? (countries as Record<string, { currency: string[] }>)[alpha2]
    : undefined;
  return country?.currency[0];
}

/**
 * One rate per currency from the economies that use it: the latest year, and within it the value
 * most of them share (every euro country carries the euro area's rate; Montenegro's differs in the
 * third decimal); a tie goes to the first economy in the file.
 */
export function wdiSnapshot({ rows, updatedOn }: WdiExtract): RateSnapshot {
  const byCurrency = new Map<string, WdiLatest[]>();
  for (const row of rows) {
    const currency = currencyOfEconomy(row.economy);
    if (currency) byCurrency.set(currency, [...(byCurrency.get(currency) ?? []), row]);
  }
  const rates: RateSnapshot['rates'] = {};
  for (const [currency, candidates] of [...byCurrency].sort(([a], [b]) => a.localeCompare(b))) {
    const latestYear = Math.max(...candidates.map((row) => row.year));
    const latest = candidates.filter((row) => row.year === latestYear);
    const votes = new Map<string, number>();
    for (const row of latest) votes.set(row.value, (votes.get(row.value) ?? 0) + 1);
    const [value] = [...votes].reduce((best, entry) => (entry[1] > best[1] ? entry : best));
    rates[currency] = { perBase: value, period: String(latestYear) };
  }
  return {
    base: 'USD',
    kind: 'annual-average',
    source: {
      name: 'World Bank, World Development Indicators: official exchange rate (PA.NUS.FCRF), annual average',
      licence: 'CC BY 4.0',
      url: 'https://data.worldbank.org/indicator/PA.NUS.FCRF',
      updatedOn,
    },
    rates,
  };
}

/**
 * The ECB's euro foreign exchange reference rates (`eurofxref-daily.xml`): the day's `time` and
 * each `currency`/`rate` pair, quoted per 1 euro.
 */
export function ecbSnapshot(xml: string): RateSnapshot {
  const day = /<Cube\s+time=['"](\d{4}-\d{2}-\d{2})['"]/.exec(xml)?.[1];
  if (!day) throw new Error('Not an ECB eurofxref file: no <Cube time="…">');
  const rates: RateSnapshot['rates'] = { EUR: { perBase: '1', period: day } };
  for (const match of xml.matchAll(
    /<Cube\s+currency=['"]([A-Z]{3})['"]\s+rate=['"]([\d.]+)['"]/g,
  )) {
    const [, currency = '', rate = ''] = match;
    rates[currency] = { perBase: rate, period: day };
  }
  if (Object.keys(rates).length === 1) throw new Error('The ECB file lists no rates');
  return {
    base: 'EUR',
    kind: 'daily',
    source: {
      name: 'European Central Bank, euro foreign exchange reference rates',
      licence: 'ECB: reuse permitted with the source acknowledged',
      url: 'https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html',
      updatedOn: day,
    },
    rates,
  };
}
