import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AssistantTranscript } from '@voyagent/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { backend } from '../firebase/callables';
import { CONVERSATION_TEXTS, YourConversations } from './YourConversations';

vi.mock('../firebase/callables', () => ({
  backend: { assistantTranscriptsList: vi.fn(), assistantTranscriptDelete: vi.fn() },
}));
const list = vi.mocked(backend.assistantTranscriptsList);
const remove = vi.mocked(backend.assistantTranscriptDelete);

const transcript = (id: string, title: string): AssistantTranscript => ({
  id,
  title,
  createdAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-02T10:01:00.000Z',
  messages: [
    { role: 'user', text: title, sources: [] },
    { role: 'model', text: 'An answer.', sources: [] },
  ],
});
const lyon = transcript('7', 'Where is Lyon?');
const nice = transcript('8', 'Convert 100 USD to EUR');

beforeEach(() => {
  list.mockReset();
  remove.mockReset();
});

const renderList = (props: Partial<Parameters<typeof YourConversations>[0]> = {}) => {
  const onOpen = vi.fn();
  const onDeleted = vi.fn();
  render(
    <YourConversations
      openId={null}
      refreshKey={0}
      isBusy={false}
      onOpen={onOpen}
      onDeleted={onDeleted}
      {...props}
    />,
  );
  return { onOpen, onDeleted };
};

describe('YourConversations', () => {
  it('lists the kept conversations and opens the one chosen', async () => {
    list.mockResolvedValue({ transcripts: [lyon, nice] });
    const { onOpen } = renderList({ openId: '8' });
    const section = screen.getByRole('region', { name: CONVERSATION_TEXTS.heading });
    await userEvent.click(
      await within(section).findByRole('button', { name: CONVERSATION_TEXTS.open(lyon.title) }),
    );
    expect(onOpen).toHaveBeenCalledWith(lyon);
    expect(
      screen.getByRole('button', { name: CONVERSATION_TEXTS.open(nice.title) }),
    ).toHaveAttribute('aria-current', 'true');
  });

  it('deletes a conversation only once the user confirms', async () => {
    list.mockResolvedValue({ transcripts: [lyon, nice] });
    remove.mockResolvedValue({ deleted: true });
    const { onDeleted } = renderList();
    const deleteLyon = await screen.findByRole('button', {
      name: CONVERSATION_TEXTS.deleteLabel(lyon.title),
    });

    await userEvent.click(deleteLyon);
    let dialog = await screen.findByRole('alertdialog', { name: CONVERSATION_TEXTS.confirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();

    await userEvent.click(deleteLyon);
    dialog = await screen.findByRole('alertdialog', { name: CONVERSATION_TEXTS.confirmTitle });
    expect(dialog).toHaveTextContent(CONVERSATION_TEXTS.confirmDescription(lyon.title));
    await userEvent.click(within(dialog).getByRole('button', { name: CONVERSATION_TEXTS.delete }));
    expect(remove).toHaveBeenCalledWith({ id: '7' });
    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalledWith('7'));
    expect(screen.queryByRole('button', { name: CONVERSATION_TEXTS.open(lyon.title) })).toBeNull();
    expect(screen.getByRole('button', { name: CONVERSATION_TEXTS.open(nice.title) })).toBeVisible();
  });

  it('keeps the conversation when the delete fails', async () => {
    list.mockResolvedValue({ transcripts: [lyon] });
    remove.mockRejectedValue(Object.assign(new Error('x'), { code: 'functions/internal' }));
    const { onDeleted } = renderList();
    await userEvent.click(
      await screen.findByRole('button', { name: CONVERSATION_TEXTS.deleteLabel(lyon.title) }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: CONVERSATION_TEXTS.delete }));
    await vi.waitFor(() => expect(remove).toHaveBeenCalled());
    expect(onDeleted).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: CONVERSATION_TEXTS.open(lyon.title) })).toBeVisible();
  });

  it('says when the list could not be read, and reads it again on request', async () => {
    list.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'functions/unavailable' }));
    list.mockResolvedValueOnce({ transcripts: [] });
    renderList();
    expect(await screen.findByText(CONVERSATION_TEXTS.loadFailed)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: CONVERSATION_TEXTS.retry }));
    expect(await screen.findByText(CONVERSATION_TEXTS.empty)).toBeVisible();
  });
});
