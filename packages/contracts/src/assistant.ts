/**
 * `assistant-chat` (issue 14): a question with the conversation so far → an answer whose facts
 * come only from the travel tools, with their sources. Counted as one of the caller's
 * ai_requests (free: 10 a day); a guest counts per device (`fingerprint_hash`).
 */
import { z } from 'zod';
import { defineCallableContract } from './contract';
import { fingerprintHash } from './devices';
import {
  ASSISTANT_LANGUAGE_CODES,
  FUNCTION_NAMES,
  MAX_ASSISTANT_MESSAGES,
  MAX_ASSISTANT_TEXT_LENGTH,
} from './names';
import { hasNul, isoTimestamp, noFields, requestObject } from './payload';
import { usageAnswer } from './usage';

export const ASSISTANT_LANGUAGES = ASSISTANT_LANGUAGE_CODES;
export const MAX_ASSISTANT_MESSAGE_LENGTH = MAX_ASSISTANT_TEXT_LENGTH;

export const ASSISTANT_TEXTS = {
  request:
    'Send {messages, language}: the conversation as [{role, text}] ending with the question, and en, fr, de or es.',
  emptyMessage: 'messages: a message cannot be empty.',
  longMessage: `messages: a message can be at most ${MAX_ASSISTANT_MESSAGE_LENGTH} characters.`,
  lastMessage: 'messages: the last message must be your question (role "user").',
  /** The answer to a question written in a language the assistant does not answer in. */
  unsupportedLanguage:
    'I answer in English, French, German and Spanish only. Please ask your question in one of these languages.',
  /** invalid-argument: a guest's call without the device's fingerprint_hash. */
  guestDevice: 'Send fingerprint_hash: a guest’s questions are counted per device.',
  /** resource-exhausted: past the free plan's ai_requests cap. */
  dailyLimit: (cap: number) =>
    `Daily limit reached: you've used all ${cap} free AI requests for today. Upgrade for unlimited use.`,
} as const;

/** How many conversations a list returns: the user's newest, or support's newest overall. */
export const MAX_TRANSCRIPTS_LISTED = 50;
/** A kept conversation's title: its first question, cut to this length. */
export const MAX_TRANSCRIPT_TITLE_LENGTH = 120;

export const TRANSCRIPT_TEXTS = {
  signIn: 'Sign in to keep and reopen your conversations with the assistant.',
  id: 'id: the id of one of your kept conversations.',
  /** invalid-argument: a transcript_id that is not one of the caller's conversations. */
  unknownTranscript:
    'transcript_id: no conversation of yours has this id. Leave it out to start a new one.',
  /** permission-denied: assistant-transcripts-admin-list for a caller below support level. */
  notSupport: 'Only support staff can read the assistant’s conversations.',
} as const;

const transcriptId = z
  .string({ error: TRANSCRIPT_TEXTS.id })
  .regex(/^[1-9][0-9]{0,17}$/, TRANSCRIPT_TEXTS.id);

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
      /** A signed-in user's conversation to continue; left out, a new one is kept. */
      transcript_id: transcriptId.optional(),
    },
    ASSISTANT_TEXTS.request,
  ),
  response: z.strictObject({
    text: z.string(),
    sources: z.array(assistantSource),
    /** True when the offline engine answered (no AI model); the text says so too. */
    offline: z.boolean(),
    usage: usageAnswer,
    /** The conversation this exchange was kept in: null for a guest (never kept). */
    transcriptId: z.string().nullable(),
  }),
  errors: { ...ASSISTANT_TEXTS, ...TRANSCRIPT_TEXTS },
});

/** One exchange's side as the user saw it: the text, and the sources shown under an answer. */
export const transcriptMessage = z.strictObject({
  role: z.enum(['user', 'model']),
  text: z.string(),
  sources: z.array(assistantSource),
});

export const assistantTranscript = z.strictObject({
  id: z.string(),
  /** The conversation's first question, shortened. */
  title: z.string(),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
  messages: z.array(transcriptMessage),
});
export type AssistantTranscript = z.infer<typeof assistantTranscript>;

/** `assistant-transcripts-list` {} → the caller's kept conversations, last continued first. */
export const assistantTranscriptsList = defineCallableContract({
  name: FUNCTION_NAMES.assistantTranscriptsList,
  access: 'signedIn',
  signInMessage: TRANSCRIPT_TEXTS.signIn,
  request: noFields(FUNCTION_NAMES.assistantTranscriptsList),
  response: z.strictObject({ transcripts: z.array(assistantTranscript) }),
  errors: TRANSCRIPT_TEXTS,
});

/** `assistant-transcript-delete` {id} → whether a conversation of the caller's was deleted. */
export const assistantTranscriptDelete = defineCallableContract({
  name: FUNCTION_NAMES.assistantTranscriptDelete,
  access: 'signedIn',
  signInMessage: TRANSCRIPT_TEXTS.signIn,
  request: requestObject({ id: transcriptId }, 'Send {id}: the id of a kept conversation.'),
  response: z.strictObject({ deleted: z.boolean() }),
  errors: TRANSCRIPT_TEXTS,
});

/** `assistant-transcripts-admin-list` {} → every user's latest conversations, for support. */
export const assistantTranscriptsAdminList = defineCallableContract({
  name: FUNCTION_NAMES.assistantTranscriptsAdminList,
  access: 'signedIn',
  request: noFields(FUNCTION_NAMES.assistantTranscriptsAdminList),
  response: z.strictObject({
    transcripts: z.array(assistantTranscript.extend({ userId: z.string() })),
  }),
  errors: TRANSCRIPT_TEXTS,
});
