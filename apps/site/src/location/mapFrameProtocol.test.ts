import { describe, expect, it } from 'vitest';
import {
  frameMessage,
  listening,
  MAP_FRAME_PATH,
  showMap,
  showMapMessage,
  stateMessage,
} from './mapFrameProtocol';

const SITE = 'https://voyagent.example';
const frameWindow = { name: 'frame' };
const dialogWindow = { name: 'dialog' };
const KEY = 'AIzaSyA-valid_key-0123456789abcdefghij';
const PARIS = { lat: 48.8566, lng: 2.3522 };

const fromFrame = (data: unknown, origin = SITE, source: unknown = frameWindow) =>
  frameMessage({ origin, source, data }, { origin: SITE, source: frameWindow });
const fromDialog = (data: unknown, origin = SITE, source: unknown = dialogWindow) =>
  showMapMessage({ origin, source, data }, { origin: SITE, source: dialogWindow });

describe('the map frame protocol (issue 12 item 5)', () => {
  it('lives at /maps-frame', () => {
    expect(MAP_FRAME_PATH).toBe('/maps-frame');
  });

  it('passes the frame’s messages and the dialog’s show, round trip', () => {
    expect(fromFrame(listening())).toEqual({ type: 'voyagent-map:listening' });
    expect(fromFrame(stateMessage({ status: 'loading', attempt: 2 }))).toEqual({
      type: 'voyagent-map:state',
      state: { status: 'loading', attempt: 2 },
    });
    expect(fromFrame(stateMessage({ status: 'ready' }))?.type).toBe('voyagent-map:state');
    expect(fromDialog(showMap(KEY, PARIS, 16))).toEqual({
      type: 'voyagent-map:show',
      apiKey: KEY,
      center: PARIS,
      zoom: 16,
    });
  });

  // SI-236 … the map's error texts (travel.md §8) cross the frame unchanged.
  it.each([
    'Failed to load map configuration',
    'Google Maps API key not configured',
    'The Google Maps API key is invalid.',
    'The map could not be loaded. Please try again later.',
  ])('passes the error text %j', (message) => {
    expect(fromFrame(stateMessage({ status: 'error', message }))).toEqual({
      type: 'voyagent-map:state',
      state: { status: 'error', message },
    });
  });

  it('ignores another origin, another window or no window', () => {
    expect(fromFrame(listening(), 'https://evil.example')).toBeNull();
    expect(fromFrame(listening(), 'null')).toBeNull();
    expect(fromFrame(listening(), SITE, { name: 'other' })).toBeNull();
    expect(fromFrame(listening(), SITE, null)).toBeNull();
    expect(fromDialog(showMap(KEY, PARIS, 16), 'https://evil.example')).toBeNull();
    expect(fromDialog(showMap(KEY, PARIS, 16), SITE, frameWindow)).toBeNull();
    // A frame whose window is gone (not yet loaded) matches nothing.
    expect(
      frameMessage(
        { origin: SITE, source: undefined, data: listening() },
        { origin: SITE, source: undefined },
      ),
    ).toBeNull();
  });

  it.each([
    null,
    'voyagent-map:listening',
    [],
    { type: 'voyagent-map:show' },
    { type: 'voyagent-map:state', state: { status: 'error', message: '<img src=x onerror=1>' } },
    { type: 'voyagent-map:state', state: { status: 'loading', attempt: 0 } },
    { type: 'voyagent-map:state', state: { status: 'loading', attempt: 1.5 } },
    { type: 'voyagent-map:state', state: { status: 'done' } },
    { type: 'voyagent-map:state' },
    { type: 'other' },
  ])('ignores the frame message %j', (data) => {
    expect(fromFrame(data)).toBeNull();
  });

  it.each([
    ['a short key', showMap('short', PARIS, 16)],
    ['a key with a query', showMap(`${KEY}&callback=alert`, PARIS, 16)],
    ['a latitude past 90', showMap(KEY, { lat: 91, lng: 0 }, 16)],
    ['a longitude past 180', showMap(KEY, { lat: 0, lng: -181 }, 16)],
    ['a NaN position', showMap(KEY, { lat: Number.NaN, lng: 0 }, 16)],
    ['a string position', { ...showMap(KEY, PARIS, 16), center: { lat: '1', lng: '2' } }],
    ['a zoom past 22', showMap(KEY, PARIS, 23)],
    ['a fractional zoom', showMap(KEY, PARIS, 1.5)],
    ['the frame’s own message', listening()],
    ['no data', undefined],
  ])('ignores a show with %s', (_, data) => {
    expect(fromDialog(data)).toBeNull();
  });

  it('copies only the known fields of a show', () => {
    const extra = { ...showMap(KEY, { ...PARIS, alt: 3 } as typeof PARIS, 16), extra: 1 };
    expect(fromDialog(extra)).toEqual({
      type: 'voyagent-map:show',
      apiKey: KEY,
      center: PARIS,
      zoom: 16,
    });
  });
});
