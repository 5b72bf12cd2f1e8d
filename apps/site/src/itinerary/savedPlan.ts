/**
 * A plan saved to the account, read back for /itinerary's editor (issue 14 item 5): the saved
 * item's data checked against the contracts' schemas (it is the account's own data, but an older
 * or damaged item must not reach the editor half-formed), the link that opens it, and the search
 * through the account's saved plans for that link's item.
 */
import {
  assistantSource,
  itineraryGenerate,
  itineraryPlaceSchema,
  itinerarySchema,
  type SavedItem,
} from '@voyagent/contracts';
import { z } from 'zod';
import type { ItineraryAnswer, ItineraryRequest } from './itineraryForm';

/** The query parameter of /itinerary that names the saved plan to open. */
export const SAVED_PLAN_PARAM = 'saved';

export const SAVED_PLAN_TEXTS = {
  open: 'Open in editor',
  openLabel: (title: string) => `Open in editor: ${title}`,
  opening: 'Opening your saved plan',
  reopened: 'Opened from your saved plans: saving again updates the saved plan.',
  notFound: 'This saved plan is no longer in your account. Plan the trip again below.',
  signIn: 'Sign in to open your saved plan.',
  loadFailed: 'Your saved plan could not be loaded. Please try again.',
} as const;

/** What the editor needs of a plan, whether just generated or saved: all but the usage. */
export type PlanToEdit = Pick<
  ItineraryAnswer,
  'itinerary' | 'places' | 'sources' | 'notice' | 'offline'
>;

export interface SavedPlan {
  itemId: string;
  request: ItineraryRequest;
  plan: PlanToEdit;
}

const savedPlanData = z.object({
  request: itineraryGenerate.request,
  itinerary: itinerarySchema,
  places: z.array(itineraryPlaceSchema),
  sources: z.array(assistantSource),
  notice: z.string().nullable(),
  offline: z.boolean(),
});

/** The saved item as a plan to edit, or null when it is no plan the editor can open. */
export function savedPlanOf(item: Pick<SavedItem, 'item_id' | 'item_type' | 'item_data'>) {
  if (item.item_type !== 'itinerary') return null;
  const parsed = savedPlanData.safeParse(item.item_data);
  if (!parsed.success) return null;
  const { request, ...plan } = parsed.data;
  return { itemId: item.item_id, request, plan } satisfies SavedPlan;
}

/** /itinerary with the saved plan `itemId` to open in the editor. */
export function savedPlanHref(itemId: string): string {
  return `/itinerary?${new URLSearchParams({ [SAVED_PLAN_PARAM]: itemId })}`;
}

/** One page of the account's saved plans, as `saved-items-list` answers it. */
export type SavedPlansPage = (offset: number) => Promise<{
  items: SavedItem[];
  nextOffset: number | null;
}>;

/** The saved plan `itemId`, looked up page by page; null when the account has none by that id. */
export async function findSavedPlan(
  itemId: string,
  listPage: SavedPlansPage,
): Promise<SavedPlan | null> {
  for (let offset: number | null = 0; offset !== null;) {
    const page = await listPage(offset);
    const item = page.items.find((candidate) => candidate.item_id === itemId);
    if (item) return savedPlanOf(item);
    offset = page.nextOffset;
  }
  return null;
}
