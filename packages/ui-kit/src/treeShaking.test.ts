// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const packageDir = path.resolve(import.meta.dirname, '..');
const componentFolders = readdirSync(path.join(packageDir, 'src'), { withFileTypes: true })
  .filter(
    (entry) =>
      entry.isDirectory() && existsSync(path.join(packageDir, 'src', entry.name, 'index.ts')),
  )
  .map((entry) => entry.name);

/** What a host's bundler keeps of the published build for `import { … } from '@voyagent/ui-kit'`. */
async function bundleImportOf(names: string): Promise<string> {
  if (!existsSync(path.join(packageDir, 'dist/index.js'))) {
    throw new Error('Build the package first: npm run build -w @voyagent/ui-kit');
  }
  const result = await build({
    stdin: { contents: `export { ${names} } from '@voyagent/ui-kit';`, resolveDir: packageDir },
    bundle: true,
    format: 'esm',
    minify: true,
    // Keeps é, ’, … as written, so the messages can be looked for as they are in the source.
    charset: 'utf8',
    write: false,
    logLevel: 'silent',
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    loader: { '.css': 'empty' },
  });
  return result.outputFiles.map((file) => file.text).join('\n');
}

describe('the published build tree-shakes', () => {
  it('keeps Button alone when only Button is imported', async () => {
    const code = await bundleImportOf('Button');
    expect(code).toContain('"Button_button"');
    // Every other component marks its code with its CSS-module class names (Folder_class).
    const pulledIn = componentFolders.filter(
      (folder) => folder !== 'Button' && code.includes(`"${folder}_`),
    );
    expect(pulledIn).toEqual([]);
  });

  it("leaves every component's messages out of a Button-only import", async () => {
    const code = await bundleImportOf('Button');
    const withMessages = componentFolders.filter((folder) =>
      existsSync(path.join(packageDir, 'src', folder, 'intl/index.ts')),
    );
    expect(withMessages).toContain('Countdown');
    const found: string[] = [];
    for (const folder of withMessages) {
      const dictionary = readFileSync(
        path.join(packageDir, 'src', folder, 'intl/fr-FR.ts'),
        'utf8',
      );
      // Every text of the French file (a message, a plural form, a template): none of it belongs
      // in a bundle without the component.
      for (const match of dictionary.matchAll(/(?<=[:(]\s*)'([^'\n]{4,})'/g)) {
        const text = match[1] ?? '';
        if (code.includes(text)) found.push(`${folder}: ${text}`);
      }
    }
    expect(found).toEqual([]);
  });
});
