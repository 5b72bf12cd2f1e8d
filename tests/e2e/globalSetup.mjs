// @ts-check
import { assertChromium } from '../support/chromium.mjs';
import { startStack } from '../../scripts/lib/stack.mjs';

/** The built site and functions on the emulators, over a fresh in-memory PGlite (or DATABASE_URL). */
export default async function setup(/** @type {import('vitest/node').TestProject} */ project) {
  assertChromium();
  const stack = await startStack();
  project.provide('databaseUrl', stack.databaseUrl);
  return stack.stop;
}
