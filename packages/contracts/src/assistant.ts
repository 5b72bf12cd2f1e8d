/**
 * `assistant-chat` (issue 14): a question with the conversation so far → an answer whose facts
 * come only from the travel tools, with their sources. Counted as one of the caller's
 * ai_requests (free: 10 a day); a guest counts per device (`fingerprint_hash`).
 */
import { z } from 'zod';
import { defineCallableContract } from './contract';
import { fingerprintHash } from './devices';
import { ASSISTANT_LANGUAGE_CODES, FUNCTION_NAMES, MAX_ASSISTANT_TEXT_LENGTH } from './names';
import { hasNul, requestObject } from './payload';
import { usageAnswer } from './usage';

export const ASSISTANT_LANGUAGES = ASSISTANT_LANGUAGE_CODES;
export const MAX_ASSISTANT_MESSAGE_LENGTH = MAX_ASSISTANT_TEXT_LENGTH;
export const MAX_ASSISTANT_MESSAGES = 40;

export const ASSISTANT_TEXTS = {
  request:
    'Send {messages, language}: the conversation as [{role, text}] ending with the question, and en, fr, de or es.',
  emptyMessage: 'messages: a message cannot be empty.',
  longMessage: `messages: a message can be at most ${MAX_ASSISTANT_MESSAGE_LENGTH} characters.`,
  lastMessage: 'messages: the last message must be your question (role "user").',
  /** invalid-argument: a guest's call without the device's fingerprint_hash. */
  guestDevice: 'Send fingerprint_hash: a guest’s questions are counted per device.',
  /** resource-exhausted: past the free plan's ai_requests cap. */
  dailyLimit: (cap: number) =>
    `Daily limit reached: you've used all ${cap} free AI requests for today. Upgrade for unlimited use.`,
} as const;

const message = z.strictObject({
  role: z.enum(['user', 'model']),
  text: z
    .string()
    .trim()
    .min(1, ASSISTANT_TEXTS.emptyMessage)
    .max(MAX_ASSISTANT_MESSAGE_LENGTH, ASSISTANT_TEXTS.longMessage)
    .refine((text) => !hasNul(text), ASSISTANT_TEXTS.request),
});

export const assistantSource = z.strictObject({
  label: z.string(),
  /** The day the data was published or last updated (YYYY-MM-DD). */
  dataDate: z.string(),
  url: z.string(),
});

export type AssistantSource = z.infer<typeof assistantSource>;

/** What the stream carries: pieces of the answer's text, then once the sources of its facts. */
export const assistantChunk = z.union([
  z.strictObject({ text: z.string() }),
  z.strictObject({ sources: z.array(assistantSource) }),
]);
export type AssistantChunk = z.infer<typeof assistantChunk>;

export const assistantChat = defineCallableContract({
  name: FUNCTION_NAMES.assistantChat,
  access: 'public',
  request: requestObject(
    {
      messages: z
        .array(message)
        .min(1, ASSISTANT_TEXTS.request)
        .max(MAX_ASSISTANT_MESSAGES, ASSISTANT_TEXTS.request)
        .refine((all) => all.at(-1)?.role === 'user', ASSISTANT_TEXTS.lastMessage),
      language: z.enum(ASSISTANT_LANGUAGES, { error: ASSISTANT_TEXTS.request }),
      fingerprint_hash: fingerprintHash.optional(),
    },
    ASSISTANT_TEXTS.request,
  ),
  response: z.strictObject({
    text: z.string(),
    sources: z.array(assistantSource),
    /** True when the offline engine answered (no AI model); the text says so too. */
    offline: z.boolean(),
    usage: usageAnswer,
  }),
  errors: ASSISTANT_TEXTS,
});
