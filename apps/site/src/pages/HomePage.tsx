import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useAuthStore } from '../auth/authStore';
import { CityField } from '../cities/CityField';
import { backend } from '../firebase/callables';

// The search forms' calendars and lists load after the hero, outside the entry chunk.
const SearchCards = lazy(async () => ({
  default: (await import('../search/SearchCards')).SearchCards,
}));

const fetchCities = async (query: string) => (await backend.citySuggestions({ query })).cities;

export function HomePage() {
  const { status, profile } = useAuthStore();
  const fullName = profile?.fullName;
  const signedIn = status === 'signed-in';

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
          <CityField label="Where do you want to go?" fetchCities={fetchCities} />
        </div>
      </section>
      <Suspense>
        <SearchCards />
      </Suspense>
    </>
  );
}
