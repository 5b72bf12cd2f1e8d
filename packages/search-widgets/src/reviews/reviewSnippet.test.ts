import { afterEach, describe, expect, it, vi } from 'vitest';
import { reviewSnippet } from './reviewSnippet';

describe('reviewSnippet (SW-161)', () => {
  it('keeps a text of exactly 80 characters whole', () => {
    const eighty = 'a'.repeat(80);
    expect(reviewSnippet(eighty)).toBe(eighty);
  });

  it('cuts the 81st character and after, adding "..."', () => {
    const text = `${'b'.repeat(80)}cdef`;
    expect(reviewSnippet(text)).toBe(`${'b'.repeat(80)}...`);
  });

  it('cuts a real review at 80 characters', () => {
    const content =
      'The itinerary planner saved us hours in Lisbon: trams, viewpoints and a fado night all lined up.';
    expect(reviewSnippet(content)).toBe(
      'The itinerary planner saved us hours in Lisbon: trams, viewpoints and a fado nig...',
    );
  });

  it('counts an emoji or a letter with its accent as one character and never splits it', () => {
    const family = '👨‍👩‍👧';
    const text = `${'x'.repeat(79)}${family}${family}`;
    expect(reviewSnippet(text)).toBe(`${'x'.repeat(79)}${family}...`);
    const accented = 'e\u0301'.repeat(81);
    expect(reviewSnippet(accented)).toBe(`${'e\u0301'.repeat(80)}...`);
  });

  it('drops the space before the cut and collapses runs of white space', () => {
    expect(reviewSnippet(`${'w'.repeat(79)} next words`)).toBe(`${'w'.repeat(79)}...`);
    expect(reviewSnippet('  Great\n\ntrip  ')).toBe('Great trip');
  });
});

describe('reviewSnippet without Intl.Segmenter (Firefox before 125)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('still cuts at 80 characters, never inside an emoji', async () => {
    vi.stubGlobal('Intl', Object.assign(Object.create(Intl), { Segmenter: undefined }));
    vi.resetModules();
    const { reviewSnippet: withoutSegmenter } = await import('./reviewSnippet');
    expect(withoutSegmenter(`${'y'.repeat(79)}😀😀`)).toBe(`${'y'.repeat(79)}😀...`);
  });
});
