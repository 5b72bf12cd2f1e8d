/**
 * EDITORIAL COPY — the operator reviews these answers before launch.
 *
 * The home page's FAQ (travel.md §2: six items). The honesty rule of the content articles holds:
 * each answer states only what the product does today, and every number comes from the constant
 * the product enforces (trial length, daily caps, prices), so an answer never drifts from the app.
 */
import { FROM_PRICE } from '@voyagent/account';
import type { ArticleQuestion } from '../content/articles';
import { FREE_DAILY_CAPS, TRIAL_DAYS } from '@voyagent/contracts/names';
import { PRODUCT_NAME } from '../routes/siteRoutes';

const caps = FREE_DAILY_CAPS;

/** The question most visitors arrive with: the quick-answer card under the assistant box. */
export const QUICK_ANSWER: ArticleQuestion = {
  question: `What is ${PRODUCT_NAME}?`,
  answer: `${PRODUCT_NAME} is an AI travel companion: ask the assistant a travel question, search flights, hotels and rental cars on our partners' sites, check visas, safety and emergency numbers, and keep what you find in one place.`,
};

/** SI-168: six questions, the quick answer first. */
export const HOME_FAQ: readonly ArticleQuestion[] = [
  QUICK_ANSWER,
  {
    question: `Is ${PRODUCT_NAME} a booking site?`,
    answer:
      "No. Flight, hotel and car searches open our partner's results in a new tab; you book and pay on the partner's site.",
  },
  {
    question: `Can I use ${PRODUCT_NAME} for free?`,
    answer: `Yes, within daily limits: ${caps.ai_requests} assistant questions, ${caps.search_requests} searches, ${caps.saved_items} saved items and ${caps.currency_conversions} currency conversions a day. The ${TRIAL_DAYS}-day free trial removes the limits while it lasts, with no credit card.`,
  },
  {
    question: `How much does ${PRODUCT_NAME} cost?`,
    answer: `Paid plans start at ${FROM_PRICE} a month and have no daily limits. Prices of flights, hotels and cars are the partner's, shown on its site when you search.`,
  },
  {
    question: "Where do the assistant's answers come from?",
    answer:
      'From the datasets listed under each answer, with their dates: emergency numbers, distances between places, exchange rates and visa rules. Check important details with the official source before you rely on them.',
  },
  {
    question: 'Do I need an account?',
    answer:
      'No: searches, the assistant and the travel tools work as a guest. Sign in to save what you find and to sync your data across your devices.',
  },
];
