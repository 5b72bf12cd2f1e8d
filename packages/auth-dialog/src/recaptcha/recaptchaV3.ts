import type { HumanCheckAction } from '../authFlow/adapter';

/** Google's reCAPTCHA v3 script; `render` takes the site key. */
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

/** How long a submit waits for the script before the check counts as failed. */
export const RECAPTCHA_LOAD_TIMEOUT_MS = 10_000;

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

type RecaptchaWindow = Window & { grecaptcha?: Grecaptcha };

export interface RecaptchaV3Options {
  /** The public site key; blank or missing means no human check (no script, no token). */
  siteKey: string | undefined;
  /** The page to load the script into; the current document by default. */
  document?: Document;
  timeoutMs?: number;
}

/** A token source for the dialog's adapter (`prepareHumanCheck`, `getHumanCheckToken`). */
export interface HumanCheckTokenSource {
  /** Starts loading the script (a form opened); later calls reuse the same load. */
  prepare(): void;
  /** A fresh token for `action`, or null without a site key; rejects when the script fails. */
  getToken(action: HumanCheckAction): Promise<string | null>;
}

/**
 * reCAPTCHA v3 for any backend: the script is added only when a site key is given and only once a
 * form opens (`prepare`) or a token is asked for; a failed load is forgotten, so the next try
 * loads again.
 */
export function createRecaptchaV3({
  siteKey,
  document: page = globalThis.document,
  timeoutMs = RECAPTCHA_LOAD_TIMEOUT_MS,
}: RecaptchaV3Options): HumanCheckTokenSource {
  const key = siteKey?.trim() ?? '';
  let loading: Promise<Grecaptcha> | null = null;

  const load = (): Promise<Grecaptcha> => {
    loading ??= loadScript(page, key, timeoutMs).catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };

  return {
    prepare: () => {
      // A failure here is reported by the submit that needs the token.
      if (key) load().catch(() => {});
    },
    getToken: async (action) => {
      if (!key) return null;
      const grecaptcha = await load();
      return grecaptcha.execute(key, { action });
    },
  };
}

function loadScript(page: Document, key: string, timeoutMs: number): Promise<Grecaptcha> {
  const view = page.defaultView as RecaptchaWindow | null;
  return new Promise<Grecaptcha>((resolve, reject) => {
    const script = page.createElement('script');
    const fail = (reason: string) => {
      clearTimeout(timer);
      script.remove();
      reject(new Error(reason));
    };
    const timer = setTimeout(() => fail('reCAPTCHA did not load in time'), timeoutMs);
    script.src = `${RECAPTCHA_SCRIPT_URL}?render=${encodeURIComponent(key)}`;
    script.async = true;
    script.addEventListener('error', () => fail('reCAPTCHA could not be loaded'));
    script.addEventListener('load', () => {
      const grecaptcha = view?.grecaptcha;
      if (!grecaptcha) return fail('reCAPTCHA loaded without its API');
      grecaptcha.ready(() => {
        clearTimeout(timer);
        resolve(grecaptcha);
      });
    });
    page.head.append(script);
  });
}
