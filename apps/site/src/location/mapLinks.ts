/** Links to a maps service for a position (travel.md §7): search, directions, a geo: URI on mobile. */
export interface Position {
  latitude: number;
  longitude: number;
}

/** SI-237, SI-238, SI-239: the map's default centre (New York) and zooms. */
export const MAP_DEFAULT_CENTER: Position = { latitude: 40.7128, longitude: -74.006 };
export const MAP_DEFAULT_ZOOM = 12;
export const MAP_DIALOG_ZOOM = 16;

/** "48.85660, 2.35220": 5 decimals is about a metre. */
export function formatCoordinates({ latitude, longitude }: Position): string {
  return `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
}

const pair = ({ latitude, longitude }: Position) => `${latitude},${longitude}`;

/** Open the position in a maps service: a geo: URI on mobile (the maps app), Google Maps elsewhere. */
export function openInMapsUrl(position: Position, mobile: boolean): string {
  if (mobile) return `geo:${pair(position)}?q=${pair(position)}`;
  return `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query: pair(position) })}`;
}

/** Directions to the position from wherever the traveller is. */
export function directionsUrl(position: Position): string {
  return `https://www.google.com/maps/dir/?${new URLSearchParams({ api: '1', destination: pair(position) })}`;
}
