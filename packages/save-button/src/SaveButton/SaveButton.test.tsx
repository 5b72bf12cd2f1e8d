import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast, Toaster } from '@voyagent/ui-kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECK_BATCH_WAIT_MS } from '../rules/checkBatcher';
import { GUEST_SAVES_STORAGE_KEY } from '../rules/guestSaves';
import type { GuestSave, SaveableItem, SaveAdapter, SavedItemKey } from '../types';
import { SaveButton } from './SaveButton';
import { SaveProvider } from './SaveProvider';

const items: SaveableItem[] = ['Paris', 'Rome', 'Lisbon', 'Kyoto'].map((title) => ({
  item_id: title.toLowerCase(),
  item_type: 'destination',
  title,
}));

function fakeAdapter() {
  const saved = new Set<string>();
  return {
    saved,
    adapter: {
      save: vi.fn(async (item: SaveableItem) => void saved.add(item.item_id)),
      remove: vi.fn(async (key: SavedItemKey) => void saved.delete(key.item_id)),
      check: vi.fn(async (keys: readonly SavedItemKey[]) => keys.map((k) => saved.has(k.item_id))),
      importGuestSaves: vi.fn(async (saves: readonly GuestSave[]) =>
        saves.forEach((save) => saved.add(save.item_id)),
      ),
    } satisfies SaveAdapter,
  };
}

function Page(props: { adapter: SaveAdapter; userId: string | null; signIn?: () => void }) {
  return (
    <SaveProvider
      adapter={props.adapter}
      userId={props.userId}
      onSignInRequired={props.signIn ?? (() => undefined)}
    >
      {items.map((item) => (
        <SaveButton key={item.item_id} item={item} />
      ))}
      <Toaster />
    </SaveProvider>
  );
}

const button = (title: string) => screen.getByRole('button', { name: `Save ${title}` });
const press = async (title: string) => {
  fireEvent.click(button(title));
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
};
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
const toastTitled = (title: string) => screen.queryByRole('alertdialog', { name: title });

// Rendering react-aria overlays in jsdom is slow on a loaded machine; the clock itself is fake.
describe('SaveButton', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => {
    act(() => toast.dismissAll());
    vi.useRealTimers();
  });

  it('lets a guest save three items, reminds after the second, asks to sign in at the fourth (SB-007)', async () => {
    const { adapter } = fakeAdapter();
    const signIn = vi.fn();
    render(<Page adapter={adapter} userId={null} signIn={signIn} />);
    expect(button('Paris')).toHaveAttribute('aria-pressed', 'false');

    await press('Paris');
    expect(button('Paris')).toHaveAttribute('aria-pressed', 'true');
    // SB-018, SB-019
    expect(toastTitled('Saved!')).toHaveAccessibleDescription(
      'Paris has been saved to your favorites.',
    );

    await press('Rome');
    await advance(999);
    expect(screen.queryByRole('alertdialog', { name: 'Keep your saved items' })).toBeNull();
    await advance(1);
    const reminder = screen.getByRole('alertdialog', { name: 'Keep your saved items' });
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await advance(500);
    expect(reminder).not.toBeInTheDocument();

    await press('Lisbon');
    await press('Kyoto');
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(button('Kyoto')).toHaveAttribute('aria-pressed', 'false');
    const stored = JSON.parse(localStorage.getItem(GUEST_SAVES_STORAGE_KEY) ?? '[]') as GuestSave[];
    expect(stored.map((save) => save.item_id)).toEqual(['paris', 'rome', 'lisbon']);
    expect(adapter.save).not.toHaveBeenCalled();
  });

  it('removes a guest save with the Removed toast', async () => {
    const { adapter } = fakeAdapter();
    render(<Page adapter={adapter} userId={null} />);
    await press('Paris');
    await press('Paris');
    expect(button('Paris')).toHaveAttribute('aria-pressed', 'false');
    // SB-020
    expect(toastTitled('Removed')).not.toBeNull();
    expect(localStorage.getItem(GUEST_SAVES_STORAGE_KEY)).toBeNull();
  });

  it('after sign-in imports the guest saves and retries the pending save', async () => {
    const { adapter, saved } = fakeAdapter();
    const { rerender } = render(<Page adapter={adapter} userId={null} />);
    for (const title of ['Paris', 'Rome', 'Lisbon', 'Kyoto']) await press(title);
    rerender(<Page adapter={adapter} userId="user-1" />);
    await advance(CHECK_BATCH_WAIT_MS);
    expect(adapter.importGuestSaves).toHaveBeenCalledTimes(1);
    expect(adapter.save).toHaveBeenCalledTimes(1);
    expect([...saved].sort()).toEqual(['kyoto', 'lisbon', 'paris', 'rome']);
    expect(adapter.check).toHaveBeenCalledTimes(1);
    for (const { title } of items) expect(button(title)).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(GUEST_SAVES_STORAGE_KEY)).toBeNull();
  });

  it('rolls a failed save back and shows the failure text', async () => {
    const { adapter } = fakeAdapter();
    adapter.save.mockRejectedValueOnce(new Error('internal'));
    render(<Page adapter={adapter} userId="user-1" />);
    await advance(CHECK_BATCH_WAIT_MS);
    await press('Paris');
    expect(button('Paris')).toHaveAttribute('aria-pressed', 'false');
    // SB-016
    expect(toastTitled('Error: Failed to save item. Please try again.')).not.toBeNull();
  });

  it('rolls a failed removal back and shows the failure text', async () => {
    const { adapter, saved } = fakeAdapter();
    saved.add('paris');
    adapter.remove.mockRejectedValueOnce(new Error('internal'));
    render(<Page adapter={adapter} userId="user-1" />);
    await advance(CHECK_BATCH_WAIT_MS);
    expect(button('Paris')).toHaveAttribute('aria-pressed', 'true');
    await press('Paris');
    expect(button('Paris')).toHaveAttribute('aria-pressed', 'true');
    // SB-017
    expect(toastTitled('Failed to remove item. Please try again.')).not.toBeNull();
  });

  it('shows nothing saved, and does not crash, when guest storage is corrupt', async () => {
    localStorage.setItem(GUEST_SAVES_STORAGE_KEY, '[{"id":42}');
    const { adapter } = fakeAdapter();
    render(<Page adapter={adapter} userId={null} />);
    expect(button('Paris')).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(GUEST_SAVES_STORAGE_KEY)).toBeNull();
    await press('Paris');
    expect(button('Paris')).toHaveAttribute('aria-pressed', 'true');
  });
});
