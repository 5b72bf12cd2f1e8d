import type { SavedItem } from '@voyagent/contracts';
import { SAVE_TEXTS } from '@voyagent/save-button';
import { Banner, Button, Card, toast } from '@voyagent/ui-kit';
import { useEffect, useState, type ReactNode } from 'react';
import { backend } from '../firebase/callables';

/** How many saved items one page of the dashboard shows before "Show more". */
export const SAVED_ITEMS_PAGE = 20;

type ListState =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'ready'; items: SavedItem[]; nextOffset: number | null };

export const SAVED_ITEMS_TEXTS = {
  heading: 'Saved items',
  empty: 'Nothing saved yet. Use the heart on a flight, hotel or destination to keep it here.',
  loadFailed: 'Could not load your saved items. Please try again.',
  retry: 'Try again',
  more: 'Show more',
  remove: (title: string) => `Remove ${title}`,
} as const;

/** The saved items from `offset` on, after those already shown. */
async function listAfter(offset: number, before: SavedItem[]): Promise<ListState> {
  try {
    const page = await backend.savedItemsList({ limit: SAVED_ITEMS_PAGE, offset });
    return { kind: 'ready', items: [...before, ...page.items], nextOffset: page.nextOffset };
  } catch {
    return { kind: 'failed' };
  }
}

/**
 * The dashboard's saved items (shell.md §2 "Saved"), newest first, each with Remove, and before
 * it whatever `itemAction` gives for the item (a saved plan's "Open in editor").
 */
export function SavedItemsSection({
  itemAction,
}: { itemAction?: (item: SavedItem) => ReactNode } = {}) {
  const [state, setState] = useState<ListState>({ kind: 'loading' });
  const [removing, setRemoving] = useState<string | null>(null);

  const load = async (offset: number, before: SavedItem[]) => {
    setState(await listAfter(offset, before));
  };

  useEffect(() => {
    let active = true;
    void listAfter(0, []).then((first) => {
      if (active) setState(first);
    });
    return () => {
      active = false;
    };
  }, []);

  const remove = async (item: SavedItem) => {
    setRemoving(item.id);
    try {
      await backend.savedItemsRemove({ item_id: item.item_id, item_type: item.item_type });
      setState((current) =>
        current.kind === 'ready'
          ? { ...current, items: current.items.filter((other) => other.id !== item.id) }
          : current,
      );
      toast.success({
        title: SAVE_TEXTS.removed,
        description: SAVE_TEXTS.removedDescription(item.title),
      });
    } catch {
      toast.error({ title: SAVE_TEXTS.removeFailed });
    } finally {
      setRemoving(null);
    }
  };

  return (
    <section className="account-page__section" aria-labelledby="saved-items-title">
      <h2 id="saved-items-title">{SAVED_ITEMS_TEXTS.heading}</h2>
      {state.kind === 'loading' && <p role="status">Loading...</p>}
      {state.kind === 'failed' && (
        <Banner
          variant="danger"
          description={SAVED_ITEMS_TEXTS.loadFailed}
          action={
            <Button size="sm" variant="secondary" onPress={() => void load(0, [])}>
              {SAVED_ITEMS_TEXTS.retry}
            </Button>
          }
        />
      )}
      {state.kind === 'ready' && state.items.length === 0 && <p>{SAVED_ITEMS_TEXTS.empty}</p>}
      {state.kind === 'ready' && state.items.length > 0 && (
        <ul className="account-page__list">
          {state.items.map((item) => (
            <Card as="li" key={item.id} className="account-page__item">
              <div>
                <p className="account-page__item-title">{item.title}</p>
                {item.description && <p>{item.description}</p>}
              </div>
              {itemAction?.(item)}
              <Button
                size="sm"
                variant="secondary"
                aria-label={SAVED_ITEMS_TEXTS.remove(item.title)}
                isLoading={removing === item.id}
                isDisabled={removing !== null && removing !== item.id}
                onPress={() => void remove(item)}
              >
                Remove
              </Button>
            </Card>
          ))}
        </ul>
      )}
      {state.kind === 'ready' && state.nextOffset !== null && (
        <Button variant="ghost" onPress={() => void load(state.nextOffset ?? 0, state.items)}>
          {SAVED_ITEMS_TEXTS.more}
        </Button>
      )}
    </section>
  );
}
