import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Badge, BADGE_VARIANTS } from './Badge';

describe('Badge', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows its text with the variant style', () => {
    render(<Badge variant="promo">LAUNCH SPECIAL</Badge>);
    const badge = screen.getByText('LAUNCH SPECIAL');
    expect(badge.className).toMatch(/promo/);
  });

  it('warns and renders as neutral for an unknown variant', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Badge variant={'gold' as 'info'}>Pro</Badge>);
    expect(screen.getByText('Pro').className).toMatch(/neutral/);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Badge: variant "gold"'));
  });

  it('has no axe violations in any variant', async () => {
    const { container } = render(
      <p>
        {BADGE_VARIANTS.map((variant) => (
          <Badge key={variant} variant={variant}>
            {variant}
          </Badge>
        ))}
      </p>,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
