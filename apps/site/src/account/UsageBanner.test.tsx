import { fireEvent, render, screen } from '@testing-library/react';
import { usageBanner } from '@voyagent/account';
import { afterEach, describe, expect, it } from 'vitest';
import { UsageBanner } from './UsageBanner';

const exhausted = usageBanner('itinerary_generations', { count: 3, limit: 3 });
if (!exhausted) throw new Error('a counter at its cap has a banner');
const title = "You've used all 3 free itinerary generations for today";

afterEach(() => sessionStorage.clear());

describe('UsageBanner variants banner, card and inline (AU-007 to AU-010, travel.md §2)', () => {
  it('shows the banner variant with an upgrade link, dismissible', () => {
    render(<UsageBanner usage={exhausted} />);
    expect(screen.getByText(title)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(title)).toBeNull();
  });

  it('shows the card variant with its meter, dismissible', () => {
    render(<UsageBanner usage={exhausted} variant="card" />);
    expect(screen.getByRole('region', { name: 'Daily usage' })).toHaveTextContent(title);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Daily usage' })).toBeNull();
  });

  it('shows the inline variant as one line with the upgrade link', () => {
    render(<UsageBanner usage={exhausted} variant="inline" />);
    expect(
      screen.getByText(/^You've used all 3 free itinerary generations for today\./),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
  });
});
