import { describe, expect, it } from 'vitest';
import {
  MOST_SPOKEN_LANGUAGES,
  mostSpokenLanguages,
  SPEAKERS_SOURCE,
  speakersByLanguage,
} from './mostSpoken';

describe('the most-spoken languages from CLDR', () => {
  it('sums a language over its territories, script variants included: Punjabi', () => {
    // By hand from languageSpeakers.json (CLDR 48), population × percent ÷ 100:
    // CA 38794800 × 2.6 + GB 68459100 × 3.6 + IN 1409130000 × 2.8 + KE 58246400 × 0.017
    // + PK (pa-Arab) 252364000 × 70 + SG 6028460 × 0.16 = 219603179.824.
    expect(speakersByLanguage().get('pa')).toBeCloseTo(219_603_179.824, 1);
  });

  it('ranks the ten with the most speakers, most first, ahead of every other language', () => {
    expect(MOST_SPOKEN_LANGUAGES.map(({ code }) => code)).toEqual([
      'en',
      'zh',
      'hi',
      'es',
      'ar',
      'fr',
      'ur',
      'bn',
      'pt',
      'pa',
    ]);
    const tenth = MOST_SPOKEN_LANGUAGES.at(-1)?.speakers ?? 0;
    const [eleventh] = mostSpokenLanguages(11).slice(10);
    // Russian comes next by CLDR's estimates (201151469 speakers by the same sum).
    expect(eleventh).toMatchObject({ code: 'ru', speakers: 201_151_469 });
    expect(tenth).toBeGreaterThan(eleventh?.speakers ?? Infinity);
  });

  it('names each language in English and the source with its version', () => {
    expect(MOST_SPOKEN_LANGUAGES.slice(0, 3).map(({ name }) => name)).toEqual([
      'English',
      'Chinese',
      'Hindi',
    ]);
    expect(SPEAKERS_SOURCE).toMatchObject({
      label: 'Unicode CLDR 48 speaker estimates',
      package: 'cldr-core@48.2.0',
      published: '2026-03-25',
    });
  });
});
