import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRecaptchaV3, RECAPTCHA_LOAD_TIMEOUT_MS } from './recaptchaV3';

type TestWindow = Window & { grecaptcha?: unknown };

const scripts = () => [...document.head.querySelectorAll('script')];

function finishLoading(execute = vi.fn().mockResolvedValue('token-1')) {
  (window as TestWindow).grecaptcha = { ready: (callback: () => void) => callback(), execute };
  scripts().at(-1)?.dispatchEvent(new Event('load'));
  return execute;
}

describe('createRecaptchaV3', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.head.replaceChildren();
    delete (window as TestWindow).grecaptcha;
  });

  it('loads nothing and gives no token without a site key', async () => {
    for (const siteKey of [undefined, '', '   ']) {
      const source = createRecaptchaV3({ siteKey });
      source.prepare();
      expect(await source.getToken('login')).toBeNull();
    }
    expect(scripts()).toHaveLength(0);
  });

  it('adds the script only when a form opens, once, with the key', () => {
    const source = createRecaptchaV3({ siteKey: 'site key' });
    expect(scripts()).toHaveLength(0);
    source.prepare();
    source.prepare();
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.src).toBe('https://www.google.com/recaptcha/api.js?render=site%20key');
  });

  it('executes the action with the site key once the script is ready', async () => {
    const source = createRecaptchaV3({ siteKey: 'key-1' });
    const token = source.getToken('signup');
    const execute = finishLoading();
    expect(await token).toBe('token-1');
    expect(execute).toHaveBeenCalledWith('key-1', { action: 'signup' });
  });

  it('rejects when the script fails, and loads again on the next try', async () => {
    const source = createRecaptchaV3({ siteKey: 'key-1' });
    const first = source.getToken('login');
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('reCAPTCHA could not be loaded');
    expect(scripts()).toHaveLength(0);

    const second = source.getToken('login');
    finishLoading();
    expect(await second).toBe('token-1');
  });

  it('gives up after the load time-out', async () => {
    const source = createRecaptchaV3({ siteKey: 'key-1' });
    const token = source.getToken('login');
    vi.advanceTimersByTime(RECAPTCHA_LOAD_TIMEOUT_MS);
    await expect(token).rejects.toThrow('reCAPTCHA did not load in time');
  });
});
