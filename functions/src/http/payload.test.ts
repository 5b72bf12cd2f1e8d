import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { objectOnly, pageFields, pageOf } from './payload';

describe('objectOnly', () => {
  it('asks for the shape when the payload is not an object', () => {
    const schema = z.strictObject({ id: z.string() }, objectOnly('{id}'));
    expect(schema.safeParse('nope').error?.issues[0]?.message).toBe('Send {id}.');
  });
});

describe('pageFields', () => {
  const schema = z.strictObject(pageFields(100, 20));

  it('defaults limit and offset', () => {
    expect(schema.parse({})).toEqual({ limit: 20, offset: 0 });
  });

  it('names the bound a page request breaks', () => {
    expect(schema.safeParse({ limit: 101 }).error?.issues[0]?.message).toBe(
      'limit must be at most 100',
    );
    expect(schema.safeParse({ offset: -1 }).error?.issues[0]?.message).toBe(
      'offset must be at least 0',
    );
    expect(schema.safeParse({ limit: 1.5 }).error?.issues[0]?.message).toBe(
      'limit must be a whole number',
    );
  });
});

describe('pageOf', () => {
  it('drops the look-ahead row and points at the next page', () => {
    expect(pageOf([1, 2, 3], 2, 10)).toEqual({ rows: [1, 2], nextOffset: 12 });
  });

  it('ends the list when no look-ahead row came back', () => {
    expect(pageOf([1, 2], 2, 10)).toEqual({ rows: [1, 2], nextOffset: null });
  });
});
