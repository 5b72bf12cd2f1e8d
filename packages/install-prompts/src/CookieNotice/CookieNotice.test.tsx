import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../platform/webStorage';
import { CookieConsentProvider, useCookieConsent } from './CookieConsentProvider';
import { CookieNotice } from './CookieNotice';

function FooterButton() {
  const { openSettings, analyticsAllowed } = useCookieConsent();
  return (
    <>
      <button onClick={openSettings}>Cookie Settings</button>
      <p>analytics {analyticsAllowed ? 'on' : 'off'}</p>
    </>
  );
}

function renderNotice(local = memoryStorage(), onChange = vi.fn()) {
  render(
    <CookieConsentProvider local={local} onChange={onChange}>
      <CookieNotice />
      <FooterButton />
    </CookieConsentProvider>,
  );
  return { local, onChange };
}

const notice = () => screen.queryByRole('region', { name: 'Cookie notice' });

describe('CookieNotice', () => {
  it('shows until answered; Accept all stores accepted with every preference', () => {
    // IP-139, IP-140, IP-056, IP-057
    const { local, onChange } = renderNotice();
    expect(notice()).toBeVisible();
    expect(screen.getByText('analytics off')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(notice()).toBeNull();
    expect(local.getItem('cookie-consent')).toBe('accepted');
    expect(JSON.parse(local.getItem('cookie-preferences') ?? '')).toEqual({
      essential: true,
      analytics: true,
      marketing: true,
    });
    expect(screen.getByText('analytics on')).toBeVisible();
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('Decline stores declined; analytics stays off', () => {
    // IP-141
    const { local } = renderNotice();
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(local.getItem('cookie-consent')).toBe('declined');
    expect(screen.getByText('analytics off')).toBeVisible();
  });

  it('Customize: essential always on and locked, analytics and marketing as chosen', () => {
    // IP-142, IP-058, IP-059, IP-060
    const { local } = renderNotice();
    fireEvent.click(screen.getByRole('button', { name: 'Customize' }));
    expect(screen.getByRole('dialog', { name: 'Cookie Settings' })).toBeVisible();
    const essential = screen.getByRole('switch', { name: 'Essential' });
    expect(essential).toBeChecked();
    expect(essential).toBeDisabled();
    fireEvent.click(screen.getByRole('switch', { name: 'Analytics' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(notice()).toBeNull();
    expect(local.getItem('cookie-consent')).toBe('customized');
    expect(JSON.parse(local.getItem('cookie-preferences') ?? '')).toEqual({
      essential: true,
      analytics: true,
      marketing: false,
    });
  });

  it('stays hidden once answered; the footer reopens the settings with the stored choices', () => {
    const local = memoryStorage({
      'cookie-consent': 'customized',
      'cookie-preferences': JSON.stringify({ essential: true, analytics: false, marketing: true }),
    });
    renderNotice(local);
    expect(notice()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cookie Settings' }));
    expect(screen.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Marketing' })).toBeChecked();
  });

  it('asks again when the stored answer is corrupt', () => {
    renderNotice(memoryStorage({ 'cookie-consent': 'maybe' }));
    expect(notice()).toBeVisible();
  });
});
