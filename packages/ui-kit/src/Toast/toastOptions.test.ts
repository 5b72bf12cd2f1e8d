import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TOAST_DURATION_MS,
  MAX_VISIBLE_TOASTS,
  normaliseToast,
  TOAST_GAP_PX,
} from './toastOptions';

describe('toast options', () => {
  it('uses the spec values: one visible, 4 s, 14 px (SI-196, SI-197, SI-198)', () => {
    expect(MAX_VISIBLE_TOASTS).toBe(1);
    expect(DEFAULT_TOAST_DURATION_MS).toBe(4000);
    expect(TOAST_GAP_PX).toBe(14);
  });

  it('keeps a well-formed toast as it is, with the default duration', () => {
    expect(
      normaliseToast('success', {
        title: 'Link copied!',
        description: 'Paste it anywhere to share',
      }),
    ).toEqual({
      content: {
        variant: 'success',
        title: 'Link copied!',
        description: 'Paste it anywhere to share',
      },
      timeoutMs: 4000,
      problems: [],
    });
  });

  it('honours a per-toast duration', () => {
    const result = normaliseToast('success', { title: 'Welcome!', duration: 5000 });
    expect(result.timeoutMs).toBe(5000);
    expect(result.problems).toEqual([]);
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY, '4000'])(
    'replaces the impossible duration %s by 4000 and says so',
    (duration) => {
      const result = normaliseToast('info', { title: 'No problem!', duration: duration as number });
      expect(result.timeoutMs).toBe(4000);
      expect(result.problems).toEqual([expect.stringContaining('toast duration must be')]);
    },
  );

  it('falls back to info for an unknown variant', () => {
    const result = normaliseToast('warning', { title: 'Update available!' });
    expect(result.content?.variant).toBe('info');
    expect(result.problems).toEqual([expect.stringContaining('variant "warning"')]);
  });

  it('drops an empty description', () => {
    expect(normaliseToast('info', { title: 'Saved', description: '  ' }).content).toEqual({
      variant: 'info',
      title: 'Saved',
      description: undefined,
    });
  });

  it('shows the description as the title when the title is missing', () => {
    const result = normaliseToast('error', { title: ' ', description: 'Failed to sign out' });
    expect(result.content).toEqual({ variant: 'error', title: 'Failed to sign out' });
    expect(result.problems).toHaveLength(1);
  });

  it('shows nothing when there is no text at all', () => {
    const result = normaliseToast('error', {});
    expect(result.content).toBeNull();
    expect(result.problems).toEqual(['toast needs a title; nothing was shown.']);
  });
});
