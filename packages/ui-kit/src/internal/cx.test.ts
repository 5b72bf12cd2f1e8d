import { describe, expect, it } from 'vitest';
import { cx } from './cx';

describe('cx', () => {
  it('joins the names that are set, in order', () => {
    expect(cx('button', 'primary', 'large')).toBe('button primary large');
  });

  it('drops unset and switched-off names', () => {
    expect(cx('button', undefined, false, null, '', 'fullWidth')).toBe('button fullWidth');
    expect(cx(undefined, false)).toBe('');
  });
});
