/**
 * `assistant-chat` as a callable. This deployment answers through the offline engine (no model
 * is called from here yet; the Genkit flow in assistantChat.ts is the model path), and says so
 * in the text and in `offline`. Each question counts on ai_requests first and is refused past
 * the cap. Only sizes reach the log, never the prompt or the answer.
 */
import { assistantChat as contract } from '@voyagent/contracts';
import { HttpsError } from 'firebase-functions/v2/https';
import { getDatabase } from '../db/database';
import { defineCallable } from '../http/defineCallable';
import { logger } from '../logging/logger';
import { countAiRequest } from './aiStore';
import { askerOf } from './asker';
import { answerOffline } from './offlineEngine';

export const assistantChat = defineCallable(
  contract,
  async ({ messages, language, fingerprint_hash }, caller) => {
    const asker = askerOf(caller, fingerprint_hash, contract.errors.guestDevice);
    const usage = await countAiRequest(await getDatabase(), asker, new Date());
    if (!usage.allowed) {
      throw new HttpsError('resource-exhausted', contract.errors.dailyLimit(usage.limit ?? 0));
    }
    const question = messages.at(-1)?.text ?? '';
    // German and Spanish questions get the English offline texts until those are translated.
    const answer = answerOffline(question, language === 'fr' ? 'fr' : 'en');
    logger.info('assistant-chat answered offline', {
      questionLength: question.length,
      answerLength: answer.text.length,
      answered: answer.answered,
      sourceCount: answer.sources.length,
    });
    return { text: answer.text, sources: answer.sources, offline: true, usage };
  },
  { rateLimit: { perMinute: 30 } },
);
