import { describe, expect, it } from 'vitest';
import {
  MISSING_MOST_SPOKEN_LANGUAGES,
  PHRASEBOOK_LANGUAGES,
  PHRASEBOOK_SOURCE,
  PHRASE_CATEGORIES,
  categoriesFor,
  findPhrasebookLanguage,
  isPhraseCategory,
  phrasesFor,
} from './index';

// Expected texts read by hand from scripts/locale.zip's .po files @ ee3c7f1 (Hitchwiki/Phrasebook).
describe('phrasebook', () => {
  it('gives the French translation of "Thank you!" under greetings', () => {
    expect(phrasesFor('fr-FR', { query: 'thank you' })).toEqual([
      { id: 'thank_you', english: 'Thank you!', category: 'greetings', text: 'Merci !' },
    ]);
  });

  it('lists a category in the source order, only phrases that language translates', () => {
    const health = phrasesFor('es-ES', { category: 'health' });
    expect(health.map(({ english, text }) => [english, text])).toEqual([
      ["Pull over I'm going to puke!", expect.any(String)],
      ['a pharmacy', 'farmacia'],
      ["I'm sick", 'estoy enfermo'],
    ]);
    // pt-BR leaves "Left" empty in its catalogue: the phrase is absent, not filled from elsewhere.
    expect(phrasesFor('pt-BR', { query: 'left' })).toEqual([]);
    expect(phrasesFor('pt-PT', { query: 'left' })).toHaveLength(1);
  });

  it('searches the English text by every word, ignoring case, accents and punctuation', () => {
    expect(phrasesFor('de-DE', { query: '  HELP ' }).map(({ text }) => text)).toEqual(['Hilfe!']);
    expect(phrasesFor('de-DE', { query: 'dont eat meat' }).map(({ id }) => id)).toEqual([
      'i_dont_eat_meat',
    ]);
    expect(phrasesFor('de-DE', { query: 'café' }).map(({ id }) => id)).toEqual(['internet_cafe']);
    expect(phrasesFor('de-DE', { query: 'zebra crossing' })).toEqual([]);
    expect(phrasesFor('de-DE', { category: 'food', query: 'help' })).toEqual([]);
  });

  it('lists 24 languages with English and native names, revision date and phrase count', () => {
    expect(PHRASEBOOK_LANGUAGES).toHaveLength(24);
    expect(PHRASEBOOK_LANGUAGES.find(({ tag }) => tag === 'fr-FR')).toEqual({
      tag: 'fr-FR',
      name: 'French (France)',
      nativeName: 'français (France)',
      revised: '2014-01-30',
      phraseCount: 188,
    });
    const names = PHRASEBOOK_LANGUAGES.map(({ name }) => name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('finds a language by tag in any case or separator, and a bare language by its fullest catalogue', () => {
    expect(findPhrasebookLanguage(' fr_fr ')?.tag).toBe('fr-FR');
    expect(findPhrasebookLanguage('RU')?.tag).toBe('ru-RU');
    expect(findPhrasebookLanguage('pt')?.tag).toBe('pt-PT');
    expect(findPhrasebookLanguage('pt-BR')?.tag).toBe('pt-BR');
    for (const unknown of ['zh', 'zh-CN', 'fr-CA', '', 'french']) {
      expect(findPhrasebookLanguage(unknown)).toBeUndefined();
    }
  });

  it('names the most-spoken languages it lacks, and dates and credits the source', () => {
    // CLDR's ten, less English (the phrases' own language) and Spanish, French, Portuguese here.
    expect(MISSING_MOST_SPOKEN_LANGUAGES).toEqual([
      'Chinese',
      'Hindi',
      'Arabic',
      'Urdu',
      'Bangla',
      'Punjabi',
    ]);
    expect(PHRASEBOOK_SOURCE).toMatchObject({
      credit: 'Hitchwiki Phrasebook translators',
      commit: 'ee3c7f1984193b4551181529378766f67973f8ca',
      firstRevised: '2013-07-18',
      dataDate: '2014-02-02',
    });
  });

  it('lists the categories a language has phrases in; pt-BR, translated in part, has fewer', () => {
    expect(PHRASE_CATEGORIES.every(isPhraseCategory)).toBe(true);
    expect(isPhraseCategory('allergies')).toBe(false);
    expect(categoriesFor('fr-FR')).toEqual(PHRASE_CATEGORIES);
    for (const { tag } of PHRASEBOOK_LANGUAGES) {
      expect(categoriesFor(tag)).toEqual(expect.arrayContaining(['greetings', 'emergencies']));
    }
    expect(categoriesFor('pt-BR')).not.toContain('numbers');
  });
});
