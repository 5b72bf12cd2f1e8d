import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadableLazy';

function Page() {
  return <p>page content</p>;
}

describe('preloadableLazy', () => {
  it('suspends like React.lazy until loaded', async () => {
    const { Component } = preloadableLazy(async () => Page);
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Component />
      </Suspense>,
    );
    expect(screen.getByText('fallback')).toBeInTheDocument();
    expect(await screen.findByText('page content')).toBeInTheDocument();
  });

  it('renders at once, without a fallback, once preloaded', async () => {
    const { Component, preload } = preloadableLazy(async () => Page);
    await preload();
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Component />
      </Suspense>,
    );
    // In the same render: no fallback was ever shown.
    expect(screen.queryByText('fallback')).toBeNull();
    expect(screen.getByText('page content')).toBeInTheDocument();
  });

  it('tries the load again after a failure (offline)', async () => {
    let attempts = 0;
    const { preload } = preloadableLazy(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return Page;
    });
    await expect(preload()).rejects.toThrow('offline');
    await expect(preload()).resolves.toBeUndefined();
    expect(attempts).toBe(2);
  });
});
