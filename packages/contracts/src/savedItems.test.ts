import { describe, expect, it } from 'vitest';
import {
  importItems,
  jsonObjectBytes,
  listItems,
  MAX_ITEM_DATA_BYTES,
  saveItem,
} from './savedItems';

const item = { item_id: 'h-1', item_type: 'hotel', title: 'Hotel Lutetia' };

function firstIssue(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('saved-items-save request', () => {
  it('fills defaults and trims text', () => {
    expect(saveItem.request.parse({ ...item, title: '  Hotel Lutetia ' })).toEqual({
      ...item,
      description: '',
      image_url: null,
      item_data: {},
    });
  });

  it('keeps the limits at their edges', () => {
    const atLimits = {
      ...item,
      title: 't'.repeat(300),
      description: 'd'.repeat(2000),
      image_url: `https://example.com/${'i'.repeat(2048 - 20)}`,
      item_data: { blob: 'x'.repeat(MAX_ITEM_DATA_BYTES - '{"blob":""}'.length) },
    };
    expect(atLimits.image_url).toHaveLength(2048);
    expect(saveItem.request.safeParse(atLimits).success).toBe(true);
  });

  it.each([
    [{ title: 't'.repeat(301) }, 'title must be at most 300 characters'],
    [{ title: '   ' }, 'title is required'],
    [{ description: 'd'.repeat(2001) }, 'description must be at most 2000 characters'],
    [{ image_url: 'javascript:alert(1)' }, 'image_url must be an http(s) URL'],
    [{ image_url: 'not a url' }, 'image_url must be an http(s) URL'],
    [
      { image_url: `https://example.com/${'i'.repeat(2048)}` },
      'image_url must be at most 2048 characters',
    ],
    [
      { item_data: { blob: 'x'.repeat(MAX_ITEM_DATA_BYTES) } },
      'item_data must be a JSON object of at most 16 KB',
    ],
    [{ item_data: ['a list'] }, 'item_data must be a JSON object of at most 16 KB'],
    [{ item_data: { bad: 'nul\u0000' } }, 'item_data must be a JSON object of at most 16 KB'],
    [{ item_type: 'spaceship' }, 'item_type must be one of hotel, flight'],
    [{ item_id: '' }, 'item_id is required'],
    [{ title: 'nul\u0000' }, 'title must not contain NUL characters'],
    [{ user_id: 'someone-else' }, 'Unexpected field: user_id'],
    [{ item_id: 'h-\ud800' }, 'item_id must not contain unpaired surrogate characters'],
    [{ title: 'Caf\udc00' }, 'title must not contain unpaired surrogate characters'],
    [{ description: '\ud83d' }, 'description must not contain unpaired surrogate characters'],
  ])('refuses a bad field: %#', (fields, message) => {
    expect(firstIssue(saveItem.request.safeParse({ ...item, ...fields }))).toContain(message);
  });

  it('counts item_data in UTF-8 bytes, not characters', () => {
    expect(jsonObjectBytes({ a: 'é' })).toBe('{"a":"é"}'.length + 1);
    expect(jsonObjectBytes(null)).toBeUndefined();
    expect(jsonObjectBytes('text')).toBeUndefined();
  });

  it('refuses item_data that jsonb cannot store (lone surrogates), and only that', () => {
    const message = 'item_data must be a JSON object of at most 16 KB';
    for (const item_data of [{ note: 'half \ud83d' }, { ['\udc00']: 1 }, { list: ['\u0000'] }]) {
      expect(firstIssue(saveItem.request.safeParse({ ...item, item_data }))).toBe(message);
    }
    // A backslash followed by "u0000" is ordinary text, and a whole emoji is fine.
    for (const item_data of [{ path: 'C:\\u0000\\x' }, { mood: '\u{1F600}' }]) {
      expect(saveItem.request.safeParse({ ...item, item_data }).success).toBe(true);
    }
  });
});

describe('saved-items-list request', () => {
  it('defaults to the first 50 of every type, and bounds the page size', () => {
    expect(listItems.request.parse({})).toEqual({ limit: 50, offset: 0 });
    expect(firstIssue(listItems.request.safeParse({ limit: 101 }))).toBe(
      'limit must be at most 100',
    );
    expect(firstIssue(listItems.request.safeParse({ offset: -1 }))).toBe(
      'offset must be at least 0',
    );
  });
});

describe('saved-items-import request', () => {
  const guest = (n: number) => ({ ...item, item_id: `h-${n}`, id: `guest_${n}`, savedAt: n });

  it('accepts up to 50 guest saves with ISO or epoch savedAt', () => {
    const items = Array.from({ length: 50 }, (_, n) => guest(n));
    items[0] = { ...guest(0), savedAt: '2025-05-01T10:00:00.000Z' as never };
    expect(importItems.request.safeParse({ items }).success).toBe(true);
  });

  it.each([
    [{ items: Array.from({ length: 51 }, (_, n) => guest(n)) }, 'items must hold at most 50 saves'],
    [{ items: [{ ...guest(1), id: 'local_1' }] }, 'id must start with guest_'],
    [{ items: [{ ...guest(1), savedAt: 'yesterday' }] }, 'savedAt must be an ISO date-time'],
    [{ items: 'all of them' }, 'items must be a list of guest saves'],
  ])('refuses a bad import: %#', (payload, message) => {
    expect(firstIssue(importItems.request.safeParse(payload))).toContain(message);
  });
});
