/**
 * The Genkit instance of the AI layer. The Gemini plugin is registered only when GEMINI_API_KEY
 * is configured (the provider rule, config/providers.ts): without it there is no model to call,
 * and the assistant answers through the offline engine, which says that it is one.
 */
import { googleAI } from '@genkit-ai/google-genai';
import { type Genkit, genkit } from 'genkit';
import type { ServerConfig } from '../config/config';

/** The model the assistant uses when Gemini is configured. */
export const GEMINI_MODEL = 'gemini-2.5-flash';

export interface AiLayer {
  ai: Genkit;
  /** False without a key: flows must not call a model, and the offline engine answers. */
  hasModel: boolean;
}

export function createAi(config: Pick<ServerConfig, 'GEMINI_API_KEY'>): AiLayer {
  const apiKey = config.GEMINI_API_KEY;
  if (!apiKey) return { ai: genkit({ promptDir: null }), hasModel: false };
  return {
    ai: genkit({
      promptDir: null,
      plugins: [googleAI({ apiKey })],
      model: googleAI.model(GEMINI_MODEL),
    }),
    hasModel: true,
  };
}
