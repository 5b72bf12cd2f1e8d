import { describe, expect, it } from 'vitest';
import { scrollBehaviorFor, shouldShowBackToTop } from './backToTopRules';

describe('shouldShowBackToTop (shell.md §9)', () => {
  it('shows only after more than 300 px of scroll (SI-157)', () => {
    expect(shouldShowBackToTop(0, 1280)).toBe(false);
    expect(shouldShowBackToTop(300, 1280)).toBe(false);
    expect(shouldShowBackToTop(301, 1280)).toBe(true);
  });

  it('never shows under the 768 px mobile breakpoint (SI-158)', () => {
    expect(shouldShowBackToTop(5000, 767)).toBe(false);
    expect(shouldShowBackToTop(5000, 375)).toBe(false);
    expect(shouldShowBackToTop(5000, 768)).toBe(true);
  });
});

describe('scrollBehaviorFor', () => {
  it('scrolls smoothly unless reduced motion is preferred', () => {
    expect(scrollBehaviorFor(false)).toBe('smooth');
    expect(scrollBehaviorFor(true)).toBe('instant');
  });
});
