import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Progress } from './Progress';

describe('Progress', () => {
  afterEach(() => vi.restoreAllMocks());

  it('exposes a labelled determinate progress bar with its value', () => {
    render(<Progress label="Preparing your trip" value={42} />);
    const bar = screen.getByRole('progressbar', { name: 'Preparing your trip' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '42%');
    expect(screen.getByText('42%')).toBeInTheDocument();
  });

  it('slides its fill by the fraction done (a transform, so the bar moves on the compositor)', () => {
    const { container, rerender } = render(<Progress label="Preparing your trip" value={42} />);
    const fill = () => container.querySelector<HTMLElement>('[style*="--progress-fraction"]');
    expect(fill()?.style.getPropertyValue('--progress-fraction')).toBe('0.42');
    rerender(<Progress label="Preparing your trip" value={100} />);
    expect(fill()?.style.getPropertyValue('--progress-fraction')).toBe('1');
    expect(fill()?.style.width).toBe('');
  });

  it('is indeterminate without a value announced', () => {
    render(<Progress aria-label="Loading" isIndeterminate />);
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(screen.queryByText(/%/)).toBeNull();
  });

  it('clamps an out-of-range value with a development warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Progress label="Upload" value={150} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('outside 0–100'));
  });

  it('shows an impossible range as indeterminate instead of throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Progress label="Upload" value={3} minValue={10} maxValue={5} />);
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('impossible'));
  });

  it('warns when it has no accessible name', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Progress value={10} />);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('needs a `label`'));
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <Progress label="Splash" value={73} />
        <Progress aria-label="Loading" isIndeterminate />
      </>,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
