import { LOCATION_ERRORS, type LocationFailure } from '@voyagent/native';
import { LOCATION_TOOL_TEXTS } from './locationTexts';

export type LocationTool = 'emergency' | 'nearby' | 'map';

/** What a tool says when the position is missing: its own text, then the helper's cause. */
export function locationFailureTexts(
  tool: LocationTool,
  reason: LocationFailure,
): { title: string; detail: string } {
  const detail = LOCATION_ERRORS[reason];
  if (tool === 'emergency') return { title: LOCATION_TOOL_TEXTS.emergencyNoLocation, detail };
  if (tool === 'nearby') return { title: LOCATION_TOOL_TEXTS.nearbyNoLocation, detail };
  return {
    title:
      reason === 'denied' ? LOCATION_TOOL_TEXTS.locationDenied : LOCATION_TOOL_TEXTS.locationFailed,
    detail,
  };
}
