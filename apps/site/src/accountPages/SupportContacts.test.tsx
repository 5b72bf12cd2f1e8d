import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as SiteContactsModule from '../config/siteContacts';

// The contacts are configuration (a build variable each); this stands in for a configured build.
const contacts = vi.hoisted(() => ({
  officeAddress: [] as string[],
  socialLinks: [],
  supportEmail: undefined as string | undefined,
  supportPhone: undefined as string | undefined,
}));
vi.mock('../config/siteContacts', async (importOriginal) => ({
  ...(await importOriginal<typeof SiteContactsModule>()),
  siteContacts: contacts,
}));

const { SupportContacts } = await import('./SupportContacts');

describe('SupportContacts (SI-012)', () => {
  it('shows the configured support e-mail and phone as links', () => {
    contacts.supportEmail = 'help@voyagent.example';
    contacts.supportPhone = '+1 555 0100';
    render(<SupportContacts />);
    expect(screen.getByRole('link', { name: 'help@voyagent.example' })).toHaveAttribute(
      'href',
      'mailto:help@voyagent.example',
    );
    expect(screen.getByRole('link', { name: '+1 555 0100' })).toHaveAttribute(
      'href',
      'tel:+15550100',
    );
  });

  it('says the details are not published when neither is configured', () => {
    contacts.supportEmail = undefined;
    contacts.supportPhone = undefined;
    render(<SupportContacts />);
    expect(
      screen.getByText(
        'Support contact details have not been published for this site yet. Please try again later.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
