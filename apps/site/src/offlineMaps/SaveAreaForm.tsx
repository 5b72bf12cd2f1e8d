import { Banner, Button, Progress, TextField, useLocale } from '@voyagent/ui-kit';
import { useState, type FormEvent } from 'react';
import type { MapTileSource } from '../config/mapTiles';
import {
  AREA_TEXTS,
  estimateAreaBytes,
  formatMegabytes,
  planArea,
  sampleTileUrls,
} from './offlineArea';
import type { MapView } from './OfflineMap';
import type { SavedArea } from './savedAreas';
import { downloadTiles, measureTile, OFFLINE_TILE_CACHE } from './tileCache';
import styles from '../travelTools/travelTools.module.css';

const TEXTS = {
  noName: 'Enter a name for this area.',
  noView: 'The map is still loading. Try again in a moment.',
  failed: 'The map tiles could not be downloaded. Check your connection and try again.',
  noStorage: 'This browser cannot store maps for offline use.',
  saved: (name: string, tiles: number, size: string) =>
    `Saved ${name} for offline use: ${tiles} tiles, ${size}.`,
} as const;

type SaveState =
  | { kind: 'idle' }
  | { kind: 'estimating' }
  | { kind: 'downloading'; done: number; total: number; estimate: string }
  | { kind: 'saved'; message: string }
  | { kind: 'refused'; message: string };

const fetchTile = (url: string) => fetch(url, { mode: 'cors', credentials: 'omit' });

/**
 * Saves the area in view (paid users): its tiles from the view's zoom two zooms deeper, within
 * the size budget shown, into the tile cache, then the area into the saved list.
 */
export function SaveAreaForm({
  tiles,
  view,
  budgetBytes,
  defaultName,
  onSaved,
}: {
  tiles: MapTileSource;
  view: MapView | null;
  budgetBytes: number;
  defaultName: string;
  onSaved: (area: SavedArea) => Promise<void>;
}) {
  const { locale } = useLocale();
  const [name, setName] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | undefined>();
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const areaName = name ?? defaultName;
  const budget = formatMegabytes(budgetBytes, locale);
  const busy = state.kind === 'estimating' || state.kind === 'downloading';

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = areaName.trim();
    if (trimmed === '') {
      setNameError(TEXTS.noName);
      return;
    }
    setNameError(undefined);
    if (!view) return setState({ kind: 'refused', message: TEXTS.noView });
    const planned = planArea(view.bbox, view.zoom, tiles);
    if (!planned.ok) return setState({ kind: 'refused', message: planned.problem });
    if (typeof caches === 'undefined') {
      return setState({ kind: 'refused', message: TEXTS.noStorage });
    }
    const { plan } = planned;
    setState({ kind: 'estimating' });
    const samples = await Promise.all(
      sampleTileUrls(plan, tiles.template).map((url) => measureTile(fetchTile, url)),
    );
    if (samples.some((bytes) => bytes === null)) {
      return setState({ kind: 'refused', message: TEXTS.failed });
    }
    const estimate = estimateAreaBytes(plan, samples as number[]);
    if (estimate > budgetBytes) {
      const message = AREA_TEXTS.overBudget(formatMegabytes(estimate, locale), budget);
      return setState({ kind: 'refused', message });
    }
    // Saved maps should outlive the browser's storage pressure; it may say no.
    await navigator.storage?.persist?.().catch(() => false);
    const estimateText = formatMegabytes(estimate, locale);
    setState({ kind: 'downloading', done: 0, total: plan.urls.length, estimate: estimateText });
    const outcome = await downloadTiles({
      urls: plan.urls,
      budgetBytes,
      fetchTile,
      cache: await caches.open(OFFLINE_TILE_CACHE),
      onProgress: (done, total) =>
        setState({ kind: 'downloading', done, total, estimate: estimateText }),
    });
    if (!outcome.ok) {
      const message =
        outcome.reason === 'over-budget'
          ? AREA_TEXTS.overBudget(formatMegabytes(outcome.bytes, locale), budget)
          : TEXTS.failed;
      return setState({ kind: 'refused', message });
    }
    await onSaved({
      id: crypto.randomUUID(),
      name: trimmed,
      bbox: plan.bbox,
      minZoom: plan.minZoom,
      maxZoom: plan.maxZoom,
      tileCount: plan.urls.length,
      bytes: outcome.bytes,
      savedAt: new Date().toISOString(),
      tiles: outcome.stored,
    });
    setState({
      kind: 'saved',
      message: TEXTS.saved(trimmed, plan.urls.length, formatMegabytes(outcome.bytes, locale)),
    });
  };

  return (
    <form
      className={styles.answer}
      aria-labelledby="save-area-title"
      onSubmit={(e) => void save(e)}
    >
      <h2 id="save-area-title">Save this area offline</h2>
      <p className={styles.source}>
        {`Saves the area in view, from its zoom to two zooms closer. Each area may take up to ${budget}.`}
      </p>
      <TextField
        label="Area name"
        value={areaName}
        onChange={setName}
        isInvalid={nameError !== undefined}
        errorMessage={nameError}
      />
      <div className={styles.filters}>
        <Button type="submit" isDisabled={busy}>
          Save this area
        </Button>
      </div>
      {state.kind === 'estimating' && <Progress isIndeterminate label="Estimating the size" />}
      {state.kind === 'downloading' && (
        <Progress
          label={`Downloading about ${state.estimate}`}
          value={state.done}
          maxValue={state.total}
        />
      )}
      {state.kind === 'refused' && <Banner variant="danger" description={state.message} />}
      {state.kind === 'saved' && <p role="status">{state.message}</p>}
    </form>
  );
}
