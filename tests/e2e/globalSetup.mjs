// @ts-check
import { assertChromium } from '../support/chromium.mjs';
import { startStack } from '../../scripts/lib/stack.mjs';

/** The built site and functions on the emulators, over a fresh in-memory PGlite (or DATABASE_URL). */
export default async function setup() {
  assertChromium();
  const stack = await startStack();
  return stack.stop;
}
