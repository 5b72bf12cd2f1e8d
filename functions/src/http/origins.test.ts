import { describe, expect, it } from 'vitest';
import {
  AllowedOriginsError,
  EMULATOR_SITE_ORIGINS,
  allowedOrigins,
  configuredOrigins,
  originAllowed,
} from './origins';

const settings = (ALLOWED_ORIGINS: string, SITE_URL: string, emulator = false) => ({
  config: { ALLOWED_ORIGINS, SITE_URL },
  emulator,
});

describe('allowedOrigins', () => {
  it("defaults to SITE_URL's origin", () => {
    expect(allowedOrigins(settings('', 'https://voyagent.app/pricing?x=1'))).toEqual([
      'https://voyagent.app',
    ]);
  });

  it('takes the ALLOWED_ORIGINS list instead of SITE_URL, normalised and without repeats', () => {
    expect(
      allowedOrigins(
        settings(
          ' https://voyagent.app/ , https://WWW.Voyagent.app:443,https://voyagent.app ',
          'https://other.example',
        ),
      ),
    ).toEqual(['https://voyagent.app', 'https://www.voyagent.app']);
  });

  it("adds the Hosting emulator's addresses in the emulator only", () => {
    expect(allowedOrigins(settings('', 'http://127.0.0.1:5000', true))).toEqual([
      ...EMULATOR_SITE_ORIGINS,
    ]);
    expect(allowedOrigins(settings('', '', true))).toEqual([...EMULATOR_SITE_ORIGINS]);
    expect(allowedOrigins(settings('', 'http://127.0.0.1:5000'))).toEqual([
      'http://127.0.0.1:5000',
    ]);
  });

  it('is empty (no page may call) when nothing is configured outside the emulator', () => {
    expect(allowedOrigins(settings('', ''))).toEqual([]);
  });

  it.each([
    ['voyagent.app', /not an http\(s\) URL/],
    ['ftp://voyagent.app', /not an http\(s\) URL/],
    ['https://voyagent.app/app', /not an origin/],
    ['https://user@voyagent.app', /not an origin/],
    ['https://voyagent.app?x', /not an origin/],
  ])('names a malformed entry: %s', (entry, message) => {
    expect(() => allowedOrigins(settings(`https://ok.example, ${entry}`, ''))).toThrow(
      AllowedOriginsError,
    );
    expect(() => allowedOrigins(settings(entry, ''))).toThrow(message);
  });

  it('names a SITE_URL that is not a URL', () => {
    expect(() => allowedOrigins(settings('', 'voyagent'))).toThrow(/SITE_URL: "voyagent"/);
  });

  it('reads the environment, with the emulator flag', () => {
    expect(configuredOrigins({ SITE_URL: 'https://voyagent.app' })).toEqual([
      'https://voyagent.app',
    ]);
    expect(
      configuredOrigins({ ALLOWED_ORIGINS: 'https://a.example', FUNCTIONS_EMULATOR: 'true' }),
    ).toEqual(['https://a.example', ...EMULATOR_SITE_ORIGINS]);
  });
});

describe('originAllowed', () => {
  const allowed = ['https://voyagent.app'];

  it('lets a listed origin and a request without Origin through', () => {
    expect(originAllowed('https://voyagent.app', allowed)).toBe(true);
    expect(originAllowed(undefined, allowed)).toBe(true);
  });

  it.each([
    'https://evil.example',
    'https://voyagent.app.evil.example',
    'http://voyagent.app',
    'null',
    '',
  ])('refuses %s', (origin) => {
    expect(originAllowed(origin, allowed)).toBe(false);
  });

  it('refuses every present origin when the list is empty', () => {
    expect(originAllowed('https://voyagent.app', [])).toBe(false);
  });
});
