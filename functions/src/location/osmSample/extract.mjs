// Rewrites parisRestaurants.json, the local nearby provider's sample, from the Overpass API export
// of Paris restaurants (OpenStreetMap data, ODbL) kept in beckn/beckn-ui-workspace at the pinned
// commit. Run from the project root with a clone (or mirror) of that repository:
//   node functions/src/location/osmSample/extract.mjs <its .git directory>
// Only each element's id, name, position, cuisine and street address are kept; nothing is added.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';

const PINNED_COMMIT = '4c303dbcd526e554b24bcb6183bb124c65f98642';
const SOURCE_FILE = 'apps/OSC/components/Map/StoreMarkerData.js';
const EXPORT_START = 'export const data = ';

const gitDir = process.argv[2];
if (!gitDir) {
  console.error('usage: node extract.mjs <git dir of beckn/beckn-ui-workspace>');
  process.exit(2);
}
const module = execFileSync(
  'git',
  ['--git-dir', gitDir, 'show', `${PINNED_COMMIT}:${SOURCE_FILE}`],
  {
    encoding: 'utf8',
  },
);

/** The export is the Overpass answer as JSON: cut it out by matching its braces. */
function overpassAnswer(text) {
  const start = text.indexOf(EXPORT_START) + EXPORT_START.length;
  let depth = 0;
  let inString = false;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth += 1;
    else if (char === '}' && --depth === 0) return JSON.parse(text.slice(start, index + 1));
  }
  throw new Error('no Overpass answer found');
}

const answer = overpassAnswer(module);
const street = (tags, prefix) =>
  [tags[`${prefix}:housenumber`], tags[`${prefix}:street`]].filter(Boolean).join(' ');
const places = answer.elements
  .filter((element) => element.type === 'node' && element.tags?.amenity === 'restaurant')
  .filter((element) => element.tags.name)
  .map(({ id, lat, lon, tags }) => {
    const address = [
      street(tags, 'addr') || street(tags, 'contact'),
      tags['addr:city'] ?? tags['contact:city'],
    ]
      .filter(Boolean)
      .join(', ');
    return {
      id: `osm:node/${id}`,
      name: tags.name,
      latitude: lat,
      longitude: lon,
      ...(tags.cuisine ? { cuisine: tags.cuisine.replaceAll(';', ', ').replaceAll('_', ' ') } : {}),
      ...(address ? { address } : {}),
    };
  });

const here = dirname(fileURLToPath(import.meta.url));
const file = {
  commit: PINNED_COMMIT,
  file: SOURCE_FILE,
  generator: answer.generator,
  timestampOsmBase: answer.osm3s.timestamp_osm_base,
  copyright: answer.osm3s.copyright,
  attribution: '© OpenStreetMap contributors, ODbL',
  places,
};
writeFileSync(
  join(here, 'parisRestaurants.json'),
  await format(JSON.stringify(file), { parser: 'json' }),
);
console.log(`${answer.elements.length} elements, ${places.length} named restaurants kept`);
