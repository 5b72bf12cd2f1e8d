import type { ReactNode } from 'react';

export interface BreadcrumbItem {
  /** Visible name, e.g. "Flights". */
  label: ReactNode;
  /** Where the crumb leads. Every crumb but the last (the current page) needs one. */
  href?: string;
}

/**
 * Problems that make a trail misleading: a crumb before the current page that leads nowhere.
 * An empty trail is fine (hidden, e.g. on the home page).
 */
export function breadcrumbProblems(items: readonly BreadcrumbItem[]): string[] {
  return items.flatMap((item, index) =>
    index < items.length - 1 && !item.href
      ? [
          `Breadcrumb item ${index + 1} of ${items.length} has no href; only the current page may omit it`,
        ]
      : [],
  );
}
