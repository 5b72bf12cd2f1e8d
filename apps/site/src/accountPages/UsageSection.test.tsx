import { render, screen, within } from '@testing-library/react';
import type { UsageAnswer } from '@voyagent/contracts';
import type { UsageType } from '@voyagent/contracts/names';
import { describe, expect, it, vi } from 'vitest';
import { backend } from '../firebase/callables';
import { UsageSection } from './UsageSection';

vi.mock('../firebase/client', () => ({ auth: {}, functions: {} }));
vi.mock('../firebase/callables', () => ({ backend: { getUserUsage: vi.fn() } }));

const mocked = vi.mocked(backend);
const user = { uid: 'u1', email: 'ada@example.com' };

const used = (count: number, limit: number | null): UsageAnswer => ({
  allowed: limit === null || count < limit,
  count,
  limit,
  remaining: limit === null ? null : limit - count,
});

/** Each counter's answer held until the test lets them all through. */
function heldCounters(answers: Record<UsageType, UsageAnswer>) {
  let release = () => {};
  const gate = new Promise<void>((open) => {
    release = open;
  });
  mocked.getUserUsage.mockImplementation(async ({ usage_type }) => {
    await gate;
    return answers[usage_type];
  });
  return () => release();
}

const rowOf = (tool: string) => screen.getByRole('row', { name: new RegExp(`^${tool}`) });

describe("the dashboard's usage", () => {
  it('stands the table at once, every tool in its row, and fills in the figures as read', async () => {
    const release = heldCounters({
      ai_requests: used(0, 10),
      itinerary_generations: used(1, 3),
      search_requests: used(4, 25),
      saved_items: used(0, 15),
      currency_conversions: used(0, 20),
    });
    render(<UsageSection user={user} />);

    // Before any answer: the rows are there (nothing below moves when the figures come), the
    // section is busy, and the status says it is loading.
    const section = screen.getByRole('region', { name: "Today's usage" });
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(within(section).getAllByRole('row')).toHaveLength(6);
    expect(rowOf('Itinerary generations')).toHaveTextContent(/^Itinerary generations……$/);

    release();
    expect(await screen.findByRole('row', { name: 'Itinerary generations 1 3' })).toBeVisible();
    expect(rowOf('Searches')).toHaveTextContent(/^Searches425$/);
    expect(section).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    // One read per counter, in turn.
    expect(mocked.getUserUsage).toHaveBeenCalledTimes(5);
  });

  it('shows the banner of the counter closest to its cap, and Unlimited for a paid plan', async () => {
    heldCounters({
      ai_requests: used(9, 10),
      itinerary_generations: used(2, 3),
      search_requests: used(0, null),
      saved_items: used(0, 15),
      currency_conversions: used(0, 20),
    })();
    render(<UsageSection user={user} />);

    expect(await screen.findByText('1 free AI requests left today')).toBeVisible();
    expect(rowOf('Searches')).toHaveTextContent(/^Searches0Unlimited$/);
  });

  it('counts a failed read as 0 used (travel.md §8)', async () => {
    mocked.getUserUsage.mockRejectedValue(new Error('unavailable'));
    render(<UsageSection user={user} />);

    expect(await screen.findByRole('row', { name: 'AI requests 0 Unlimited' })).toBeVisible();
  });
});
