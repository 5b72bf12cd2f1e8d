import { themeInitScript } from '@voyagent/ui-kit';
import { describe, expect, it } from 'vitest';
import indexHtml from '../index.html?raw';

/** Lines without indentation, so the HTML formatter's nesting does not count as a difference. */
const normalise = (source: string) =>
  source
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');

describe('index.html', () => {
  it('inlines the ui-kit themeInitScript so the stored theme applies before first paint', () => {
    const inlineScripts = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      (m) => m[1] ?? '',
    );
    expect(inlineScripts.map(normalise)).toContain(normalise(themeInitScript));
  });
});
