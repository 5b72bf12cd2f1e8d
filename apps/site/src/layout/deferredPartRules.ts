/**
 * The rules by which a deferred header part (DeferredHeaderPart.tsx) hands over from its
 * prerendered markup to the live component: which control the visitor focused or pressed, found
 * again in the new markup by its place among the part's controls, and which link clicks the
 * router takes over meanwhile.
 */

const CONTROLS = 'a[href], button, input, select, textarea, [tabindex]';

/** The place of `element`'s control among `root`'s controls, or undefined outside them. */
export function controlIndex(root: Element, element: Element | null): number | undefined {
  const control = element?.closest(CONTROLS);
  if (!control || !root.contains(control)) return undefined;
  const index = [...root.querySelectorAll(CONTROLS)].indexOf(control);
  return index === -1 ? undefined : index;
}

/** The control at that place in `root`, if there is one. */
export function controlAt(root: Element, index: number): HTMLElement | undefined {
  const control = root.querySelectorAll(CONTROLS)[index];
  return control instanceof HTMLElement ? control : undefined;
}

/** The parts of a click a link's handling depends on. */
export interface LinkClick {
  /** The link's href as written (`/pricing`), its target and the page's origin. */
  href: string;
  target: string;
  origin: string;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * The in-site path a plain left click on a link should open through the router, as React
 * Router's links do; undefined leaves the click to the browser (a new tab, a download, another
 * site).
 */
export function routerPathOfClick(click: LinkClick): string | undefined {
  const modified = click.metaKey || click.ctrlKey || click.shiftKey || click.altKey;
  if (click.button !== 0 || modified || (click.target !== '' && click.target !== '_self')) {
    return undefined;
  }
  const url = new URL(click.href, click.origin);
  if (url.origin !== click.origin) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
