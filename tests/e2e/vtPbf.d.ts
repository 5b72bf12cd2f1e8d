// vt-pbf ships no types: the one function the map tile fixture uses.
declare module 'vt-pbf' {
  export function fromGeojsonVt(
    layers: Record<string, import('geojson-vt').LegacyTile>,
    options?: { version?: number; extent?: number },
  ): Uint8Array;
}
