// @vitest-environment node
import { describe, expect, it } from 'vitest';
import firebaseJson from '../../../../firebase.json?raw';
import productionEnv from '../../.env.production?raw';
import { readReviewWidgetConfig } from '../config/reviewWidget';
import { withReviewWidgetOrigin } from './reviewWidgetPolicy';

const POLICY =
  "default-src 'self'; script-src 'self' https://www.google.com/recaptcha/; frame-src https://www.google.com/recaptcha/; connect-src 'self'";

function sourcesOf(policy: string, directive: string): string[] {
  const part = policy
    .split(';')
    .map((entry) => entry.trim().split(/\s+/))
    .find(([name]) => name === directive);
  return part?.slice(1) ?? [];
}

describe("the review widget's Content-Security-Policy", () => {
  it('adds the widget origin to script-src and frame-src only, once', () => {
    const policy = withReviewWidgetOrigin(POLICY, 'https://widget.reviews.example');
    expect(sourcesOf(policy, 'script-src')).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://widget.reviews.example',
    ]);
    expect(sourcesOf(policy, 'frame-src')).toEqual([
      'https://www.google.com/recaptcha/',
      'https://widget.reviews.example',
    ]);
    expect(sourcesOf(policy, 'connect-src')).toEqual(["'self'"]);
    expect(withReviewWidgetOrigin(policy, 'https://widget.reviews.example')).toBe(policy);
  });

  it('leaves the policy as it is without a configured widget', () => {
    expect(withReviewWidgetOrigin(POLICY, undefined)).toBe(POLICY);
  });

  it('refuses a policy without the directives, rather than widen default-src', () => {
    expect(() => withReviewWidgetOrigin("default-src 'self'", 'https://w.example')).toThrow(
      'The Content-Security-Policy has no script-src',
    );
  });

  it("hosting's policy allows a widget origin exactly when the production build configures one", () => {
    const env = Object.fromEntries(
      productionEnv
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    const widget = readReviewWidgetConfig(env);
    const hosting = JSON.parse(firebaseJson) as {
      hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
    };
    const policy =
      hosting.hosting.headers
        .find((rule) => rule.source === '**')
        ?.headers.find((header) => header.key === 'Content-Security-Policy')?.value ?? '';
    if (widget) {
      expect(withReviewWidgetOrigin(policy, widget.origin)).toBe(policy);
    } else {
      // Nothing but the site itself and reCAPTCHA's paths may run scripts or frames.
      for (const directive of ['script-src', 'frame-src']) {
        for (const source of sourcesOf(policy, directive)) {
          expect(source).toMatch(/^('self'|'sha256-[^']+'|https:\/\/[^/]+\/recaptcha\/)$/);
        }
      }
    }
  });
});
