import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type * as SiteContactsModule from '../config/siteContacts';
import { ShellProviders } from '../shell/Shell';
import { CompactAppHeader, MobileTabBar, MobileToolsMenu } from './MobileNav';
import { CookieSettingsButton } from '../shell/ShellButtons';
import { SiteFooter } from './SiteFooter';
import { UserMenu } from './UserMenu';

// The operator's contacts come from build variables; these stand in for a configured build.
vi.mock('../config/siteContacts', async (importOriginal) => ({
  ...(await importOriginal<typeof SiteContactsModule>()),
  siteContacts: {
    officeAddress: ['Voyagent Inc.', '100 Example Street', 'New York, NY 10001'],
    socialLinks: [{ name: 'Instagram', href: 'https://instagram.example/voyagent' }],
  },
}));

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }]);
  render(
    <ShellProviders>
      <RouterProvider router={router} />
    </ShellProviders>,
  );
}

/* The navigation texts of shell.md §2, letter for letter as the ledger gives them. */
describe('site navigation texts (shell.md §2)', () => {
  it('heads the footer columns Travel Tools, Support and Company (SI-148, SI-134, SI-149)', () => {
    renderAt(<SiteFooter cookieSettings={<CookieSettingsButton />} />);
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(
      within(footer)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Travel Tools', 'Support', 'Company']);
  });

  it('lists payment methods as cards, digital wallets and mobile payments (SI-151)', () => {
    renderAt(<SiteFooter cookieSettings={<CookieSettingsButton />} />);
    const methods = screen.getByRole('list', { name: 'Payment methods' });
    expect(
      within(methods)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cards', 'Digital wallets', 'Mobile payments']);
    expect(screen.getByRole('button', { name: 'Cookie Settings' })).toBeInTheDocument();
  });

  it('shows the configured social links and the US office address (SI-150, SI-153)', () => {
    renderAt(<SiteFooter cookieSettings={<CookieSettingsButton />} />);
    const social = screen.getByRole('list', { name: 'Social media' });
    expect(within(social).getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://instagram.example/voyagent',
    );
    expect(screen.getByText('100 Example Street').closest('address')).toHaveTextContent(
      'Voyagent Inc.100 Example StreetNew York, NY 10001',
    );
  });

  it('lists every tool and Sign In in the mobile top bar menu (SI-139)', () => {
    renderAt(<MobileToolsMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('group', { name: 'Travel Tools' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Flights' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('lists the user menu items in order, then Sign Out, under the e-mail (SI-128 to SI-135, SI-184)', () => {
    const signOut = vi.fn();
    renderAt(<UserMenu email="ada@example.com" onSignOut={signOut} />);
    const trigger = screen.getByRole('button', { name: /ada@example\.com/ });
    expect(trigger).toHaveTextContent('Connected ada@example.com');
    fireEvent.click(trigger);
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => [item.textContent, item.getAttribute('href')]),
    ).toEqual([
      ['My Dashboard', '/dashboard'],
      ['Profile Settings', '/profile'],
      ['Notifications', '/notifications'],
      ['About', '/about'],
      ['Help Center', '/help-center'],
      ['Support', '/support-center'],
      ['Sign Out', null],
    ]);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('gives the compact app header Pro to /pricing and Get App (SI-140, SI-141)', () => {
    renderAt(<CompactAppHeader />);
    expect(screen.getByRole('link', { name: 'Pro' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('button', { name: 'Get App' })).toBeInTheDocument();
  });

  it('shows the bottom tabs Home, Plan, Saved, Assistant and Profile (SI-142 to SI-146, SI-147)', async () => {
    renderAt(<MobileTabBar />);
    const tabs = screen.getByRole('navigation', { name: 'Tabs' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Plan', '/itinerary'],
      ['Saved', '/dashboard'],
      ['Assistant', '/assistant'],
    ]);
    fireEvent.click(within(tabs).getByRole('button', { name: 'Profile' }));
    // shell.md §6: the signed-out profile drawer names the guest and offers sign-in; SI-147: it
    // holds the dark-mode toggle and the mobile settings panel.
    const drawer = screen.getByRole('dialog', { name: 'Profile' });
    expect(within(drawer).getByText('Guest')).toBeInTheDocument();
    expect(within(drawer).getByText(/Sign in to sync your data/)).toBeInTheDocument();
    expect(await within(drawer).findByRole('switch', { name: 'Dark mode' })).toBeInTheDocument();
    expect(within(drawer).getByRole('switch', { name: 'Notifications' })).toBeInTheDocument();
  });
});
