import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@voyagent/ui-kit/I18n';
import { describe, expect, it } from 'vitest';
import { contentFigures } from '../ReviewParts/reviewFixtures';
import { ReviewSummary } from './ReviewSummary';

describe('ReviewSummary', () => {
  it('shows the content figures: 4.8 of 5, 15,847 reviews, 95% recommend, +98% growth', () => {
    render(<ReviewSummary summary={contentFigures} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Traveler reviews' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Traveler reviews' })).toBeInTheDocument();
    expect(screen.getByText('4.8 out of 5 stars')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '15,847 reviews',
      '95% recommend',
      '+98% growth',
    ]);
  });

  it('shows real figures as given, with the heading level asked for', () => {
    const real = { ...contentFigures, rating: 3.7, reviewCount: 1, recommendPercent: 67 };
    render(<ReviewSummary summary={real} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Traveler reviews' })).toBeVisible();
    expect(screen.getByText('3.7 out of 5 stars')).toBeInTheDocument();
    expect(screen.getByText('1 review')).toBeVisible();
    expect(screen.getByText('67% recommend')).toBeVisible();
  });

  it('speaks the locale prop, or the surrounding I18nProvider’s', () => {
    const { unmount } = render(<ReviewSummary summary={contentFigures} locale="fr-FR" />);
    expect(screen.getByRole('heading', { name: 'Avis des voyageurs' })).toBeVisible();
    expect(screen.getByText('4,8 étoiles sur 5')).toBeInTheDocument();
    // Testing Library reads French's narrow no-break spaces as plain spaces.
    expect(screen.getByText('15 847 avis')).toBeVisible();
    expect(screen.getByText('+98 % de croissance')).toBeVisible();
    unmount();
    render(
      <I18nProvider locale="de-DE">
        <ReviewSummary summary={contentFigures} />
      </I18nProvider>,
    );
    expect(screen.getByText('4,8 von 5 Sternen')).toBeInTheDocument();
    expect(screen.getByText('15.847 Bewertungen')).toBeVisible();
  });

  it('falls back to English for a malformed locale instead of throwing', () => {
    render(<ReviewSummary summary={contentFigures} locale="not a locale!" />);
    expect(screen.getByText('4.8 out of 5 stars')).toBeInTheDocument();
  });
});
