import { describe, expect, it } from 'vitest';
import { REDIRECTS } from '../routes/redirects';
import { ADMIN_TABS, adminTabFrom, DEFAULT_ADMIN_TAB, searchWithTab } from './adminTabs';

describe('the admin dashboard tabs', () => {
  it('has a tab for every tab the redirects name', () => {
    const named = REDIRECTS.map((redirect) => new URL(redirect.to, 'http://site'))
      .filter((url) => url.pathname === '/dashboard-admin')
      .flatMap((url) => url.searchParams.getAll('tab'));
    expect(named).toEqual([
      'seo-automation',
      'content-generation',
      'email-campaigns',
      'chat',
      'trial-emails',
    ]);
    for (const tab of named) expect(adminTabFrom(tab)).toBe(tab);
  });

  it('opens roles by default', () => {
    expect(DEFAULT_ADMIN_TAB).toBe('roles');
    expect(ADMIN_TABS[0].id).toBe(DEFAULT_ADMIN_TAB);
    expect(adminTabFrom(null)).toBe('roles');
  });

  it.each(['', 'unknown', 'ROLES', 'chat ', '__proto__', 'toString', '%00'])(
    'opens the default for the unknown tab %j',
    (value) => {
      expect(adminTabFrom(value)).toBe(DEFAULT_ADMIN_TAB);
    },
  );

  it('has unique ids and labels', () => {
    expect(new Set(ADMIN_TABS.map((tab) => tab.id)).size).toBe(ADMIN_TABS.length);
    expect(new Set(ADMIN_TABS.map((tab) => tab.label)).size).toBe(ADMIN_TABS.length);
  });

  it('sets the tab in the query and keeps the other parameters', () => {
    const next = searchWithTab(new URLSearchParams('tab=roles&tab=chat&x=1'), 'trial-emails');
    expect(next.toString()).toBe('tab=trial-emails&x=1');
  });
});
