import type { SavedItem } from '@voyagent/contracts';
import type { itinerarySaveItem } from './itineraryForm';

/** For tests: what the editor saved (`itinerarySaveItem`), as saved-items-list answers it. */
export function listedSavedItem(saved: ReturnType<typeof itinerarySaveItem>): SavedItem {
  if (!saved) throw new Error('expected the plan to fit');
  return {
    id: 'row-1',
    item_id: saved.item_id,
    item_type: saved.item_type,
    title: saved.title,
    description: saved.description ?? '',
    image_url: null,
    item_data: saved.item_data ?? {},
    created_at: '2030-01-01T00:00:00.000Z',
  };
}
