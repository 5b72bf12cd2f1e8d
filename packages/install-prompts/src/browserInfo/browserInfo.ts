/** shell.md §3: the browser names the install surfaces tell apart. */
export const BROWSER_NAMES = [
  'Instagram',
  'Facebook',
  'Twitter',
  'Chrome',
  'Safari',
  'Firefox',
  'Edge',
  'Unknown',
] as const;
export type BrowserName = (typeof BROWSER_NAMES)[number];

export interface BrowserInfo {
  name: BrowserName;
  /** An in-app browser of a social network, where installing is impossible. */
  isSocialBrowser: boolean;
  isIOS: boolean;
  isAndroid: boolean;
  /** The app can be installed from here: by the browser's prompt, or by Add to Home Screen on iOS Safari. */
  supportsPWA: boolean;
}

/** Feature checks the host makes (`'serviceWorker' in navigator`, …), so detection stays pure. */
export interface BrowserFeatures {
  serviceWorker: boolean;
  /** `'onbeforeinstallprompt' in window`: the browser can offer its own install prompt. */
  beforeInstallPrompt: boolean;
  /** `navigator.maxTouchPoints`: iPadOS Safari reports a Mac user agent, but a touch screen. */
  maxTouchPoints?: number;
}

/**
 * The social in-app browsers come first: they embed Chrome or Safari and say so in their user
 * agent too. Edge and Firefox on iOS and Android also carry "Safari" or "Chrome", so each pattern
 * runs only after those it could be mistaken for.
 */
const NAME_PATTERNS: readonly (readonly [BrowserName, RegExp])[] = [
  ['Instagram', /\bInstagram\b/i],
  ['Facebook', /\bFB(AN|AV|_IAB|IOS)\b/],
  ['Twitter', /\bTwitter/i],
  ['Edge', /\bEdg(e|A|iOS)?\//],
  ['Firefox', /\b(Firefox|FxiOS)\//],
  ['Chrome', /\b(Chrome|CriOS)\//],
  ['Safari', /\bVersion\/[\d.]+.*\bSafari\//],
];

const SOCIAL_BROWSERS: readonly BrowserName[] = ['Instagram', 'Facebook', 'Twitter'];

export function detectBrowser(userAgent: string, features: BrowserFeatures): BrowserInfo {
  const ua = typeof userAgent === 'string' ? userAgent : '';
  const name = NAME_PATTERNS.find(([, pattern]) => pattern.test(ua))?.[0] ?? 'Unknown';
  const isIPadWithDesktopAgent = /\bMacintosh\b/.test(ua) && (features.maxTouchPoints ?? 0) > 1;
  const isIOS = /\b(iPhone|iPad|iPod)\b/.test(ua) || isIPadWithDesktopAgent;
  const isAndroid = /\bAndroid\b/.test(ua);
  const isSocialBrowser = SOCIAL_BROWSERS.includes(name);
  const canAddToHomeScreen = isIOS && name === 'Safari';
  return {
    name,
    isSocialBrowser,
    isIOS,
    isAndroid,
    supportsPWA:
      !isSocialBrowser &&
      features.serviceWorker &&
      (features.beforeInstallPrompt || canAddToHomeScreen),
  };
}
