/** travel.md §9: a snippet is cut at 80 characters. */
export const REVIEW_SNIPPET_LENGTH = 80;

/** Firefox before 125 has no Intl.Segmenter; there code points are the best cut available. */
const graphemes =
  typeof Intl.Segmenter === 'function'
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;

function charactersOf(text: string): string[] {
  if (!graphemes) return Array.from(text);
  return Array.from(graphemes.segment(text), ({ segment }) => segment);
}

/**
 * The review's text for the compact list and the trust block: whole if it fits in 80 characters,
 * else its first 80 followed by "...". Characters are what a reader sees (grapheme clusters), so
 * an emoji or an accented letter is never split in half; white space before the cut is dropped.
 */
export function reviewSnippet(content: string): string {
  const text = content.trim().replace(/\s+/g, ' ');
  const parts = charactersOf(text);
  if (parts.length <= REVIEW_SNIPPET_LENGTH) return text;
  return `${parts.slice(0, REVIEW_SNIPPET_LENGTH).join('').trimEnd()}...`;
}
