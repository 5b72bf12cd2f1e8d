// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs';
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
});
