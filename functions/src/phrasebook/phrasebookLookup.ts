import { answerPhrasebook, phrasebookLookup as contract } from '@voyagent/contracts';
import { defineCallable } from '../http/defineCallable';
import type { RateLimit } from '../http/rateLimit';

/**
 * A guest's lookups per address and minute: a traveller browsing categories and typing a search
 * makes a few a minute, so this stops floods from one address, not people behind one NAT.
 */
export const PHRASEBOOK_GUEST_RATE_LIMIT: RateLimit = { perMinute: 120 };

/**
 * `phrasebook-lookup` {language, category?, query?} → the language's phrases with the source, the
 * language's revision date and the dataset's gaps. Open to guests: it reads a static dataset and
 * writes nothing but the guest rate-limit count.
 */
export const phrasebookLookup = defineCallable(
  contract,
  ({ language, category, query }) => answerPhrasebook(language, { category, query }),
  { rateLimit: PHRASEBOOK_GUEST_RATE_LIMIT },
);
