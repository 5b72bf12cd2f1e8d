import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../platform/webStorage';
import { LaunchSplashScreen } from './LaunchSplashScreen';

// A Wednesday: the countdown runs to Sunday 8 March 2026, 23:59:59.999 local time.
const START = new Date(2026, 2, 4, 12, 0, 0);

function renderSplash() {
  const local = memoryStorage();
  const navigate = vi.fn();
  const onComplete = vi.fn();
  render(<LaunchSplashScreen local={local} navigate={navigate} onComplete={onComplete} />);
  return { local, navigate, onComplete };
}

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('LaunchSplashScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the badge, the offer, the countdown, Claim, Skip and the progress bar', () => {
    // IP-012, IP-013, IP-014, IP-015, IP-016, IP-122
    renderSplash();
    const dialog = screen.getByRole('dialog', { name: '50% OFF Premium Lifetime Access' });
    expect(within(dialog).getByText('LAUNCH SPECIAL')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Claim 50% OFF Now' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Skip' })).toBeVisible();
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    const timer = within(dialog).getByRole('timer', { name: 'Offer ends in' });
    // 4 days 11:59:59 to Sunday 23:59:59.999.
    expect(timer).toHaveTextContent(/^04.*11.*59.*59/);
  });

  it('rises 1% per 100 ms and completes 300 ms after 100%, storing the splash memory', () => {
    // IP-113, IP-114, IP-115, IP-116, IP-118, IP-054, IP-055
    const { local, onComplete } = renderSplash();
    tick(100);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    tick(4_900);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    tick(5_000);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    tick(299);
    expect(onComplete).not.toHaveBeenCalled();
    tick(1);
    expect(onComplete).toHaveBeenCalledOnce();
    expect(local.getItem('hasSeenSplash')).toBe('true');
    expect(local.getItem('lastActivity')).toBe(String(START.getTime() + 10_300));
  });

  it('Skip completes at once', () => {
    // IP-117
    const { local, onComplete } = renderSplash();
    tick(1_000);
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(onComplete).toHaveBeenCalledOnce();
    expect(local.getItem('hasSeenSplash')).toBe('true');
    tick(20_000);
    expect(onComplete).toHaveBeenCalledOnce();
  });

  it('Claim completes and goes to /app-launch with the promo', () => {
    // IP-119
    const { navigate, onComplete } = renderSplash();
    fireEvent.click(screen.getByRole('button', { name: 'Claim 50% OFF Now' }));
    expect(onComplete).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/app-launch?promo=BLACKFRIDAY50');
  });

  it('the countdown ticks each second and shows zeros once the week has ended', () => {
    // IP-121, IP-123
    vi.setSystemTime(new Date(2026, 2, 8, 23, 59, 58));
    renderSplash();
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent(/^00.*00.*00.*01/);
    tick(1_000);
    expect(timer).toHaveTextContent(/^00.*00.*00.*00/);
    tick(5_000);
    expect(timer).toHaveTextContent(/^00.*00.*00.*00/);
  });
});
