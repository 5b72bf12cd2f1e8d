import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { askAssistant } from '../assistant/askAssistant';
import { CHAT_TEXTS } from '../assistant/chatActions';
import { ASSISTANT_DISCLAIMER } from '../assistant/conversation';
import { AssistantPage } from './AssistantPage';

vi.mock('../firebase/client', () => ({ auth: {}, functions: {} }));
vi.mock('../firebase/callables', () => ({ backend: {} }));
vi.mock('../account/accountStore', () => ({ refreshAccount: vi.fn() }));
vi.mock('../account/deviceFingerprint', () => ({ deviceFingerprint: async () => 'f'.repeat(64) }));
vi.mock('../assistant/askAssistant', () => ({ askAssistant: vi.fn() }));

const asked = vi.mocked(askAssistant);

/** The signal of each call, and a call that streams one piece, then waits until it is aborted. */
const signals: AbortSignal[] = [];
beforeEach(() => {
  signals.length = 0;
  asked.mockReset();
  asked.mockImplementation((_request, onChunk, signal = new AbortController().signal) => {
    signals.push(signal);
    onChunk({ text: 'The emergency number in Japan is' });
    return new Promise((_resolve, reject) =>
      signal.addEventListener('abort', () => reject(new Error('cancelled'))),
    );
  });
});

function renderPage(state: unknown = null) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/assistant', state }]}>
      <AssistantPage />
    </MemoryRouter>,
  );
}

async function askAndWait(question: string) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Your question' }), question);
  await userEvent.keyboard('{Enter}');
  await screen.findByText('The emergency number in Japan is');
}

describe('the assistant page', () => {
  it('shows the AI disclaimer banner above the conversation (TA-013)', () => {
    renderPage();
    expect(screen.getByText(ASSISTANT_DISCLAIMER)).toBeVisible();
  });

  it('asks, once, the question another page passed in the navigation state (TA-003)', async () => {
    renderPage({ assistantQuery: 'Emergency number in Japan?' });
    expect(await screen.findByText('The emergency number in Japan is')).toBeVisible();
    expect(asked).toHaveBeenCalledTimes(1);
    expect(asked.mock.calls[0]?.[0].messages).toEqual([
      { role: 'user', text: 'Emergency number in Japan?' },
    ]);
  });

  it('sends nothing for a blank question (TA-010)', async () => {
    renderPage();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your question' }), '   ');
    await userEvent.keyboard('{Enter}');
    expect(asked).not.toHaveBeenCalled();
  });

  it('stops an answer on Stop, keeping what had arrived', async () => {
    renderPage();
    await askAndWait('Emergency number in Japan?');
    await userEvent.click(screen.getByRole('button', { name: CHAT_TEXTS.stop }));
    expect(signals[0]?.aborted).toBe(true);
    expect(await screen.findByText('The emergency number in Japan is')).toBeVisible();
    expect(screen.queryByRole('button', { name: CHAT_TEXTS.stop })).toBeNull();
  });

  it('ends the answer still arriving when the page is left', async () => {
    const { unmount } = renderPage();
    await askAndWait('Emergency number in Japan?');
    expect(signals[0]?.aborted).toBe(false);
    unmount();
    expect(signals[0]?.aborted).toBe(true);
  });
});
