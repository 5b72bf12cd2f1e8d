import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackToTop } from './BackToTop';

function setViewport({ scrollY, width }: { scrollY: number; width: number }) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: scrollY, configurable: true });
    Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockReturnValue({ matches: reduce }) as typeof window.matchMedia;
}

describe('BackToTop', () => {
  const scrollTo = vi.fn();

  beforeEach(() => {
    window.scrollTo = scrollTo as typeof window.scrollTo;
    scrollTo.mockClear();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
  });

  afterEach(() => {
    // @ts-expect-error jsdom has no matchMedia; remove the mock again.
    delete window.matchMedia;
  });

  it('appears only after more than 300 px of scroll', () => {
    render(<BackToTop />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    setViewport({ scrollY: 300, width: 1280 });
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    setViewport({ scrollY: 301, width: 1280 });
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
    setViewport({ scrollY: 0, width: 1280 });
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });

  it('stays hidden on mobile widths, also after a resize (SI-158)', () => {
    render(<BackToTop />);
    setViewport({ scrollY: 2000, width: 767 });
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    act(() => {
      Object.defineProperty(window, 'innerWidth', { value: 1024, configurable: true });
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
  });

  it('scrolls smoothly to the top and moves focus to the main heading', async () => {
    mockReducedMotion(false);
    render(
      <>
        <h1>Plan your trip</h1>
        <BackToTop />
      </>,
    );
    setViewport({ scrollY: 1200, width: 1280 });
    await userEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByRole('heading', { name: 'Plan your trip' })).toHaveFocus();
  });

  it('jumps instantly with reduced motion and focuses the given target from the keyboard', async () => {
    mockReducedMotion(true);
    render(
      <>
        <div id="content-top">Top</div>
        <BackToTop focusTargetId="content-top" />
      </>,
    );
    setViewport({ scrollY: 1200, width: 1280 });
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Back to top' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
    expect(screen.getByText('Top')).toHaveFocus();
  });

  it('has no axe violations when shown', async () => {
    const { container } = render(<BackToTop />);
    setViewport({ scrollY: 1200, width: 1280 });
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
