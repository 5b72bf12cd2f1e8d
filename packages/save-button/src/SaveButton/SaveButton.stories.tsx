import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast, Toaster } from '@voyagent/ui-kit';
import { useEffect, useState } from 'react';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { GUEST_SAVES_STORAGE_KEY, newGuestSave } from '../rules/guestSaves';
import type { SaveableItem, SaveAdapter, StorageLike } from '../types';
import { SaveButton } from './SaveButton';
import { SaveProvider } from './SaveProvider';

const cards: SaveableItem[] = [
  { item_id: 'paris', item_type: 'destination', title: 'Paris', description: 'France' },
  { item_id: 'rome', item_type: 'destination', title: 'Rome', description: 'Italy' },
  { item_id: 'lisbon', item_type: 'destination', title: 'Lisbon', description: 'Portugal' },
  { item_id: 'kyoto', item_type: 'destination', title: 'Kyoto', description: 'Japan' },
];

/** A backend in memory; `failWrites` makes every save and removal fail. */
function fakeAdapter(savedIds: string[], failWrites = false): SaveAdapter {
  const saved = new Set(savedIds);
  const write = (change: () => void) =>
    failWrites ? Promise.reject(new Error('offline')) : Promise.resolve(change());
  return {
    save: (item) => write(() => saved.add(item.item_id)),
    remove: (key) => write(() => saved.delete(key.item_id)),
    check: async (keys) => keys.map((key) => saved.has(key.item_id)),
    importGuestSaves: async (saves) => saves.forEach((save) => saved.add(save.item_id)),
  };
}

/** Guest storage in memory, holding saves of the first `count` cards. */
function guestStorage(count: number): StorageLike {
  const saves = cards
    .slice(0, count)
    .map((card, index) => newGuestSave(card, new Date(), `${index}`));
  const data = new Map([[GUEST_SAVES_STORAGE_KEY, JSON.stringify(saves)]]);
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

interface DemoProps {
  userId: string | null;
  guestSaves?: number;
  serverSaved?: string[];
  failWrites?: boolean;
}

function SaveDemo({ userId, guestSaves = 0, serverSaved = [], failWrites = false }: DemoProps) {
  const [adapter] = useState(() => fakeAdapter(serverSaved, failWrites));
  const [storage] = useState(() => guestStorage(guestSaves));
  const [signInAsked, setSignInAsked] = useState(false);
  useEffect(() => () => toast.dismissAll(), []);
  return (
    <SaveProvider
      adapter={adapter}
      userId={userId}
      storage={storage}
      onSignInRequired={() => setSignInAsked(true)}
    >
      <ul style={{ display: 'grid', gap: 12, listStyle: 'none', padding: 0 }}>
        {cards.map((card) => (
          <li key={card.item_id} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
            <strong>{card.title}</strong>
            <SaveButton item={card} />
          </li>
        ))}
      </ul>
      <p role="status">{signInAsked ? 'The host opens its sign-in dialog here.' : ''}</p>
      <Toaster />
    </SaveProvider>
  );
}

const meta = {
  title: 'Save Button/SaveButton',
  component: SaveDemo,
  subcomponents: { SaveButton, SaveProvider },
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, height: '360px' } } },
} satisfies Meta<typeof SaveDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const saveButton = (canvas: ReturnType<typeof within>, title: string) =>
  canvas.findByRole('button', { name: `Save ${title}` });

/** A guest with nothing saved yet. */
export const GuestUnsaved: Story = {
  args: { userId: null },
  play: async ({ canvas }) => {
    await expect(await saveButton(canvas, 'Paris')).toHaveAttribute('aria-pressed', 'false');
  },
};

/** A guest's local save shows as saved; pressing it saves another with the Saved! toast. */
export const GuestSaved: Story = {
  args: { userId: null, guestSaves: 1 },
  play: async ({ canvas, canvasElement }) => {
    await expect(await saveButton(canvas, 'Paris')).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(await saveButton(canvas, 'Kyoto'));
    const page = within(canvasElement.ownerDocument.body);
    const shown = await page.findByRole('alertdialog', { name: 'Saved!' });
    await waitFor(() => expect(shown).toBeVisible());
  },
};

/** The second guest save opens the reminder a second later. */
export const GuestReminder: Story = {
  args: { userId: null, guestSaves: 1 },
  play: async ({ canvas, canvasElement }) => {
    fireEvent.click(await saveButton(canvas, 'Rome'));
    const page = within(canvasElement.ownerDocument.body);
    const shown = await page.findByRole(
      'alertdialog',
      { name: 'Keep your saved items' },
      { timeout: 3000 },
    );
    await waitFor(() => expect(shown).toBeVisible());
  },
};

/** At three guest saves a further save asks the host to sign the guest in. */
export const GuestAtLimit: Story = {
  args: { userId: null, guestSaves: 3 },
  play: async ({ canvas }) => {
    fireEvent.click(await saveButton(canvas, 'Kyoto'));
    await expect(await canvas.findByText('The host opens its sign-in dialog here.')).toBeVisible();
    await expect(await saveButton(canvas, 'Kyoto')).toHaveAttribute('aria-pressed', 'false');
  },
};

/** A signed-in user's saved state comes from the server, every card in one check. */
export const SignedIn: Story = {
  args: { userId: 'user-1', serverSaved: ['rome'] },
  play: async ({ canvas }) => {
    const rome = await saveButton(canvas, 'Rome');
    await waitFor(() => expect(rome).toHaveAttribute('aria-pressed', 'true'));
  },
};

/** A save the backend refuses is rolled back, with the failure toast. */
export const SaveFails: Story = {
  args: { userId: 'user-1', failWrites: true },
  play: async ({ canvas, canvasElement }) => {
    fireEvent.click(await saveButton(canvas, 'Paris'));
    const page = within(canvasElement.ownerDocument.body);
    const shown = await page.findByRole('alertdialog', {
      name: 'Error: Failed to save item. Please try again.',
    });
    await waitFor(() => expect(shown).toBeVisible());
    await expect(await saveButton(canvas, 'Paris')).toHaveAttribute('aria-pressed', 'false');
  },
};

/** A removal the backend refuses leaves the item saved, with the failure toast. */
export const RemoveFails: Story = {
  args: { userId: 'user-1', serverSaved: ['paris'], failWrites: true },
  play: async ({ canvas, canvasElement }) => {
    const paris = await saveButton(canvas, 'Paris');
    await waitFor(() => expect(paris).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.click(paris);
    const page = within(canvasElement.ownerDocument.body);
    const shown = await page.findByRole('alertdialog', {
      name: 'Failed to remove item. Please try again.',
    });
    await waitFor(() => expect(shown).toBeVisible());
    await expect(paris).toHaveAttribute('aria-pressed', 'true');
  },
};
