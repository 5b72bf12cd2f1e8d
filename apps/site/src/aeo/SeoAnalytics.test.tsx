import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { backend } from '../firebase/callables';
import { SeoAnalytics } from './SeoAnalytics';

vi.mock('../firebase/callables', () => ({ backend: { aeoStats: vi.fn() } }));
const aeoStats = vi.mocked(backend.aeoStats);

beforeEach(() => {
  aeoStats.mockReset();
});

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('SeoAnalytics', () => {
  it('shows the period, the events per article with totals, and the referrals by engine', async () => {
    aeoStats.mockResolvedValue({
      from: '2026-03-02',
      to: '2026-03-31',
      rows: [
        { path: '/use-cases', event: 'aeo_page_view', count: 1200, total: 1200 },
        { path: '/use-cases', event: 'aeo_ai_referral', count: 1200, total: 3 },
        { path: '/what-is-voyagent', event: 'aeo_page_view', count: 2, total: 2 },
      ],
      referrals: [{ engine: 'Claude', count: 3 }],
    });
    render(<SeoAnalytics />);
    expect(await screen.findByText('Period: 2 Mar 2026 – 31 Mar 2026 (UTC)')).toBeVisible();
    const events = screen.getByRole('table', { name: 'Answer-engine events per article' });
    const [, ...rows] = within(events).getAllByRole('row');
    expect(rows.map(cellsOf)).toEqual([
      ['/use-cases', '1,200', '0', '0', '0', '0', '3', '0'],
      ['/what-is-voyagent', '2', '0', '0', '0', '0', '0', '0'],
      ['Total', '1,202', '0', '0', '0', '0', '3', '0'],
    ]);
    const referrals = screen.getByRole('table', { name: 'AI referrals by answer engine' });
    expect(cellsOf(within(referrals).getAllByRole('row')[1] as HTMLElement)).toEqual([
      'Claude',
      '3',
    ]);
  });

  it('says so when the period has no events', async () => {
    aeoStats.mockResolvedValue({ from: '2026-03-02', to: '2026-03-31', rows: [], referrals: [] });
    render(<SeoAnalytics />);
    expect(await screen.findByText('No answer-engine events in this period.')).toBeVisible();
    expect(screen.getByText('No visits from AI answer engines in this period.')).toBeVisible();
  });

  it('shows the server’s refusal', async () => {
    // The web SDK's FunctionsError: an Error with the callable's code.
    aeoStats.mockRejectedValue(
      Object.assign(new Error('Only support staff can read the answer-engine analytics.'), {
        code: 'functions/permission-denied',
      }),
    );
    render(<SeoAnalytics />);
    expect(
      await screen.findByText('Only support staff can read the answer-engine analytics.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
