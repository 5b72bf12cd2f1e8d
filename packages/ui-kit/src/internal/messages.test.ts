import { describe, expect, it } from 'vitest';
import { fill, formatterFor, plural } from './messages';

const days = { one: '# day', other: '# days' };
const jours = { one: '# jour', other: '# jours' };

describe('plural', () => {
  it('picks the form Intl.PluralRules gives for the count', () => {
    expect([0, 1, 2, 5].map((count) => plural('en', { count }, days))).toEqual([
      '0 days',
      '1 day',
      '2 days',
      '5 days',
    ]);
  });

  it('counts 0 as singular in French, as Intl.PluralRules says', () => {
    expect(new Intl.PluralRules('fr').select(0)).toBe('one');
    expect([0, 1, 2, 5].map((count) => plural('fr', { count }, jours))).toEqual([
      '0 jour',
      '1 jour',
      '2 jours',
      '5 jours',
    ]);
  });

  it('formats the count for the language and falls back to other', () => {
    expect(plural('de', { count: 1500 }, { one: '# Tag', other: '# Tage' })).toBe('1.500 Tage');
    // French says "many" for a million; with no such form, other applies.
    expect(plural('fr', { count: 1_000_000 }, jours)).toBe('1\u202f000\u202f000 jours');
  });
});

describe('fill', () => {
  it('replaces each placeholder by its variable and leaves unknown ones visible', () => {
    expect(fill('{days}, {hours} left', { days: '1 day', hours: '2 hours' })).toBe(
      '1 day, 2 hours left',
    );
    expect(fill('{days} left', undefined)).toBe('{days} left');
  });
});

describe('formatterFor', () => {
  it('returns text as is and runs message functions with the variables', () => {
    const strings = formatterFor({
      close: 'Close',
      dayCount: (variables) => plural('en', variables, days),
    });
    expect(strings.format('close')).toBe('Close');
    expect(strings.format('dayCount', { count: 1 })).toBe('1 day');
  });
});
