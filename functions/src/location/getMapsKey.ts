import { LOCATION_TEXTS, getMapsKey as contract } from '@voyagent/contracts';
import { serverConfig, type ServerConfig } from '../config/config';
import { ServiceUnavailableError } from '../config/providers';
import { defineCallable } from '../http/defineCallable';
import { logger } from '../logging/logger';

/**
 * The configured maps key; without one, failed-precondition with the spec's text (travel.md §8)
 * and one log line for the operator. There is no local stand-in: no key, no map.
 */
export function mapsKey(config: Pick<ServerConfig, 'MAPS_API_KEY'>): { apiKey: string } {
  if (!config.MAPS_API_KEY) {
    logger.error('Maps are not configured: set MAPS_API_KEY');
    throw new ServiceUnavailableError(LOCATION_TEXTS.mapsKeyNotConfigured);
  }
  return { apiKey: config.MAPS_API_KEY };
}

/** `get-maps-key` → {apiKey}, for signed-in pages only: the key never ships in the bundle. */
export const getMapsKey = defineCallable(contract, () => mapsKey(serverConfig()));
