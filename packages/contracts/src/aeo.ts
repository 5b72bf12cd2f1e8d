/**
 * Answer-engine analytics (shell.md §2, §7; travel.md §2; issue 12): the content articles send
 * the seven `aeo_*` events through `aeo-event` once the visitor allows analytics, the server keeps
 * a count per day, path, event and label, and support-level staff read the last days' totals
 * through `aeo-stats` on /seo-analytics.
 */
import { z } from 'zod';
import { defineCallableContract } from './contract';
import { AEO_ARTICLE_PATHS, AEO_EVENTS, FUNCTION_NAMES } from './names';
import { noFields, requestObject, storableText } from './payload';

/** An event's value is a count on one page (JSON-LD blocks, speakable parts) or a 0/1 flag. */
export const MAX_AEO_EVENT_VALUE = 100;
/** A label names what was counted, such as the AI answer engine a visitor came from. */
export const MAX_AEO_LABEL_LENGTH = 40;
/** How many days back `aeo-stats` counts, today (UTC) included. */
export const AEO_STATS_DAYS = 30;

export const AEO_TEXTS = {
  event: `event must be one of ${AEO_EVENTS.join(', ')}.`,
  path: 'path must be the path of an answer-engine article, such as /what-is-voyagent.',
  value: `value must be a whole number from 0 to ${MAX_AEO_EVENT_VALUE}.`,
  label: `label must be text of at most ${MAX_AEO_LABEL_LENGTH} characters.`,
  request: 'Send {event, path, value, label?}.',
} as const;

/**
 * `aeo-event` {event, path, value, label?} → {recorded}: counts one event of one page view on
 * today's (UTC) row. Public (guests read the articles), rate limited per address for guests.
 */
export const aeoEvent = defineCallableContract({
  name: FUNCTION_NAMES.aeoEvent,
  access: 'public',
  request: requestObject(
    {
      event: z.enum(AEO_EVENTS, { error: AEO_TEXTS.event }),
      path: z.enum(AEO_ARTICLE_PATHS, { error: AEO_TEXTS.path }),
      value: z
        .number({ error: AEO_TEXTS.value })
        .int(AEO_TEXTS.value)
        .min(0, AEO_TEXTS.value)
        .max(MAX_AEO_EVENT_VALUE, AEO_TEXTS.value),
      label: z
        .string({ error: AEO_TEXTS.label })
        .trim()
        .max(MAX_AEO_LABEL_LENGTH, AEO_TEXTS.label)
        .refine(...storableText('label'))
        .default(''),
    },
    AEO_TEXTS.request,
  ),
  response: z.strictObject({ recorded: z.literal(true) }),
  errors: {},
});

const day = z.iso.date();

/** One path's one event over the period: how many were sent and the sum of their values. */
export const aeoStatsRow = z.strictObject({
  path: z.enum(AEO_ARTICLE_PATHS),
  event: z.enum(AEO_EVENTS),
  count: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type AeoStatsRow = z.infer<typeof aeoStatsRow>;

/** Visits from one AI answer engine (the label of `aeo_ai_referral`) over the period. */
export const aeoReferralRow = z.strictObject({
  engine: z.string(),
  count: z.number().int().nonnegative(),
});
export type AeoReferralRow = z.infer<typeof aeoReferralRow>;

/**
 * `aeo-stats` {} → {from, to, rows, referrals}: the last AEO_STATS_DAYS days' counts (UTC days,
 * `from` and `to` included) per path and event, and the AI referrals per engine, for
 * support-level staff (travel.md §2: /seo-analytics needs support-level access).
 */
export const aeoStats = defineCallableContract({
  name: FUNCTION_NAMES.aeoStats,
  access: 'signedIn',
  request: noFields(FUNCTION_NAMES.aeoStats),
  response: z.strictObject({
    from: day,
    to: day,
    rows: z.array(aeoStatsRow),
    referrals: z.array(aeoReferralRow),
  }),
  errors: {
    /** permission-denied. */
    notSupport: 'Only support staff can read the answer-engine analytics.',
  },
});
