// Rewrites languageSpeakers.json from cldr-core's supplemental/territoryInfo.json: every
// territory's population and the share of it that speaks each language (first or second
// language), as CLDR publishes them. index.ts sums them per language to rank the most-spoken
// languages, so the ranking is computed from this extract, never typed.
//   node packages/travel-data/src/phrasebook/speakers.mjs
// The same cldr-core version always gives the same file; a new version means updating PUBLISHED
// and SOURCE.md together.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';

/** cldr-core 48.2.0's publish date on the npm registry (`npm view cldr-core time`). */
const PUBLISHED = '2026-03-25';

const require = createRequire(import.meta.url);
const { version } = JSON.parse(readFileSync(require.resolve('cldr-core/package.json'), 'utf8'));
const { supplemental } = require('cldr-core/supplemental/territoryInfo.json');

const territories = Object.entries(supplemental.territoryInfo)
  .filter(([, info]) => info.languagePopulation)
  .map(([territory, info]) => ({
    territory,
    population: Number(info._population),
    /** Language (BCP 47, script subtag kept as CLDR gives it) → percent of the population. */
    languages: Object.fromEntries(
      Object.entries(info.languagePopulation).map(([language, figures]) => [
        language.replace(/_/g, '-'),
        Number(figures._populationPercent),
      ]),
    ),
  }))
  .sort((a, b) => a.territory.localeCompare(b.territory));

const data = {
  package: 'cldr-core',
  version,
  cldrVersion: supplemental.version._cldrVersion,
  published: PUBLISHED,
  territories,
};
const target = join(dirname(fileURLToPath(import.meta.url)), 'languageSpeakers.json');
writeFileSync(target, await format(JSON.stringify(data), { parser: 'json', printWidth: 100 }));
console.log(
  `${territories.length} territories from cldr-core@${version} (CLDR ${data.cldrVersion})`,
);
