import { DestinationAutocomplete } from '@voyagent/search-widgets';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { useAuthStore } from '../auth/authStore';
import { lazyInMarkup } from '../prerender/lazyInMarkup';
import { PopularDestinations } from '../saving/PopularDestinations';
import { loadDestinations } from '../search/searchSources';
import { useLocalCities } from '../search/useLocalCities';

// The search forms' calendars and lists load after the hero, outside the entry chunk.
const SearchCards = lazyInMarkup(async () => (await import('../search/SearchCards')).SearchCards);

// The location tools' card (and, on demand, its dialogs) load after the hero.
const QuickActions = lazyInMarkup(
  async () => (await import('../location/QuickActions')).QuickActions,
);

// Below the fold: the reviews widgets load in their own chunk, after the first paint.
const HomeReviews = lazyInMarkup(async () => (await import('../reviews/HomeReviews')).HomeReviews);

export function HomePage() {
  const { status, profile } = useAuthStore();
  const fullName = profile?.fullName;
  const signedIn = status === 'signed-in';
  const localCities = useLocalCities();

  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">Your AI travel companion</h1>
        {signedIn && fullName && <p className="hero__welcome">Welcome back, {fullName}</p>}
        <p className="hero__tagline">
          Plan itineraries, compare flights and hotels, and travel with confidence in 50+ languages.
        </p>
        <div className="hero__actions">
          {signedIn ? (
            <Link to="/dashboard" className="button-link button-link--primary">
              Go to Dashboard
            </Link>
          ) : (
            <Link to="/auth" className="button-link button-link--primary">
              Start 7-Day Free Trial
            </Link>
          )}
          <Link to="/itinerary" className="button-link button-link--secondary">
            Start Planning Your Trip
          </Link>
        </div>
        <div className="hero__search">
          <DestinationAutocomplete
            label="Where do you want to go?"
            loadCities={loadDestinations}
            localCities={localCities}
            placeholder="Search a city"
          />
        </div>
      </section>
      <Suspense>
        <SearchCards />
      </Suspense>
      <Suspense>
        <QuickActions />
      </Suspense>
      <PopularDestinations />
      <Suspense fallback={<div className="home-reviews" />}>
        <HomeReviews />
      </Suspense>
    </>
  );
}
