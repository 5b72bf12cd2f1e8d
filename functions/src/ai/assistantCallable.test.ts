import { randomUUID } from 'node:crypto';
import { assistantChat as contract, assistantChunk } from '@voyagent/contracts';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { callableRequest, rejection } from '../../test/callableRequest';
import { assistantChat } from './assistantCallable';

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
