import { getCurrentLocation, type LocationResult } from '@voyagent/native';
import { maxPositionAgeMs, type LocationCaller } from './locationMaxAge';

/**
 * The site's one way to the device's position: the native helper (10 s timeout, high accuracy)
 * with the maximum age of `caller`'s rule (locationMaxAge.ts). currentLocation.test.ts fails when
 * another module asks the helper or the browser directly.
 */
export function currentLocation(caller: LocationCaller): Promise<LocationResult> {
  return getCurrentLocation({ maximumAge: maxPositionAgeMs(caller) });
}
