import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './Link';
import { LinkRouterProvider } from './LinkRouterProvider';

describe('Link', () => {
  it('renders an internal link in the same tab', () => {
    render(<Link href="/pricing">Plans</Link>);
    const link = screen.getByRole('link', { name: 'Plans' });
    expect(link).toHaveAttribute('href', '/pricing');
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
  });

  it('opens external links in a new tab with rel noopener and says so', () => {
    render(
      <Link href="https://example.com/reviews" isExternal rel="nofollow">
        Read reviews
      </Link>,
    );
    const link = screen.getByRole('link', { name: /^Read reviews\s*\(opens in new tab\)$/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'nofollow noopener noreferrer');
  });

  it('is reachable with Tab and follows onPress with Enter', async () => {
    const onPress = vi.fn();
    render(<Link onPress={onPress}>Skip</Link>);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <p>
        See our <Link href="/privacy-policy">privacy policy</Link> or{' '}
        <Link href="https://example.com" isExternal>
          the partner site
        </Link>
        .
      </p>,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });

  it('navigates through the host router inside a LinkRouterProvider, without a page load', async () => {
    const navigate = vi.fn();
    render(
      <LinkRouterProvider navigate={navigate}>
        <Link href="/pricing">Pricing</Link>
      </LinkRouterProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Pricing' }));
    expect(navigate).toHaveBeenCalledWith('/pricing', undefined);
  });
});
