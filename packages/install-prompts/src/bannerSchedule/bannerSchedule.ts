/** shell.md §4, §9: the top banner appears 25 s after the first visit. */
export const BANNER_FIRST_VISIT_DELAY_MS = 25_000;
/** shell.md §4: or this long after the browser's install prompt becomes ready. */
export const BANNER_PROMPT_READY_DELAY_MS = 1000;
/** shell.md §4, §9: a dismissed banner may return after 48 h (172800000 ms). */
export const BANNER_REDISPLAY_AFTER_DISMISSAL_MS = 172_800_000;
/** shell.md §4, §9: the second (mobile) install prompt appears 35 s after the first visit… */
export const SECOND_PROMPT_DELAY_MS = 35_000;
/** …or 48 h after it was dismissed, as the "Still want the app" reminder. */
export const SECOND_PROMPT_REPROMPT_MS = 48 * 60 * 60 * 1000;

export type NeverReason =
  | 'installed'
  | 'permanently-dismissed'
  | 'dismissed-this-session'
  | 'not-mobile'
  | 'social-browser';

/**
 * When to show a prompt: never (and why), at a time (maybe already past: show now), or not
 * until the browser's install prompt is ready (then ask again with `promptReadyAt`).
 */
export type PromptPlan =
  { kind: 'never'; reason: NeverReason } | { kind: 'wait-for-prompt' } | { kind: 'at'; at: number };

/** Milliseconds to wait before showing a planned prompt (0 when its time has passed). */
export function delayUntil(at: number, now: number): number {
  return Math.max(0, at - now);
}

export interface TopBannerFacts {
  /** When this page load started (the moment the surface mounted). */
  visitStartedAt: number;
  firstVisit: number;
  lastDismissal: number | null;
  /** When the browser's install prompt (`beforeinstallprompt`) arrived, if it has. */
  promptReadyAt: number | null;
  installed: boolean;
  permanentlyDismissed: boolean;
  dismissedThisSession: boolean;
}

/**
 * shell.md §4: the top banner appears 25 s after the first visit; or 1 s after the prompt becomes
 * ready if the 25 s have already passed or the last dismissal was 48 h or more ago. It never
 * appears if permanently dismissed or already installed.
 *
 * The 25 s timer belongs to the visit in which it started: a later page load (25 s passed) waits
 * for the prompt. A dismissal holds the banner back for 48 h either way.
 */
export function planTopBanner(facts: TopBannerFacts): PromptPlan {
  if (facts.installed) return { kind: 'never', reason: 'installed' };
  if (facts.permanentlyDismissed) return { kind: 'never', reason: 'permanently-dismissed' };
  if (facts.dismissedThisSession) return { kind: 'never', reason: 'dismissed-this-session' };

  const firstVisitTimer = facts.firstVisit + BANNER_FIRST_VISIT_DELAY_MS;
  const notBefore = Math.max(
    firstVisitTimer,
    facts.lastDismissal === null
      ? Number.NEGATIVE_INFINITY
      : facts.lastDismissal + BANNER_REDISPLAY_AFTER_DISMISSAL_MS,
  );
  const times: number[] = [];
  if (facts.visitStartedAt < firstVisitTimer) times.push(notBefore);
  if (facts.promptReadyAt !== null) {
    times.push(Math.max(facts.promptReadyAt + BANNER_PROMPT_READY_DELAY_MS, notBefore));
  }
  return times.length === 0 ? { kind: 'wait-for-prompt' } : { kind: 'at', at: Math.min(...times) };
}

export interface SecondPromptFacts {
  firstVisit: number;
  lastDismissal: number | null;
  /** Running as an installed app (standalone and the other installed display modes). */
  installed: boolean;
  permanentlyDismissed: boolean;
  /** The mobile variant of the shell: native, or a touch window under 768 px. */
  isMobile: boolean;
  isSocialBrowser: boolean;
}

export type SecondPromptPlan =
  | { kind: 'never'; reason: NeverReason }
  | { kind: 'at'; at: number; variant: 'first' | 'reminder' };

/** shell.md §4: the reminder variant of the second install prompt. */
export const SECOND_PROMPT_REMINDER_TITLE = 'Still want the app';

/**
 * shell.md §4: the second install prompt shows on mobile, not when already installed, never in a
 * social-app browser (installing is impossible there) and never after its close button (a
 * permanent dismissal). It appears about 35 s after the first visit; after "Not Now" it returns
 * 48 h later as the reminder "Still want the app".
 */
export function planSecondPrompt(facts: SecondPromptFacts): SecondPromptPlan {
  if (!facts.isMobile) return { kind: 'never', reason: 'not-mobile' };
  if (facts.installed) return { kind: 'never', reason: 'installed' };
  if (facts.isSocialBrowser) return { kind: 'never', reason: 'social-browser' };
  if (facts.permanentlyDismissed) return { kind: 'never', reason: 'permanently-dismissed' };
  return facts.lastDismissal === null
    ? { kind: 'at', at: facts.firstVisit + SECOND_PROMPT_DELAY_MS, variant: 'first' }
    : { kind: 'at', at: facts.lastDismissal + SECOND_PROMPT_REPROMPT_MS, variant: 'reminder' };
}

/**
 * The social networks whose visitors get the social install prompt, by the host names their
 * links come from (a sub-domain counts: m.facebook.com, l.instagram.com) and the utm_source
 * values campaigns use for them.
 */
export const SOCIAL_NETWORKS = {
  instagram: { hosts: ['instagram.com'], sources: ['instagram', 'ig'] },
  facebook: { hosts: ['facebook.com', 'fb.com', 'fb.me'], sources: ['facebook', 'fb'] },
  twitter: { hosts: ['twitter.com', 'x.com', 't.co'], sources: ['twitter', 'x'] },
  tiktok: { hosts: ['tiktok.com'], sources: ['tiktok'] },
  linkedin: { hosts: ['linkedin.com', 'lnkd.in'], sources: ['linkedin'] },
  pinterest: { hosts: ['pinterest.com', 'pin.it'], sources: ['pinterest'] },
  reddit: { hosts: ['reddit.com'], sources: ['reddit'] },
  snapchat: { hosts: ['snapchat.com'], sources: ['snapchat'] },
  whatsapp: { hosts: ['whatsapp.com', 'wa.me'], sources: ['whatsapp'] },
  youtube: { hosts: ['youtube.com', 'youtu.be'], sources: ['youtube'] },
} as const satisfies Record<string, { hosts: readonly string[]; sources: readonly string[] }>;
export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;

/** shell.md §4: the URL parameter checked for a social network. */
export const UTM_SOURCE_PARAM = 'utm_source';

const networks = Object.entries(SOCIAL_NETWORKS) as [
  SocialNetwork,
  (typeof SOCIAL_NETWORKS)[SocialNetwork],
][];

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

function utmSourceOf(url: string): string | null {
  try {
    return new URL(url).searchParams.get(UTM_SOURCE_PARAM)?.trim().toLowerCase() || null;
  } catch {
    return null;
  }
}

/**
 * shell.md §4: the social network a visitor came from, by the referrer's host or the page URL's
 * utm_source; null when neither names one. Malformed URLs read as no source.
 */
export function socialSource({
  referrer,
  pageUrl,
}: {
  referrer: string;
  pageUrl: string;
}): SocialNetwork | null {
  const host = hostOf(referrer);
  if (host) {
    const byHost = networks.find(([, { hosts }]) =>
      hosts.some((domain) => host === domain || host.endsWith(`.${domain}`)),
    );
    if (byHost) return byHost[0];
  }
  const source = utmSourceOf(pageUrl);
  if (!source) return null;
  return (
    networks.find(([, { sources }]) => (sources as readonly string[]).includes(source))?.[0] ?? null
  );
}

/**
 * shell.md §4: the separate social install prompt shows when the visitor came from a social
 * network, unless the app is installed or install prompts were dismissed for good.
 */
export function planSocialPrompt(facts: {
  referrer: string;
  pageUrl: string;
  installed: boolean;
  permanentlyDismissed: boolean;
}): { show: true; network: SocialNetwork } | { show: false } {
  if (facts.installed || facts.permanentlyDismissed) return { show: false };
  const network = socialSource(facts);
  return network ? { show: true, network } : { show: false };
}
