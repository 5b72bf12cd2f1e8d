import { describe, expect, it } from 'vitest';
import { tabsProblems } from './tabsRules';

const tabs = [{ id: 'signin' }, { id: 'signup' }, { id: 'reset', isDisabled: true }];

describe('tabsProblems', () => {
  it('accepts unique ids and a selected key that names a tab', () => {
    expect(tabsProblems(tabs, ['signup', undefined, null])).toEqual([]);
  });

  it('reports an empty list and nothing else', () => {
    expect(tabsProblems([], ['signin'])).toEqual(['Tabs got no items; nothing is rendered.']);
  });

  it('reports repeated ids once each', () => {
    expect(tabsProblems([...tabs, { id: 'signin' }, { id: 'signin' }], [])).toEqual([
      'Tabs items repeat the id(s) "signin"; only the first of each is shown.',
    ]);
  });

  it('reports when every tab is disabled', () => {
    expect(tabsProblems([{ id: 'a', isDisabled: true }], [])).toEqual([
      'Tabs has every tab disabled; keyboard users cannot reach any panel.',
    ]);
  });

  it('reports a selected key that is not a tab id', () => {
    expect(tabsProblems(tabs, ['profile'])).toEqual([
      'Tabs selected key "profile" is not the id of any tab; the first enabled tab is shown.',
    ]);
  });
});
