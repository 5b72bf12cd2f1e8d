import type { UsageBackend, UsageBannerState } from '@voyagent/account';
import type { UsageAnswer } from '@voyagent/contracts';
import { describe, expect, it, vi } from 'vitest';
import { searchesUsedUp, searchUsageGate, withSearchBanner } from './searchUsage';

const LIMIT_TEXT =
  "Daily limit reached: you've used all 25 free searches for today. Upgrade for unlimited use.";

const free = (count: number, allowed = count < 25): UsageAnswer => ({
  allowed,
  count,
  limit: 25,
  remaining: Math.max(0, 25 - count),
});
const unlimited = (count: number): UsageAnswer => ({
  allowed: true,
  count,
  limit: null,
  remaining: null,
});

type Answer = (usage: UsageAnswer) => void;

/** A counter the test answers by hand: each call waits until the test settles it. */
function manualCounters() {
  const reads: Answer[] = [];
  const increments: Answer[] = [];
  const pending = (answers: Answer[]) =>
    new Promise<UsageAnswer>((resolve) => {
      answers.push(resolve);
    });
  const counters: UsageBackend = {
    read: vi.fn(() => pending(reads)),
    increment: vi.fn(() => pending(increments)),
  };
  return { counters, reads, increments };
}

function gateOver(counters: UsageBackend) {
  const seen: UsageAnswer[] = [];
  const blocked: string[] = [];
  const gate = searchUsageGate({
    counters,
    onUsage: (usage) => seen.push(usage),
    onBlocked: (message) => blocked.push(message),
  });
  return { gate, seen, blocked };
}

describe('the search gate (search_requests, 25 a day free)', () => {
  it('lets the 25th search open, counts it, then blocks the 26th with the guard text', async () => {
    const counts = { read: vi.fn(async () => free(24)), increment: vi.fn(async () => free(25)) };
    const { gate, seen, blocked } = gateOver(counts);
    await gate.refresh();

    expect(gate.allows()).toBe(true);
    gate.opened('https://partner.example/Flights-Search');
    await vi.waitFor(() => expect(seen.at(-1)).toEqual(free(25)));
    expect(counts.increment).toHaveBeenCalledExactlyOnceWith('search_requests');

    expect(gate.allows()).toBe(false);
    expect(blocked).toEqual([LIMIT_TEXT]);
    expect(counts.increment).toHaveBeenCalledOnce();
  });

  it('never waits for the server: the search opens while the count is still being read', () => {
    const { counters, reads, increments } = manualCounters();
    const { gate } = gateOver(counters);
    void gate.refresh();
    expect(reads).toHaveLength(1);
    // Nothing has answered, yet the gate decides at once and the count goes out behind it.
    expect(gate.allows()).toBe(true);
    gate.opened('https://partner.example/Hotel-Search');
    expect(increments).toHaveLength(1);
  });

  it('keeps the newer count when an older read answers late', async () => {
    const { counters, reads, increments } = manualCounters();
    const { gate, seen } = gateOver(counters);
    const read = gate.refresh();
    gate.opened('https://partner.example/Hotel-Search');
    increments[0]?.(free(25));
    await vi.waitFor(() => expect(seen).toEqual([free(25)]));
    reads[0]?.(free(24));
    await read;
    expect(seen).toEqual([free(25)]);
    expect(gate.allows()).toBe(false);
  });

  it('treats a failed count as denied, until a new read says otherwise', async () => {
    let failing = true;
    const counts: UsageBackend = {
      read: async () => free(3),
      increment: async () => {
        if (failing) throw new Error('offline');
        return free(4);
      },
    };
    const { gate, blocked, seen } = gateOver(counts);
    gate.opened('https://partner.example/Hotel-Search');
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    // travel.md §8: an error on increment means denied; the free cap names the limit.
    expect(gate.allows()).toBe(false);
    expect(blocked).toEqual([LIMIT_TEXT]);
    failing = false;
    await vi.waitFor(() => expect(seen.at(-1)).toEqual(free(3)));
    expect(gate.allows()).toBe(true);
  });

  it('refuses when the server refused an increment (another tab used the last search)', async () => {
    const { gate } = gateOver({
      read: async () => free(24),
      increment: async () => free(25, false),
    });
    gate.opened('https://partner.example/Hotel-Search');
    await vi.waitFor(() => expect(gate.allows()).toBe(false));
  });

  it('never blocks a caller without a cap (trial, paid, admin)', async () => {
    const { gate, blocked, seen } = gateOver({
      read: async () => unlimited(500),
      increment: async () => unlimited(501),
    });
    await gate.refresh();
    gate.opened('https://partner.example/Hotel-Search');
    await vi.waitFor(() => expect(seen).toEqual([unlimited(500), unlimited(501)]));
    expect(searchesUsedUp(unlimited(501))).toBe(false);
    expect(gate.allows()).toBe(true);
    expect(blocked).toEqual([]);
  });
});

describe('the usage banner after a search', () => {
  // 2 of 10 left: a fifth of the cap.
  const aiRequests: UsageBannerState = {
    usageType: 'ai_requests',
    level: 'warning',
    count: 8,
    limit: 10,
    remaining: 2,
    title: '2 free AI requests left today',
    description: '8 of 10 used. Upgrade for unlimited use, or come back tomorrow.',
  };

  it('shows from 70 %, warns at 2 or fewer left and says all used at 0', () => {
    expect(withSearchBanner(null, free(17))).toBeNull();
    expect(withSearchBanner(null, free(18))).toMatchObject({ level: 'notice', remaining: 7 });
    expect(withSearchBanner(null, free(23))).toMatchObject({ level: 'warning', remaining: 2 });
    expect(withSearchBanner(null, free(25))).toMatchObject({
      level: 'exhausted',
      title: "You've used all 25 free searches for today",
    });
  });

  it('keeps a counter closer to its cap, and gives way once searches are closer', () => {
    expect(withSearchBanner(aiRequests, free(19))).toBe(aiRequests);
    expect(withSearchBanner(aiRequests, free(23))).toMatchObject({ usageType: 'search_requests' });
  });

  it('drops its own banner when the count no longer calls for one (a new day)', () => {
    const searches = withSearchBanner(null, free(25));
    expect(withSearchBanner(searches, free(0))).toBeNull();
    expect(withSearchBanner(aiRequests, unlimited(3))).toBe(aiRequests);
  });
});
