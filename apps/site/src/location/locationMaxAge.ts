/**
 * How old a cached position each caller accepts (issue 17 item 10). The spec gives two values:
 * travel.md §9 says 60 s for the location tools, shell.md §9 says 5 min. The tools are the more
 * specific rule, so they take 60 s (a traveller asking what is near or which emergency number to
 * call has likely moved within minutes) and every other caller takes the shell's 5 min.
 */

/** travel.md §9 (SI-245): the location tools' maximum cached position age. */
export const LOCATION_TOOLS_MAX_AGE_MS = 60_000;

/** shell.md §9 (IP-195): every other caller's maximum cached position age. */
export const SHELL_LOCATION_MAX_AGE_MS = 5 * 60_000;

/**
 * The location tools of travel.md §2: the quick-actions card (its Safety Check), the emergency
 * information dialog, the nearby places dialog and the current-location map dialog.
 */
export const LOCATION_TOOL_CALLERS = [
  'quickActions',
  'emergencyInfo',
  'nearbyPlaces',
  'locationMap',
] as const;

export type LocationToolCaller = (typeof LOCATION_TOOL_CALLERS)[number];

/** Who asks for the position: a location tool, or any other part of the shell. */
export type LocationCaller = LocationToolCaller | 'shell';

const isLocationTool = (caller: LocationCaller): caller is LocationToolCaller =>
  (LOCATION_TOOL_CALLERS as readonly string[]).includes(caller);

/** The maximum cached position age `caller` accepts, in ms. */
export function maxPositionAgeMs(caller: LocationCaller): number {
  return isLocationTool(caller) ? LOCATION_TOOLS_MAX_AGE_MS : SHELL_LOCATION_MAX_AGE_MS;
}
