/**
 * Typed failures of the search rules. A widget on a stranger's page must never throw into it, so
 * the submit planner turns both into the "Search error" toast (travel.md §8); the type tells the
 * widget whether to blame the input or the host's configuration in its console warning.
 */

/** The search itself cannot be turned into a link, e.g. a blank airport (travel.md §5). */
export class SearchInputError extends Error {
  override readonly name = 'SearchInputError';
}

/** The host's configuration is unusable: a base URL that is not http(s), a clashing affiliate id. */
export class SearchConfigError extends Error {
  override readonly name = 'SearchConfigError';
}
