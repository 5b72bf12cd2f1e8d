/**
 * What an answer-engine article reports (shell.md §7, issue 12): the seven `aeo_*` events of one
 * page view, built from what the page shows. Pure: the hook (`useAeoEvents.ts`) reads the page
 * and the referrer and sends these, only after analytics consent.
 */
import {
  AEO_ARTICLE_PATHS,
  AEO_EVENTS,
  type AeoArticlePath,
  type AeoEvent,
} from '@voyagent/contracts/names';

export { AEO_EVENTS, type AeoEvent };

/** The event names by what they measure, so callers never spell them. */
export const AEO_EVENT = {
  pageView: 'aeo_page_view',
  schemaCount: 'aeo_schema_count',
  speakableCount: 'aeo_speakable_count',
  faqPresence: 'aeo_faq_presence',
  quickAnswer: 'aeo_quick_answer',
  aiReferral: 'aeo_ai_referral',
  interaction: 'aeo_interaction',
} as const satisfies Record<string, AeoEvent>;

/** The AI answer engines a visitor may come from, by the referrer's host, with their names. */
export const AI_ANSWER_ENGINES: Readonly<Record<string, string>> = {
  'chat.openai.com': 'ChatGPT',
  'chatgpt.com': 'ChatGPT',
  'perplexity.ai': 'Perplexity',
  'www.perplexity.ai': 'Perplexity',
  'gemini.google.com': 'Gemini',
  'copilot.microsoft.com': 'Copilot',
  'claude.ai': 'Claude',
  'you.com': 'You.com',
};

/** What first shows a reader engaged with the page: one of these, once per page view. */
export const AEO_INTERACTION_TRIGGERS = ['click', 'keydown', 'scroll'] as const;

/** One `aeo-event` call. */
export interface AeoEventCall {
  event: AeoEvent;
  path: AeoArticlePath;
  value: number;
  label?: string;
}

/** What a page view of an article shows, as the hook reads it. */
export interface AeoPageView {
  path: AeoArticlePath;
  /** The article's title (its heading), a question on some articles. */
  title: string;
  /** The paragraph under the heading. */
  lead: string;
  hasFaq: boolean;
  /** The text of every JSON-LD block the page renders. */
  jsonLd: readonly string[];
  /** `document.referrer`: empty when none was sent. */
  referrer: string;
}

export const isAeoArticlePath = (path: string): path is AeoArticlePath =>
  (AEO_ARTICLE_PATHS as readonly string[]).includes(path);

/** The AI answer engine a referrer URL belongs to, by its exact host, or undefined. */
export function aiAnswerEngine(referrer: string): string | undefined {
  let host: string;
  try {
    host = new URL(referrer).host;
  } catch {
    return undefined;
  }
  return Object.hasOwn(AI_ANSWER_ENGINES, host) ? AI_ANSWER_ENGINES[host] : undefined;
}

const asList = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The parts a schema.org SpeakableSpecification marks: its CSS selectors and XPaths. */
function speakableParts(node: unknown): number {
  if (typeof node !== 'object' || node === null) return 0;
  if (Array.isArray(node)) return node.reduce<number>((sum, item) => sum + speakableParts(item), 0);
  return Object.entries(node).reduce<number>(
    (sum, [key, value]) =>
      sum +
      (key === 'speakable'
        ? asList(value).reduce<number>(
            (parts, spec) =>
              parts +
              (typeof spec === 'object' && spec !== null
                ? asList((spec as { cssSelector?: unknown }).cssSelector).length +
                  asList((spec as { xpath?: unknown }).xpath).length
                : 0),
            0,
          )
        : speakableParts(value)),
    0,
  );
}

/** How many page parts the JSON-LD blocks mark as speakable (0 for a block that is not JSON). */
export function countSpeakable(jsonLd: readonly string[]): number {
  return jsonLd.reduce((sum, text) => {
    try {
      return sum + speakableParts(JSON.parse(text));
    } catch {
      return sum;
    }
  }, 0);
}

/** A quick answer: the title asks a question and a lead paragraph right under it answers it. */
export const hasQuickAnswer = (title: string, lead: string): boolean =>
  title.trim().endsWith('?') && lead.trim() !== '';

/**
 * The six events of one page view, in AEO_EVENTS order: counts and 0/1 flags, so a path's totals
 * over its page views give the share of each; an AI referral carries the engine as its label.
 */
export function aeoPageViewEvents(view: AeoPageView): AeoEventCall[] {
  const { path } = view;
  const flag = (on: boolean) => (on ? 1 : 0);
  const engine = aiAnswerEngine(view.referrer);
  return [
    { event: AEO_EVENT.pageView, path, value: 1 },
    { event: AEO_EVENT.schemaCount, path, value: view.jsonLd.length },
    { event: AEO_EVENT.speakableCount, path, value: countSpeakable(view.jsonLd) },
    { event: AEO_EVENT.faqPresence, path, value: flag(view.hasFaq) },
    { event: AEO_EVENT.quickAnswer, path, value: flag(hasQuickAnswer(view.title, view.lead)) },
    engine
      ? { event: AEO_EVENT.aiReferral, path, value: 1, label: engine }
      : { event: AEO_EVENT.aiReferral, path, value: 0 },
  ];
}

/** The reader's first click, key or scroll on the page. */
export const aeoInteractionEvent = (path: AeoArticlePath): AeoEventCall => ({
  event: AEO_EVENT.interaction,
  path,
  value: 1,
});
