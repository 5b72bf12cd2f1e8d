/**
 * `assistant-chat` as a callable served like `onCallGenkit` (callableFlow.ts), so the web SDK's callable `.stream()`
 * receives the answer's chunks (the contract's chunk schema: text pieces, then the sources).
 * The flow behind it checks before anything answers: the request against the contract
 * (invalid-argument), a guest's address against the rate limit, and the caller's ai_requests
 * counter (resource-exhausted past the cap). Then, with GEMINI_API_KEY configured, the model
 * answers through the assistant-chat flow (assistantChat.ts) with its chunks streamed; without
 * it, the offline engine answers, its whole answer as one text chunk and one sources chunk.
 * A caller who leaves (the callable's disconnect signal, callableFlow.ts) stops the answer: the
 * model call is aborted, nothing more is counted and no transcript is kept of it.
 * Only sizes reach the log, never the prompt or the answer.
 */
import {
  assistantChat as contract,
  assistantChunk,
  CALLABLE_ERRORS,
  type ResponseOf,
} from '@voyagent/contracts';
import { genkit } from 'genkit';
import { HttpsError, type Request } from 'firebase-functions/https';
import { serverConfig } from '../config/config';
import { getDatabase } from '../db/database';
import { guardCallable } from '../http/callableGuard';
import type { CallerContext } from '../http/defineCallable';
import { invalidArgument } from '../http/payload';
import { ACCOUNT_RATE_LIMITS, accountClientKey, enforceRateLimit } from '../http/rateLimit';
import { requestIp } from '../http/requestIp';
import { logger } from '../logging/logger';
import { countAiRequest } from './aiStore';
import { defineAssistantChat } from './assistantChat';
import { askerOf } from './asker';
import { currentCallRequest, onCallFlow } from './callableFlow';
import { createAi } from './genkit';
import { answerOffline, type AssistantLanguage } from './offlineEngine';
import { defineTravelTools } from './tools';
import { keepExchange, ownsTranscript } from './transcriptStore';

type Answer = ResponseOf<typeof contract>;
type Chunk = { text: string } | { sources: Answer['sources'] };

/** A guest's questions per minute from one address. */
const GUEST_RATE_LIMIT = { perMinute: 30 };

type AssistantChatFlow = ReturnType<typeof defineAssistantChat>;

/** The model's flow for one question, or undefined when no model is configured. */
export type ModelChatSource = () => AssistantChatFlow | undefined;

/** The error of an answer stopped because its caller left (no one receives it over HTTP). */
export const ASSISTANT_CANCELLED = 'The question was cancelled before its answer was complete.';

/** The model path, built on the first question that needs it (the key is read at run time). */
let geminiChat: AssistantChatFlow | undefined;
const geminiChatIfConfigured: ModelChatSource = () => {
  const apiKey = serverConfig().GEMINI_API_KEY;
  if (!apiKey) return undefined;
  if (!geminiChat) {
    const { ai } = createAi({ GEMINI_API_KEY: apiKey });
    geminiChat = defineAssistantChat(ai, defineTravelTools(ai));
  }
  return geminiChat;
};

/** The caller as defineCallable's handlers see it, from the flow's auth context. */
function callerOf(auth: unknown, data: unknown): CallerContext {
  const parsed = auth as CallerContext['request']['auth'];
  const email = parsed?.token.email;
  return {
    uid: parsed?.uid,
    email: typeof email === 'string' ? email : undefined,
    emailVerified: parsed?.token.email_verified === true,
    request: {
      data,
      auth: parsed,
      rawRequest: currentCallRequest() ?? ({} as Request),
      acceptsStreaming: false,
    },
  };
}

type Reply = Pick<Answer, 'text' | 'sources' | 'offline'>;

/** The offline engine's answer, sent whole: one text chunk, then the sources. */
function offlineAnswer(
  question: string,
  language: AssistantLanguage,
  send: (chunk: Chunk) => void,
  abortSignal: AbortSignal,
): Reply {
  const answer = answerOffline(question, language);
  abortSignal.throwIfAborted();
  send({ text: answer.text });
  send({ sources: answer.sources });
  return { text: answer.text, sources: answer.sources, offline: true };
}

/** The model's answer through the assistant-chat flow, its chunks passed on as they come. */
async function modelAnswer(
  chat: AssistantChatFlow,
  input: { messages: { role: 'user' | 'model'; text: string }[]; language: AssistantLanguage },
  send: (chunk: Chunk) => void,
  abortSignal: AbortSignal,
): Promise<Reply> {
  const { stream, output } = chat.stream(input, { abortSignal });
  for await (const chunk of stream) send(chunk);
  const { text, sources } = await output;
  return { text, sources, offline: false };
}

/**
 * The gateway flow: checks, then the model's answer when `modelChat` gives one, else the offline
 * engine's. Its instance has no model: it only routes, and checks before anything answers.
 */
export function defineAssistantGateway(modelChat: ModelChatSource) {
  return genkit({ promptDir: null }).defineFlow(
    { name: contract.name },
    async (data: unknown, { sendChunk, context, abortSignal }): Promise<Answer> => {
      const send = (chunk: Chunk) => sendChunk(assistantChunk.parse(chunk));
      const parsed = contract.request.safeParse(data ?? {});
      if (!parsed.success) throw invalidArgument(parsed.error);
      const { messages, language, fingerprint_hash, transcript_id } = parsed.data;
      const caller = callerOf(context?.auth, data);
      try {
        const db = await getDatabase();
        const continues = transcript_id !== undefined;
        if (continues && !(caller.uid && (await ownsTranscript(db, caller.uid, transcript_id)))) {
          throw new HttpsError('invalid-argument', contract.errors.unknownTranscript);
        }
        const address = requestIp(caller.request.rawRequest);
        if (caller.uid) {
          await enforceRateLimit(db, {
            scope: contract.name,
            clientKey: accountClientKey(caller.uid),
            limit: ACCOUNT_RATE_LIMITS.assistantChat,
          });
        } else if (address) {
          await enforceRateLimit(db, {
            scope: contract.name,
            clientKey: address,
            limit: GUEST_RATE_LIMIT,
          });
        }
        const asker = askerOf(caller, fingerprint_hash, contract.errors.guestDevice);
        // A caller gone before anything ran is not counted.
        abortSignal.throwIfAborted();
        const usage = await countAiRequest(db, asker, new Date());
        if (!usage.allowed) {
          throw new HttpsError('resource-exhausted', contract.errors.dailyLimit(usage.limit ?? 0));
        }
        const question = messages.at(-1)?.text ?? '';
        const chat = modelChat();
        const answer = chat
          ? await modelAnswer(chat, { messages, language }, send, abortSignal)
          : offlineAnswer(question, language, send, abortSignal);
        // An answer the caller left before the end was not seen: it is not kept.
        abortSignal.throwIfAborted();
        // Kept as the user saw it, for a signed-in user only; the log gets sizes, never the text.
        const transcriptId = caller.uid
          ? ((await keepExchange(db, caller.uid, transcript_id, [
              { role: 'user', text: question, sources: [] },
              { role: 'model', text: answer.text, sources: answer.sources },
            ])) ?? null)
          : null;
        logger.info('assistant-chat answered', {
          offline: answer.offline,
          questionLength: question.length,
          answerLength: answer.text.length,
          sourceCount: answer.sources.length,
          kept: transcriptId !== null,
        });
        return { ...answer, usage, transcriptId };
      } catch (error) {
        if (error instanceof HttpsError) throw error;
        if (abortSignal.aborted) {
          // Nobody is left to answer: the runtime drops what is thrown once the caller is gone.
          logger.info('assistant-chat stopped: the caller left');
          throw new HttpsError('cancelled', ASSISTANT_CANCELLED);
        }
        // Details stay in the (redacted) log; the caller learns only that it failed, and retries.
        logger.error(`${contract.name} failed`, { error });
        throw new HttpsError('internal', CALLABLE_ERRORS.internal);
      }
    },
  );
}

export const assistantChat = guardCallable(
  onCallFlow({ cors: true }, defineAssistantGateway(geminiChatIfConfigured)),
  { name: contract.name, origins: 'any' },
);
