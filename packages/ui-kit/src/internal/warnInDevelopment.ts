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
 * Components reject impossible props with this warning rather than by throwing: the page keeps
 * working and the developer sees what to fix.
 */
export function warnInDevelopment(message: string): void {
  if (isProduction()) return;
  console.warn(`@voyagent/ui-kit: ${message}`);
}
