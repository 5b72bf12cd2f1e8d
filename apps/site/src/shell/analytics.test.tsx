import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CookieConsentProvider, CookieNotice, memoryStorage } from '@voyagent/install-prompts';
import { loadAnalytics, useAnalyticsAfterConsent } from './analytics';

function AnalyticsGate({ load }: { load: () => void }) {
  useAnalyticsAfterConsent(load);
  return null;
}

function renderWithConsent(local = memoryStorage()) {
  const load = vi.fn();
  render(
    <CookieConsentProvider local={local}>
      <AnalyticsGate load={load} />
      <CookieNotice />
    </CookieConsentProvider>,
  );
  return load;
}

describe('analytics after cookie consent', () => {
  it('loads nothing before the visitor answers, then loads once on Accept all', () => {
    const load = renderWithConsent();
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
    expect(load).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(load).toHaveBeenCalledOnce();
  });

  it('never loads after Decline, nor after a customised answer without analytics', () => {
    const declined = renderWithConsent();
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(declined).not.toHaveBeenCalled();

    const local = memoryStorage();
    local.setItem('cookie-consent', 'customized');
    local.setItem(
      'cookie-preferences',
      JSON.stringify({ essential: true, analytics: false, marketing: true }),
    );
    expect(renderWithConsent(local)).not.toHaveBeenCalled();
  });

  it('loads at start when an earlier answer allowed analytics', () => {
    const local = memoryStorage();
    local.setItem('cookie-consent', 'accepted');
    expect(renderWithConsent(local)).toHaveBeenCalledOnce();
  });
});

describe('loadAnalytics', () => {
  it('adds the configured script once, and nothing when none is configured', () => {
    const doc = document.implementation.createHTMLDocument('page');
    expect(loadAnalytics(undefined, doc)).toBe(false);
    expect(loadAnalytics('', doc)).toBe(false);
    expect(doc.scripts).toHaveLength(0);

    expect(loadAnalytics('https://analytics.example/tag.js', doc)).toBe(true);
    expect(loadAnalytics('https://analytics.example/tag.js', doc)).toBe(false);
    expect(doc.scripts).toHaveLength(1);
    expect(doc.scripts[0]?.src).toBe('https://analytics.example/tag.js');
    expect(doc.scripts[0]?.async).toBe(true);
  });
});
