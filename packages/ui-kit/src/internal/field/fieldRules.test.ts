import { describe, expect, it } from 'vitest';
import { lengthBoundsProblem, missingNameProblem, problemsOf } from './fieldRules';

describe('missingNameProblem', () => {
  it('accepts a visible label, an aria-label or aria-labelledby', () => {
    expect(missingNameProblem('TextField', { label: 'E-mail' })).toBeUndefined();
    expect(missingNameProblem('TextField', { 'aria-label': 'Search' })).toBeUndefined();
    expect(missingNameProblem('TextField', { 'aria-labelledby': 'heading-id' })).toBeUndefined();
  });

  it('reports a control with no name, counting blank names as none', () => {
    expect(missingNameProblem('Switch', {})).toBe(
      'Switch needs a label (or aria-label / aria-labelledby) so it has an accessible name.',
    );
    expect(missingNameProblem('Switch', { label: '', 'aria-label': '  ' })).toMatch(
      /needs a label/,
    );
  });
});

describe('lengthBoundsProblem', () => {
  it('accepts missing, equal and ordered bounds', () => {
    expect(lengthBoundsProblem('TextField', undefined, 5)).toBeUndefined();
    expect(lengthBoundsProblem('TextField', 5, undefined)).toBeUndefined();
    expect(lengthBoundsProblem('TextField', 5, 5)).toBeUndefined();
    expect(lengthBoundsProblem('TextField', 2, 10)).toBeUndefined();
  });

  it('reports a minimum above the maximum', () => {
    expect(lengthBoundsProblem('TextArea', 10, 2)).toBe(
      'TextArea minLength (10) is greater than maxLength (2); no value can satisfy both, so the field is shown as invalid.',
    );
  });
});

describe('problemsOf', () => {
  it('keeps only the failed checks, in order', () => {
    expect(problemsOf(undefined, 'first', undefined, 'second')).toEqual(['first', 'second']);
    expect(problemsOf()).toEqual([]);
  });
});
