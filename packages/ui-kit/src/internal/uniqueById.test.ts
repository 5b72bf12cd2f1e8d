import { describe, expect, it } from 'vitest';
import { repeatedIds, uniqueById } from './uniqueById';

const items = [
  { id: 'a', n: 1 },
  { id: 'b', n: 2 },
  { id: 'a', n: 3 },
  { id: 'c', n: 4 },
  { id: 'b', n: 5 },
  { id: 'a', n: 6 },
];

describe('uniqueById', () => {
  it('keeps the first item of each id, in order', () => {
    expect(uniqueById(items).map(({ n }) => n)).toEqual([1, 2, 4]);
    expect(uniqueById([])).toEqual([]);
  });
});

describe('repeatedIds', () => {
  it('lists each repeated id once', () => {
    expect(repeatedIds(items)).toEqual(['a', 'b']);
    expect(repeatedIds([{ id: 'x' }])).toEqual([]);
  });
});
