import { describe, expect, it } from 'vitest';
import { breadcrumbProblems } from './breadcrumbItems';

describe('breadcrumbProblems', () => {
  it('accepts a trail whose current page has no href', () => {
    expect(breadcrumbProblems([{ label: 'Home', href: '/' }, { label: 'Flights' }])).toEqual([]);
    expect(breadcrumbProblems([])).toEqual([]);
  });

  it('reports earlier crumbs without a destination', () => {
    expect(
      breadcrumbProblems([{ label: 'Home', href: '/' }, { label: 'Blog' }, { label: 'Post' }]),
    ).toEqual(['Breadcrumb item 2 of 3 has no href; only the current page may omit it']);
  });
});
