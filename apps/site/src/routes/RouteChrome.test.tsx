import { render, screen } from '@testing-library/react';
import { Link } from '@voyagent/ui-kit/Link';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouterLinks } from './RouteChrome';

describe('RouterLinks', () => {
  it('routes site paths and leaves external links as written', () => {
    render(
      <MemoryRouter initialEntries={['/risk-radar']}>
        <RouterLinks>
          <Link href="/pricing">Pricing</Link>
          <Link href="https://travel.gc.ca/travelling/advisories">Source</Link>
          <Link href="mailto:support@example.org">Mail</Link>
        </RouterLinks>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'Source' })).toHaveAttribute(
      'href',
      'https://travel.gc.ca/travelling/advisories',
    );
    expect(screen.getByRole('link', { name: 'Mail' })).toHaveAttribute(
      'href',
      'mailto:support@example.org',
    );
  });
});
