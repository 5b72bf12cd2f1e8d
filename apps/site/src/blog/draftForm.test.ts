import { describe, expect, it } from 'vitest';
import { isSlug, parseTags, slugify } from './draftForm';

describe('blog draft form rules', () => {
  it('turns a title into a slug the server accepts', () => {
    expect(slugify('Porto in 2 Days!')).toBe('porto-in-2-days');
    expect(slugify('  Café crème — São Paulo ')).toBe('cafe-creme-sao-paulo');
    expect(slugify('!!!')).toBe('');
    expect(isSlug(slugify(`${'word '.repeat(40)}end`))).toBe(true);
  });

  it('reads comma-separated tags as slugs, dropping empties and repeats', () => {
    expect(parseTags('Lisbon, Food & Drink,, lisbon ,')).toEqual(['lisbon', 'food-drink']);
    expect(parseTags('')).toEqual([]);
  });

  it('knows a slug from anything else', () => {
    expect(isSlug('plan-a-trip')).toBe(true);
    for (const bad of ['', 'Plan', 'a--b', '-a', 'a b', '../x']) expect(isSlug(bad)).toBe(false);
  });
});
