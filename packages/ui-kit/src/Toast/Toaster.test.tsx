import { act, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from './toast';
import { Toaster } from './Toaster';

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** The accessible names of the toasts on screen. */
function visibleTitles(): string[] {
  return screen.queryAllByRole('alertdialog').map((element) => {
    const titleId = element.getAttribute('aria-labelledby') ?? '';
    return document.getElementById(titleId)?.textContent ?? '';
  });
}

describe('Toaster and toast()', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    act(() => toast.dismissAll());
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows a toast called from outside React, with title and description', () => {
    render(<Toaster />);
    act(() => {
      toast.success({ title: 'Link copied!', description: 'Paste it anywhere to share' });
    });
    const shown = screen.getByRole('alertdialog', { name: 'Link copied!' });
    expect(shown).toHaveAccessibleDescription('Paste it anywhere to share');
    expect(screen.getByRole('region')).toContainElement(shown);
  });

  it('closes by itself after 4 s by default', () => {
    render(<Toaster />);
    act(() => {
      toast.info({ title: 'No problem!' });
    });
    advance(3999);
    expect(screen.getByRole('alertdialog', { name: 'No problem!' })).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('honours a per-toast duration', () => {
    render(<Toaster />);
    act(() => {
      toast.success({ title: 'Welcome!', duration: 6000 });
    });
    advance(5999);
    expect(screen.getByRole('alertdialog', { name: 'Welcome!' })).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows one toast at a time: the newest, then the waiting one with its full time (SI-196)', () => {
    render(<Toaster />);
    act(() => {
      toast.info({ title: 'Action saved for when you are back online' });
    });
    advance(1000);
    act(() => {
      toast.error({ title: 'Failed to sign out' });
    });
    expect(visibleTitles()).toEqual(['Failed to sign out']);
    advance(4000);
    // The first toast's timer was paused while it waited, so it now gets its 4 s again.
    expect(visibleTitles()).toEqual(['Action saved for when you are back online']);
    advance(3999);
    expect(visibleTitles()).toHaveLength(1);
    advance(1);
    expect(visibleTitles()).toEqual([]);
  });

  it('dismisses a toast by the id toast() returned', () => {
    render(<Toaster />);
    let id = '';
    act(() => {
      id = toast({ title: 'Update available!', description: 'A new version is ready.' });
    });
    expect(id).not.toBe('');
    act(() => toast.dismiss(id));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  // fireEvent rather than user-event here: user-event's internal pauses wait on the faked clock.
  it('closes from the × button', () => {
    render(<Toaster />);
    act(() => {
      toast.success({ title: 'Shared successfully!' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('pauses the timer while the pointer rests on the toast', () => {
    render(<Toaster />);
    act(() => {
      toast.info({ title: 'App data cleared' });
    });
    fireEvent.pointerOver(screen.getByRole('alertdialog'), { pointerType: 'mouse' });
    advance(10000);
    expect(screen.getByRole('alertdialog', { name: 'App data cleared' })).toBeInTheDocument();
    fireEvent.pointerOut(screen.getByRole('alertdialog'), { pointerType: 'mouse' });
    advance(3999);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('warns about impossible input instead of throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Toaster />);
    let id = 'unset';
    act(() => {
      id = toast.error({ title: '' });
    });
    expect(id).toBe('');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => {
      toast.info({ title: 'Saved', duration: -5 });
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('nothing was shown'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('toast duration must be'));
    advance(4000);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('has no axe violations', async () => {
    vi.useRealTimers();
    const { baseElement } = render(<Toaster />);
    act(() => {
      toast.error({ title: 'Failed to update setting', description: 'Please try again.' });
    });
    const results = await axe.run(baseElement);
    expect(results.violations).toEqual([]);
  });
});
