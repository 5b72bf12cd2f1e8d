// MapLibre's CSP build (no blob: worker): the same API as the package's main entry.
declare module 'maplibre-gl/dist/maplibre-gl-csp.js' {
  import type * as MapLibre from 'maplibre-gl';

  const maplibregl: typeof MapLibre;
  export default maplibregl;
}
