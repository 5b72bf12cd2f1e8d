import { randomInt } from 'node:crypto';
import { CALLABLE_ERRORS, PHRASEBOOK_TEXTS } from '@voyagent/contracts';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { callableRequest, rejection } from '../../test/callableRequest';
import { RATE_LIMIT_WINDOW_MS } from '../http/rateLimit';
import { PHRASEBOOK_GUEST_RATE_LIMIT, phrasebookLookup } from './phrasebookLookup';

const call = (data: unknown) => Promise.resolve(phrasebookLookup.run(callableRequest(data)));

// Expected texts read by hand from scripts/locale.zip's fr_FR and de_DE phrasebook.po @ ee3c7f1.
describe('phrasebook-lookup', () => {
  it('answers French "Thank you!" with the source, the revision date and the gaps', async () => {
    const answer = await call({ language: 'fr-FR', query: 'thank you' });
    expect(answer.phrases).toEqual([
      { id: 'thank_you', english: 'Thank you!', category: 'greetings', text: 'Merci !' },
    ]);
    expect(answer.language).toMatchObject({ tag: 'fr-FR', name: 'French (France)' });
    expect(answer.source).toEqual({
      label: 'Source: Hitchwiki Phrasebook translators (CC BY-SA 3.0), translations 2013–14',
      credit: 'Hitchwiki Phrasebook translators',
      licence: 'CC BY-SA 3.0 (translations)',
      licenceUrl: 'https://creativecommons.org/licenses/by-sa/3.0/',
      datasetUrl: 'https://github.com/Hitchwiki/Phrasebook',
      dataDate: '2014-01-30',
    });
    expect(answer.missingLanguages).toEqual([
      'Chinese',
      'Hindi',
      'Arabic',
      'Urdu',
      'Bangla',
      'Punjabi',
    ]);
    expect(answer.gaps).toBe(
      'Not covered yet: food-allergy phrases, and Chinese, Hindi, Arabic, Urdu, Bangla, or Punjabi (6 of the ten most-spoken languages by Unicode CLDR 48 speaker estimates, cldr-core@48.2.0).',
    );
    expect(answer.languages).toHaveLength(24);
  });

  it('filters by category, takes a bare language tag and treats a blank query as none', async () => {
    const answer = await call({ language: ' de ', category: 'emergencies', query: '  ' });
    expect(answer.language.tag).toBe('de-DE');
    expect(answer.query).toBeNull();
    expect(answer.category).toBe('emergencies');
    expect(answer.phrases.map(({ english }) => english)).toContain('Help!');
    expect(answer.phrases.every(({ category }) => category === 'emergencies')).toBe(true);
    expect(answer.phrases.find(({ id }) => id === 'help')?.text).toBe('Hilfe!');
  });

  it('answers no phrases, not an error, when nothing matches the search', async () => {
    const answer = await call({ language: 'fr-FR', query: 'peanut allergy' });
    expect(answer.phrases).toEqual([]);
    expect(answer.categories.length).toBeGreaterThan(0);
  });

  it('refuses an unknown language, category and bad fields with clear texts', async () => {
    for (const language of ['zh-CN', 'hi', 'xx', '']) {
      expect(await rejection(call({ language }))).toEqual({
        code: 'invalid-argument',
        message: PHRASEBOOK_TEXTS.unknownLanguage,
      });
    }
    expect(await rejection(call({ language: 'fr', category: 'allergies' }))).toEqual({
      code: 'invalid-argument',
      message: PHRASEBOOK_TEXTS.unknownCategory,
    });
    expect(await rejection(call({ category: 'food' }))).toEqual({
      code: 'invalid-argument',
      message: 'language is required',
    });
    expect(await rejection(call({ language: 7 }))).toEqual({
      code: 'invalid-argument',
      message: 'language must be text',
    });
    expect(await rejection(call({ language: 'fr', query: 'x'.repeat(101) }))).toEqual({
      code: 'invalid-argument',
      message: 'query must be at most 100 characters',
    });
    expect(await rejection(call({ language: 'fr', query: 'a\u0000b' }))).toEqual({
      code: 'invalid-argument',
      message: 'query must not contain NUL characters',
    });
    expect(await rejection(call({ language: 'fr', extra: 1 }))).toMatchObject({
      code: 'invalid-argument',
    });
    expect(await rejection(call('fr'))).toEqual({
      code: 'invalid-argument',
      message: PHRASEBOOK_TEXTS.request,
    });
  });
});

describe(`phrasebook-lookup's guest rate limit on ${inject('databaseKind')}`, () => {
  beforeAll(() => {
    process.env.DATABASE_URL = inject('databaseUrl');
  });

  const callFrom = (address: string, auth?: { uid: string }) =>
    Promise.resolve(
      phrasebookLookup.run({
        ...callableRequest({ language: 'es' }, auth),
        rawRequest: { headers: {}, socket: { remoteAddress: address } } as never,
      }),
    );

  it('refuses a guest address past its limit per minute; a signed-in caller goes on', async () => {
    // All calls in one clock minute: start with time to spare in it.
    const leftInMinute = RATE_LIMIT_WINDOW_MS - (Date.now() % RATE_LIMIT_WINDOW_MS);
    if (leftInMinute < 15_000) await new Promise((resolve) => setTimeout(resolve, leftInMinute));
    const address = `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
    for (let count = 0; count < PHRASEBOOK_GUEST_RATE_LIMIT.perMinute; count++) {
      await callFrom(address);
    }
    expect(await rejection(callFrom(address))).toEqual({
      code: 'resource-exhausted',
      message: CALLABLE_ERRORS.tooManyRequests,
    });
    expect((await callFrom(address, { uid: 'a-traveller' })).language.tag).toBe('es-ES');
  }, 60_000);
});
