/**
 * EDITORIAL COPY — the operator reviews and edits every text below before launch.
 *
 * The content articles of travel.md §2 (the four comparisons under /comparisons/, the six guides,
 * /what-is-voyagent, /how-voyagent-works and /use-cases), in one place. Their title, description
 * and keywords stay in the route table (`routes/siteRoutes.ts`); this file holds the body.
 *
 * The honesty rule for this file: state only what the product does today (its code and its
 * datasets' SOURCE.md files) and nothing about the other apps: no prices, ratings, user counts or
 * features of theirs. A comparison says what Voyagent does for each planning need, then lists the
 * questions a reader should check on the other app's own site, linked through /redirect.
 * Numbers come from the constants the product itself enforces (daily caps, trial length, plans),
 * so an article never drifts from what the app does.
 */
import { FROM_PRICE } from '@voyagent/account';
import { FREE_DAILY_CAPS, PURCHASABLE_TIERS, TRIAL_DAYS } from '@voyagent/contracts/names';
import { COMPARED_APPS, PRODUCT_NAME, comparisonSlug } from '../routes/siteRoutes';
import type { CONTENT_ARTICLES } from '../routes/siteRoutes';

export interface ArticleSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface ArticleQuestion {
  question: string;
  answer: string;
}

/** The other app of a comparison: its official homepage and what to check there. */
export interface ComparedApp {
  name: string;
  homepage: string;
  questions: readonly string[];
}

export interface ArticleContent {
  /** The paragraph under the heading. */
  lead: string;
  /** ISO dates (YYYY-MM-DD) of the first publication and the last edit. */
  published: string;
  updated: string;
  sections: readonly ArticleSection[];
  /** A short FAQ; the page adds FAQPage structured data when there is one. */
  faq?: readonly ArticleQuestion[];
  /** The site's tools the article links to; a tool whose page is not live yet is left out. */
  tools: readonly string[];
  compared?: ComparedApp;
}

const PUBLISHED = '2026-11-23';
const dated = { published: PUBLISHED, updated: PUBLISHED } as const;

const caps = FREE_DAILY_CAPS;
const plans = PURCHASABLE_TIERS.join(', ');

/** The official homepages of the compared apps, linked only through the /redirect notice. */
const HOMEPAGES: Readonly<Record<(typeof COMPARED_APPS)[number], string>> = {
  TripIt: 'https://www.tripit.com/',
  Wanderlog: 'https://wanderlog.com/',
  Kayak: 'https://www.kayak.com/',
  'Google Travel': 'https://www.google.com/travel/',
};

/** What Voyagent does for each planning need: the body every comparison shares. */
const PLANNING_NEEDS: readonly ArticleSection[] = [
  {
    heading: 'Finding flights, places to stay and rental cars',
    paragraphs: [
      `${PRODUCT_NAME} searches flights (one-way and round trip), hotels and rental cars from one form each, with airport and city suggestions as you type. The results open on our partner's site in a new tab: you compare, book and pay there, not in ${PRODUCT_NAME}.`,
    ],
  },
  {
    heading: 'Entry rules and safety',
    paragraphs: [
      'The Visa Checker answers for a passport and a destination from the Passport Index dataset, with the date of its data and a reminder to confirm with the embassy.',
      'The Risk Radar shows travel advisory levels as the Government of Canada and the U.S. Department of State issue them, each with its issuer and date; the two scales are never merged into one.',
    ],
  },
  {
    heading: 'Money',
    paragraphs: [
      'The Currency Converter converts between the ISO 4217 currencies at official reference rates (World Bank annual averages, or daily rates where the operator has configured a rate provider), and shows the period and source of every rate it uses.',
    ],
  },
  {
    heading: 'Keeping your trip together',
    paragraphs: [
      `Signed in, you save flights, hotels and destinations to your dashboard. ${PRODUCT_NAME} installs as an app on your phone or computer, and what you save while offline is kept and sent when you are back online.`,
    ],
  },
  {
    heading: 'What it costs',
    paragraphs: [
      `${PRODUCT_NAME} is free within daily limits (for example ${caps.search_requests} searches and ${caps.currency_conversions} currency conversions a day). A ${TRIAL_DAYS}-day free trial and the paid plans (${plans}, from ${FROM_PRICE} a month) remove the limits.`,
    ],
  },
];

/** The questions a reader should answer on the other app's own site before choosing. */
const QUESTIONS_TO_CHECK: readonly string[] = [
  'Does it search flights, hotels and cars itself, or send you to partners to book?',
  'Which sources does it name for entry rules and safety advice, and how recent are they?',
  'What is free, what needs a paid plan, and what does each plan cost?',
  'Does it work on your phone, and offline?',
  'How do you download or delete your data?',
];

const COMPARISON_FAQ: readonly ArticleQuestion[] = [
  {
    question: `Is ${PRODUCT_NAME} a booking site?`,
    answer: `No. Flight, hotel and car searches open our partner's results in a new tab; you book and pay on the partner's site.`,
  },
  {
    question: `Can I try ${PRODUCT_NAME} for free?`,
    answer: `Yes. The free plan works within daily limits, and the ${TRIAL_DAYS}-day free trial removes them while it lasts.`,
  },
];

function comparison(app: (typeof COMPARED_APPS)[number]): ArticleContent {
  return {
    ...dated,
    lead: `This page describes what ${PRODUCT_NAME} does for each part of planning a trip. It makes no claims about ${app}: check the questions at the end on ${app}'s own site and compare the answers.`,
    sections: PLANNING_NEEDS,
    faq: COMPARISON_FAQ,
    tools: ['/flights', '/accommodation-search', '/car-rental', '/documents', '/risk-radar'],
    compared: { name: app, homepage: HOMEPAGES[app], questions: QUESTIONS_TO_CHECK },
  };
}

type GuideSlug = (typeof CONTENT_ARTICLES)[number][0];

const GUIDES: Readonly<Record<GuideSlug, ArticleContent>> = {
  'best-ai-travel-apps-2025': {
    ...dated,
    lead: 'We do not rank other apps: we cannot check their claims. Instead, here are the questions that separate a useful travel app from a pretty one, and how Voyagent answers each.',
    sections: [
      {
        heading: 'Does it tell you where its answers come from?',
        paragraphs: [
          `Every figure ${PRODUCT_NAME} shows names its source and date: visa rules from the Passport Index dataset, advisories from the governments that issue them, exchange rates from the World Bank or the configured rate provider, emergency numbers from Wikipedia's list, cross-checked with Google's libphonenumber.`,
        ],
      },
      {
        heading: 'Does it say what it cannot do?',
        paragraphs: [
          `${PRODUCT_NAME}'s assistant currently answers through an offline engine, without an AI model, and says so in every answer: it gives emergency numbers, distances between airports, currency conversions and visa rules, in English and French, and tells you plainly when a question is beyond it.`,
        ],
      },
      {
        heading: 'Where do you book?',
        paragraphs: [
          `${PRODUCT_NAME} searches flights, hotels and rental cars and opens the results on our partner's site, where you book and pay.`,
        ],
      },
    ],
    faq: [
      {
        question: 'Which AI travel app is the best?',
        answer:
          'The one whose answers you can check. Ask each app where its facts come from, how recent they are, and what it costs; Voyagent shows its sources and dates with every answer.',
      },
    ],
    tools: ['/assistant', '/documents', '/risk-radar', '/currency-converter'],
  },
  'how-much-does-ai-trip-planning-cost': {
    ...dated,
    lead: `What ${PRODUCT_NAME} costs, plan by plan. Prices of flights, hotels and cars are the partner's, shown on its site when you search.`,
    sections: [
      {
        heading: 'The free plan',
        paragraphs: [
          `Free, with daily limits: ${caps.ai_requests} assistant questions, ${caps.search_requests} searches, ${caps.saved_items} saved items and ${caps.currency_conversions} currency conversions a day.`,
        ],
      },
      {
        heading: 'The free trial',
        paragraphs: [
          `${TRIAL_DAYS} days without the daily limits. When it ends you are back on the free plan unless you choose a paid one.`,
        ],
      },
      {
        heading: 'Paid plans',
        paragraphs: [
          `${plans}: from ${FROM_PRICE} a month, without the daily limits. The price of each plan is shown at checkout.`,
        ],
      },
    ],
    faq: [
      {
        question: 'Does Voyagent add a fee to bookings?',
        answer:
          'You do not book or pay in Voyagent: searches open the partner’s site, which shows its own prices.',
      },
      {
        question: 'Do I need a card for the trial?',
        answer: `No. The ${TRIAL_DAYS}-day trial starts from your account without a card.`,
      },
    ],
    tools: ['/pricing', '/free-trial'],
  },
  'best-free-travel-tools-2025': {
    ...dated,
    lead: `The ${PRODUCT_NAME} tools you can use without paying, and the limits of the free plan.`,
    sections: [
      {
        heading: 'Before you go',
        paragraphs: [
          'The Visa Checker (passport and destination, with the data’s date) and the Risk Radar (government advisory levels with issuer and date) are free.',
        ],
      },
      {
        heading: 'Searching',
        paragraphs: [
          `Flight, hotel and car searches are free, ${caps.search_requests} a day on the free plan; results open on our partner's site.`,
        ],
      },
      {
        heading: 'Money and saving',
        paragraphs: [
          `The Currency Converter gives ${caps.currency_conversions} conversions a day on the free plan, and you can save ${caps.saved_items} items a day to your dashboard.`,
        ],
      },
    ],
    tools: [
      '/documents',
      '/risk-radar',
      '/flights',
      '/accommodation-search',
      '/car-rental',
      '/currency-converter',
    ],
  },
  'how-to-find-cheap-flights-ai': {
    ...dated,
    lead: `${PRODUCT_NAME} does not set or predict fares: our flight partner shows them. What ${PRODUCT_NAME} makes quick is asking the right searches.`,
    sections: [
      {
        heading: 'Try every airport of the city',
        paragraphs: [
          'The airport field suggests airports by code, city or name: typing a city lists each of its airports, so you can search them one after the other.',
        ],
      },
      {
        heading: 'Compare dates and trip types',
        paragraphs: [
          'Run the same route on other dates, and as one-way trips as well as a round trip: each search opens the partner’s results in a new tab, so you can compare them side by side.',
        ],
      },
      {
        heading: 'Compare in your currency',
        paragraphs: [
          'The Currency Converter shows what a fare in another currency is in yours, with the period and source of the rate it used.',
        ],
      },
    ],
    tools: ['/flights', '/currency-converter'],
  },
  'is-ai-travel-planning-worth-it': {
    ...dated,
    lead: 'It is worth it when it saves you time on answers you can check. Here is what Voyagent automates and what you should still confirm yourself.',
    sections: [
      {
        heading: 'What it saves you',
        paragraphs: [
          'Entry rules, advisory levels, emergency numbers and exchange rates in one place, each with its source and date, and flight, hotel and car searches filled in from one form.',
        ],
      },
      {
        heading: 'What to confirm yourself',
        paragraphs: [
          'Visa rules change: confirm with the destination’s embassy or official immigration site before you travel, as every Visa Checker answer reminds you. Prices and availability are the partner’s, on its site.',
        ],
      },
      {
        heading: 'Try before you pay',
        paragraphs: [
          `The free plan and the ${TRIAL_DAYS}-day trial let you find out whether it helps before you choose a paid plan.`,
        ],
      },
    ],
    faq: [
      {
        question: 'Can I rely on Voyagent’s visa answers alone?',
        answer:
          'No. They come from a dataset with a known date; confirm with the embassy or the official immigration site before you travel.',
      },
    ],
    tools: ['/documents', '/risk-radar', '/pricing'],
  },
  'ai-travel-cost-breakdown': {
    ...dated,
    lead: `Where the money goes when you plan with ${PRODUCT_NAME}: what you may pay ${PRODUCT_NAME}, and what you pay the travel providers.`,
    sections: [
      {
        heading: `What you pay ${PRODUCT_NAME}`,
        paragraphs: [
          `Nothing on the free plan. The paid plans (${plans}) start from ${FROM_PRICE} a month and remove the daily limits.`,
        ],
      },
      {
        heading: 'What you pay the providers',
        paragraphs: [
          'Flights, hotels and rental cars are booked and paid on our partner’s site, at the prices it shows.',
        ],
      },
      {
        heading: 'Prices in other currencies',
        paragraphs: [
          'The Currency Converter turns an amount into your currency at an official reference rate, with that rate’s period and source.',
        ],
      },
    ],
    tools: ['/pricing', '/currency-converter'],
  },
};

const slug = PRODUCT_NAME.toLowerCase();

const ABOUT_PRODUCT: Readonly<Record<string, ArticleContent>> = {
  [`/what-is-${slug}`]: {
    ...dated,
    lead: `${PRODUCT_NAME} is a travel companion on the web and as an installable app: it searches flights, hotels and rental cars, answers entry and safety questions with their sources, converts currencies and keeps what you find in one place.`,
    sections: PLANNING_NEEDS,
    faq: COMPARISON_FAQ,
    tools: [
      '/flights',
      '/accommodation-search',
      '/car-rental',
      '/documents',
      '/risk-radar',
      '/currency-converter',
    ],
  },
  [`/how-${slug}-works`]: {
    ...dated,
    lead: `How ${PRODUCT_NAME} answers, and where its data comes from.`,
    sections: [
      {
        heading: 'Searches',
        paragraphs: [
          `Flight, hotel and car searches are checked in ${PRODUCT_NAME}, then open our partner's results page in a new tab with your search filled in. City suggestions come from GeoNames; airport suggestions from OurAirports.`,
        ],
      },
      {
        heading: 'Facts with their sources',
        paragraphs: [
          'Visa rules: the Passport Index dataset. Advisory levels: the Government of Canada and the U.S. Department of State. Exchange rates: the World Bank’s World Development Indicators, or daily rates where a rate provider is configured. Emergency numbers: Wikipedia’s list of emergency telephone numbers, cross-checked with Google’s libphonenumber. Each answer shows its source and date.',
        ],
      },
      {
        heading: 'The assistant',
        paragraphs: [
          'Today the assistant answers through an offline engine, without an AI model, and says so: it recognises questions about emergency numbers, distances between airports, currency conversions and visa rules, in English and French, answers them from the datasets above with their source, and says plainly when it cannot answer.',
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'Signed in, your saved items follow you between devices. You can download or delete your data from Settings.',
        ],
      },
    ],
    tools: ['/assistant', '/documents', '/risk-radar', '/currency-converter'],
  },
  '/use-cases': {
    ...dated,
    lead: `Trips ${PRODUCT_NAME} helps with, and the tools for each.`,
    sections: [
      {
        heading: 'A first trip abroad',
        paragraphs: [
          'Check what your passport needs with the Visa Checker, read the destination’s advisory levels on the Risk Radar, then search flights and a place to stay.',
        ],
      },
      {
        heading: 'A road trip',
        paragraphs: [
          'Search a rental car for your pick-up place and dates, and convert the prices you see into your own currency.',
        ],
      },
      {
        heading: 'Planning on your phone',
        paragraphs: [
          `Install ${PRODUCT_NAME} as an app; what you save while offline is kept and sent when you are back online.`,
        ],
      },
    ],
    tools: [
      '/documents',
      '/risk-radar',
      '/flights',
      '/accommodation-search',
      '/car-rental',
      '/currency-converter',
    ],
  },
};

/** Every article body by its path; `articles.test.ts` keeps it one to one with the route table. */
export const ARTICLES: Readonly<Record<string, ArticleContent>> = {
  ...Object.fromEntries(
    COMPARED_APPS.map((app) => [`/comparisons/${comparisonSlug(app)}`, comparison(app)]),
  ),
  ...Object.fromEntries(
    Object.entries(GUIDES).map(([guide, content]) => [`/comparisons/${guide}`, content]),
  ),
  ...ABOUT_PRODUCT,
};
