import { afterEach, describe, expect, it } from 'vitest';
import indexHtml from '../index.html?raw';

/** index.html's inline script that flags a visitor who answered the cookie notice. */
const cookieAnsweredScript =
  [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .find((script) => script.includes('cookie-consent')) ?? '';

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.cookieAnswered;
});

describe("index.html's pre-paint cookie script", () => {
  it('flags the page of a visitor who has answered, so the prerendered notice stays hidden', () => {
    localStorage.setItem('cookie-consent', 'declined');
    new Function(cookieAnsweredScript)();
    expect(document.documentElement.dataset.cookieAnswered).toBe('');
  });

  it('leaves a first visitor the notice', () => {
    expect(cookieAnsweredScript).not.toBe('');
    new Function(cookieAnsweredScript)();
    expect(document.documentElement.dataset.cookieAnswered).toBeUndefined();
  });
});
