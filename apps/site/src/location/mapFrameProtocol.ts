/**
 * The messages between the location dialog and the isolated map frame (/maps-frame, issue 12
 * item 5). Google's script runs only in that frame, under its own Content-Security-Policy, so the
 * site's policy never lists Google's map origins. The dialog fetches the key (get-maps-key) and
 * sends it with the position once the frame says it is listening; the frame answers with the
 * loader's states. Both ends accept a message only from the other's window on the site's own
 * origin, and only in the shapes below: anything else is ignored.
 */
import { MAP_ERROR_TEXTS } from './locationTexts';
import type { MapLoadState } from './mapLoader';

/** The frame's path: firebase.json gives it its own headers (cleanUrls serves maps-frame.html). */
export const MAP_FRAME_PATH = '/maps-frame';

/** Frame → dialog: the frame's script runs and listens for `show`. */
export interface FrameListening {
  type: 'voyagent-map:listening';
}

/** Frame → dialog: the map loader's state (travel.md §4: loading, ready or error). */
export interface FrameState {
  type: 'voyagent-map:state';
  state: MapLoadState;
}

/** Dialog → frame: the key from get-maps-key, and where to centre the map. */
export interface ShowMap {
  type: 'voyagent-map:show';
  apiKey: string;
  center: { lat: number; lng: number };
  zoom: number;
}

export type FrameMessage = FrameListening | FrameState;

/** Who sent a message event, as `MessageEvent` reports it. */
export interface Received {
  origin: string;
  source: unknown;
  data: unknown;
}

/** Where a message must come from: the site's origin and the one expected window. */
export interface Sender {
  origin: string;
  source: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The origin and the very window expected; a window not there yet (null/undefined) is no one. */
const fromSender = (event: Received, sender: Sender) =>
  event.origin === sender.origin && event.source != null && event.source === sender.source;

/** Google's browser keys are 39 characters of this alphabet; a little room either way. */
const API_KEY = /^[A-Za-z0-9_-]{20,100}$/;

const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/** The loader's error texts (travel.md §8): the only ones the dialog shows from the frame. */
const ERROR_TEXTS: ReadonlySet<string> = new Set(Object.values(MAP_ERROR_TEXTS));

function loadState(value: unknown): MapLoadState | null {
  if (!isRecord(value)) return null;
  if (value.status === 'ready') return { status: 'ready' };
  if (value.status === 'loading') {
    const { attempt } = value;
    return Number.isInteger(attempt) && (attempt as number) >= 1
      ? { status: 'loading', attempt: attempt as number }
      : null;
  }
  if (value.status === 'error' && typeof value.message === 'string') {
    return ERROR_TEXTS.has(value.message) ? { status: 'error', message: value.message } : null;
  }
  return null;
}

/** The dialog's reading of a message: the frame's, or null for anything else. */
export function frameMessage(event: Received, frame: Sender): FrameMessage | null {
  if (!fromSender(event, frame) || !isRecord(event.data)) return null;
  const { type } = event.data;
  if (type === 'voyagent-map:listening') return { type };
  if (type === 'voyagent-map:state') {
    const state = loadState(event.data.state);
    return state && { type, state };
  }
  return null;
}

/** The frame's reading of a message: the dialog's `show`, or null for anything else. */
export function showMapMessage(event: Received, dialog: Sender): ShowMap | null {
  if (!fromSender(event, dialog) || !isRecord(event.data)) return null;
  const { type, apiKey, center, zoom } = event.data;
  if (type !== 'voyagent-map:show' || typeof apiKey !== 'string' || !API_KEY.test(apiKey))
    return null;
  if (!isRecord(center) || !isCoordinate(center.lat, 90) || !isCoordinate(center.lng, 180)) {
    return null;
  }
  if (!Number.isInteger(zoom) || (zoom as number) < 0 || (zoom as number) > 22) return null;
  return { type, apiKey, center: { lat: center.lat, lng: center.lng }, zoom: zoom as number };
}

export const listening = (): FrameListening => ({ type: 'voyagent-map:listening' });

export const stateMessage = (state: MapLoadState): FrameState => ({
  type: 'voyagent-map:state',
  state,
});

export const showMap = (apiKey: string, center: ShowMap['center'], zoom: number): ShowMap => ({
  type: 'voyagent-map:show',
  apiKey,
  center,
  zoom,
});
