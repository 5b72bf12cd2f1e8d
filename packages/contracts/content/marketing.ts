/**
 * ─── OPERATOR CONTENT: REPLACE WITH TRUE FIGURES ───────────────────────────────────────────────
 *
 * Every marketing figure, sample review and testimonial the product shows lives here, and only
 * here (travel.md §1, §2, §3, §9; shell.md §9): the site, the embeds (through `reviews-list`) and
 * the backend all read this file. The values below are the specification's placeholders and
 * invented samples, not measurements. Before launch an operator replaces the figures with true
 * numbers, and the samples and testimonials with real ones or empties the lists.
 *
 * - `reviewFigures` is shown until real reviews exist: as soon as one review is approved,
 *   `reviews-list` answers the real count, average and recommend share instead (growth has no
 *   counterpart in the reviews and always comes from here).
 * - `sampleReviews` are merged with real reviews, newest first (travel.md §3). They are marked
 *   `source: 'mock'`, and every screen that shows one labels it as a sample.
 * - `testimonials` are the four sample testimonials of the reviews section (travel.md §2).
 */
import type { ListedReview } from '../src/reviews';

export const OPERATOR_CONTENT_NOTICE = 'Operator content: replace with true figures.';

/** The reviews summary (travel.md §2, §9): 4.8 of 5, 15,847 reviews, 95% recommend, +98% growth. */
export const reviewFigures = {
  rating: 4.8,
  ratingScale: 5,
  reviewCount: 15_847,
  recommendPercent: 95,
  growthPercent: 98,
} as const;

/**
 * The other claims, as displayed (travel.md §1, §9; shell.md §9). The specification gives both
 * 50,000+ travellers and 10M+ travelers; both are kept until an operator settles the true one.
 */
export const marketingFigures = {
  travellers: '50,000+',
  travelers: '10M+',
  downloads: '1M+',
  countries: '195',
  languages: '50+',
  properties: '1M+',
  accuracy: '99.9%',
  currencies: '180+',
  translationLanguages: '100+',
  compensationSuccess: '98%',
  airlines: '1000+',
  bookingSavings: '50%',
  compensationUpTo: '650 USD',
} as const;

/**
 * The claims as the interface words them (shell.md §1's list, §9's figures; travel.md §1), built
 * from the figures above so that replacing a figure changes every sentence that shows it.
 */
export const marketingClaims = {
  freeToInstall: 'Free to install',
  bookingSavings: `Save up to ${marketingFigures.bookingSavings} on bookings`,
  rating: `Rated ${reviewFigures.rating}/${reviewFigures.ratingScale}`,
  users: `${marketingFigures.downloads} users`,
  travelers: `${marketingFigures.travelers} travellers`,
  compensationUpTo: `Up to ${marketingFigures.compensationUpTo} compensation`,
  compensationSuccess: `${marketingFigures.compensationSuccess} success rate`,
  airlines: `${marketingFigures.airlines} airlines`,
  currencies: `${marketingFigures.currencies} currencies`,
  translationLanguages: `${marketingFigures.translationLanguages} translation languages`,
  properties: `${marketingFigures.properties} properties`,
} as const;

/** A sample review: always `source: 'mock'`, shown with a "sample" label. */
export type SampleReview = ListedReview & { source: 'mock' };

const sample = (
  number: number,
  review: Omit<SampleReview, 'id' | 'source' | 'status' | 'verification_status'>,
): SampleReview => ({
  id: `sample-${number}`,
  ...review,
  verification_status: null,
  status: 'approved',
  source: 'mock',
});

/** The eight built-in sample reviews (travel.md §3). Invented texts: no trip here was verified. */
export const sampleReviews: readonly SampleReview[] = [
  sample(1, {
    user_name: 'Sample: Ana',
    rating: 5,
    title: 'A week in Lisbon planned in minutes',
    content:
      'The itinerary planner lined up trams, viewpoints and a fado night, and left room to wander.',
    trip_destination: 'Lisbon, Portugal',
    trip_type: 'solo',
    helpful_count: 12,
    created_at: '2025-09-14T09:30:00.000Z',
  }),
  sample(2, {
    user_name: 'Sample: Kenji',
    rating: 5,
    title: 'Business trip without the stress',
    content:
      'Flights, a hotel near the venue and the visa check in one place. The assistant answered at 2 a.m.',
    trip_destination: 'Singapore',
    trip_type: 'business',
    helpful_count: 8,
    created_at: '2025-08-02T14:05:00.000Z',
  }),
  sample(3, {
    user_name: 'Sample: Mira',
    rating: 4,
    title: 'Family holiday that suited everyone',
    content:
      'Kid-friendly activities every day and a budget that held. Offline maps saved us in the mountains.',
    trip_destination: 'Tyrol, Austria',
    trip_type: 'family',
    helpful_count: 15,
    created_at: '2025-07-21T18:45:00.000Z',
  }),
  sample(4, {
    user_name: 'Sample: Luca',
    rating: 5,
    title: 'Our anniversary, perfectly paced',
    content:
      'Sunset dinners, a boat day and quiet mornings: the plan felt personal, not like a package tour.',
    trip_destination: 'Amalfi Coast, Italy',
    trip_type: 'romantic',
    helpful_count: 6,
    created_at: '2025-06-09T07:20:00.000Z',
  }),
  sample(5, {
    user_name: 'Sample: Priya',
    rating: 4,
    title: 'Eight friends, one shared plan',
    content:
      'Everyone could see the plan and the costs. Splitting the budget by day avoided every argument.',
    trip_destination: 'Barcelona, Spain',
    trip_type: 'group',
    helpful_count: 4,
    created_at: '2025-05-17T12:00:00.000Z',
  }),
  sample(6, {
    user_name: 'Sample: Tom',
    rating: 5,
    title: 'Translation that actually helped',
    content:
      'Menus, train announcements and a pharmacy visit: the assistant translated all of it on the spot.',
    trip_destination: 'Kyoto, Japan',
    trip_type: 'solo',
    helpful_count: 10,
    created_at: '2025-04-03T22:10:00.000Z',
  }),
  sample(7, {
    user_name: 'Sample: Sofia',
    rating: 4,
    title: 'Safety check put my mind at ease',
    content:
      'Before my first trip alone I read the safety notes and emergency numbers. I felt prepared.',
    trip_destination: 'Mexico City, Mexico',
    trip_type: 'other',
    helpful_count: 3,
    created_at: '2025-03-11T16:35:00.000Z',
  }),
  sample(8, {
    user_name: 'Sample: Noah',
    rating: 5,
    title: 'Found a better flight and hotel combo',
    content:
      'The searches opened with everything filled in, so comparing dates took minutes instead of an evening.',
    trip_destination: 'Reykjavik, Iceland',
    trip_type: 'family',
    helpful_count: 7,
    created_at: '2025-02-01T10:15:00.000Z',
  }),
];

/** A testimonial (travel.md §3): `image` null when there is no photo (the UI shows initials). */
export interface Testimonial {
  name: string;
  role: string;
  location: string;
  content: string;
  /** 1 to 5. */
  rating: number;
  image: string | null;
  trips: number;
}

/** The four sample testimonials of the reviews section (travel.md §2). Invented: replace them. */
export const testimonials: readonly Testimonial[] = [
  {
    name: 'Sample: Elena R.',
    role: 'Travel blogger',
    location: 'Madrid, Spain',
    content:
      'I plan every trip here now: the itineraries are a real starting point, not a template.',
    rating: 5,
    image: null,
    trips: 24,
  },
  {
    name: 'Sample: David K.',
    role: 'Consultant',
    location: 'Toronto, Canada',
    content: 'Visa checks and flight searches in one app save me an hour before every work trip.',
    rating: 5,
    image: null,
    trips: 41,
  },
  {
    name: 'Sample: Aisha M.',
    role: 'Parent of three',
    location: 'Manchester, UK',
    content: 'The budget optimiser kept our family holiday on track without cutting the fun parts.',
    rating: 5,
    image: null,
    trips: 9,
  },
  {
    name: 'Sample: Marco B.',
    role: 'Backpacker',
    location: 'Milan, Italy',
    content: 'Offline maps and instant translation got me through three countries without a SIM.',
    rating: 4,
    image: null,
    trips: 17,
  },
];

/**
 * The home page's assistant box (shell.md §2, §9): the placeholders it types in turn and its
 * eight suggestion chips. Editorial, not figures: each is a question the assistant answers even
 * without an AI model (the offline engine: emergency numbers, distances, conversions, visa
 * rules), which functions/src/ai/homePrompts.test.ts holds every one of them to.
 */
export const assistantPrompts = {
  placeholders: [
    'What is the emergency number in Italy?',
    'How far from Tokyo to Osaka?',
    'Convert 50 GBP to JPY',
    'Distance between Rome and Barcelona?',
  ],
  suggestions: [
    'What is the emergency number in Japan?',
    'Emergency numbers in Thailand',
    'How far from London to Paris?',
    'Distance between CDG and JFK',
    'Convert 100 USD to EUR',
    'How much is 20 EUR in CHF?',
    'Visa for a US passport to Japan?',
    'Visa for a Canada passport to India?',
  ],
} as const;
