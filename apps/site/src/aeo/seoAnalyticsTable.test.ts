import { describe, expect, it } from 'vitest';
import { aeoTableLines, periodText } from './seoAnalyticsTable';

describe('aeoTableLines', () => {
  it('gives one line per article, by path, with each event’s total, then the sums', () => {
    const lines = aeoTableLines([
      { path: '/what-is-voyagent', event: 'aeo_page_view', count: 3, total: 3 },
      { path: '/use-cases', event: 'aeo_page_view', count: 2, total: 2 },
      { path: '/use-cases', event: 'aeo_schema_count', count: 2, total: 4 },
      { path: '/use-cases', event: 'aeo_ai_referral', count: 2, total: 1 },
    ]);
    expect(lines.map(({ path }) => path)).toEqual(['/use-cases', '/what-is-voyagent', 'Total']);
    expect(lines[0]?.totals).toEqual({
      aeo_page_view: 2,
      aeo_schema_count: 4,
      aeo_speakable_count: 0,
      aeo_faq_presence: 0,
      aeo_quick_answer: 0,
      aeo_ai_referral: 1,
      aeo_interaction: 0,
    });
    expect(lines[2]?.totals).toMatchObject({ aeo_page_view: 5, aeo_schema_count: 4 });
  });

  it('has no lines, not even the totals, without events', () => {
    expect(aeoTableLines([])).toEqual([]);
  });
});

describe('periodText', () => {
  it('names the first and last UTC days', () => {
    expect(periodText('2026-03-02', '2026-03-31')).toBe('2 Mar 2026 – 31 Mar 2026 (UTC)');
  });
});
