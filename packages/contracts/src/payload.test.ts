import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasLoneSurrogate, noFields, pageFields, requestObject, storableText } from './payload';

const firstMessage = (schema: z.ZodType, data: unknown) =>
  schema.safeParse(data).error?.issues[0]?.message;

describe('storableText', () => {
  const title = z.string().refine(...storableText('title'));

  it('refuses NUL and lone surrogates, naming the field', () => {
    expect(firstMessage(title, 'a\u0000b')).toBe('title must not contain NUL characters');
    for (const lone of ['\ud800', 'x\udc00', '\udbff\ud800', 'end\ud83d']) {
      expect(firstMessage(title, lone)).toBe(
        'title must not contain unpaired surrogate characters',
      );
    }
  });

  it('keeps whole surrogate pairs and U+FFFD itself', () => {
    for (const text of ['\u{1F600}', 'Caf\u00e9 \u{1F1EB}\u{1F1F7}', '\ufffd']) {
      expect(title.safeParse(text).success).toBe(true);
    }
    expect(hasLoneSurrogate('\ud83d\ude00')).toBe(false);
  });
});

describe('requestObject', () => {
  const request = requestObject({ id: z.string() }, 'Send {id}.');

  it('asks for the shape when the payload is not an object', () => {
    expect(firstMessage(request, 'nope')).toBe('Send {id}.');
  });

  it('names unexpected fields', () => {
    expect(firstMessage(request, { id: 'a', uid: 'b', role: 'c' })).toBe(
      'Unexpected field: uid, role. Send {id}.',
    );
  });

  it('says when a function takes no fields', () => {
    expect(firstMessage(noFields('get-profile'), { uid: 'x' })).toBe(
      'Unexpected field: uid. get-profile takes no fields.',
    );
  });
});

describe('pageFields', () => {
  const page = z.strictObject(pageFields(100, 20));

  it('defaults limit and offset, and names the bound a page request breaks', () => {
    expect(page.parse({})).toEqual({ limit: 20, offset: 0 });
    expect(firstMessage(page, { limit: 1.5 })).toBe('limit must be a whole number');
    expect(firstMessage(page, { limit: 101 })).toBe('limit must be at most 100');
  });
});
