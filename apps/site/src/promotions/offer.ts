/**
 * The promotion pages' rules (shell.md §1, §3, §4, §9): which code a claim sends, what the
 * Lifetime plan includes, and which install steps fit the visitor's browser. Whether a code gives
 * a discount is the server's decision (create-checkout); these pages only send the code and show
 * the server's answer.
 */
import { USAGE_LABELS, type CheckoutRequest } from '@voyagent/account';
import { FREE_DAILY_CAPS, USAGE_TYPES } from '@voyagent/contracts/names';
import {
  INSTALL_GUIDANCE_TOASTS,
  LAUNCH_PROMOTION,
  type BrowserInfo,
} from '@voyagent/install-prompts';

/** The `promo` query parameter of /app-launch (shell.md §2). */
export const PROMO_PARAM = 'promo';

/**
 * The code a claim sends: the one in the link when it has one, else the launch promotion's. A
 * code the server does not know is still sent, so the visitor reads the server's refusal.
 */
export function promoToClaim(search: URLSearchParams): string {
  return search.get(PROMO_PARAM)?.trim() || LAUNCH_PROMOTION.code;
}

/** Whether a code is the launch promotion's, as the server compares codes (trimmed, any case). */
export function isLaunchCode(code: string): boolean {
  return code.trim().toUpperCase() === LAUNCH_PROMOTION.code.toUpperCase();
}

/** The checkout a claim opens: the Lifetime plan with the code, as a guest when signed out. */
export function promoCheckout(promo: string, signedIn: boolean): CheckoutRequest {
  return { plan: 'lifetime', isGuest: !signedIn, promo };
}

/**
 * What Lifetime includes, from the plan rules themselves: a paid plan has no daily cap on any
 * counted tool (FREE_DAILY_CAPS are the free plan's), and Lifetime is paid once.
 */
export function lifetimeIncludes(): string[] {
  return [
    'One payment: no monthly subscription',
    ...USAGE_TYPES.map(
      (type) =>
        `Unlimited ${USAGE_LABELS[type]} (the free plan has ${FREE_DAILY_CAPS[type]} a day)`,
    ),
  ];
}

/** The ways to install, one per kind of browser (shell.md §4, §8). */
export const INSTALL_METHODS = ['prompt', 'iosSafari', 'socialBrowser', 'browserMenu'] as const;
export type InstallMethod = (typeof INSTALL_METHODS)[number];

export interface InstallSteps {
  /** Which browsers this applies to. */
  heading: string;
  steps: readonly string[];
}

/** The steps for each way, in the package's words where the specification gives them. */
export function installSteps(method: InstallMethod): InstallSteps {
  switch (method) {
    case 'prompt':
      return {
        heading: 'Chrome and Edge (Android, Windows, macOS, Linux)',
        steps: [
          'Press Install Free App on this page.',
          'Confirm in the dialog your browser opens.',
        ],
      };
    case 'iosSafari':
      return {
        heading: 'iPhone and iPad (Safari)',
        steps: [INSTALL_GUIDANCE_TOASTS.iosSafari.title],
      };
    case 'socialBrowser':
      return {
        heading: 'Instagram, Facebook and X in-app browsers',
        steps: [
          INSTALL_GUIDANCE_TOASTS.socialBrowser.title,
          `In Instagram: ${INSTALL_GUIDANCE_TOASTS.instagram.title}`,
        ],
      };
    case 'browserMenu':
      return {
        heading: 'Other browsers',
        steps: [INSTALL_GUIDANCE_TOASTS.browserMenu.title],
      };
  }
}

/** The way that applies to this browser, checked in the order the install toasts use. */
export function installMethodFor(browser: BrowserInfo, promptOffered: boolean): InstallMethod {
  if (browser.isSocialBrowser) return 'socialBrowser';
  if (browser.isIOS && browser.name === 'Safari') return 'iosSafari';
  return promptOffered ? 'prompt' : 'browserMenu';
}
