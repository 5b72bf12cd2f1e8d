import { assistantPrompts } from '@voyagent/contracts/content';
import { describe, expect, it } from 'vitest';
import { answerOffline } from './offlineEngine';

/**
 * The home page's assistant box suggests these questions and types them as placeholders
 * (shell.md §2): a visitor who picks one must get an answer with its source, even when no AI model
 * is configured, so each must be one the offline engine finds in its data.
 */
describe('the home assistant prompts', () => {
  it('has eight suggestion chips (TA-006)', () => {
    expect(assistantPrompts.suggestions).toHaveLength(8);
  });

  it.each([...assistantPrompts.suggestions, ...assistantPrompts.placeholders])(
    'answers "%s" offline from a sourced dataset',
    (question) => {
      const answer = answerOffline(question, 'en');
      expect(answer.answered).toBe(true);
      expect(answer.text).not.toMatch(/Not found/);
      expect(answer.sources.length).toBeGreaterThan(0);
    },
  );
});
