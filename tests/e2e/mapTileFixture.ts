import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { FeatureCollection } from 'geojson';
import GeoJSONVT from 'geojson-vt';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { fromGeojsonVt } from 'vt-pbf';
import { MAP_TILE_FIXTURE_ORIGIN } from '../../scripts/lib/stack.mjs';

/**
 * The emulator build's map tiles (apps/site/.env.emulator) for the offline-maps browser test:
 * vector tiles cut here from world-atlas's land and countries (Natural Earth 1:50m) with
 * geojson-vt and encoded with vt-pbf, in the layer names the site draws (`earth`, `boundaries`),
 * served on loopback with CORS as a tile provider would. It counts the tiles it served.
 */
export interface MapTileFixture {
  /** Tiles served so far (a 200 or a 204). */
  served(): number;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);
const TILE_PATH = /^\/tiles\/(\d+)\/(\d+)\/(\d+)\.pbf$/;

async function topologyLayer(file: string, object: string): Promise<GeoJSONVT> {
  const topology = JSON.parse(
    await readFile(require.resolve(`world-atlas/${file}`), 'utf8'),
  ) as Topology<Record<string, GeometryCollection>>;
  const objects = topology.objects[object];
  if (!objects) throw new Error(`world-atlas/${file} has no ${object}`);
  const collection = feature(topology, objects) as FeatureCollection;
  return new GeoJSONVT(collection, { maxZoom: 14, indexMaxZoom: 4 });
}

export async function startMapTileFixture(): Promise<MapTileFixture> {
  const [earth, boundaries] = await Promise.all([
    topologyLayer('land-50m.json', 'land'),
    topologyLayer('countries-50m.json', 'countries'),
  ]);
  let served = 0;
  const server: Server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    const match = TILE_PATH.exec(request.url ?? '');
    if (request.method !== 'GET' || !match) {
      response.writeHead(404).end();
      return;
    }
    const [z, x, y] = match.slice(1).map(Number) as [number, number, number];
    const layers = Object.fromEntries(
      Object.entries({ earth, boundaries }).flatMap(([name, index]) => {
        const tile = index.getTile(z, x, y);
        return tile ? [[name, tile]] : [];
      }),
    );
    served += 1;
    if (Object.keys(layers).length === 0) {
      response.writeHead(204).end();
      return;
    }
    const body = fromGeojsonVt(layers, { version: 2 });
    response.writeHead(200, { 'Content-Type': 'application/x-protobuf' }).end(body);
  });
  const { hostname, port } = new URL(MAP_TILE_FIXTURE_ORIGIN);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(port), hostname, resolve);
  });
  return {
    served: () => served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
