import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { backend } from '../firebase/callables';
import { ChatTranscriptsPanel } from './ChatTranscriptsPanel';

vi.mock('../firebase/callables', () => ({ backend: { assistantTranscriptsAdminList: vi.fn() } }));
const adminList = vi.mocked(backend.assistantTranscriptsAdminList);

beforeEach(() => {
  adminList.mockReset();
});

describe('ChatTranscriptsPanel', () => {
  it('lists each kept conversation with its user, first question and exchanges', async () => {
    adminList.mockResolvedValue({
      transcripts: [
        {
          id: '7',
          userId: 'user-1',
          title: 'Where is Lyon?',
          createdAt: '2026-03-02T10:00:00.000Z',
          updatedAt: '2026-03-02T10:01:00.000Z',
          messages: [
            { role: 'user', text: 'Where is Lyon?', sources: [] },
            { role: 'model', text: 'Lyon is in France.', sources: [] },
          ],
        },
      ],
    });
    render(<ChatTranscriptsPanel />);
    const table = await screen.findByRole('table', { name: 'Chat transcripts' });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('user-1');
    expect(row).toHaveTextContent('User: Where is Lyon?');
    expect(row).toHaveTextContent('Assistant: Lyon is in France.');
  });

  it('says why it could not load, with a retry', async () => {
    adminList.mockRejectedValue(
      Object.assign(new Error('denied'), {
        code: 'functions/permission-denied',
        message: 'Only support staff can read the assistant’s conversations.',
      }),
    );
    render(<ChatTranscriptsPanel />);
    expect(
      await screen.findByText('Only support staff can read the assistant’s conversations.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
