import { pageFields, requestObject } from '@voyagent/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { invalidArgument, pageOf } from './payload';

const refusal = (schema: z.ZodType, data: unknown) => {
  const parsed = schema.safeParse(data);
  if (parsed.success) throw new Error('expected the payload to be refused');
  const { code, message } = invalidArgument(parsed.error);
  return { code, message };
};

describe('invalidArgument', () => {
  const schema = requestObject(
    {
      n: z.number({ error: 'n must be a number' }),
      items: z.array(z.strictObject({ title: z.string().min(1, 'title is required') })),
      when: z.string({ error: 'a date-time is needed' }),
    },
    'Send {n, items, when}.',
  );
  const valid = { n: 1, items: [], when: 'now' };

  it('answers a field message that names its field as it is', () => {
    expect(refusal(schema, { ...valid, n: 'x' })).toEqual({
      code: 'invalid-argument',
      message: 'n must be a number',
    });
  });

  it('prefixes the path when the message does not name the field', () => {
    expect(refusal(schema, { ...valid, when: 5 }).message).toBe('when: a date-time is needed');
    expect(refusal(schema, { ...valid, items: [{ title: '' }] }).message).toBe(
      'items.0.title: title is required',
    );
  });

  it('names unexpected fields, then what to send', () => {
    expect(refusal(schema, { ...valid, user_id: 'u2' }).message).toBe(
      'Unexpected field: user_id. Send {n, items, when}.',
    );
  });

  it('asks for the shape when the payload is not an object', () => {
    expect(refusal(schema, 'nope').message).toBe('Send {n, items, when}.');
  });

  it('names the bound a page request breaks', () => {
    const page = requestObject(pageFields(100, 20), 'Send {limit?, offset?}.');
    expect(refusal(page, { limit: 101 }).message).toBe('limit must be at most 100');
    expect(refusal(page, { offset: -1 }).message).toBe('offset must be at least 0');
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
