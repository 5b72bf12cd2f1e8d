/**
 * What /assistant offers around the conversation, as pure rules: the suggestion chips, a failed
 * question's refusal and its retry (nothing typed is lost), stopping an answer, the text an
 * answer is copied and shared as, its saved-item form, and a kept conversation reopened.
 */
import {
  type AssistantTranscript,
  MAX_DESCRIPTION_LENGTH,
  MAX_ITEM_DATA_BYTES,
  MAX_TITLE_LENGTH,
} from '@voyagent/contracts';
import type { SaveableItem } from '@voyagent/save-button';
import { ASSISTANT_FAILED, type ChatMessage } from './conversation';

export const CHAT_TEXTS = {
  suggestions: 'Suggested questions',
  retry: 'Retry',
  stop: 'Stop generating',
  stopped: 'Stopped: this answer was not finished.',
  stoppedEmpty: 'Stopped before any answer arrived.',
  copy: 'Copy',
  copyLabel: 'Copy this answer',
  copied: 'Answer copied',
  copiedDescription: 'Paste it anywhere.',
  copyFailed: 'Could not copy the answer',
  copyFailedDescription: 'Select the text and copy it by hand.',
  share: 'Share',
  shareLabel: 'Share this answer',
  sourcesHeading: 'Sources:',
  savedTitle: (question: string) => `Answer: ${question}`,
} as const;

/** How many chips stay under a conversation once it has started. */
export const FOLLOW_UP_CHIPS = 4;

/**
 * The chips to offer: every suggestion before the first question, then the first few not yet
 * asked in this conversation.
 */
export function suggestedQuestions(
  messages: readonly ChatMessage[],
  suggestions: readonly string[],
): string[] {
  if (messages.length === 0) return [...suggestions];
  const asked = new Set(
    messages.filter((m) => m.role === 'user').map((m) => m.text.trim().toLowerCase()),
  );
  return suggestions
    .filter((suggestion) => !asked.has(suggestion.trim().toLowerCase()))
    .slice(0, FOLLOW_UP_CHIPS);
}

/** Why a question got no answer, and whether sending it again can help. */
export interface Refusal {
  message: string;
  /** The daily cap was reached: the usage banner goes with the message. */
  capped: boolean;
  /** False when the same question would be refused again (a cap, a refused request). */
  retryable: boolean;
}

/** The refusal to show for a failed call: the server's own text where it is meant for people. */
export function refusalOf(error: unknown): Refusal {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : '';
  if (code === 'functions/resource-exhausted' && text) {
    return { message: text, capped: true, retryable: false };
  }
  if (code === 'functions/invalid-argument' && text) {
    return { message: text, capped: false, retryable: false };
  }
  return { message: ASSISTANT_FAILED, capped: false, retryable: true };
}

/**
 * The box after a question failed: what the user typed meanwhile stays; an empty box gets the
 * failed question back, to retry or edit.
 */
export const draftAfterFailure = (draft: string, question: string): string =>
  draft.trim() ? draft : question;

/** The box when the failed question is retried: emptied only if it holds just that question. */
export const draftOnRetry = (draft: string, question: string): string =>
  draft.trim() === question.trim() ? '' : draft;

/** An answer the user stopped: the text that arrived stays, marked as stopped. */
export const stopAnswer = (answer: ChatMessage): ChatMessage => ({
  ...answer,
  complete: true,
  stopped: true,
});

export const stoppedNote = (answer: ChatMessage): string =>
  answer.text.trim() ? CHAT_TEXTS.stopped : CHAT_TEXTS.stoppedEmpty;

/** An answer the user can copy, share and save: finished by the assistant, with some text. */
export const isFinishedAnswer = (message: ChatMessage): boolean =>
  message.role === 'model' && message.complete && !message.stopped && message.text.trim() !== '';

/** The question an answer replies to: the user's message just before it. */
export function questionOf(messages: readonly ChatMessage[], answer: ChatMessage): string {
  const index = messages.findIndex((message) => message.id === answer.id);
  const before = index > 0 ? messages[index - 1] : undefined;
  return before?.role === 'user' ? before.text : '';
}

/** An answer as it is copied and shared: the question, the answer, then its sources. */
export function answerShareText(question: string, answer: ChatMessage): string {
  const parts = question ? [question, answer.text] : [answer.text];
  if (answer.sources.length > 0) {
    const sources = answer.sources.map((source) => `- ${source.label}: ${source.url}`);
    parts.push([CHAT_TEXTS.sourcesHeading, ...sources].join('\n'));
  }
  return parts.join('\n\n');
}

const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/** FNV-1a (32 bits) in hex: a short, stable id for a text. */
function textHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * A finished answer as a saved item: the same question and answer always get the same id, so
 * saving it twice keeps one. Null when it cannot be saved (unfinished, or past the item's size).
 */
export function answerSaveItem(question: string, answer: ChatMessage): SaveableItem | null {
  if (!isFinishedAnswer(answer)) return null;
  const item_data = { question, answer: answer.text, sources: answer.sources };
  if (new TextEncoder().encode(JSON.stringify(item_data)).length > MAX_ITEM_DATA_BYTES) return null;
  return {
    item_id: `answer-${textHash(question)}${textHash(answer.text)}`,
    item_type: 'answer',
    title: clip(CHAT_TEXTS.savedTitle(question || answer.text), MAX_TITLE_LENGTH),
    description: clip(answer.text, MAX_DESCRIPTION_LENGTH),
    item_data,
  };
}

/** A kept conversation as the chat shows it, its messages numbered from `firstId`. */
export function reopenedMessages(transcript: AssistantTranscript, firstId: number): ChatMessage[] {
  return transcript.messages.map((message, index) => ({
    id: firstId + index,
    role: message.role,
    text: message.text,
    sources: message.sources,
    offline: false,
    complete: true,
    stopped: false,
  }));
}
