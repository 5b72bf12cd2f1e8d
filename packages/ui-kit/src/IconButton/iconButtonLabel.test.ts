import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkIconButtonLabel } from './iconButtonLabel';

describe('checkIconButtonLabel', () => {
  afterEach(() => vi.restoreAllMocks());

  it('accepts a non-empty label', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(checkIconButtonLabel('Close')).toBe('Close');
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([undefined, '', '   ', 3])('warns about %j', (label) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(checkIconButtonLabel(label)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('IconButton needs a non-empty'));
  });
});
