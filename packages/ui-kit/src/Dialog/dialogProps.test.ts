import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkDialogTitle, resolveActionLabel, resolveDialogSize } from './dialogProps';

describe('dialog props', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('defaults the size to md and keeps known sizes', () => {
    expect(resolveDialogSize(undefined)).toBe('md');
    expect(resolveDialogSize('sm')).toBe('sm');
    expect(resolveDialogSize('lg')).toBe('lg');
  });

  it('warns about an unknown size and falls back to md', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(resolveDialogSize('huge')).toBe('md');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Dialog: size "huge"'));
  });

  it('warns about an empty title but not about a real one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    checkDialogTitle('Emergency information', 'Dialog');
    expect(warn).not.toHaveBeenCalled();
    checkDialogTitle('   ', 'Dialog');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Dialog needs a non-empty title'));
  });

  it('replaces an empty action label by the fallback, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(resolveActionLabel(undefined, 'Confirm', 'Confirm')).toBe('Confirm');
    expect(resolveActionLabel('Sign Out', 'Confirm', 'Confirm')).toBe('Sign Out');
    expect(warn).not.toHaveBeenCalled();
    expect(resolveActionLabel(' ', 'Confirm', 'Confirm')).toBe('Confirm');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Confirm label is empty'));
  });
});
