import { existsSync, readdirSync } from 'node:fs';
import { packageConfig } from '../../tsup.packages';

/**
 * Entry points: the whole kit (`@voyagent/ui-kit`), one per component folder
 * (`@voyagent/ui-kit/DatePicker`), tokens.css on its own so hosts can theme without importing
 * any component, and the opt-in global.css (body styles) for pages that want them. Shared code
 * lands in chunks, so a page using two entries loads it once.
 */
const componentEntries = Object.fromEntries(
  readdirSync('src', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(`src/${entry.name}/index.ts`))
    .map((entry) => [`${entry.name}/index`, `src/${entry.name}/index.ts`]),
);
const scriptEntries = { index: 'src/index.ts', ...componentEntries };

export default packageConfig({
  entry: { ...scriptEntries, tokens: 'src/tokens.css', global: 'src/global.css' },
  dts: { entry: scriptEntries },
  splitting: true,
});
