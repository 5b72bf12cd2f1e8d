import { type GenerateRequest, type Part, genkit } from 'genkit';
import { describe, expect, it } from 'vitest';
import { defineTravelTools } from '../ai/tools';
import { MAX_PHRASES_PER_LOOKUP, lookupPhrases } from '../ai/travelFacts';

const PHRASEBOOK_SOURCE = {
  label: 'Source: Hitchwiki Phrasebook translators (CC BY-SA 3.0), translations 2013–14',
  url: 'https://github.com/Hitchwiki/Phrasebook',
};

// Expected texts read by hand from scripts/locale.zip's fr_FR and es_ES phrasebook.po @ ee3c7f1.
describe("the assistant's phrasebook lookup", () => {
  it('answers a phrase with the translation, the source and the language revision date', () => {
    expect(lookupPhrases('fr', { query: 'thank you' })).toEqual({
      found: true,
      language: 'French (France)',
      phrases: [{ english: 'Thank you!', translation: 'Merci !' }],
      source: { ...PHRASEBOOK_SOURCE, dataDate: '2014-01-30' },
    });
  });

  it('caps a whole category at MAX_PHRASES_PER_LOOKUP phrases', () => {
    const numbers = lookupPhrases('es-ES', { category: 'numbers' });
    expect(numbers.found && numbers.phrases.length).toBe(MAX_PHRASES_PER_LOOKUP);
    expect(numbers.found && numbers.phrases[0]).toEqual({ english: 'Zero', translation: 'cero' });
  });

  it('says plainly when the language or the phrase is not in the data', () => {
    expect(lookupPhrases('zh', {})).toEqual({
      found: false,
      reason: 'No phrasebook for the language "zh" in our data.',
      link: PHRASEBOOK_SOURCE.url,
    });
    expect(lookupPhrases('fr-FR', { query: 'peanut allergy', category: 'food' })).toEqual({
      found: false,
      reason: 'No phrase in the French (France) phrasebook matches "peanut allergy" in food.',
      link: PHRASEBOOK_SOURCE.url,
    });
  });

  it('is a tool the model can call, and the tool answer reaches the model', async () => {
    const ai = genkit({ promptDir: null, model: 'fake' });
    const requests: GenerateRequest[] = [];
    ai.defineModel(
      { name: 'fake', supports: { tools: true, multiturn: true } },
      async (request) => {
        requests.push(request);
        const content: Part[] =
          requests.length === 1
            ? [
                {
                  toolRequest: {
                    name: 'phrasebook',
                    ref: '1',
                    input: { language: 'fr', query: 'help' },
                  },
                },
              ]
            : [{ text: 'done' }];
        return { message: { role: 'model', content }, finishReason: 'stop' };
      },
    );
    const tools = defineTravelTools(ai);
    await ai.generate({ prompt: 'How do I say help in French?', tools });
    const toolResponse = requests
      .at(-1)
      ?.messages.flatMap((message) => message.content)
      .find((part) => part.toolResponse)?.toolResponse;
    expect(toolResponse?.name).toBe('phrasebook');
    expect(toolResponse?.output).toMatchObject({
      found: true,
      phrases: [{ english: 'Help!', translation: "À l'aide ! / Au secours !" }],
    });
  });
});
