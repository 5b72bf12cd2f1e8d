import { Button, type ButtonSize } from '@voyagent/ui-kit';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { SaveableItem } from '../types';
import { UNKNOWN } from '../rules/saveState';
import { useSaveStore } from './SaveProvider';
import { SAVE_TEXTS } from './saveTexts';

export interface SaveButtonProps {
  item: SaveableItem;
  size?: ButtonSize;
  className?: string;
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M12 21s-7.5-4.6-9.5-9.1C1.1 8.6 3.3 5 6.8 5c2 0 3.4 1.1 4.2 2.3h2C13.8 6.1 15.2 5 17.2 5c3.5 0 5.7 3.6 4.3 6.9C19.5 16.4 12 21 12 21z" />
    </svg>
  );
}

/**
 * A toggle that saves `item` to the visitor's favourites (travel.md §4): pressed when saved,
 * named "Save {title}" whatever its state, so a screen reader hears the item and the state.
 */
export function SaveButton({ item, size = 'sm', className }: SaveButtonProps) {
  const store = useSaveStore();
  const { item_id, item_type } = item;
  const state = useSyncExternalStore(
    store.subscribe,
    useCallback(() => store.state({ item_id, item_type }), [store, item_id, item_type]),
    // Server markup and hydration show the state not read yet; the stored one follows.
    () => UNKNOWN,
  );
  useEffect(() => store.watch({ item_id, item_type }), [store, item_id, item_type]);
  const saved = state.saved === true;
  return (
    <Button
      variant={saved ? 'primary' : 'secondary'}
      size={size}
      className={className}
      aria-label={SAVE_TEXTS.buttonLabel(item.title)}
      aria-pressed={saved}
      onPress={() => void store.toggle(item)}
    >
      <HeartIcon filled={saved} />
      {/* One visible word in every state, part of the name (WCAG 2.5.3); the filled heart and
          the pressed style show the state, aria-pressed tells it. */}
      <span>{SAVE_TEXTS.save}</span>
    </Button>
  );
}
