// Rewrites the shipped reference-rate snapshot (packages/travel-data/src/exchangeRates/snapshot.json).
//
//   node scripts/refresh-rates.mjs                      ECB reference rates of the day, fetched
//   node scripts/refresh-rates.mjs --ecb-file f.xml     the same from a saved eurofxref-daily.xml
//   node scripts/refresh-rates.mjs --world-bank f.csv   World Bank WDI PA.NUS.FCRF CSV download:
//                                                       rewrites the extract, then the snapshot
//   node scripts/refresh-rates.mjs --from-extract       the snapshot again from the kept extract
//
// The ECB publishes about 30 currencies a working day; the World Bank about 150 as annual averages.
// Whichever runs last is the snapshot the service serves (and names, with its date, on the page).
// The parsing lives in snapshotSources.ts (tested); this script only reads, fetches and writes.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ECB_DAILY_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const datasetDir = path.join(repoRoot, 'packages/travel-data/src/exchangeRates');
const snapshotFile = path.join(datasetDir, 'snapshot.json');
const extractFile = path.join(datasetDir, 'wdiOfficialRateLatest.csv');

/** snapshotSources.ts, bundled in memory (Node 20 runs no TypeScript). */
async function loadSources() {
  const result = await build({
    entryPoints: [path.join(datasetDir, 'snapshotSources.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

function writeSnapshot(snapshot) {
  writeFileSync(snapshotFile, `${JSON.stringify(snapshot, null, 2)}\n`);
  const count = Object.keys(snapshot.rates).length;
  console.log(`${path.relative(repoRoot, snapshotFile)}: ${count} rates, ${snapshot.source.name}`);
}

async function main(args) {
  const sources = await loadSources();
  const [option, file] = args;
  if (option === '--world-bank' && file) {
    const extract = sources.parseWdiCsv(readFileSync(file, 'utf8'));
    writeFileSync(extractFile, sources.formatWdiExtract(extract));
    writeSnapshot(sources.wdiSnapshot(extract));
  } else if (option === '--from-extract') {
    writeSnapshot(sources.wdiSnapshot(sources.parseWdiExtract(readFileSync(extractFile, 'utf8'))));
  } else if (option === '--ecb-file' && file) {
    writeSnapshot(sources.ecbSnapshot(readFileSync(file, 'utf8')));
  } else if (option === undefined) {
    const response = await fetch(ECB_DAILY_URL, { signal: AbortSignal.timeout(30_000) }).catch(
      (error) => {
        throw new Error(`${ECB_DAILY_URL} is not reachable (${error.message}); nothing written`);
      },
    );
    if (!response.ok) throw new Error(`${ECB_DAILY_URL} answered ${response.status}`);
    writeSnapshot(sources.ecbSnapshot(await response.text()));
  } else {
    throw new Error(
      'usage: refresh-rates.mjs [--ecb-file <xml> | --world-bank <csv> | --from-extract]',
    );
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
