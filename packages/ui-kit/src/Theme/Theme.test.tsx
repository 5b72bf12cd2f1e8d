import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider, useTheme } from './ThemeProvider';
import { ThemeSwitch } from './ThemeSwitch';

/** A prefers-color-scheme query the test can flip, like the OS switching to dark at sunset. */
function fakeSystemScheme(initiallyDark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: initiallyDark,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => query),
  );
  return {
    setDark(dark: boolean) {
      query.matches = dark;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

function ShowTheme() {
  const { preference, resolvedTheme } = useTheme();
  return (
    <p>
      {preference} → {resolvedTheme}
    </p>
  );
}

function renderWithProvider() {
  return render(
    <ThemeProvider>
      <ThemeSwitch />
      <ShowTheme />
    </ThemeProvider>,
  );
}

const htmlTheme = () => document.documentElement.dataset.theme;

describe('ThemeProvider and ThemeSwitch', () => {
  beforeEach(() => fakeSystemScheme(false));

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
    delete document.documentElement.dataset.theme;
  });

  it('defaults to system and follows the operating system live', () => {
    const system = fakeSystemScheme(false);
    renderWithProvider();
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(htmlTheme()).toBe('light');
    system.setDark(true);
    expect(htmlTheme()).toBe('dark');
    expect(screen.getByText('system → dark')).toBeInTheDocument();
  });

  it('applies the stored preference on start', () => {
    localStorage.setItem('theme', 'dark');
    renderWithProvider();
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(htmlTheme()).toBe('dark');
  });

  it('stores a choice under "theme" and stops following the system', async () => {
    const system = fakeSystemScheme(true);
    renderWithProvider();
    await userEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(localStorage.getItem('theme')).toBe('light');
    expect(htmlTheme()).toBe('light');
    system.setDark(false);
    system.setDark(true);
    expect(htmlTheme()).toBe('light');
  });

  it('is operable from the keyboard with arrow keys and Space', async () => {
    renderWithProvider();
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Light' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Dark' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(htmlTheme()).toBe('dark');
  });

  it('keeps working when storage throws (private mode)', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    renderWithProvider();
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(htmlTheme()).toBe('dark');
    expect(screen.getByText('dark → dark')).toBeInTheDocument();
  });

  it('follows a change made in another tab', () => {
    renderWithProvider();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    });
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(htmlTheme()).toBe('dark');
  });

  it('falls back to system when another tab clears all storage', () => {
    localStorage.setItem('theme', 'dark');
    renderWithProvider();
    expect(htmlTheme()).toBe('dark');
    // localStorage.clear() in another tab (e.g. "clear app data") fires a storage event with key null.
    localStorage.clear();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null }));
    });
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(htmlTheme()).toBe('light');
  });

  it('names icon-only options in compact mode', () => {
    render(
      <ThemeProvider>
        <ThemeSwitch compact />
      </ThemeProvider>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Theme' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      'Light',
      'Dark',
      'System',
    ]);
  });

  it('rejects an unknown preference with a warning and stores system instead', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    function SetBlue() {
      const { setPreference } = useTheme();
      return (
        <button type="button" onClick={() => setPreference('blue' as 'dark')}>
          Blue
        </button>
      );
    }
    localStorage.setItem('theme', 'dark');
    render(
      <ThemeProvider>
        <SetBlue />
        <ShowTheme />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Blue' }));
    expect(screen.getByText('system → light')).toBeInTheDocument();
    expect(localStorage.getItem('theme')).toBe('system');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown theme preference "blue"'));
  });

  it('warns instead of crashing when used without a provider', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<ShowTheme />);
    expect(screen.getByText('system → light')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('outside a <ThemeProvider>'));
  });

  it('sets data-theme on a given target element and leaves <html> alone', async () => {
    const widgetRoot = document.createElement('div');
    render(
      <ThemeProvider target={widgetRoot}>
        <ThemeSwitch />
      </ThemeProvider>,
    );
    expect(widgetRoot.dataset.theme).toBe('light');
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(widgetRoot.dataset.theme).toBe('dark');
    expect(document.documentElement).not.toHaveAttribute('data-theme');
  });

  it('finds a target that its own children render', () => {
    localStorage.setItem('theme', 'dark');
    function Widget() {
      const rootRef = useRef<HTMLDivElement>(null);
      return (
        <ThemeProvider target={() => rootRef.current}>
          <div ref={rootRef} data-testid="widget-root">
            <ThemeSwitch compact />
          </div>
        </ThemeProvider>
      );
    }
    render(<Widget />);
    expect(screen.getByTestId('widget-root')).toHaveAttribute('data-theme', 'dark');
    expect(document.documentElement).not.toHaveAttribute('data-theme');
  });

  it('warns when the target function finds nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <ThemeProvider target={() => null}>
        <ShowTheme />
      </ThemeProvider>,
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('target found no element'));
    expect(document.documentElement).not.toHaveAttribute('data-theme');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProvider();
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
