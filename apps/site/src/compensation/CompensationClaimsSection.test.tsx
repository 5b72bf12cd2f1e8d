import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompensationClaim } from '@voyagent/contracts';
import { describe, expect, it, vi } from 'vitest';
import { backend } from '../firebase/callables';
import { CompensationClaimsSection } from './CompensationClaimsSection';
import { COMPENSATION_PAGE_TEXTS } from './compensationForm';

vi.mock('../firebase/client', () => ({ auth: {}, functions: {} }));
vi.mock('../firebase/callables', () => ({ backend: { compensationClaimsList: vi.fn() } }));

const mocked = vi.mocked(backend);

const claim = (id: string, flightNumber: string, status: CompensationClaim['status']) => ({
  id,
  status,
  flightNumber,
  flightDate: '2026-01-02',
  from: 'CDG',
  to: 'JFK',
  disruption: 'cancellation' as const,
  passengerName: 'Ada Lovelace',
  bookingReference: null,
  email: 'ada@example.com',
  estimateStatus: 'eligible' as const,
  amountEur: 600,
  distanceKm: 5834,
  createdAt: '2026-01-03T10:00:00.000Z',
});

describe('the dashboard compensation claims', () => {
  it('lists each claim with its status and amount, and the next page on request', async () => {
    mocked.compensationClaimsList
      .mockResolvedValueOnce({ claims: [claim('2', 'AF6', 'in_review')], nextOffset: 1 })
      .mockResolvedValueOnce({ claims: [claim('1', 'BA117', 'paid')], nextOffset: null });
    render(<CompensationClaimsSection />);
    expect(await screen.findByText('AF6 · 2026-01-02 · CDG → JFK')).toBeVisible();
    expect(screen.getByText('In review')).toBeVisible();
    expect(screen.getAllByText('Ada Lovelace · €600')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('BA117 · 2026-01-02 · CDG → JFK')).toBeVisible();
    expect(screen.getByText('Paid')).toBeVisible();
    expect(mocked.compensationClaimsList).toHaveBeenLastCalledWith({ offset: 1 });
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says so when the list cannot load, and tries again on request', async () => {
    mocked.compensationClaimsList
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ claims: [], nextOffset: null });
    render(<CompensationClaimsSection />);
    expect(await screen.findByText(COMPENSATION_PAGE_TEXTS.claimsFailed)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(COMPENSATION_PAGE_TEXTS.claimsEmpty)).toBeVisible();
  });
});
