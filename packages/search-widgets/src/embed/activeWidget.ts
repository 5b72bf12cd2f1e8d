/**
 * Which widget on the page the visitor used last. ui-kit's toasts share one queue per page, so
 * with two widgets only the one in use shows them, next to where the visitor is working.
 */
let active: ShadowRoot | null = null;
const listeners = new Set<() => void>();

export function setActiveWidget(root: ShadowRoot): void {
  if (active === root) return;
  active = root;
  for (const listener of listeners) listener();
}

export function getActiveWidget(): ShadowRoot | null {
  return active;
}

export function subscribeToActiveWidget(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
