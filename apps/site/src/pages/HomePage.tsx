import { marketingClaims, marketingFigures } from '@voyagent/contracts/content';
import { Link } from 'react-router';
import { useAuthStore } from '../auth/authStore';
import { ClaimList } from '../content/ClaimList';
import { DeferredMarkup } from '../prerender/DeferredMarkup';
import { markupLoader } from '../prerender/markupLoader';

// The hero's destination field, the home sections of travel.md §2 (src/home/) and the search,
// location, reviews, calculator and comparison cards: each prerendered, each in its own chunk, out
// of the first load. The page hydrates with their markup in place (DeferredMarkup); the sections
// above the fold load after idle or at the first touch, the ones below also as the visitor
// scrolls near them.
const heroSearch = markupLoader(() => import('../home/HeroSearch'));
const searchCards = markupLoader(() => import('../search/SearchCards'));
const quickActions = markupLoader(() => import('../location/QuickActions'));
// The assistant box and the quick answer share one chunk (its typing and the assistant's rules).
const assistantBox = markupLoader(() => import('../home/AssistantBox'));
const homeTools = markupLoader(() => import('../home/HomeTools'));
const homeOffers = markupLoader(() => import('../home/HomeOffers'));
const homeTestimonials = markupLoader(() => import('../home/HomeTestimonials'));
const homePartners = markupLoader(() => import('../home/HomePartners'));
const homeFaq = markupLoader(() => import('../home/HomeFaq'));
const homeShare = markupLoader(() => import('../home/HomeShare'));
const homeReviews = markupLoader(() => import('../reviews/HomeReviews'));
// Their save buttons carry react-aria and the save button's dialogs.
const popularDestinations = markupLoader(() => import('../saving/PopularDestinations'));
// The travel calculator carries its decimal arithmetic.
const tripCostCalculator = markupLoader(() => import('../calculator/TripCostCalculator'));
const destinationComparison = markupLoader(() => import('../comparison/DestinationComparison'));

export function HomePage() {
  // Selected, so a guest's session settling after load does not re-render the page.
  const signedIn = useAuthStore((state) => state.status === 'signed-in');
  const fullName = useAuthStore((state) => state.profile?.fullName);

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
          <DeferredMarkup
            kind="home"
            name="hero-search"
            loader={heroSearch}
            render={(module) => <module.HeroSearch />}
          />
        </div>
      </section>
      <DeferredMarkup
        kind="home"
        name="badges"
        loader={homeTools}
        render={(module) => <module.HomeBadges />}
      />
      <DeferredMarkup
        kind="home"
        name="assistant-box"
        loader={assistantBox}
        render={(module) => <module.AssistantBox />}
      />
      <DeferredMarkup
        kind="home"
        name="quick-answer"
        loader={assistantBox}
        render={(module) => <module.QuickAnswerCard />}
      />
      <DeferredMarkup
        kind="home"
        name="search-cards"
        loader={searchCards}
        render={(module) => <module.SearchCards />}
      />
      <DeferredMarkup
        kind="home"
        name="tools"
        loader={homeTools}
        render={(module) => <module.HomeTools />}
        nearViewport
      />
      <DeferredMarkup
        kind="home"
        name="quick-actions"
        loader={quickActions}
        render={(module) => <module.QuickActions />}
        nearViewport
      />
      <DeferredMarkup
        kind="home"
        name="member-offers"
        loader={homeOffers}
        render={(module) => <module.MemberOffers />}
        nearViewport
      />
      <DeferredMarkup
        kind="home"
        name="testimonials"
        loader={homeTestimonials}
        render={(module) => <module.HomeTestimonials />}
        nearViewport
      />
      <DeferredMarkup
        kind="home"
        name="free-trial"
        loader={homeOffers}
        render={(module) => <module.FreeTrialCta />}
        nearViewport
      />
      <DeferredMarkup
        kind="home"
        name="partners"
        loader={homePartners}
        render={(module) => <module.HomePartners />}
        nearViewport
      />
      <DeferredMarkup
        kind="home"
        name="popular-destinations"
        loader={popularDestinations}
        render={(module) => <module.PopularDestinations />}
        nearViewport
      />
      <DeferredMarkup
        kind="home"
        name="reviews"
        loader={homeReviews}
        render={(module) => <module.HomeReviews />}
        fallback={<div className="home-reviews" />}
        nearViewport
      />
      <DeferredMarkup
        kind="home"
        name="trip-cost-calculator"
        loader={tripCostCalculator}
        render={(module) => <module.HomeTripCostCalculator />}
        nearViewport
      />
      <DeferredMarkup
        kind="home"
        name="faq"
        loader={homeFaq}
        render={(module) => <module.HomeFaq />}
        nearViewport
      />
      <DeferredMarkup
        kind="home"
        name="share"
        loader={homeShare}
        render={(module) => <module.HomeShare />}
        nearViewport
      />
      <DeferredMarkup
        kind="home"
        name="support"
        loader={homeShare}
        render={(module) => <module.HomeSupport />}
        nearViewport
      />
      <DeferredMarkup
        kind="home"
        name="destination-comparison"
        loader={destinationComparison}
        render={(module) => <module.DestinationComparison />}
        nearViewport
      />
    </>
  );
}
