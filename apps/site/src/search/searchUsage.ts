/**
 * The site's daily search cap (travel.md §1, §3, §9: search_requests, 25 a day for free users
 * and guests). A search never waits for our server: the gate decides from the last count it
 * knows, the partner's page opens within the click, and the search is counted afterwards in the
 * background. The count is read when a search form appears, so the cap is known before the first
 * search, and each counted search brings the new count back. Only the site passes this gate to
 * the search widgets: embeds on partner sites are not counted.
 */
import {
  forgivingUsage,
  usageBanner,
  usageLimitMessage,
  type UsageBackend,
  type UsageBannerState,
} from '@voyagent/account';
import type { UsageAnswer } from '@voyagent/contracts';
import { FREE_DAILY_CAPS } from '@voyagent/contracts/names';
import type { SearchGate } from '@voyagent/search-widgets';

export const SEARCH_USAGE = 'search_requests';

/**
 * Whether the answer leaves no search for today: the cap is reached (a counted search can use the
 * last one), the server refused, or the counter failed (travel.md §8: a failed increment means
 * denied). Unlimited callers (trial, paid, admin) have no `remaining` and are never out.
 */
export function searchesUsedUp(usage: UsageAnswer | null): usage is UsageAnswer {
  return usage !== null && (!usage.allowed || usage.remaining === 0);
}

export interface SearchUsageGateOptions {
  /** Today's search counter: per account when signed in, per device for a guest. */
  counters: UsageBackend;
  /** Each newer count the counters answer; an older answer arriving late is dropped. */
  onUsage(usage: UsageAnswer): void;
  /** A search was refused at the cap, with the guard's text. */
  onBlocked(message: string): void;
}

export interface SearchUsageGate extends SearchGate {
  /** Reads today's count (when the form appears), so the first search already knows the cap. */
  refresh(): Promise<void>;
}

export function searchUsageGate(options: SearchUsageGateOptions): SearchUsageGate {
  const counters = forgivingUsage(options.counters);
  let known: UsageAnswer | null = null;
  let asked = 0;
  let applied = 0;

  /** Answers are applied in the order they were asked: a slow read never undoes a newer count. */
  const track = async (ask: () => Promise<UsageAnswer>) => {
    const turn = ++asked;
    const usage = await ask();
    if (turn < applied) return;
    applied = turn;
    known = usage;
    options.onUsage(usage);
  };
  const refresh = () => track(() => counters.read(SEARCH_USAGE));

  return {
    refresh,
    allows() {
      if (!searchesUsedUp(known)) return true;
      options.onBlocked(
        usageLimitMessage(SEARCH_USAGE, known.limit ?? FREE_DAILY_CAPS[SEARCH_USAGE]),
      );
      // A refusal that came from a failed call lasts until the count is read again, not the visit.
      void refresh();
      return false;
    },
    opened() {
      void track(() => counters.increment(SEARCH_USAGE));
    },
  };
}

/**
 * The account banner to show once the search count changed: the search banner, unless another
 * counter is closer to its cap (the banner shows the limit a person is about to meet).
 */
export function withSearchBanner(
  current: UsageBannerState | null,
  search: UsageAnswer,
): UsageBannerState | null {
  const other = current?.usageType === SEARCH_USAGE ? null : current;
  const banner = usageBanner(SEARCH_USAGE, search);
  if (!banner) return other;
  if (!other) return banner;
  return other.remaining / other.limit < banner.remaining / banner.limit ? other : banner;
}
