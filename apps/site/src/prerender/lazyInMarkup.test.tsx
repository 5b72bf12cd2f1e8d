import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyInMarkup, loadMarkupParts } from './lazyInMarkup';

function Part() {
  return <p>part content</p>;
}

describe('lazyInMarkup', () => {
  it('suspends like React.lazy until loaded', async () => {
    const LazyPart = lazyInMarkup(async () => Part);
    render(
      <Suspense fallback={<p>fallback</p>}>
        <LazyPart />
      </Suspense>,
    );
    expect(screen.getByText('fallback')).toBeInTheDocument();
    expect(await screen.findByText('part content')).toBeInTheDocument();
  });

  it('renders at once, without a fallback, once loadMarkupParts has loaded it', async () => {
    const LazyPart = lazyInMarkup(async () => Part);
    await loadMarkupParts();
    render(
      <Suspense fallback={<p>fallback</p>}>
        <LazyPart />
      </Suspense>,
    );
    // In the same render: no fallback was ever shown.
    expect(screen.queryByText('fallback')).toBeNull();
    expect(screen.getByText('part content')).toBeInTheDocument();
  });
});
