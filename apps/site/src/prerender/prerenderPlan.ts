/**
 * What the build prerenders (issue 12 item 4) and how each page's HTML file is made: the
 * indexable routes without parameters, each written where hosting's clean URLs serve it, with its own head
 * (title, description, canonical, robots, Open Graph) and its markup inside #root. Pure: the
 * Vite plugin (vite.config.ts) does the file work. The HTML itself is `prerenderDocument.ts`'s,
 * which Node gets from the prerender bundle: it uses the contracts' head rules, TypeScript that
 * vite.config.ts could not load.
 */
import { isIndexable } from '../routes/seoRules';
import { hasPage } from '../routes/routedPages';
import { normalisePath, SITE_ROUTES } from '../routes/siteRoutes';

export { APP_SHELL_FILE } from './appShell';

/** A chunk of the Vite manifest (dist/.vite/manifest.json), the fields the CSS order needs. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/**
 * Every stylesheet of the app in the order the browser would add them: from the entry, each
 * chunk's imports before its own CSS, then the lazily loaded chunks the same way.
 */
export function stylesheetsInLoadOrder(
  manifest: Readonly<Record<string, ManifestChunk>>,
): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.css ?? []) if (!order.includes(css)) order.push(css);
    for (const lazy of chunk.dynamicImports ?? []) visit(lazy);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return order;
}

const classesOf = (markup: string) =>
  new Set(
    [...markup.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(/\s+/)),
  );

/**
 * The stylesheets a prerendered page needs beyond the shell's: those of its lazily loaded parts,
 * found by the class names the markup uses, so the page is laid out before any script runs.
 */
export function stylesheetsForMarkup(
  markup: string,
  stylesheets: readonly { file: string; css: string }[],
  linked: ReadonlySet<string>,
): string[] {
  const used = classesOf(markup);
  return stylesheets
    .filter(({ file }) => !linked.has(file))
    .filter(({ css }) =>
      [...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].some((match) => used.has(match[1] ?? '')),
    )
    .map(({ file }) => file);
}

/** The attribute on #root naming the path its markup was rendered for (main.tsx hydrates it). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * The origin prerendered pages are written for: production's; a preview build, which cannot know
 * where it will be served, uses localhost as the sitemap does (and is never indexed).
 */
export function prerenderOrigin(productionOrigin: string | undefined): string {
  return productionOrigin || 'http://localhost';
}

/**
 * The indexable routes with a page and no parameter, once each. Pages closed to crawlers (sign-in,
 * verification, profile) stay with the app shell: a form there must never be usable before the
 * script has taken it over, or it would submit natively.
 */
export function prerenderPaths(): string[] {
  return [
    ...new Set(
      SITE_ROUTES.filter(
        (route) => isIndexable(route) && hasPage(route.page) && !route.path.includes(':'),
      ).map((route) => route.path),
    ),
  ];
}

/** Where hosting (cleanUrls) finds a path's page: `/` → index.html, `/a/b` → a/b.html. */
export function pageFileName(path: string): string {
  const normal = normalisePath(path);
  return normal === '/' ? 'index.html' : `${normal.slice(1)}.html`;
}

/** Whether a page load may hydrate #root: its markup was rendered for this very path. */
export function isPrerenderedFor(renderedFor: string | undefined, pathname: string): boolean {
  return renderedFor !== undefined && normalisePath(renderedFor) === normalisePath(pathname);
}
