import { render } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws the requested text lines, hidden from assistive tech', () => {
    const { container } = render(<Skeleton lines={3} />);
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveAttribute('aria-hidden', 'true');
    expect(root.children).toHaveLength(3);
    expect((root.lastElementChild as HTMLElement).style.width).toBe('60%');
  });

  it('draws a circle with equal sides and a rect with a default height', () => {
    const { container } = render(
      <>
        <Skeleton shape="circle" width={48} />
        <Skeleton shape="rect" width="50%" />
      </>,
    );
    const [circle, rect] = [...container.children] as HTMLElement[];
    expect(circle).toHaveStyle({ width: '48px', height: '48px' });
    expect(rect).toHaveStyle({ width: '50%', height: '120px' });
  });

  it('warns and draws one line for an impossible line count', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = render(<Skeleton lines={-1} />);
    expect(container.firstElementChild?.children).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('whole number'));
  });

  it('warns and falls back to text for an unknown shape', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = render(<Skeleton shape={'star' as 'rect'} />);
    expect(container.firstElementChild).toHaveAttribute('data-shape', 'text');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('shape "star"'));
  });

  it('has no axe violations inside a busy region', async () => {
    const { container } = render(
      <section aria-label="Quick answer" aria-busy="true">
        <Skeleton shape="circle" />
        <Skeleton lines={2} />
      </section>,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
