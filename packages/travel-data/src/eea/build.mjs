// Rewrites eea.json: the members of the European Economic Area by ISO 3166-1 alpha-2 code, as
// is-european's `eeaMember` answers for every code of the ISO 3166-1 list it ships with (iso-3166).
// Run from the project root:
//   node packages/travel-data/src/eea/build.mjs
// The same package versions always give the same file; a new is-european version means updating
// PUBLISHED and SOURCE.md together.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';

/** is-european 1.0.9's publish date on the npm registry (`npm view is-european time`). */
const PUBLISHED = '2025-10-04';

const require = createRequire(import.meta.url);
const { eeaMember } = require('is-european');
// iso-3166 is is-european's own dependency: resolve it from there, the list it checks against.
const fromIsEuropean = { paths: [require.resolve('is-european')] };
const versionOf = (name, options) =>
  JSON.parse(readFileSync(require.resolve(`${name}/package.json`, options), 'utf8')).version;
const isoCountries = require(require.resolve('iso-3166/1.json', fromIsEuropean));

const members = isoCountries
  .map((country) => country.alpha2)
  .filter((code) => eeaMember(code))
  .sort();

const data = {
  package: 'is-european',
  version: versionOf('is-european'),
  published: PUBLISHED,
  isoList: `iso-3166@${versionOf('iso-3166', fromIsEuropean)}`,
  members,
};
const target = join(dirname(fileURLToPath(import.meta.url)), 'eea.json');
writeFileSync(target, await format(JSON.stringify(data), { parser: 'json', printWidth: 100 }));
console.log(`${members.length} EEA members: ${members.join(' ')}`);
