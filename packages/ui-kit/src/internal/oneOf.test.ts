import { afterEach, describe, expect, it, vi } from 'vitest';
import { oneOf } from './oneOf';

describe('oneOf', () => {
  afterEach(() => vi.restoreAllMocks());

  it('passes an allowed value through silently', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(oneOf('Badge', 'variant', 'info', ['neutral', 'info'], 'neutral')).toBe('info');
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns and falls back for a value outside the list', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(oneOf('Badge', 'variant', 'purple', ['neutral', 'info'], 'neutral')).toBe('neutral');
    expect(warn).toHaveBeenCalledWith(
      '@voyagent/ui-kit: Badge: variant "purple" is not one of neutral, info; using "neutral"',
    );
  });
});
