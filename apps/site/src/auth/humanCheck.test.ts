import { afterEach, describe, expect, it } from 'vitest';
import { EMULATOR_HUMAN_CHECK_TOKEN, humanCheckTokenSource } from './humanCheck';

describe('humanCheckTokenSource', () => {
  afterEach(() => document.head.replaceChildren());

  it('supplies no token and loads no script without a site key outside the emulator', async () => {
    const source = humanCheckTokenSource({ siteKey: '', emulator: false });
    source.prepare();
    expect(await source.getToken('login')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
  });

  it("supplies the local provider's token in the emulator", async () => {
    const source = humanCheckTokenSource({ emulator: true });
    source.prepare();
    expect(await source.getToken('signup')).toBe(EMULATOR_HUMAN_CHECK_TOKEN);
    expect(document.querySelector('script')).toBeNull();
  });

  it('loads reCAPTCHA v3 when a site key is configured, once a form asks', () => {
    const source = humanCheckTokenSource({ siteKey: 'site-key', emulator: true });
    expect(document.querySelector('script')).toBeNull();
    source.prepare();
    expect(document.querySelector('script')?.src).toContain('render=site-key');
  });
});
