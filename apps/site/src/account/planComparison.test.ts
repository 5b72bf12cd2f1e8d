import { describe, expect, it } from 'vitest';
import { planComparisonRows } from './planComparison';

describe('planComparisonRows', () => {
  it('states the free daily caps of travel.md §9 and unlimited use on paid plans', () => {
    const rows = Object.fromEntries(planComparisonRows().map((row) => [row.id, row]));
    expect(rows.search_requests).toMatchObject({ feature: 'Searches', free: '25 a day' });
    expect(rows.ai_requests).toMatchObject({ feature: 'AI requests', free: '10 a day' });
    expect(rows.itinerary_generations?.free).toBe('3 a day');
    expect(rows.currency_conversions?.free).toBe('20 a day');
    expect(rows.saved_items?.free).toBe('15 a day');
    for (const id of ['search_requests', 'ai_requests', 'itinerary_generations']) {
      expect(rows[id]?.paid).toBe('Unlimited');
    }
  });

  it('keeps offline maps for paid plans and names the 7-day trial', () => {
    const rows = planComparisonRows();
    expect(rows.find((row) => row.id === 'offline-maps')?.free).toBe('World map only');
    expect(rows.find((row) => row.id === 'trial')?.feature).toBe('7-day free trial');
  });
});
