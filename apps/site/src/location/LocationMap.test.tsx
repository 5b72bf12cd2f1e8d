import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listening, stateMessage } from './mapFrameProtocol';

const backend = vi.hoisted(() => ({ getMapsKey: vi.fn() }));
vi.mock('../firebase/callables', () => ({ backend }));

const { LocationMap } = await import('./LocationMap');

const PARIS = { latitude: 48.8566, longitude: 2.3522 };
const KEY = 'AIzaSyA-valid_key-0123456789abcdefghij';

/** A message as the browser delivers it to the dialog's window. */
function deliver(data: unknown, source: Window | null, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

beforeEach(() => {
  backend.getMapsKey.mockReset();
});

describe('LocationMap (issue 12 item 5)', () => {
  // SI-236
  it('says "Google Maps API key not configured" and never loads the frame without a key', async () => {
    backend.getMapsKey.mockRejectedValue(
      Object.assign(new Error('x'), { code: 'functions/failed-precondition' }),
    );
    const { container } = render(<LocationMap position={PARIS} />);
    expect(await screen.findByText('Google Maps API key not configured')).toBeVisible();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('says "Failed to load map configuration" when get-maps-key fails otherwise', async () => {
    backend.getMapsKey.mockRejectedValue(
      Object.assign(new Error('x'), { code: 'functions/unavailable' }),
    );
    const { container } = render(<LocationMap position={PARIS} />);
    expect(await screen.findByText('Failed to load map configuration')).toBeVisible();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('sends the key and position to the frame only, and shows its states', async () => {
    backend.getMapsKey.mockResolvedValue({ apiKey: KEY });
    render(<LocationMap position={PARIS} />);
    const frame = await screen.findByTitle<HTMLIFrameElement>('Map of your location');
    expect(frame.getAttribute('src')).toBe('/maps-frame');
    const target = frame.contentWindow as Window;
    const post = vi.spyOn(target, 'postMessage').mockImplementation(() => undefined);

    // Another window, or the right window from another origin, learns nothing.
    deliver(listening(), window);
    deliver(listening(), target, 'https://evil.example');
    expect(post).not.toHaveBeenCalled();

    deliver(listening(), target);
    expect(post).toHaveBeenCalledExactlyOnceWith(
      {
        type: 'voyagent-map:show',
        apiKey: KEY,
        center: { lat: 48.8566, lng: 2.3522 },
        zoom: 16,
      },
      window.location.origin,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading map' })).toBeInTheDocument();
    deliver(stateMessage({ status: 'ready' }), target);
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('shows the frame’s error text and drops the frame', async () => {
    backend.getMapsKey.mockResolvedValue({ apiKey: KEY });
    render(<LocationMap position={PARIS} />);
    const frame = await screen.findByTitle<HTMLIFrameElement>('Map of your location');
    deliver(
      stateMessage({ status: 'error', message: 'The Google Maps API key is invalid.' }),
      frame.contentWindow,
    );
    expect(await screen.findByText('The Google Maps API key is invalid.')).toBeVisible();
    expect(screen.queryByTitle('Map of your location')).toBeNull();
  });
});
