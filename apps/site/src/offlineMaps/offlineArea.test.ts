import { describe, expect, it } from 'vitest';
import {
  AREA_TEXTS,
  bboxCentre,
  estimateAreaBytes,
  formatMegabytes,
  planArea,
  sampleTileUrls,
} from './offlineArea';
import type { Bbox } from './tileMath';

const TEMPLATE = 'https://tiles.example/{z}/{x}/{y}.pbf';
const source = { template: TEMPLATE, maxZoom: 14 };
// Central Paris: 4 tiles at zoom 12 (x 2074–2075, y 1408–1409, see tileMath.test.ts).
const paris: Bbox = { west: 2.3, south: 48.82, east: 2.4, north: 48.9 };

describe('saving an area', () => {
  it('takes the view zoom and the two deeper ones, as URLs of the template', () => {
    const planned = planArea(paris, 12.6, source);
    if (!planned.ok) throw new Error(planned.problem);
    expect([planned.plan.minZoom, planned.plan.maxZoom]).toEqual([12, 14]);
    expect(planned.plan.urls.slice(0, 4)).toEqual([
      'https://tiles.example/12/2074/1408.pbf',
      'https://tiles.example/12/2074/1409.pbf',
      'https://tiles.example/12/2075/1408.pbf',
      'https://tiles.example/12/2075/1409.pbf',
    ]);
    expect(planned.plan.urls).toHaveLength(planned.plan.tiles.length);
  });

  it('stops at the deepest zoom the provider serves', () => {
    const planned = planArea(paris, 13, { template: TEMPLATE, maxZoom: 13 });
    expect(planned.ok && [planned.plan.minZoom, planned.plan.maxZoom]).toEqual([13, 13]);
  });

  it('refuses a view wider than a region: the world basemap already covers it', () => {
    expect(planArea(paris, 5.9, source)).toEqual({ ok: false, problem: AREA_TEXTS.zoomIn });
  });

  it('estimates each zoom from its measured sample tile', () => {
    const planned = planArea(paris, 12, { template: TEMPLATE, maxZoom: 13 });
    if (!planned.ok) throw new Error(planned.problem);
    // Zoom 12: 4 tiles of 10,000 bytes; zoom 13: x 4148–4150 × y 2816–2819 = 12 tiles of 5,000.
    expect(planned.plan.tiles.filter((tile) => tile.z === 13)).toHaveLength(12);
    expect(estimateAreaBytes(planned.plan, [10_000, 5_000])).toBe(4 * 10_000 + 12 * 5_000);
    expect(sampleTileUrls(planned.plan, TEMPLATE)).toEqual([
      'https://tiles.example/12/2074/1409.pbf',
      'https://tiles.example/13/4149/2818.pbf',
    ]);
  });

  it('finds the centre of an area across the antimeridian', () => {
    expect(bboxCentre({ west: 170, south: -20, east: -170, north: -10 })).toEqual({
      lng: 180,
      lat: -15,
    });
    expect(bboxCentre({ west: 160, south: 0, east: -160, north: 2 }).lng).toBe(180);
    expect(bboxCentre({ west: 175, south: 0, east: -165, north: 2 }).lng).toBe(-175);
  });

  it('shows sizes in megabytes in the visitor locale', () => {
    expect(formatMegabytes(50 * 1024 * 1024, 'en')).toBe('50 MB');
    expect(formatMegabytes(1.25 * 1024 * 1024, 'fr')).toBe('1,3\u202fMo');
    expect(AREA_TEXTS.overBudget('62 MB', '50 MB')).toBe(
      'This area would take about 62 MB, more than the 50 MB allowed. Zoom in to save a smaller area.',
    );
  });
});
