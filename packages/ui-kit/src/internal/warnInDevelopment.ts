declare const process: { env: { NODE_ENV?: string } };

/**
 * True when the host's bundler has replaced `process.env.NODE_ENV` with "production". Where nothing
 * replaced it (an unbundled page), reading `process` throws and we count it as development.
 */
function isProduction(): boolean {
  try {
    return process.env.NODE_ENV === 'production';
  } catch {
    return false;
  }
}

/**
 * Messages already shown. Each names the component, the prop and the bad value, so one entry per
 * message is one warning per (component, prop, value), however often the component re-renders.
 */
const shownMessages = new Set<string>();

/**
 * Components reject impossible props with this warning rather than by throwing: the page keeps
 * working and the developer sees what to fix, once per distinct problem rather than on every
 * render.
 */
export function warnInDevelopment(message: string): void {
  if (isProduction() || shownMessages.has(message)) return;
  shownMessages.add(message);
  console.warn(`@voyagent/ui-kit: ${message}`);
}
