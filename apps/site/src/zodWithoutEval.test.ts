// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { config } from 'zod';

const setting = transformSync(
  readFileSync(new URL('./zodWithoutEval.ts', import.meta.url), 'utf8'),
  {
    loader: 'ts',
  },
).code;

/**
 * How many times zod constructs a `Function` for its first parse, in a fresh Node process (zod
 * caches its eval probe per process), with the site's setting run first or not at all.
 */
function functionsConstructedOnFirstParse(withSetting: boolean): number {
  const script = `
    ${withSetting ? setting : ''}
    let constructed = 0;
    globalThis.Function = new Proxy(Function, {
      construct: (target, args) => (constructed++, Reflect.construct(target, args)),
    });
    const { z } = await import('zod');
    z.object({ city: z.string(), nights: z.number() }).parse({ city: 'Paris', nights: 2 });
    console.log(constructed);`;
  return Number(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  );
}

describe('zod without eval', () => {
  it('keeps the first parse from constructing a Function (the CSP would report it)', () => {
    expect(functionsConstructedOnFirstParse(false)).toBeGreaterThan(0);
    expect(functionsConstructedOnFirstParse(true)).toBe(0);
  });

  it('also reaches a zod that loaded first', async () => {
    config({ jitless: false });
    await import('./zodWithoutEval');
    expect(config().jitless).toBe(true);
  });
});
