import { describe, expect, it } from 'vitest';
import { createAi, GEMINI_MODEL } from './genkit';

describe('the Genkit instance', () => {
  it('has no model without GEMINI_API_KEY, so the model path refuses', async () => {
    const { ai, hasModel } = createAi({ GEMINI_API_KEY: '' });
    expect(hasModel).toBe(false);
    await expect(ai.generate({ prompt: 'Hello' })).rejects.toThrow(/model/i);
  });

  it('registers Gemini as the model when the key is configured', async () => {
    const { ai, hasModel } = createAi({ GEMINI_API_KEY: 'test-key' });
    expect(hasModel).toBe(true);
    const model = await ai.registry.lookupAction(`/model/googleai/${GEMINI_MODEL}`);
    expect(model?.__action.name).toBe(`googleai/${GEMINI_MODEL}`);
  });
});
