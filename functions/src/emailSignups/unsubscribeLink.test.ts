import { describe, expect, it } from 'vitest';
import {
  normaliseSignupEmail,
  readUnsubscribeToken,
  unsubscribeToken,
  unsubscribeUrl,
} from './unsubscribeLink';

const SECRET = 'link-secret';

describe('unsubscribe links', () => {
  it('carry the normalised address, which only the right secret reads back', () => {
    const token = unsubscribeToken('  Ada@Example.COM ', SECRET);
    expect(readUnsubscribeToken(token, SECRET)).toBe('ada@example.com');
    expect(readUnsubscribeToken(token, 'another-secret')).toBeNull();
    expect(normaliseSignupEmail(' Ada@Example.COM')).toBe('ada@example.com');
  });

  it('refuse a token whose address was changed, even to one differing only in spelling', () => {
    const [, signature] = unsubscribeToken('ada@example.com', SECRET).split('.');
    const otherBody = Buffer.from('eve@example.com').toString('base64url');
    expect(readUnsubscribeToken(`${otherBody}.${signature}`, SECRET)).toBeNull();
    // Characters base64url decoding would skip must not smuggle a second spelling of the body.
    const [body] = unsubscribeToken('ada@example.com', SECRET).split('.');
    expect(readUnsubscribeToken(`${body}!.${signature}`, SECRET)).toBeNull();
  });

  it.each([
    ['empty', ''],
    ['without a signature', 'YWRhQGV4YW1wbGUuY29t'],
    ['with a third part', 'a.b.c'],
    ['with an empty body', '.abc'],
    ['not base64 at all', '%%%.%%%'],
  ])('refuse a token that is %s', (_case, token) => {
    expect(readUnsubscribeToken(token, SECRET)).toBeNull();
  });

  it('put the token in the function URL, keeping its own query', () => {
    const url = new URL(
      unsubscribeUrl('https://fn.example/email-unsubscribe?x=1', 'a@b.c', SECRET),
    );
    expect(url.origin + url.pathname).toBe('https://fn.example/email-unsubscribe');
    expect(url.searchParams.get('x')).toBe('1');
    expect(readUnsubscribeToken(url.searchParams.get('token') ?? '', SECRET)).toBe('a@b.c');
  });
});
