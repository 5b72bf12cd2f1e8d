import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PromotionCountdown } from './PromotionCountdown';

describe('PromotionCountdown', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts each second to Sunday 23:59:59.999 of the current week', () => {
    // IP-121, IP-122
    vi.useFakeTimers({ now: new Date(2026, 2, 8, 23, 59, 50) });
    render(<PromotionCountdown />);
    const timer = screen.getByRole('timer', { name: 'Offer ends in' });
    expect(timer).toHaveTextContent(/^00.*00.*00.*09/);
    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent(/^00.*00.*00.*08/);
  });

  it('on a Monday runs the whole week', () => {
    vi.useFakeTimers({ now: new Date(2026, 2, 2, 0, 0, 0) });
    render(<PromotionCountdown />);
    expect(screen.getByRole('timer')).toHaveTextContent(/^06.*23.*59.*59/);
  });
});
