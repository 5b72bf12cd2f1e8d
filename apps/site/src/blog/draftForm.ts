/**
 * The blog admin form's rules: the tags field (comma-separated) to the tag list the server takes,
 * and a slug suggested from the title. The server checks every field again with its contract.
 */
import { BLOG_SLUG_PATTERN } from '@voyagent/contracts/names';

export interface DraftForm {
  slug: string;
  title: string;
  description: string;
  tags: string;
  body: string;
}

export const EMPTY_DRAFT: DraftForm = { slug: '', title: '', description: '', tags: '', body: '' };

/** "Lisbon, Food & Drink" → the slug form of each: ["lisbon", "food-drink"], without repeats. */
export function parseTags(text: string): string[] {
  const tags = text
    .split(',')
    .map(slugify)
    .filter((tag) => tag !== '');
  return [...new Set(tags)];
}

/** Lower-case ASCII words joined by hyphens: "Porto in 2 Days!" → "porto-in-2-days". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

export const isSlug = (slug: string): boolean => BLOG_SLUG_PATTERN.test(slug);
