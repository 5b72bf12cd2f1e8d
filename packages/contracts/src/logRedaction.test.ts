import { describe, expect, it } from 'vitest';
import { isSensitiveLogKey, REDACTED, redact, SENSITIVE_LOG_KEYS } from './logRedaction';

describe('redact (travel.md §8: a sanitising logger)', () => {
  it('names exactly the six words of the specification (BE-160, BE-161, BE-162, BE-163, BE-164, BE-165)', () => {
    expect(SENSITIVE_LOG_KEYS).toEqual([
      'password',
      'token',
      'api_key',
      'session',
      'user_id',
      'email',
    ]);
  });

  it.each(SENSITIVE_LOG_KEYS)(
    'redacts "%s" as a key, inside a longer name, in any case, nested and in arrays',
    (word) => {
      const upper = word.toUpperCase();
      const input = {
        [word]: 'secret',
        [`my_${word}_value`]: 'secret',
        nested: { [upper]: 'secret', keep: 'ok' },
        list: [{ [word]: 'secret', keep: 1 }, [{ [`x${upper}`]: 'secret' }]],
      };
      expect(redact(input)).toEqual({
        [word]: REDACTED,
        [`my_${word}_value`]: REDACTED,
        nested: { [upper]: REDACTED, keep: 'ok' },
        list: [{ [word]: REDACTED, keep: 1 }, [{ [`x${upper}`]: REDACTED }]],
      });
      expect(isSensitiveLogKey(word)).toBe(true);
    },
  );

  it('replaces values whose keys contain a sensitive word, in any case and at any depth (BE-159)', () => {
    const input = {
      email: 'ada@example.com',
      userEmail: 'x',
      password: 'secret',
      refresh_token: 't',
      API_KEY: 'k',
      sessionId: 's',
      user_id: 'u1',
      query: 'Paris',
      nested: { list: [{ idToken: 'abc', city: 'Rome' }] },
    };
    expect(redact(input)).toEqual({
      email: REDACTED,
      userEmail: REDACTED,
      password: REDACTED,
      refresh_token: REDACTED,
      API_KEY: REDACTED,
      sessionId: REDACTED,
      user_id: REDACTED,
      query: 'Paris',
      nested: { list: [{ idToken: REDACTED, city: 'Rome' }] },
    });
  });

  it('keeps every other key and value as it was', () => {
    const input = {
      query: 'Paris',
      userId: 'camel case is not user_id',
      apiKey: 'nor is apiKey api_key',
      count: 3,
      ok: true,
      none: null,
      list: [1, 'two', { city: 'Rome', tags: ['a'] }],
    };
    expect(redact(input)).toEqual(input);
  });

  it('redacts a whole object or list under a sensitive key, and keys inside nested arrays', () => {
    expect(
      redact({
        session: { id: 's1', expires: 3 },
        Tokens: ['a', 'b'],
        matrix: [[{ Password_Hash: 'h', USER_ID: 'u', ok: 1 }]],
      }),
    ).toEqual({
      session: REDACTED,
      Tokens: REDACTED,
      matrix: [[{ Password_Hash: REDACTED, USER_ID: REDACTED, ok: 1 }]],
    });
  });

  it('does not change the input and survives cycles', () => {
    const input: Record<string, unknown> = { token: 't' };
    input.self = input;
    expect(redact(input)).toEqual({ token: REDACTED, self: '[Circular]' });
    expect(input.token).toBe('t');
  });

  it('keeps primitives and reduces errors to name and message', () => {
    expect(redact('plain')).toBe('plain');
    expect(redact(new TypeError('bad'))).toEqual({ name: 'TypeError', message: 'bad' });
  });
});
