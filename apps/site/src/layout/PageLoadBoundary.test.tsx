import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageLoadBoundary } from './PageLoadBoundary';

function FailingPage(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

/** The boundary on `pathname` around a page that throws; `rerender` puts another page in. */
function failedAt(pathname: string) {
  return render(
    <PageLoadBoundary pathname={pathname}>
      <FailingPage />
    </PageLoadBoundary>,
  );
}

// React reports the caught error on the console too; the boundary logs it itself.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('PageLoadBoundary', () => {
  it("shows the failure in the page's place, with a reload of the same address", () => {
    failedAt('/flights');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This page could not load');
    expect(screen.getByText('Check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      window.location.href,
    );
  });

  it('clears the failure when the visitor goes to another path', () => {
    const { rerender } = failedAt('/flights');
    act(() =>
      rerender(
        <PageLoadBoundary pathname="/pricing">
          <p>Pricing</p>
        </PageLoadBoundary>,
      ),
    );
    expect(screen.getByText('Pricing')).toBeInTheDocument();
    expect(screen.queryByText('This page could not load')).toBeNull();
  });

  it('keeps the failure on the same path', () => {
    const { rerender } = failedAt('/flights');
    act(() =>
      rerender(
        <PageLoadBoundary pathname="/flights">
          <FailingPage />
        </PageLoadBoundary>,
      ),
    );
    expect(screen.getByText('This page could not load')).toBeInTheDocument();
  });
});
