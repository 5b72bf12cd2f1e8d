import { assistantChat, MAX_ITEM_DATA_BYTES, MAX_TITLE_LENGTH } from '@voyagent/contracts';
import { assistantPrompts } from '@voyagent/contracts/content';
import { describe, expect, it } from 'vitest';
import {
  answerSaveItem,
  answerShareText,
  CHAT_TEXTS,
  draftAfterFailure,
  draftOnRetry,
  FOLLOW_UP_CHIPS,
  isFinishedAnswer,
  questionOf,
  refusalOf,
  reopenedMessages,
  stopAnswer,
  stoppedNote,
  suggestedQuestions,
} from './chatActions';
import { applyChunk, ASSISTANT_FAILED } from './conversation';
import { chatMessage as message } from './chatMessageFixture';

const source = {
  label: 'Source: Wikipedia',
  dataDate: '2024-01-02',
  url: 'https://en.wikipedia.org/wiki/112_(emergency_telephone_number)',
};
const question = message({ id: 1, role: 'user', text: 'Emergency number in France?' });
const answer = message({ id: 2, text: 'In France, dial 112.', sources: [source], complete: true });

describe('suggestion chips', () => {
  const { suggestions } = assistantPrompts;

  it('offers every suggestion before the first question', () => {
    expect(suggestedQuestions([], suggestions)).toEqual(suggestions);
  });

  it('then offers a few not yet asked in this conversation', () => {
    const asked = message({ role: 'user', text: `  ${suggestions[0]?.toUpperCase()} ` });
    const chips = suggestedQuestions([asked, answer], suggestions);
    expect(chips).toEqual(suggestions.slice(1, 1 + FOLLOW_UP_CHIPS));
  });
});

describe('a failed question', () => {
  it('can be retried after a network or server failure, with the generic text', () => {
    expect(refusalOf(Object.assign(new Error('x'), { code: 'functions/internal' }))).toEqual({
      message: ASSISTANT_FAILED,
      capped: false,
      retryable: true,
    });
    expect(refusalOf(undefined)).toMatchObject({ message: ASSISTANT_FAILED, retryable: true });
  });

  it('is not offered a retry at the daily cap or when the request was refused', () => {
    const cap = assistantChat.errors.dailyLimit(10);
    expect(refusalOf({ code: 'functions/resource-exhausted', message: cap })).toEqual({
      message: cap,
      capped: true,
      retryable: false,
    });
    const refused = assistantChat.errors.unknownTranscript;
    expect(refusalOf({ code: 'functions/invalid-argument', message: refused })).toEqual({
      message: refused,
      capped: false,
      retryable: false,
    });
  });

  it('loses nothing typed: the empty box gets the question back, new text stays', () => {
    expect(draftAfterFailure('', 'Emergency number in France?')).toBe(
      'Emergency number in France?',
    );
    expect(draftAfterFailure('And in Spain?', 'Emergency number in France?')).toBe('And in Spain?');
    expect(draftOnRetry('Emergency number in France?', 'Emergency number in France?')).toBe('');
    expect(draftOnRetry('And in Spain?', 'Emergency number in France?')).toBe('And in Spain?');
  });
});

describe('stopping an answer', () => {
  it('keeps what arrived, marked as stopped, and a late chunk cannot finish it', () => {
    const partial = applyChunk(message({ id: 2 }), { text: 'In France, di' });
    const stopped = stopAnswer(partial);
    expect(stopped).toMatchObject({ text: 'In France, di', complete: true, stopped: true });
    expect(stoppedNote(stopped)).toBe(CHAT_TEXTS.stopped);
    expect(isFinishedAnswer(stopped)).toBe(false);
    expect(answerSaveItem('Emergency number in France?', stopped)).toBeNull();
  });

  it('says so when it stopped before any text arrived', () => {
    expect(stoppedNote(stopAnswer(message({})))).toBe(CHAT_TEXTS.stoppedEmpty);
  });
});

describe('copying, sharing and saving an answer', () => {
  it('finds the question an answer replies to', () => {
    expect(questionOf([question, answer], answer)).toBe('Emergency number in France?');
    expect(questionOf([answer], answer)).toBe('');
  });

  it('shares the question, the answer and its sources', () => {
    expect(answerShareText('Emergency number in France?', answer)).toBe(
      [
        'Emergency number in France?',
        'In France, dial 112.',
        `Sources:\n- Source: Wikipedia: ${source.url}`,
      ].join('\n\n'),
    );
    expect(answerShareText('', message({ text: 'Hello', complete: true }))).toBe('Hello');
  });

  it('saves a finished answer under an id that its question and text decide', () => {
    const item = answerSaveItem('Emergency number in France?', answer);
    expect(item).toEqual({
      item_id: expect.stringMatching(/^answer-[0-9a-f]{16}$/) as unknown,
      item_type: 'answer',
      title: 'Answer: Emergency number in France?',
      description: 'In France, dial 112.',
      item_data: {
        question: 'Emergency number in France?',
        answer: answer.text,
        sources: [source],
      },
    });
    expect(answerSaveItem('Emergency number in France?', { ...answer, id: 9 })?.item_id).toBe(
      item?.item_id,
    );
    expect(answerSaveItem('Emergency number in Spain?', answer)?.item_id).not.toBe(item?.item_id);
  });

  it('cuts a long question to the title length, and saves nothing past the size limit', () => {
    const item = answerSaveItem('q'.repeat(MAX_TITLE_LENGTH * 2), answer);
    expect(item?.title).toHaveLength(MAX_TITLE_LENGTH);
    expect(item?.title.endsWith('…')).toBe(true);
    const huge = { ...answer, text: 'x'.repeat(MAX_ITEM_DATA_BYTES) };
    expect(answerSaveItem('q', huge)).toBeNull();
    expect(answerSaveItem('q', message({ complete: false, text: 'half' }))).toBeNull();
  });
});

describe('a kept conversation reopened', () => {
  it('shows its messages as finished, with their sources, numbered from the given id', () => {
    const reopened = reopenedMessages(
      {
        id: '7',
        title: 'Emergency number in France?',
        createdAt: '2026-03-02T10:00:00.000Z',
        updatedAt: '2026-03-02T10:01:00.000Z',
        messages: [
          { role: 'user', text: 'Emergency number in France?', sources: [] },
          { role: 'model', text: 'In France, dial 112.', sources: [source] },
        ],
      },
      40,
    );
    expect(reopened).toEqual([
      { ...question, id: 40, complete: true },
      { ...answer, id: 41 },
    ]);
  });
});
