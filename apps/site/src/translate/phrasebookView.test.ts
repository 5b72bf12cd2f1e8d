import { describe, expect, it } from 'vitest';
import {
  ALL_CATEGORIES,
  categoryChoices,
  categoryLabel,
  languageLabel,
  phraseCountLine,
} from './phrasebookView';

const french = {
  tag: 'fr-FR',
  name: 'French (France)',
  nativeName: 'français (France)',
  revised: '2014-01-30',
  phraseCount: 188,
};

describe('phrasebook view texts', () => {
  it('names a language in English and in itself, once when they read the same', () => {
    expect(languageLabel(french)).toBe('French (France) · français (France)');
    expect(languageLabel({ ...french, name: 'English', nativeName: 'english' })).toBe('English');
  });

  it('labels categories and counts phrases', () => {
    expect(categoryLabel('food')).toBe('Food and drink');
    expect(categoryLabel('emergencies')).toBe('Emergencies');
    expect(phraseCountLine(1, french)).toBe('1 phrase in French (France)');
    expect(phraseCountLine(0, french)).toBe('0 phrases in French (France)');
  });

  it("offers 'all', the language's categories, and keeps a chosen one the language lacks", () => {
    expect(categoryChoices(['greetings', 'food'], undefined)).toEqual([
      { id: ALL_CATEGORIES, label: 'All categories' },
      { id: 'greetings', label: 'Greetings' },
      { id: 'food', label: 'Food and drink' },
    ]);
    expect(categoryChoices(['greetings'], 'greetings').map(({ id }) => id)).toEqual([
      ALL_CATEGORIES,
      'greetings',
    ]);
    expect(categoryChoices(['greetings'], 'numbers').map(({ id }) => id)).toEqual([
      ALL_CATEGORIES,
      'greetings',
      'numbers',
    ]);
  });
});
