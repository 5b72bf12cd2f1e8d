// @ts-check
/** Builds what the emulated stack serves: the functions bundle and the site for the emulators. */
import { run } from './processes.mjs';
import { repoRoot } from './database.mjs';

export async function buildForEmulators() {
  await run('npm', ['run', 'build', '-w', 'functions'], { cwd: repoRoot });
  await run('npm', ['run', 'build:emulator', '-w', '@voyagent/site'], { cwd: repoRoot });
}
