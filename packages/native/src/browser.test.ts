import { describe, expect, it, vi } from 'vitest';
import { openCheckoutUrl } from './browser';
import { testContext } from './testContext';

const URL = 'https://checkout.stripe.com/c/pay/cs_test_1';

describe('openCheckoutUrl (travel.md §4)', () => {
  it('opens the checkout in the in-app browser on native, leaving the page where it is (AU-027)', async () => {
    const open = vi.fn(async () => undefined);
    const goTo = vi.fn();
    await openCheckoutUrl(URL, testContext('ios', { browser: async () => ({ open }) }), goTo);
    expect(open).toHaveBeenCalledWith(URL);
    expect(goTo).not.toHaveBeenCalled();
  });

  it('goes to the checkout in the page on the web, never loading the plugin', async () => {
    const goTo = vi.fn();
    // testContext('web') rejects any plugin it is asked for.
    await openCheckoutUrl(URL, testContext('web'), goTo);
    expect(goTo).toHaveBeenCalledWith(URL);
  });

  it('swallows a failing plugin and goes to the checkout in the web view (shell.md §8)', async () => {
    const goTo = vi.fn();
    const open = vi.fn(async () => {
      throw new Error('no browser');
    });
    await openCheckoutUrl(URL, testContext('android', { browser: async () => ({ open }) }), goTo);
    expect(goTo).toHaveBeenCalledWith(URL);
    goTo.mockClear();
    await openCheckoutUrl(URL, testContext('android'), goTo);
    expect(goTo).toHaveBeenCalledWith(URL);
  });
});
