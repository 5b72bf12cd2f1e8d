import { randomUUID } from 'node:crypto';
import { assistantChat as contract, assistantChunk, CALLABLE_ERRORS } from '@voyagent/contracts';
import { genkit } from 'genkit';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { callableRequest, rejection, startEarlyInMinute } from '../../test/callableRequest';
import { getDatabase } from '../db/database';
import { ACCOUNT_RATE_LIMITS, accountClientKey, countRateLimitHit } from '../http/rateLimit';
import { ASSISTANT_CANCELLED, assistantChat, defineAssistantGateway } from './assistantCallable';
import { defineAssistantChat } from './assistantChat';
import { onCallFlow } from './callableFlow';
import { defineTravelTools } from './tools';
import { listTranscripts } from './transcriptStore';

beforeAll(() => {
  process.env.DATABASE_URL = inject('databaseUrl');
});

const user = () => ({ uid: `user-${randomUUID()}`, email: `${randomUUID()}@example.com` });
const ask = (data: unknown, auth?: { uid: string; email?: string }) =>
  Promise.resolve(assistantChat.run(callableRequest(data, auth)));
const question = (text: string, language = 'en') => ({
  messages: [{ role: 'user', text }],
  language,
});

describe(`assistant-chat (offline) on ${inject('databaseKind')}`, () => {
  it('answers the emergency number in France with its source, and says it is offline', async () => {
    const answer = await ask(question('What is the emergency number in France?'), user());
    expect(answer.offline).toBe(true);
    expect(answer.text).toMatch(/^Offline assistant .*112/);
    expect(answer.sources).toHaveLength(1);
    expect(assistantChunk.safeParse({ sources: answer.sources }).success).toBe(true);
    expect(answer.usage).toEqual({ allowed: true, count: 1, limit: 10, remaining: 9 });
  });

  it('limits a signed-in account to its calls a minute, whatever its plan', async () => {
    const asker = user();
    await startEarlyInMinute();
    const hit = {
      scope: contract.name,
      clientKey: accountClientKey(asker.uid),
      limit: ACCOUNT_RATE_LIMITS.assistantChat,
    };
    // The minute's calls so far, as an unlimited plan could have made them.
    const db = await getDatabase();
    for (let call = 1; call < hit.limit.perMinute; call++) await countRateLimitHit(db, hit);
    expect((await ask(question('Distance between CDG and JFK'), asker)).offline).toBe(true);
    expect(await rejection(ask(question('Distance between CDG and JFK'), asker))).toEqual({
      code: 'resource-exhausted',
      message: CALLABLE_ERRORS.tooManyRequests,
    });
    // Another account is not held back by this one.
    expect((await ask(question('Distance between CDG and JFK'), user())).offline).toBe(true);
  });

  it('answers a French question in French', async () => {
    const answer = await ask(question('Quel est le numéro d’urgence en France ?', 'fr'), user());
    expect(answer.text).toMatch(/^Assistant hors ligne .*112/);
  });

  it('answers a German question in German and a Spanish one in Spanish', async () => {
    const german = await ask(question('Was ist die Notrufnummer in Frankreich?', 'de'), user());
    expect(german.text).toMatch(/^Offline-Assistent .*Notrufnummern in Frankreich: .*112/);
    const spanish = await ask(question('Distancia entre Madrid y Barcelona', 'es'), user());
    expect(spanish.text).toMatch(/^Asistente sin conexión .*La distancia ortodrómica entre/);
  });

  it('streams the offline answer through onCallGenkit as one text chunk, then the sources', async () => {
    const chunks: unknown[] = [];
    const request = {
      ...callableRequest(question('Convert 100 EUR to USD'), user()),
      acceptsStreaming: true,
    };
    const response = { sendChunk: async (chunk: unknown) => Boolean(chunks.push(chunk)) };
    const answer = await Promise.resolve(
      (assistantChat.run as (...args: unknown[]) => unknown)(request, response),
    );
    expect(contract.response.parse(answer).offline).toBe(true);
    expect(chunks).toHaveLength(2);
    for (const chunk of chunks) expect(assistantChunk.safeParse(chunk).success).toBe(true);
    expect(chunks[0]).toEqual({ text: contract.response.parse(answer).text });
    expect(chunks[1]).toEqual({ sources: [expect.objectContaining({ url: expect.any(String) })] });
  });

  it('refuses bad input with a clear invalid-argument before anything answers', async () => {
    expect(await rejection(ask({ messages: 'hello', language: 'en' }, user()))).toMatchObject({
      code: 'invalid-argument',
    });
    expect(await rejection(ask(question('Hello', 'it'), user()))).toMatchObject({
      code: 'invalid-argument',
      message: expect.stringContaining(contract.errors.request),
    });
  });

  it('refuses the 11th question of a free day, with the usage text', async () => {
    const caller = user();
    for (let done = 1; done <= 10; done += 1) {
      expect((await ask(question('Convert 1 EUR to USD'), caller)).usage.count).toBe(done);
    }
    expect(await rejection(ask(question('Convert 1 EUR to USD'), caller))).toEqual({
      code: 'resource-exhausted',
      message: contract.errors.dailyLimit(10),
    });
  });

  it('asks a guest for the device, and refuses empty or oversized messages clearly', async () => {
    expect(await rejection(ask(question('Distance between CDG and JFK')))).toEqual({
      code: 'invalid-argument',
      message: contract.errors.guestDevice,
    });
    expect(await rejection(ask(question('   '), user()))).toMatchObject({
      code: 'invalid-argument',
      message: expect.stringContaining(contract.errors.emptyMessage),
    });
    expect(await rejection(ask(question('x'.repeat(20_000)), user()))).toMatchObject({
      code: 'invalid-argument',
      message: expect.stringContaining(contract.errors.longMessage),
    });
  });
});

/** Runs a callable as the runtime does for a streaming call, with the response's disconnect signal. */
function askStreaming(
  callable: { run: (...args: never[]) => unknown },
  data: unknown,
  caller: { uid: string; email?: string },
  response: { sendChunk: (chunk: unknown) => Promise<boolean>; signal: AbortSignal },
) {
  const request = { ...callableRequest(data, caller), acceptsStreaming: true };
  return Promise.resolve((callable.run as (...args: unknown[]) => unknown)(request, response));
}

/**
 * The assistant with a fake model that streams the start of its answer, then waits until its
 * call is aborted, as a long answer would: only the caller's disconnect can end it.
 */
function assistantWithWaitingModel() {
  const ai = genkit({ promptDir: null, model: 'waiting' });
  const modelCalls: AbortSignal[] = [];
  ai.defineModel(
    { apiVersion: 'v2', name: 'waiting', supports: { tools: true, multiturn: true } },
    async (_request, { sendChunk, abortSignal }) => {
      modelCalls.push(abortSignal);
      sendChunk({ content: [{ text: 'Paris is ' }] });
      return new Promise((_resolve, reject) => {
        abortSignal.addEventListener('abort', () => reject(abortSignal.reason as Error), {
          once: true,
        });
      });
    },
  );
  const chat = defineAssistantChat(ai, defineTravelTools(ai));
  return {
    callable: onCallFlow(
      { cors: true },
      defineAssistantGateway(() => chat),
    ),
    modelCalls,
  };
}

describe(`assistant-chat when its caller leaves, on ${inject('databaseKind')}`, () => {
  it('is served as the Genkit action assistant-chat', () => {
    expect(assistantWithWaitingModel().callable.__endpoint.callableTrigger).toMatchObject({
      genkitAction: contract.name,
    });
  });

  it('aborts the model mid-stream, keeps no transcript and counts the question once', async () => {
    const { callable, modelCalls } = assistantWithWaitingModel();
    const caller = user();
    const disconnect = new AbortController();
    const chunks: unknown[] = [];
    const response = {
      signal: disconnect.signal,
      sendChunk: async (chunk: unknown) => {
        chunks.push(chunk);
        // The caller closes the page once the first words arrived.
        disconnect.abort();
        return true;
      },
    };
    const stopped = askStreaming(callable, question('Where is Paris?'), caller, response);
    expect(await rejection(stopped)).toEqual({ code: 'cancelled', message: ASSISTANT_CANCELLED });
    expect(chunks).toEqual([{ text: 'Paris is ' }]);
    expect(modelCalls).toHaveLength(1);
    expect(modelCalls[0]?.aborted).toBe(true);

    const db = await getDatabase();
    expect(await listTranscripts(db, caller.uid)).toEqual([]);
    const next = contract.response.parse(await ask(question('Convert 1 EUR to USD'), caller));
    expect(next.usage.count).toBe(2);
    expect(await listTranscripts(db, caller.uid)).toHaveLength(1);
  });

  it('stops the offline engine too: a caller gone before the answer is neither counted nor kept', async () => {
    const caller = user();
    const disconnect = new AbortController();
    disconnect.abort();
    const chunks: unknown[] = [];
    const response = {
      signal: disconnect.signal,
      sendChunk: async (chunk: unknown) => Boolean(chunks.push(chunk)),
    };
    const stopped = askStreaming(assistantChat, question('Convert 1 EUR to USD'), caller, response);
    expect(await rejection(stopped)).toEqual({ code: 'cancelled', message: ASSISTANT_CANCELLED });
    expect(chunks).toEqual([]);

    const db = await getDatabase();
    expect(await listTranscripts(db, caller.uid)).toEqual([]);
    const next = contract.response.parse(await ask(question('Convert 1 EUR to USD'), caller));
    expect(next.usage.count).toBe(1);
  });
});
