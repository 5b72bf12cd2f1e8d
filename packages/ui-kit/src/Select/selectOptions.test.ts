import { describe, expect, it } from 'vitest';
import { groupSelectOptions, selectOptionsProblems, type SelectOption } from './selectOptions';

const currencies: SelectOption[] = [
  { id: 'usd', label: 'US Dollar', section: 'Popular' },
  { id: 'chf', label: 'Swiss Franc' },
  { id: 'eur', label: 'Euro', section: 'Popular' },
  { id: 'jpy', label: 'Japanese Yen', section: 'Asia' },
];

describe('groupSelectOptions', () => {
  it('groups by section in order of first appearance, keeping option order', () => {
    expect(groupSelectOptions(currencies)).toEqual([
      { title: 'Popular', options: [currencies[0], currencies[2]] },
      { title: undefined, options: [currencies[1]] },
      { title: 'Asia', options: [currencies[3]] },
    ]);
  });

  it('returns one untitled group when no option has a section, and none for no options', () => {
    const flat = [
      { id: 'a', label: 'A' },
      { id: 'b', label: 'B' },
    ];
    expect(groupSelectOptions(flat)).toEqual([{ title: undefined, options: flat }]);
    expect(groupSelectOptions([])).toEqual([]);
  });
});

describe('selectOptionsProblems', () => {
  it('finds nothing wrong with unique ids and a known or empty value', () => {
    expect(selectOptionsProblems(currencies, ['eur', undefined])).toEqual([]);
    expect(selectOptionsProblems(currencies, [null])).toEqual([]);
  });

  it('reports repeated ids once each', () => {
    const repeated = [...currencies, { id: 'usd', label: 'Dollar' }, { id: 'usd', label: 'USD' }];
    expect(selectOptionsProblems(repeated, [])).toEqual([
      'Select items repeat the id(s) "usd"; only the first of each is listed.',
    ]);
  });

  it('reports a value that is not an item id', () => {
    expect(selectOptionsProblems(currencies, ['gbp'])).toEqual([
      'Select value "gbp" is not the id of any item; the placeholder is shown instead.',
    ]);
  });
});
