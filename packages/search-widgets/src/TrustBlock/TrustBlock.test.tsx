import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import {
  contentFigures,
  failsToLoad,
  listedReviews,
  loadFrom,
} from '../ReviewParts/reviewFixtures';
import { TrustBlock } from './TrustBlock';

describe('TrustBlock', () => {
  it('shows the summary and three snippets from one request, headings in order (SW-163)', async () => {
    const load = vi.fn(loadFrom());
    render(<TrustBlock loadReviews={load} />);
    const list = await screen.findByRole('list', { name: 'Reviews' });
    expect(load).toHaveBeenCalledExactlyOnceWith({ limit: 3, offset: 0 }, expect.any(AbortSignal));
    expect(screen.getByText('15,847 reviews')).toBeVisible();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(
      screen.getAllByRole('heading').map((heading) => [heading.tagName, heading.textContent]),
    ).toEqual([
      ['H2', 'Traveler reviews'],
      ...listedReviews.slice(0, 3).map((review) => ['H3', review.title]),
    ]);
    expect(within(list).getAllByText('Sample review')).toHaveLength(2);
    for (const item of within(list).getAllByRole('listitem')) {
      const text = item.querySelector('p')?.textContent ?? '';
      expect(Array.from(text.replace(/\.\.\.$/, '')).length).toBeLessThanOrEqual(80);
    }
  });

  it('takes the real figures reviews-list answers', async () => {
    const real = { ...contentFigures, rating: 4.2, reviewCount: 12, recommendPercent: 83 };
    render(<TrustBlock loadReviews={loadFrom(listedReviews, real)} headingLevel={3} />);
    expect(await screen.findByText('12 reviews')).toBeVisible();
    expect(screen.getByText('4.2 out of 5 stars')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Traveler reviews' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3);
  });

  it('holds its place with a skeleton, then shows a short message when the adapter fails', async () => {
    render(<TrustBlock loadReviews={failsToLoad} />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Reviews could not be loaded right now.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('shows an initial page at once, also server-rendered, until the answer replaces it', async () => {
    const initialPage = {
      reviews: listedReviews.slice(3, 6),
      nextOffset: null,
      summary: contentFigures,
    };
    const markup = renderToString(
      <TrustBlock loadReviews={loadFrom()} initialPage={initialPage} />,
    );
    expect(markup).toContain(listedReviews[3]?.title);
    expect(markup).not.toContain('aria-busy');

    const real = { ...contentFigures, reviewCount: 12 };
    render(<TrustBlock loadReviews={loadFrom(listedReviews, real)} initialPage={initialPage} />);
    expect(screen.getByText('15,847 reviews')).toBeVisible();
    expect(await screen.findByText('12 reviews')).toBeVisible();
    expect(screen.getByRole('heading', { name: listedReviews[0]?.title })).toBeVisible();
  });

  it('keeps the initial page when the first load fails', async () => {
    const initialPage = {
      reviews: listedReviews.slice(0, 3),
      nextOffset: null,
      summary: contentFigures,
    };
    const load = vi.fn(failsToLoad);
    render(<TrustBlock loadReviews={load} initialPage={initialPage} />);
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Reviews could not be loaded right now.')).toBeNull();
    expect(screen.getByText('15,847 reviews')).toBeVisible();
  });
});
