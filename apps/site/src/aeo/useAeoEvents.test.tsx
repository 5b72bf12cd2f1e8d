import { fireEvent, render, screen } from '@testing-library/react';
import { CookieConsentProvider, CookieNotice, memoryStorage } from '@voyagent/install-prompts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { articleAt } from '../content/articlePages';
import { useAeoEvents, type SendAeoEvent } from './useAeoEvents';

const referrer = vi.spyOn(document, 'referrer', 'get');

function Article({ path, send }: { path: string; send: SendAeoEvent }) {
  useAeoEvents(articleAt(path), send);
  return (
    <>
      <p>Article</p>
      <script type="application/ld+json">{'{"@type":"Article"}'}</script>
    </>
  );
}

function renderArticle(path: string, local = memoryStorage()) {
  const send = vi.fn<SendAeoEvent>();
  const view = render(
    <CookieConsentProvider local={local}>
      <Article path={path} send={send} />
      <CookieNotice />
    </CookieConsentProvider>,
  );
  const rerender = (next: string) =>
    view.rerender(
      <CookieConsentProvider local={local}>
        <Article path={next} send={send} />
        <CookieNotice />
      </CookieConsentProvider>,
    );
  return { send, rerender };
}

const sent = (send: ReturnType<typeof vi.fn<SendAeoEvent>>) =>
  send.mock.calls.map(([call]) => call);

afterEach(() => referrer.mockReset());

describe('useAeoEvents', () => {
  it('sends nothing before consent, then the page view’s events when analytics are accepted (SI-071)', () => {
    referrer.mockReturnValue('https://chatgpt.com/');
    const { send } = renderArticle('/what-is-voyagent');
    fireEvent.scroll(window);
    fireEvent.keyDown(window, { key: 'ArrowDown' });
    expect(send).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(sent(send)).toEqual([
      { event: 'aeo_page_view', path: '/what-is-voyagent', value: 1 },
      { event: 'aeo_schema_count', path: '/what-is-voyagent', value: 1 },
      { event: 'aeo_speakable_count', path: '/what-is-voyagent', value: 0 },
      {
        event: 'aeo_faq_presence',
        path: '/what-is-voyagent',
        value: articleAt('/what-is-voyagent')?.content.faq ? 1 : 0,
      },
      { event: 'aeo_quick_answer', path: '/what-is-voyagent', value: 1 },
      { event: 'aeo_ai_referral', path: '/what-is-voyagent', value: 1, label: 'ChatGPT' },
    ]);

    send.mockClear();
    fireEvent.scroll(window);
    fireEvent.click(screen.getByText('Article'));
    expect(sent(send)).toEqual([{ event: 'aeo_interaction', path: '/what-is-voyagent', value: 1 }]);
  });

  it('never sends after Decline', () => {
    const { send } = renderArticle('/use-cases');
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    fireEvent.click(screen.getByText('Article'));
    fireEvent.scroll(window);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends at once after an earlier consent, once per article, the referral only on landing', () => {
    referrer.mockReturnValue('https://claude.ai/');
    const local = memoryStorage();
    local.setItem('cookie-consent', 'accepted');
    const { send, rerender } = renderArticle('/use-cases', local);
    expect(sent(send).map(({ event }) => event)).toContain('aeo_page_view');
    // The referral was the landing page's: this test file's first page view took it.
    expect(sent(send).find(({ event }) => event === 'aeo_ai_referral')).toMatchObject({
      value: 0,
    });

    send.mockClear();
    rerender('/use-cases');
    expect(send).not.toHaveBeenCalled();

    rerender('/how-voyagent-works');
    expect(sent(send).filter(({ event }) => event === 'aeo_page_view')).toEqual([
      { event: 'aeo_page_view', path: '/how-voyagent-works', value: 1 },
    ]);
  });

  it('sends nothing on a path that is not an article', () => {
    const local = memoryStorage();
    local.setItem('cookie-consent', 'accepted');
    const { send } = renderArticle('/pricing', local);
    fireEvent.click(screen.getByText('Article'));
    expect(send).not.toHaveBeenCalled();
  });
});
