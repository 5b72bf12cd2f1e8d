import { describe, expect, it } from 'vitest';
import { REDACTED, redact } from './redact';

describe('redact', () => {
  it('replaces values whose keys contain a sensitive word, in any case and at any depth', () => {
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
