/**
 * Keeps the first item of each id. react-aria throws on repeated keys in a collection; dropping
 * the repeats (after a development warning) keeps the page working instead.
 */
export function uniqueById<T extends { id: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter(({ id }) => {
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** Ids that occur more than once, each listed once, in order of first repeat. */
export function repeatedIds(items: readonly { id: string }[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const { id } of items) {
    if (seen.has(id)) repeated.add(id);
    seen.add(id);
  }
  return [...repeated];
}
