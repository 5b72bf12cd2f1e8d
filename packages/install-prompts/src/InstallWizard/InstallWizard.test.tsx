import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_KEYS } from '../installStorage/installStorage';
import { BROWSERS, fakeInstallPlatform } from '../InstallPlatform/platformFixture';
import { advance, renderWithPlatform } from '../InstallPlatform/testing';
import { InstallWizard } from './InstallWizard';

describe('InstallWizard', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-02T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows features, badges, Install Free App and Maybe Later; no Safari hint elsewhere', () => {
    // IP-006, IP-007, IP-008
    renderWithPlatform(<InstallWizard isOpen onOpenChange={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Install Voyagent' });
    expect(dialog).toBeVisible();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(6);
    expect(screen.getByRole('button', { name: 'Install Free App' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Maybe Later' })).toBeVisible();
    expect(screen.queryByText('Tap Share → Add to Home Screen')).toBeNull();
  });

  it('on Safari shows the hint Tap Share → Add to Home Screen', () => {
    // IP-009
    renderWithPlatform(
      <InstallWizard isOpen onOpenChange={() => undefined} />,
      fakeInstallPlatform({ browser: BROWSERS.iosSafari }),
    );
    expect(screen.getByText('Tap Share → Add to Home Screen')).toBeVisible();
  });

  it('Maybe Later records a dismissal and closes', () => {
    const onOpenChange = vi.fn();
    const fake = renderWithPlatform(<InstallWizard isOpen onOpenChange={onOpenChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Maybe Later' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(fake.local.getItem(INSTALL_KEYS.lastDismissal)).not.toBeNull();
  });

  it('Install Free App runs the browser prompt and closes on its answer', async () => {
    const onOpenChange = vi.fn();
    const fake = renderWithPlatform(<InstallWizard isOpen onOpenChange={onOpenChange} />);
    fake.offerPrompt('accepted');
    fireEvent.click(screen.getByRole('button', { name: 'Install Free App' }));
    await advance(0);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(fake.local.getItem(INSTALL_KEYS.installed)).toBe('true');
  });
});
