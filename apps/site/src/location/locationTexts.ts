/** The location tools' texts (travel.md §2, §8), letter for letter. */
export const QUICK_ACTION_LABELS = {
  emergency: 'Emergency Info',
  myLocation: 'My Location',
  offlineMaps: 'Offline Maps',
  translate: 'Quick Translate',
  safety: 'Safety Check',
  budget: 'Quick Budget',
  nearby: 'Nearby Restaurants',
} as const;

export const LOCATION_TOOL_TEXTS = {
  emergencyNoLocation: 'Unable to get location for emergency info',
  emergencyFailed: 'Failed to get emergency information',
  nearbyNoLocation: 'Unable to get location for nearby search',
  nearbyFailed: 'Failed to find nearby places',
  nearbyEmpty: 'No nearby places found in your area',
  locationFailed: 'Unable to get location. Please check your browser permissions.',
  locationDenied: 'Location access denied',
  copyFailed: 'Failed to copy coordinates',
  noLocation: 'No location provided',
} as const;

/** travel.md §8, Map: the two given texts, and ours for the four key problems it names. */
export const MAP_ERROR_TEXTS = {
  configuration: 'Failed to load map configuration',
  notConfigured: 'Google Maps API key not configured',
  RefererNotAllowedMapError:
    'This site is not allowed to use the Google Maps API key (referer not allowed).',
  ApiNotActivatedMapError: 'The Maps JavaScript API is not activated for this key.',
  InvalidKeyMapError: 'The Google Maps API key is invalid.',
  RequestDenied: 'Google Maps denied the request.',
  script: 'The map could not be loaded. Please try again later.',
} as const;
