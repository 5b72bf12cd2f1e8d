import { MAX_ASSISTANT_MESSAGES } from '@voyagent/contracts';
import { MAX_ASSISTANT_TEXT_LENGTH } from '@voyagent/contracts/names';
import { describe, expect, it } from 'vitest';
import {
  applyChunk,
  assistantLanguage,
  assistantNavigationState,
  initialQuery,
  requestMessages,
  sendableText,
} from './conversation';
import { chatMessage as message } from './chatMessageFixture';

const source = { label: 'Source: Wikipedia', dataDate: '2024-01-02', url: 'https://example.org' };

describe('assistant conversation rules', () => {
  it('blocks blank and oversized questions, and trims the rest', () => {
    expect(sendableText('   \n ')).toBeNull();
    expect(sendableText('x'.repeat(MAX_ASSISTANT_TEXT_LENGTH + 1))).toBeNull();
    expect(sendableText('  Emergency number in France?\n')).toBe('Emergency number in France?');
  });

  it("asks in the locale's language when the assistant speaks it, else English", () => {
    expect(assistantLanguage('fr-FR')).toBe('fr');
    expect(assistantLanguage('de')).toBe('de');
    expect(assistantLanguage('es-MX')).toBe('es');
    expect(assistantLanguage('ja-JP')).toBe('en');
  });

  it('builds an answer from streamed text pieces, completed by its sources', () => {
    let answer = message({});
    answer = applyChunk(answer, { text: 'In France, dial ' });
    answer = applyChunk(answer, { text: '112.' });
    expect(answer).toMatchObject({ text: 'In France, dial 112.', complete: false });
    answer = applyChunk(answer, { sources: [source] });
    expect(answer).toMatchObject({
      text: 'In France, dial 112.',
      sources: [source],
      complete: true,
    });
  });

  it('sends only finished messages, as {role, text}', () => {
    const history = [
      message({ id: 1, role: 'user', text: 'Hi', complete: true }),
      message({ id: 2, text: 'Hello', complete: true, sources: [source] }),
      message({ id: 3, text: 'half an ans' }),
    ];
    expect(requestMessages(history)).toEqual([
      { role: 'user', text: 'Hi' },
      { role: 'model', text: 'Hello' },
    ]);
  });

  it('leaves out a stopped answer, and keeps only the latest messages the contract allows', () => {
    const stopped = message({ id: 2, text: 'In France, di', complete: true, stopped: true });
    expect(
      requestMessages([message({ role: 'user', text: 'Hi', complete: true }), stopped]),
    ).toEqual([{ role: 'user', text: 'Hi' }]);
    const long = Array.from({ length: MAX_ASSISTANT_MESSAGES + 5 }, (_, id) =>
      message({ id, role: id % 2 ? 'model' : 'user', text: `m${id}`, complete: true }),
    );
    const sent = requestMessages(long);
    // Room for the question that follows them.
    expect(sent).toHaveLength(MAX_ASSISTANT_MESSAGES - 1);
    expect(sent.at(-1)).toEqual({ role: 'user', text: `m${MAX_ASSISTANT_MESSAGES + 4}` });
  });

  it('reads the question a page passed in the navigation state, and nothing else', () => {
    expect(initialQuery(assistantNavigationState('  Visa for FR passport to JP? '))).toBe(
      'Visa for FR passport to JP?',
    );
    expect(initialQuery(assistantNavigationState('   '))).toBeNull();
    expect(initialQuery({ assistantQuery: 42 })).toBeNull();
    expect(initialQuery(null)).toBeNull();
    expect(initialQuery('text')).toBeNull();
  });
});
