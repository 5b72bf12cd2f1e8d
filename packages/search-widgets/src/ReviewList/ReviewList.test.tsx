import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LoadReviews } from '../ReviewParts/reviewData';
import {
  contentFigures,
  failsToLoad,
  listedReviews,
  loadFrom,
  realReview,
} from '../ReviewParts/reviewFixtures';
import { ReviewList } from './ReviewList';

const reviewItems = () =>
  within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem');

describe('ReviewList', () => {
  it('shows a busy skeleton, then the first page as a list, samples labelled (SW-144)', async () => {
    const load = vi.fn(loadFrom());
    render(<ReviewList loadReviews={load} pageSize={4} />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading reviews')).toBeInTheDocument();

    await screen.findByRole('list', { name: 'Reviews' });
    expect(load).toHaveBeenCalledExactlyOnceWith({ limit: 4, offset: 0 }, expect.any(AbortSignal));
    const [real, sample] = reviewItems();
    expect(reviewItems()).toHaveLength(4);
    expect(within(real as HTMLElement).queryByText('Sample review')).toBeNull();
    expect(within(real as HTMLElement).getByText('Verified trip')).toBeVisible();
    expect(within(real as HTMLElement).getByText('4 out of 5 stars')).toBeInTheDocument();
    expect(within(real as HTMLElement).getByText(realReview.content)).toBeVisible();
    expect(within(real as HTMLElement).getByText('Oct 2, 2025')).toHaveAttribute(
      'datetime',
      realReview.created_at,
    );
    expect(within(sample as HTMLElement).getByText('Sample review')).toBeVisible();
    expect(screen.getAllByText('Sample review')).toHaveLength(3);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      listedReviews.slice(0, 4).map((review) => review.title),
    );
  });

  it('loads more pages on demand until the last', async () => {
    const user = userEvent.setup();
    const load = vi.fn(loadFrom());
    render(<ReviewList loadReviews={load} pageSize={4} />);
    await user.click(await screen.findByRole('button', { name: 'Load more reviews' }));
    await vi.waitFor(() => expect(reviewItems()).toHaveLength(8));
    expect(load).toHaveBeenLastCalledWith({ limit: 4, offset: 4 }, expect.any(AbortSignal));
    await user.click(screen.getByRole('button', { name: 'Load more reviews' }));
    await vi.waitFor(() => expect(reviewItems()).toHaveLength(9));
    expect(screen.queryByRole('button', { name: 'Load more reviews' })).toBeNull();
  });

  it('keeps the reviews shown when loading more fails, and says so', async () => {
    const user = userEvent.setup();
    const firstPage = loadFrom();
    const load: LoadReviews = (request, signal) =>
      request.offset === 0 ? firstPage(request, signal) : Promise.reject(new Error('down'));
    render(<ReviewList loadReviews={load} pageSize={4} />);
    await user.click(await screen.findByRole('button', { name: 'Load more reviews' }));
    expect(await screen.findByText('More reviews could not be loaded.')).toBeVisible();
    expect(reviewItems()).toHaveLength(4);
  });

  it('shows a short message when the adapter fails, and recovers on retry', async () => {
    const user = userEvent.setup();
    const load = vi.fn(failsToLoad).mockImplementationOnce(failsToLoad);
    render(<ReviewList loadReviews={load} />);
    expect(await screen.findByText('Reviews could not be loaded right now.')).toBeVisible();
    load.mockImplementation(loadFrom());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Reviews' })).toBeVisible();
  });

  it('never throws: an adapter that throws or answers nonsense shows the error state', async () => {
    const throwing: LoadReviews = () => {
      throw new Error('sync failure');
    };
    const nonsense = (() => Promise.resolve({ reviews: 'none' })) as unknown as LoadReviews;
    render(
      <>
        <ReviewList loadReviews={throwing} />
        <ReviewList loadReviews={nonsense} />
      </>,
    );
    await vi.waitFor(() =>
      expect(screen.getAllByText('Reviews could not be loaded right now.')).toHaveLength(2),
    );
  });

  it('says when there are no reviews', async () => {
    render(<ReviewList loadReviews={loadFrom([], contentFigures)} />);
    expect(await screen.findByText('No reviews yet.')).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('reloads nothing when the host passes a new adapter function on each render', async () => {
    const load = vi.fn(loadFrom());
    const { rerender } = render(<ReviewList loadReviews={(r, s) => load(r, s)} />);
    await screen.findByRole('list', { name: 'Reviews' });
    rerender(<ReviewList loadReviews={(r, s) => load(r, s)} />);
    rerender(<ReviewList loadReviews={(r, s) => load(r, s)} />);
    expect(load).toHaveBeenCalledOnce();
  });

  it('writes dates and texts in the locale given', async () => {
    render(<ReviewList loadReviews={loadFrom()} pageSize={2} locale="fr-FR" />);
    await screen.findByRole('list', { name: 'Avis' });
    expect(screen.getByText('2 oct. 2025')).toBeVisible();
    expect(screen.getByText('4 étoiles sur 5')).toBeInTheDocument();
    expect(screen.getByText('Avis d’exemple')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Afficher plus d’avis' })).toBeVisible();
  });
});
