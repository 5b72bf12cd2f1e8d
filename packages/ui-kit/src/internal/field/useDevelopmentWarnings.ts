import { useEffect } from 'react';
import { warnInDevelopment } from '../warnInDevelopment';

/**
 * Warns about impossible props after render (never during it), and again only when the set of
 * problems changes, so a re-rendering form does not flood the console.
 */
export function useDevelopmentWarnings(problems: readonly string[]): void {
  const key = problems.join('\n');
  useEffect(() => {
    if (key === '') return;
    for (const problem of key.split('\n')) warnInDevelopment(problem);
  }, [key]);
}
