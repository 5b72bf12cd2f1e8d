/**
 * The most-spoken languages, computed from Unicode CLDR's territory language populations
 * (languageSpeakers.json, see SOURCE.md): for each language, the sum over territories of the
 * population times the share that speaks it, first or second language. The phrasebook's
 * coverage is measured against the first ten (issue 13 item 6).
 */
import languageSpeakers from './languageSpeakers.json';

export interface SpokenLanguage {
  /** BCP 47 primary language subtag: CLDR's script variants (`zh-Hant`, `pa-Arab`) count here. */
  code: string;
  name: string;
  /** Speakers by CLDR's estimates, rounded to the person. */
  speakers: number;
}

/** The extract's provenance, named on the page with the gaps it measures. */
export const SPEAKERS_SOURCE = {
  label: `Unicode CLDR ${languageSpeakers.cldrVersion} speaker estimates`,
  package: `${languageSpeakers.package}@${languageSpeakers.version}`,
  /** The package version's publish date (YYYY-MM-DD). */
  published: languageSpeakers.published,
  licence: 'Unicode License v3',
  url: 'https://cldr.unicode.org/',
} as const;

const englishNames = new Intl.DisplayNames(['en'], { type: 'language' });
const primaryLanguage = (tag: string) => tag.split('-')[0] ?? tag;

/** Speakers of each primary language, summed over every territory of the extract. */
export function speakersByLanguage(): ReadonlyMap<string, number> {
  const totals = new Map<string, number>();
  for (const { population, languages } of languageSpeakers.territories) {
    for (const [tag, percent] of Object.entries(languages)) {
      const code = primaryLanguage(tag);
      totals.set(code, (totals.get(code) ?? 0) + (population * percent) / 100);
    }
  }
  return totals;
}

/** The languages with the most speakers, most first. */
export function mostSpokenLanguages(count: number): SpokenLanguage[] {
  return [...speakersByLanguage()]
    .sort(([, a], [, b]) => b - a)
    .slice(0, count)
    .map(([code, speakers]) => ({
      code,
      name: englishNames.of(code) ?? code,
      speakers: Math.round(speakers),
    }));
}

/** The ten most-spoken languages: the yardstick of the phrasebook's coverage. */
export const MOST_SPOKEN_LANGUAGES: readonly SpokenLanguage[] = mostSpokenLanguages(10);
