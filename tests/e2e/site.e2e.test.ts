import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, SITE_URL } from './browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
beforeEach(async () => {
  const context = await browser.newContext();
  page = await context.newPage();
});

const password = 'Voyage2026!';

async function signUp(email: string, fullName: string) {
  await page.goto(`${SITE_URL}/auth`);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

describe('the built site on the emulated backend', () => {
  it('shows the home hero with its two buttons to a guest, accessibly (SI-163)', async () => {
    await page.goto(SITE_URL);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Your AI travel companion');
    const trial = page.getByRole('link', { name: 'Start 7-Day Free Trial' });
    await trial.waitFor();
    expect(await trial.getAttribute('href')).toBe('/auth');
    expect(
      await page.getByRole('link', { name: 'Start Planning Your Trip' }).getAttribute('href'),
    ).toBe('/itinerary');
    await expectNoAxeViolations(page);
  });

  it('shows the not-found screen for an unknown path (SI-069)', async () => {
    await page.goto(`${SITE_URL}/no/such/page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('signs up, signs out and signs in again, with the name kept in PostgreSQL (BE-015, SI-128)', async () => {
    const email = `traveller-${randomUUID()}@example.com`;
    await signUp(email, 'Ada Lovelace');

    const accountEmail = page.getByTestId('account-email');
    await accountEmail.waitFor();
    expect(await accountEmail.textContent()).toBe(email);
    await page.getByText('Connected').waitFor();
    await page.getByText('Welcome back, Ada Lovelace').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    await page.getByRole('button', { name: /Connected/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByText('Signed out successfully').waitFor();
    await page.getByRole('link', { name: 'Sign In' }).click();

    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await accountEmail.waitFor();
    expect(await accountEmail.textContent()).toBe(email);
    // SI-163: signed in, the hero's trial button gives way to the dashboard.
    await page.getByRole('link', { name: 'Go to Dashboard' }).waitFor();
    expect(await page.getByRole('link', { name: 'Start 7-Day Free Trial' }).count()).toBe(0);
    await page.getByText('Welcome back, Ada Lovelace').waitFor();
  });

  it('refuses a wrong password and a mismatched confirmation with clear messages', async () => {
    await page.goto(`${SITE_URL}/auth`);
    await page.getByLabel('E-mail').fill(`nobody-${randomUUID()}@example.com`);
    await page.getByLabel('Password').fill('Wrong-pass-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').getByText('Incorrect e-mail or password.').waitFor();

    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Full name').fill('Grace Hopper');
    await page.getByLabel('E-mail').fill('grace@example.com');
    await page.getByLabel('Password', { exact: true }).fill(password);
    const passwordField = page.getByLabel('Password', { exact: true });
    const strength = page.getByText('Strong password');
    await strength.waitFor();
    // The field's description, announced as it changes (a live region inside the description).
    expect(await strength.getAttribute('aria-live')).toBe('polite');
    const descriptionId = await strength.evaluate((node) => node.closest('[id]')?.id);
    expect(descriptionId).toBeDefined();
    expect(await passwordField.getAttribute('aria-describedby')).toContain(descriptionId);
    await page.getByLabel('Confirm password').fill('Different-1!');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('alert').getByText('Passwords do not match').waitFor();
    await expectNoAxeViolations(page);
  });

  it('suggests Paris from the backend when a guest types "Par" (SW-041)', async () => {
    await page.goto(SITE_URL);
    const field = page.getByRole('combobox', { name: 'Where do you want to go?' });
    await field.pressSequentially('Par');
    const paris = page.getByRole('option', { name: /Paris\s*France/ });
    await paris.waitFor();
    expect(await page.getByRole('option').count()).toBeGreaterThan(1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await field.inputValue()).toBe('Paris, France');
    await expectNoAxeViolations(page);
  });
});
