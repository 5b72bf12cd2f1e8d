import type { SavedItem } from '@voyagent/contracts';
import { Link } from '@voyagent/ui-kit';
import { SAVED_PLAN_TEXTS, savedPlanHref, savedPlanOf } from './savedPlan';

/** A saved plan's way back into /itinerary's editor; nothing for an item that is no whole plan. */
export function OpenSavedPlanLink({ item }: { item: SavedItem }) {
  if (!savedPlanOf(item)) return null;
  return (
    <Link
      href={savedPlanHref(item.item_id)}
      variant="standalone"
      aria-label={SAVED_PLAN_TEXTS.openLabel(item.title)}
    >
      {SAVED_PLAN_TEXTS.open}
    </Link>
  );
}
