// Rewrites phrasebook.json from Hitchwiki/Phrasebook at the pinned commit: the phrase ids and
// their English source texts (scripts/fetch-translations.py, the only place that pairs them) and
// every language's translations from the gettext catalogues in scripts/locale.zip.
//   node packages/travel-data/src/phrasebook/convert.mjs <path to Hitchwiki/Phrasebook's .git>
// Categories come from CATEGORY_RULES below, never from hand edits of the output: a phrase id no
// rule claims, or a rule naming an id the source lacks, stops the script.
import { Buffer } from 'node:buffer';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { inflateRawSync } from 'node:zlib';

const PINNED_COMMIT = 'ee3c7f1984193b4551181529378766f67973f8ca';
const COMMIT_DATE = '2015-06-18';

/**
 * Phrase id → category, first match wins. The source's own categories follow a hitchhiker's day
 * ("Danger", "Places"); these follow what a traveller looks for.
 */
const CATEGORY_RULES = [
  ['numbers', /^n\d+$/],
  [
    'greetings',
    ['hello', 'bye', 'excuse_me', 'sorry', 'thank_you', 'no_thanks', 'have_nice_day', 'cheers'],
  ],
  ['basics', ['yes', 'no', 'maybe', 'ok', 'perfect', 'bad', 'no_problem', 'thats_great']],
  [
    'conversation',
    [
      'do_you_speak',
      'any_other_languages',
      'speak_slower',
      'i_dont_understand',
      'i_dont_know',
      'my_name_is',
      'whats_your_name',
      'im_from',
      'where_are_you_from',
      'am_years_old',
      'how_old',
      'i_study',
      'im_in_year',
      'im_studying',
      'im_holiday',
      'im_visiting',
      'im_will_stay',
      'im_going_back',
      'im_not_in_hurry',
      'im_fine',
      'im_tired',
      'im_cold',
      'im_hot',
      'i_have_friend',
      'im_married',
      'smoke',
      'busking',
      'free_hugs',
    ],
  ],
  ['emergencies', ['help', 'stop', 'dont_touch_me', 'let_me_out', 'texted_my_father']],
  ['health', ['im_sick', 'pharmacy', 'pull_over']],
  [
    'directions',
    [
      'where_can_i_find',
      'where_are_we',
      'how_far',
      'left',
      'right',
      'straight_on',
      'north',
      'east',
      'south',
      'west',
      'up',
      'down',
      'over',
      'under',
      'before',
      'after',
      'just_before',
      'just_after',
      'across_the_road',
      'kilometre',
      'long',
      'short',
      'map',
      'city_centre',
      'tourist_office',
    ],
  ],
  [
    'transport',
    [
      'bus_stop',
      'bus_station',
      'metro_station',
      'train_station',
      'where_can_we_buy_ticket',
      'im_going_to',
      'where_going',
      'drop_me_off',
      'petrol_station',
      'service_area',
      'rest_area',
      'along_the_highway',
      'roundabout',
      'junction',
      'tjunction',
      'crossroads',
      'ring_road',
      'highway_to',
      'toll_road_to',
      'small_road_to',
    ],
  ],
  [
    'hitchhiking',
    [
      'hitchhike',
      'hitchhiker',
      'are_you_going_towards',
      'could_get_lift_to',
      'hitchhiking_spot',
      'im_hh_around',
    ],
  ],
  [
    'food',
    [
      'im_hungry',
      'thirsty',
      'eat',
      'drink',
      'water',
      'tea',
      'hot_chocolate',
      'coffee',
      'juice',
      'beer',
      'wine',
      'bread',
      'fruit',
      'meat',
      'spicy',
      'vegetarian',
      'vegan',
      'i_dont_eat_meat',
      'cheap_restaurant',
      'enjoy_meal',
      'dupsterdiving',
    ],
  ],
  ['sleep', ['place_to_sleep', 'tent', 'hostel', 'room', 'hotel', 'can_leave_my_bag']],
  [
    'places',
    [
      'toilet',
      'supermarket',
      'fruit_market',
      'camp_site',
      'internet_cafe',
      'wifi',
      'bank',
      'cash_machine',
    ],
  ],
  ['money', ['money', 'for_free', 'i_cant_pay', 'how_much_cost', 'how_much']],
  [
    'time',
    [
      'what_time',
      'hour',
      'day',
      'week',
      'month',
      'year',
      'yesterday',
      'today',
      'tomorrow',
      'this',
      'next',
      'last',
      'often',
      'never',
      'sometimes',
      'rarely',
    ],
  ],
  ['questions', ['who', 'what', 'where', 'why', 'when', 'how', 'which', 'how_long']],
];

const gitDir = process.argv[2];
if (!gitDir) {
  console.error('usage: node convert.mjs <git dir of Hitchwiki/Phrasebook>');
  process.exit(2);
}
const show = (path, encoding) =>
  execFileSync('git', ['--git-dir', gitDir, 'show', `${PINNED_COMMIT}:${path}`], {
    encoding,
    maxBuffer: 64 * 1024 * 1024,
  });

/** The files of a zip archive (stored or deflated entries), by name, from its central directory. */
function unzip(archive) {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip archive');
  const count = archive.readUInt16LE(end + 10);
  let offset = archive.readUInt32LE(end + 16);
  const files = new Map();
  for (let index = 0; index < count; index += 1) {
    if (archive.readUInt32LE(offset) !== 0x02014b50) throw new Error('bad zip central directory');
    const method = archive.readUInt16LE(offset + 10);
    const compressedSize = archive.readUInt32LE(offset + 20);
    const nameLength = archive.readUInt16LE(offset + 28);
    const extraLength = archive.readUInt16LE(offset + 30);
    const commentLength = archive.readUInt16LE(offset + 32);
    const local = archive.readUInt32LE(offset + 42);
    const name = archive.toString('utf8', offset + 46, offset + 46 + nameLength);
    const dataStart =
      local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const data = archive.subarray(dataStart, dataStart + compressedSize);
    if (!name.endsWith('/')) {
      if (method !== 0 && method !== 8) throw new Error(`unsupported zip method ${method}`);
      files.set(name, method === 8 ? inflateRawSync(data) : data);
    }
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

const unescapePo = (text) =>
  text.replace(/\\(.)/g, (_, char) => ({ n: '\n', t: '\t' })[char] ?? char);

/** A gettext catalogue's entries (msgid → msgstr) and header, with each entry's flags. */
function parsePo(text) {
  const entries = [];
  let entry = { flags: [] };
  let field;
  const finish = () => {
    if (entry.msgid !== undefined) entries.push(entry);
    entry = { flags: [] };
    field = undefined;
  };
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '') finish();
    else if (line.startsWith('#,'))
      entry.flags.push(
        ...line
          .slice(2)
          .split(',')
          .map((f) => f.trim()),
      );
    else if (line.startsWith('#')) continue;
    else {
      const keyword = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+"(.*)"$/.exec(line);
      const continued = /^"(.*)"$/.exec(line);
      if (keyword) {
        if (keyword[1] === 'msgid' && entry.msgid !== undefined) finish();
        field = keyword[1];
        entry[field] = unescapePo(keyword[2]);
      } else if (continued && field) entry[field] += unescapePo(continued[1]);
      else throw new Error(`unexpected .po line: ${line}`);
    }
  }
  finish();
  const header = entries.find(({ msgid }) => msgid === '')?.msgstr ?? '';
  return { header, entries: entries.filter(({ msgid }) => msgid !== '') };
}

/**
 * Phrase id → English source text, from the `'phrasebook': {…}` dict of fetch-translations.py.
 * A Python dict keeps the last value of a repeated key (the script lists rest_area twice).
 */
function sourcePhrases() {
  const script = show('scripts/fetch-translations.py', 'utf8');
  const start = script.indexOf("'phrasebook': {");
  const end = script.indexOf('"categories"', start);
  if (start < 0 || end < 0) throw new Error('phrasebook dict not found in fetch-translations.py');
  const phrases = new Map();
  for (const [, id, english] of script
    .slice(start, end)
    .matchAll(/['"](\w+)['"]\s*:\s*_\("((?:[^"\\]|\\.)*)"\)/g)) {
    phrases.set(id, unescapePo(english));
  }
  return phrases;
}

function categoryOf(id) {
  const rule = CATEGORY_RULES.find(([, test]) =>
    test instanceof RegExp ? test.test(id) : test.includes(id),
  );
  if (!rule) throw new Error(`no category for phrase "${id}": add it to CATEGORY_RULES`);
  return rule[0];
}

const phrases = sourcePhrases();
for (const [, test] of CATEGORY_RULES) {
  if (Array.isArray(test)) {
    for (const id of test) {
      if (!phrases.has(id)) throw new Error(`CATEGORY_RULES names "${id}", not in the source`);
    }
  }
}

const files = unzip(show('scripts/locale.zip'));
const languages = [];
const translations = new Map([...phrases.keys()].map((id) => [id, {}]));
for (const [name, content] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
  const locale = /^locale\/([a-z]{2})_([A-Z]{2})\/LC_MESSAGES\/phrasebook\.po$/.exec(name);
  if (!locale) continue;
  const tag = `${locale[1]}-${locale[2]}`;
  const { header, entries } = parsePo(content.toString('utf8'));
  const revised = /PO-Revision-Date: (\d{4}-\d{2}-\d{2})/.exec(header)?.[1];
  if (!revised) throw new Error(`${name} has no PO-Revision-Date`);
  const byEnglish = new Map(
    entries
      // Fuzzy entries are unreviewed guesses and empty ones untranslated: neither is shipped.
      .filter(({ flags, msgstr }) => !flags.includes('fuzzy') && msgstr?.trim())
      .map(({ msgid, msgstr }) => [msgid, msgstr.trim()]),
  );
  let translated = 0;
  for (const [id, english] of phrases) {
    const text = byEnglish.get(english);
    if (text) {
      translations.get(id)[tag] = text;
      translated += 1;
    }
  }
  languages.push({ tag, revised, translated });
}

const output = {
  repository: 'Hitchwiki/Phrasebook',
  commit: PINNED_COMMIT,
  commitDate: COMMIT_DATE,
  file: 'scripts/locale.zip',
  languages,
  // Phrases added to the source after the catalogues were exported have no translation at all.
  untranslated: [...phrases.keys()].filter((id) => Object.keys(translations.get(id)).length === 0),
  phrases: [...phrases]
    .map(([id, english]) => ({
      id,
      english,
      category: categoryOf(id),
      translations: translations.get(id),
    }))
    .filter(({ translations }) => Object.keys(translations).length > 0),
};
const here = dirname(fileURLToPath(import.meta.url));
writeFileSync(join(here, 'phrasebook.json'), `${JSON.stringify(output, null, 2)}\n`);
console.log(
  `${output.phrases.length} phrases (untranslated: ${output.untranslated.join(', ')}), ${languages.length} languages: ${languages
    .map(({ tag, translated }) => `${tag} ${translated}`)
    .join(', ')}`,
);
