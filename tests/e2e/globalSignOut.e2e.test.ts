import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_URL, PROJECT_ID } from '../../scripts/lib/stack.mjs';
import { launchBrowser, SITE_URL } from './browser';
import { clientsClosedAfterAll, TEST_PASSWORD } from './webClient';

/**
 * When the account's tokens became invalid (seconds), read from the Auth emulator as the Admin
 * SDK would. The emulator does not refuse a revoked refresh token, so this is what shows it.
 */
async function tokensValidSince(uid: string): Promise<number> {
  const response = await fetch(
    `${AUTH_URL}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:lookup`,
    {
      method: 'POST',
      headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
      body: JSON.stringify({ localId: [uid] }),
    },
  );
  const { users } = (await response.json()) as { users: { validSince?: string }[] };
  return Number(users[0]?.validSince ?? 0);
}

/** signedInClient's password for the accounts it creates. */

describe('sign-out with global scope (shell.md §4)', () => {
  const clients = clientsClosedAfterAll();
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    // Wake the function: the emulator's first call of each one can take seconds.
    await (await clients.signedIn()).call('revoke-sessions', {});
  });
  afterAll(() => browser?.close());

  it("ends the account's session on another device, not only in this browser", async () => {
    // SI-176: local state first, then global, then local.
    const email = `devices-${randomUUID()}@example.com`;
    const otherDevice = await clients.signedIn(email);
    const uid = otherDevice.user?.uid ?? '';
    const before = await tokensValidSince(uid);
    // validSince has one-second resolution: let a second pass so a revocation shows.
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const page = await (await browser.newContext()).newPage();
    await page.goto(`${SITE_URL}/auth`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByTestId('account-email').waitFor();
    await page.getByRole('button', { name: /Connected/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByText('Signed out successfully').waitFor();

    // Every token issued before now is void, the other device's session included.
    await expect.poll(() => tokensValidSince(uid), { timeout: 30_000 }).toBeGreaterThan(before);
  });
});
