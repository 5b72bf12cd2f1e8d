import { afterEach, describe, expect, it, vi } from 'vitest';
import { openExternal } from './openExternal';

const partnerUrl = 'https://partner.example/Flights-Search?leg1=from%3AParis';

afterEach(() => vi.restoreAllMocks());

describe('openExternal', () => {
  // SW-002, SW-114
  it('opens the address in a new tab without opener or referrer (SW-001)', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openExternal(partnerUrl);
    expect(open).toHaveBeenCalledExactlyOnceWith(partnerUrl, '_blank', 'noopener,noreferrer');
  });

  it('falls back to a new-tab link when window.open throws', () => {
    vi.spyOn(window, 'open').mockImplementation(() => {
      throw new Error('blocked by the sandbox');
    });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    openExternal(partnerUrl);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.href).toBe(partnerUrl);
    expect(clicked[0]?.target).toBe('_blank');
    expect(clicked[0]?.rel).toBe('noopener noreferrer');
  });

  it('refuses addresses that are not http(s), opening nothing', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    expect(() => openExternal('javascript:alert(1)')).toThrow(TypeError);
    expect(() => openExternal('/relative/path')).toThrow(TypeError);
    expect(open).not.toHaveBeenCalled();
  });
});
