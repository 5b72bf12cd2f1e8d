// @ts-check
import { run } from '../../scripts/lib/processes.mjs';
import { repoRoot } from '../../scripts/lib/database.mjs';

/** Builds the embed (loader and widget chunks) the demo page serves. */
export default async function setup() {
  await run('npm', ['run', 'build:embed', '--silent', '-w', '@voyagent/search-widgets'], {
    cwd: repoRoot,
  });
}
