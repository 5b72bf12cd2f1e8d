/**
 * The /assistant conversation as pure rules: what may be sent, which language to ask in, how the
 * answer's stream of chunks (the contract's `assistantChunk`: text pieces, then the sources)
 * builds a message, and the navigation state that carries a question to the page.
 */
import type { AssistantChunk, AssistantSource, Contracts, RequestOf } from '@voyagent/contracts';
import {
  ASSISTANT_LANGUAGE_CODES,
  MAX_ASSISTANT_MESSAGES,
  MAX_ASSISTANT_TEXT_LENGTH,
} from '@voyagent/contracts/names';

export type AssistantLanguage = RequestOf<Contracts['assistant-chat']>['language'];

export interface ChatMessage {
  id: number;
  role: 'user' | 'model';
  text: string;
  sources: AssistantSource[];
  /** True when the offline engine answered: the page says so under the answer. */
  offline: boolean;
  /** False while the answer's chunks are still arriving. */
  complete: boolean;
  /** True when the user stopped the answer: what arrived stays, marked as stopped. */
  stopped: boolean;
}

/** Shown above the conversation: the assistant's limits, said plainly. */
export const ASSISTANT_DISCLAIMER =
  'Answers come only from the sources listed under them. AI can still be wrong: check important details, such as visas, prices and emergency numbers, with the official source before you rely on them.';
export const OFFLINE_NOTE =
  'Offline assistant: no AI model answered. It can answer emergency numbers, distances, currency conversions and visa rules from our data.';
export const ASSISTANT_FAILED = 'The assistant is unavailable right now. Please try again.';

/** The text to send, or null when nothing may be sent (blank, or past the contract's length). */
export function sendableText(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed || trimmed.length > MAX_ASSISTANT_TEXT_LENGTH) return null;
  return trimmed;
}

/** The user's locale's language when the assistant speaks it, else English. */
export function assistantLanguage(locale: string): AssistantLanguage {
  const language = locale.split('-')[0]?.toLowerCase();
  return ASSISTANT_LANGUAGE_CODES.find((code) => code === language) ?? 'en';
}

/** Applies one streamed chunk to the answer being built; the sources chunk completes it. */
export function applyChunk(message: ChatMessage, chunk: AssistantChunk): ChatMessage {
  if ('text' in chunk) return { ...message, text: message.text + chunk.text };
  return { ...message, sources: chunk.sources, complete: true };
}

/**
 * The conversation as the contract's request wants it: only finished, non-empty messages (a
 * stopped answer is not one the assistant finished), the latest that fit beside the question.
 */
export function requestMessages(messages: readonly ChatMessage[]) {
  return messages
    .filter((message) => message.complete && !message.stopped && message.text.trim())
    .map(({ role, text }) => ({ role, text }))
    .slice(-(MAX_ASSISTANT_MESSAGES - 1));
}

/** The navigation state another page passes to open /assistant with a question. */
export interface AssistantNavigationState {
  assistantQuery: string;
}

export const assistantNavigationState = (query: string): AssistantNavigationState => ({
  assistantQuery: query,
});

/** The question a navigation state carries, if any is sendable. */
export function initialQuery(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('assistantQuery' in state)) return null;
  const { assistantQuery } = state;
  return typeof assistantQuery === 'string' ? sendableText(assistantQuery) : null;
}
