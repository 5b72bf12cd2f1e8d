import { act, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './Countdown';

function shownValues() {
  const timer = screen.getByRole('timer', { name: 'Offer ends in' });
  return Array.from(timer.children).map((unit) => unit.textContent);
}

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Wednesday 11 March 2026, 09:30:15 local time.
    vi.setSystemTime(new Date(2026, 2, 11, 9, 30, 15));
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('counts down to the end of the current week by default, ticking every second', () => {
    render(<Countdown label="Offer ends in" />);
    // Until Sunday 15 March 23:59:59.999: 4 days 14 h 29 min 44 s.
    expect(shownValues()).toEqual(['04Days', '14Hours', '29Minutes', '44Seconds']);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(shownValues()).toEqual(['04Days', '14Hours', '29Minutes', '43Seconds']);
  });

  it('stops at zeros once the target passes', () => {
    render(<Countdown label="Offer ends in" target={new Date(2026, 2, 11, 9, 30, 17)} />);
    expect(shownValues()).toEqual(['00Days', '00Hours', '00Minutes', '02Seconds']);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(shownValues()).toEqual(['00Days', '00Hours', '00Minutes', '00Seconds']);
    expect(screen.getByText('Time is up')).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('announces politely at minute precision, not every second', () => {
    render(<Countdown label="Offer ends in" target={new Date(2026, 2, 11, 10, 32, 0)} />);
    const live = screen.getByText('0 days, 1 hour, 1 minute left');
    expect(live).toHaveAttribute('aria-live', 'polite');
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(live).toHaveTextContent('0 days, 1 hour, 1 minute left');
    expect(screen.getByRole('timer')).not.toHaveAttribute('aria-live');
  });

  it('warns about an invalid target and shows zeros instead of crashing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Countdown label="Offer ends in" target={new Date('not a date')} />);
    expect(shownValues()).toEqual(['00Days', '00Hours', '00Minutes', '00Seconds']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('invalid Date'));
  });

  it('has no axe violations', async () => {
    vi.useRealTimers();
    const { container } = render(<Countdown label="Offer ends in" />);
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
