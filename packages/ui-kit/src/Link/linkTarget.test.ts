import { describe, expect, it } from 'vitest';
import { linkTargetProps } from './linkTarget';

describe('linkTargetProps', () => {
  it('opens external links in a new tab without opener access', () => {
    expect(linkTargetProps(true)).toEqual({ target: '_blank', rel: 'noopener noreferrer' });
  });

  it('keeps the caller rel and does not repeat tokens', () => {
    expect(linkTargetProps(true, 'sponsored noopener')).toEqual({
      target: '_blank',
      rel: 'sponsored noopener noreferrer',
    });
  });

  it('leaves internal links in the same tab', () => {
    expect(linkTargetProps(false)).toEqual({});
    expect(linkTargetProps(false, 'nofollow')).toEqual({ rel: 'nofollow' });
  });
});
