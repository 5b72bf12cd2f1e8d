import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PreferencesStore } from '@voyagent/native';
import { toast, Toaster } from '@voyagent/ui-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClearAppData } from './ClearAppData';

afterEach(() => {
  act(() => toast.dismissAll());
});

function memoryStore(clear: () => Promise<void>): PreferencesStore {
  return { get: async () => null, set: async () => undefined, clear };
}

describe('Clear app data', () => {
  it('clears the device storage and toasts "App data cleared"', async () => {
    const clear = vi.fn(async () => undefined);
    const onCleared = vi.fn();
    render(
      <>
        <Toaster />
        <ClearAppData onCleared={onCleared} store={memoryStore(clear)} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear app data' }));
    await screen.findByRole('alertdialog', { name: 'App data cleared' });
    expect(clear).toHaveBeenCalledOnce();
    expect(onCleared).toHaveBeenCalledOnce();
  });

  it('toasts "Failed to clear app data" when the storage refuses, keeping the screen as it is', async () => {
    const onCleared = vi.fn();
    render(
      <>
        <Toaster />
        <ClearAppData
          onCleared={onCleared}
          store={memoryStore(async () => Promise.reject(new Error('quota')))}
        />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear app data' }));
    await screen.findByRole('alertdialog', { name: 'Failed to clear app data' });
    expect(onCleared).not.toHaveBeenCalled();
  });

  it('clears this site’s local storage in a browser', async () => {
    localStorage.setItem('mobile_settings', '{"offline":true}');
    render(
      <>
        <Toaster />
        <ClearAppData onCleared={() => undefined} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear app data' }));
    await screen.findByRole('alertdialog', { name: 'App data cleared' });
    expect(localStorage.getItem('mobile_settings')).toBeNull();
  });
});
