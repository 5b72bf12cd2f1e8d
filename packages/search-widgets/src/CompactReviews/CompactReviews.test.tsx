import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LoadReviews } from '../ReviewParts/reviewData';
import { contentFigures, failsToLoad, loadFrom, realReview } from '../ReviewParts/reviewFixtures';
import { CompactReviews } from './CompactReviews';

describe('CompactReviews', () => {
  it('asks for two reviews and shows them as snippets cut at 80 characters (SW-162)', async () => {
    const load = vi.fn(loadFrom());
    render(<CompactReviews loadReviews={load} />);
    const list = await screen.findByRole('list', { name: 'Reviews' });
    expect(load).toHaveBeenCalledExactlyOnceWith({ limit: 2, offset: 0 }, expect.any(AbortSignal));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(
      screen.getByText(
        'The planner split our budget by day and found trains between Vienna, Prague and...',
      ),
    ).toBeVisible();
    expect(screen.queryByText(realReview.content)).toBeNull();
    expect(screen.getAllByText('Sample review')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Load more reviews' })).toBeNull();
  });

  it('shows two even when an adapter answers more', async () => {
    const generous: LoadReviews = (request, signal) => loadFrom()({ ...request, limit: 9 }, signal);
    render(<CompactReviews loadReviews={generous} />);
    const list = await screen.findByRole('list', { name: 'Reviews' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the skeleton, then a short message when the adapter fails, or when there is none', async () => {
    const { unmount } = render(<CompactReviews loadReviews={failsToLoad} />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Reviews could not be loaded right now.')).toBeVisible();
    unmount();
    render(<CompactReviews loadReviews={loadFrom([], contentFigures)} />);
    expect(await screen.findByText('No reviews yet.')).toBeVisible();
  });
});
