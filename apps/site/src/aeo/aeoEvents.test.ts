import { AEO_ARTICLE_PATHS } from '@voyagent/contracts/names';
import { describe, expect, it } from 'vitest';
import { jsonLdText } from '../blog/postSeo';
import {
  articleAt,
  articleRoutes,
  articleStructuredData,
  faqStructuredData,
} from '../content/articlePages';
import {
  AEO_EVENTS,
  aeoInteractionEvent,
  aeoPageViewEvents,
  aiAnswerEngine,
  countSpeakable,
  hasQuickAnswer,
  isAeoArticlePath,
} from './aeoEvents';

const view = (fields: Partial<Parameters<typeof aeoPageViewEvents>[0]> = {}) => ({
  path: '/what-is-voyagent' as const,
  title: 'What is Voyagent?',
  lead: 'Voyagent is an AI travel companion.',
  hasFaq: true,
  jsonLd: ['{"@type":"Article"}', '{"@type":"FAQPage"}'],
  referrer: '',
  ...fields,
});

describe('the answer-engine article paths', () => {
  it('are exactly the route table’s article routes, so the server accepts every article', () => {
    expect(articleRoutes().map((route) => route.path)).toEqual([...AEO_ARTICLE_PATHS]);
    expect(isAeoArticlePath('/use-cases')).toBe(true);
    expect(isAeoArticlePath('/pricing')).toBe(false);
  });
});

describe('aeoPageViewEvents', () => {
  it('reports a page view with its schema, speakable, FAQ, quick-answer and referral figures', () => {
    expect(aeoPageViewEvents(view())).toEqual([
      { event: 'aeo_page_view', path: '/what-is-voyagent', value: 1 },
      { event: 'aeo_schema_count', path: '/what-is-voyagent', value: 2 },
      { event: 'aeo_speakable_count', path: '/what-is-voyagent', value: 0 },
      { event: 'aeo_faq_presence', path: '/what-is-voyagent', value: 1 },
      { event: 'aeo_quick_answer', path: '/what-is-voyagent', value: 1 },
      { event: 'aeo_ai_referral', path: '/what-is-voyagent', value: 0 },
    ]);
  });

  it('names the AI answer engine a visitor came from', () => {
    const referral = aeoPageViewEvents(view({ referrer: 'https://www.perplexity.ai/search?q=x' }));
    expect(referral.at(-1)).toEqual({
      event: 'aeo_ai_referral',
      path: '/what-is-voyagent',
      value: 1,
      label: 'Perplexity',
    });
  });

  it('reports no FAQ and no quick answer where the article has none', () => {
    const events = aeoPageViewEvents(
      view({ title: 'Voyagent vs Kayak', hasFaq: false, jsonLd: ['{}'] }),
    );
    expect(Object.fromEntries(events.map(({ event, value }) => [event, value]))).toMatchObject({
      aeo_schema_count: 1,
      aeo_faq_presence: 0,
      aeo_quick_answer: 0,
    });
  });

  it('together with the interaction event covers the seven events of shell.md §7', () => {
    const names = [
      ...aeoPageViewEvents(view()).map(({ event }) => event),
      aeoInteractionEvent('/use-cases').event,
    ];
    expect(names).toEqual([...AEO_EVENTS]);
    expect(AEO_EVENTS).toHaveLength(7);
  });
});

describe('aiAnswerEngine', () => {
  it.each([
    ['https://chat.openai.com/c/1', 'ChatGPT'],
    ['https://chatgpt.com/', 'ChatGPT'],
    ['https://perplexity.ai/', 'Perplexity'],
    ['https://gemini.google.com/app', 'Gemini'],
    ['https://copilot.microsoft.com/', 'Copilot'],
    ['https://claude.ai/chat/1', 'Claude'],
    ['https://you.com/search?q=x', 'You.com'],
  ])('knows %s as %s', (referrer, engine) => {
    expect(aiAnswerEngine(referrer)).toBe(engine);
  });

  it.each([
    '',
    'not a url',
    'https://www.google.com/',
    'https://claude.ai.example.com/',
    'https://evil.com/?chatgpt.com',
    'https://toString/',
  ])('knows no engine for %j', (referrer) => {
    expect(aiAnswerEngine(referrer)).toBeUndefined();
  });
});

describe('countSpeakable', () => {
  it('counts the CSS selectors and XPaths of every SpeakableSpecification', () => {
    const article = {
      '@type': 'Article',
      speakable: { '@type': 'SpeakableSpecification', cssSelector: ['.lead', '.faq p'] },
    };
    const page = { '@type': 'WebPage', speakable: [{ xpath: '/html/body/p[1]' }] };
    expect(countSpeakable([JSON.stringify(article), JSON.stringify(page)])).toBe(3);
  });

  it('counts nothing in the site’s own article data today, nor in text that is not JSON', () => {
    const page = articleAt('/what-is-voyagent');
    if (!page) throw new Error('the article is missing');
    const blocks = [
      jsonLdText(articleStructuredData(page, 'https://voyagent.example/what-is-voyagent')),
      ...(page.content.faq ? [jsonLdText(faqStructuredData(page.content.faq))] : []),
    ];
    expect(countSpeakable(blocks)).toBe(0);
    expect(countSpeakable(['{not json'])).toBe(0);
  });
});

describe('hasQuickAnswer', () => {
  it('needs a question as the title and a lead under it', () => {
    expect(hasQuickAnswer('Is AI travel planning worth it?', 'It is worth it when…')).toBe(true);
    expect(hasQuickAnswer('Use Cases', 'The trips Voyagent helps.')).toBe(false);
    expect(hasQuickAnswer('What is Voyagent?', '  ')).toBe(false);
  });
});
