import { marketingClaims, marketingFigures } from '@voyagent/contracts/content';
import { DestinationAutocomplete } from '@voyagent/search-widgets';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { useAuthStore } from '../auth/authStore';
import { ClaimList } from '../content/ClaimList';
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

// The home sections of travel.md §2 (src/home/): each prerendered, each loaded after the hero.
// The assistant box and the quick answer share one chunk (its typing and the assistant's rules).
const AssistantBox = lazyInMarkup(async () => (await import('../home/AssistantBox')).AssistantBox);
const QuickAnswerCard = lazyInMarkup(
  async () => (await import('../home/AssistantBox')).QuickAnswerCard,
);
const HomeBadges = lazyInMarkup(async () => (await import('../home/HomeTools')).HomeBadges);
const HomeTools = lazyInMarkup(async () => (await import('../home/HomeTools')).HomeTools);
const MemberOffers = lazyInMarkup(async () => (await import('../home/HomeOffers')).MemberOffers);
const FreeTrialCta = lazyInMarkup(async () => (await import('../home/HomeOffers')).FreeTrialCta);
const HomeTestimonials = lazyInMarkup(
  async () => (await import('../home/HomeTestimonials')).HomeTestimonials,
);
const HomePartners = lazyInMarkup(async () => (await import('../home/HomePartners')).HomePartners);
const HomeFaq = lazyInMarkup(async () => (await import('../home/HomeFaq')).HomeFaq);
const HomeShare = lazyInMarkup(async () => (await import('../home/HomeShare')).HomeShare);
const HomeSupport = lazyInMarkup(async () => (await import('../home/HomeShare')).HomeSupport);

// Below the fold: the reviews widgets load in their own chunk, after the first paint.
const HomeReviews = lazyInMarkup(async () => (await import('../reviews/HomeReviews')).HomeReviews);

// Below the reviews: the travel calculator, in its own chunk (with its decimal arithmetic).
const TravelCalculator = lazyInMarkup(
  async () => (await import('../calculator/TripCostCalculator')).HomeTripCostCalculator,
);

const DestinationComparison = lazyInMarkup(
  async () => (await import('../comparison/DestinationComparison')).DestinationComparison,
);

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
          Plan itineraries, compare flights and hotels, and travel with confidence in{' '}
          {marketingFigures.languages} languages.
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
        <ClaimList
          label="At a glance"
          claims={[
            marketingClaims.freeToInstall,
            marketingClaims.bookingSavings,
            marketingClaims.rating,
            marketingClaims.users,
          ]}
        />
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
        <HomeBadges />
      </Suspense>
      <Suspense>
        <AssistantBox />
      </Suspense>
      <Suspense>
        <QuickAnswerCard />
      </Suspense>
      <Suspense>
        <SearchCards />
      </Suspense>
      <Suspense>
        <HomeTools />
      </Suspense>
      <Suspense>
        <QuickActions />
      </Suspense>
      <Suspense>
        <MemberOffers />
      </Suspense>
      <Suspense>
        <HomeTestimonials />
      </Suspense>
      <Suspense>
        <FreeTrialCta />
      </Suspense>
      <Suspense>
        <HomePartners />
      </Suspense>
      <PopularDestinations />
      <Suspense fallback={<div className="home-reviews" />}>
        <HomeReviews />
      </Suspense>
      <Suspense>
        <TravelCalculator />
      </Suspense>
      <Suspense>
        <HomeFaq />
      </Suspense>
      <Suspense>
        <HomeShare />
      </Suspense>
      <Suspense>
        <HomeSupport />
      </Suspense>
      <Suspense>
        <DestinationComparison />
      </Suspense>
    </>
  );
}
