import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ToastSpec } from '../installToasts/installToasts';
import { memoryStorage } from '../platform/webStorage';
import { createUpdateFlow } from '../updateFlow/updateFlow';
import { fakeWorkbox } from './fakeWorkbox';
import { UpdatePrompt } from './UpdatePrompt';

function setUp(session = memoryStorage()) {
  const fake = fakeWorkbox();
  const toasts: ToastSpec[] = [];
  const reload = vi.fn();
  const flow = createUpdateFlow({
    workbox: fake.workbox,
    session,
    reload,
    notify: (toast) => void toasts.push(toast),
  });
  render(<UpdatePrompt flow={flow} />);
  return { ...fake, toasts, reload, session };
}

const prompt = () => screen.queryByRole('region', { name: 'Update available!' });

describe('UpdatePrompt', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('appears when a new worker waits, with its text, Update Now, Later and Close', () => {
    // IP-104, IP-175, IP-176, IP-105, IP-108
    const fake = setUp();
    expect(prompt()).toBeNull();
    act(() => fake.emit('waiting'));
    expect(prompt()).toBeVisible();
    expect(screen.getByText('A new version is ready.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Update Now' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Later' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close' })).toBeVisible();
  });

  it('appears on SW_UPDATE_AVAILABLE, not on other messages', () => {
    // IP-161
    const fake = setUp();
    act(() => fake.emit('message', { type: 'OTHER' }));
    expect(prompt()).toBeNull();
    act(() => fake.emit('message', { type: 'SW_UPDATE_AVAILABLE' }));
    expect(prompt()).toBeVisible();
  });

  it('Update Now sends SKIP_WAITING, toasts App updated! Reloading... and reloads after 1 s', () => {
    // IP-106, IP-107, IP-162
    const fake = setUp();
    act(() => fake.emit('waiting'));
    fireEvent.click(screen.getByRole('button', { name: 'Update Now' }));
    expect(fake.calls.skipWaiting).toBe(1);
    expect(fake.toasts.map((toast) => toast.title)).toEqual(['App updated! Reloading...']);
    expect(screen.getByRole('button', { name: 'Later' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(999));
    expect(fake.reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(fake.reload).toHaveBeenCalledOnce();
  });

  it('Later and close hide it for the session', () => {
    // IP-109, IP-067
    const fake = setUp();
    act(() => fake.emit('waiting'));
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(prompt()).toBeNull();
    expect(fake.session.getItem('pwa-update-dismissed')).toBe('true');
    act(() => fake.emit('waiting'));
    expect(prompt()).toBeNull();

    const other = setUp();
    act(() => other.emit('waiting'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(prompt()).toBeNull();
  });

  it('checks for a new version every 30 s while mounted, and stops when unmounted', async () => {
    // IP-110
    const fake = setUp();
    await act(() => vi.advanceTimersByTimeAsync(29_999));
    expect(fake.calls.update).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fake.calls.update).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fake.calls.update).toBe(3);
    cleanup();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fake.calls.update).toBe(3);
  });
});
