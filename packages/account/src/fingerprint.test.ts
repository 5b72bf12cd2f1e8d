import { describe, expect, it, vi } from 'vitest';
import {
  collectTraits,
  ensureDeviceFingerprint,
  FINGERPRINT_STORAGE_KEY,
  fingerprintHash,
  hash32,
  IP_STORAGE_KEY,
  readCachedFingerprint,
  type DeviceTraits,
  type FingerprintRecord,
} from './fingerprint';

function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

/** A browser as far as the probes look; `refuse` makes canvas, WebGL, audio and storage throw. */
function fakeWindow({ refuse = false } = {}) {
  const frames: number[] = [];
  const refused = () => {
    throw new Error('blocked by the browser');
  };
  const canvas = {
    width: 0,
    height: 0,
    getContext: (kind: string) => {
      if (refuse) refused();
      if (kind === '2d') {
        return { fillRect() {}, fillText() {}, textBaseline: '', font: '', fillStyle: '' };
      }
      return {
        VENDOR: 1,
        RENDERER: 2,
        getExtension: () => ({ UNMASKED_VENDOR_WEBGL: 3, UNMASKED_RENDERER_WEBGL: 4 }),
        getParameter: (name: number) => (name === 3 ? 'Fake GPU Inc.' : 'Fake Renderer 9'),
      };
    },
    toDataURL: () => 'data:image/png;base64,AAAA',
  };
  class FakeOfflineAudioContext {
    destination = {};
    constructor(_channels: number, length: number) {
      frames.push(length);
    }
    createOscillator() {
      return { type: '', frequency: { value: 0 }, connect() {}, start() {} };
    }
    createDynamicsCompressor() {
      return { connect() {} };
    }
    startRendering() {
      return Promise.resolve({ getChannelData: () => new Float32Array([0.25, -0.5, 0.125]) });
    }
  }
  const win = {
    navigator: {
      userAgent: 'FakeBrowser/1.0',
      language: 'en-GB',
      platform: 'Linux x86_64',
      cookieEnabled: true,
    },
    screen: { width: 1280, height: 800, colorDepth: 24 },
    document: { createElement: () => canvas },
    get localStorage() {
      return refuse ? refused() : memoryStorage();
    },
    get sessionStorage() {
      return refuse ? refused() : memoryStorage();
    },
    indexedDB: refuse ? undefined : {},
    OfflineAudioContext: refuse ? undefined : FakeOfflineAudioContext,
  };
  return { win: win as unknown as Window, frames };
}

describe('the hash', () => {
  it('is a 32-bit hash as 8 hex digits (AU-071)', () => {
    expect(hash32('')).toBe('00000000');
    expect(hash32('a')).toBe('00000061');
    expect(hash32('ab')).toBe((97 * 31 + 98).toString(16).padStart(8, '0'));
    expect(hash32('x'.repeat(10_000))).toMatch(/^[0-9a-f]{8}$/);
  });
});

describe('collectTraits', () => {
  it('reads every trait of the device record, with a 100 ms audio sample (AU-072)', async () => {
    const { win, frames } = fakeWindow();
    const traits = await collectTraits(win);
    expect(traits).toMatchObject({
      user_agent: 'FakeBrowser/1.0',
      screen_resolution: '1280x800x24',
      language: 'en-GB',
      platform: 'Linux x86_64',
      cookie_enabled: true,
      local_storage_enabled: true,
      session_storage_enabled: true,
      indexed_db_enabled: true,
      webgl_vendor: 'Fake GPU Inc.',
      webgl_renderer: 'Fake Renderer 9',
      canvas_fingerprint: hash32('data:image/png;base64,AAAA'),
      audio_fingerprint: '0.875000',
    });
    expect(traits.timezone).not.toBe('');
    // 100 ms at 44.1 kHz.
    expect(frames).toEqual([4410]);
  });

  it('still gives a stable hash when canvas, WebGL, audio and storage are refused', async () => {
    const first = await collectTraits(fakeWindow({ refuse: true }).win);
    const second = await collectTraits(fakeWindow({ refuse: true }).win);
    expect(first).toMatchObject({
      canvas_fingerprint: '',
      webgl_vendor: '',
      audio_fingerprint: '',
      local_storage_enabled: false,
    });
    expect(fingerprintHash(first)).toBe(fingerprintHash(second));
    expect(fingerprintHash(first)).not.toBe(fingerprintHash(await collectTraits(fakeWindow().win)));
  });
});

const traits: DeviceTraits = {
  user_agent: 'UA',
  screen_resolution: '1x1x24',
  timezone: 'UTC',
  language: 'en',
  platform: 'test',
  cookie_enabled: true,
  local_storage_enabled: true,
  session_storage_enabled: true,
  indexed_db_enabled: true,
  webgl_vendor: '',
  webgl_renderer: '',
  canvas_fingerprint: '',
  audio_fingerprint: '',
};

describe('ensureDeviceFingerprint', () => {
  const deps = (
    storage: Storage | null,
    store = vi.fn<(record: FingerprintRecord) => Promise<unknown>>(() =>
      Promise.resolve({ stored: true }),
    ),
  ) => ({
    storage,
    collect: vi.fn(() => Promise.resolve(traits)),
    getClientIp: vi.fn(() => Promise.resolve({ ip: '203.0.113.7' })),
    store,
  });

  it('sends the record with the address, then caches the hash and the address (AU-075)', async () => {
    const storage = memoryStorage();
    const first = deps(storage);
    const hash = await ensureDeviceFingerprint(first);
    expect(hash).toBe(fingerprintHash(traits));
    expect(first.store).toHaveBeenCalledWith({
      fingerprint_hash: hash,
      ...traits,
      ip_address: '203.0.113.7',
    } satisfies FingerprintRecord);
    // AU-073, AU-074: the storage keys as travel.md §3 names them.
    expect(storage.getItem('device_fingerprint')).toBe(hash);
    expect(storage.getItem('device_ip')).toBe('203.0.113.7');

    const again = deps(storage);
    expect(await ensureDeviceFingerprint(again)).toBe(hash);
    expect(again.collect).not.toHaveBeenCalled();
    expect(again.store).not.toHaveBeenCalled();
  });

  it('answers the hash but caches nothing when the server did not take it', async () => {
    const storage = memoryStorage();
    const failing = deps(
      storage,
      vi.fn<(record: FingerprintRecord) => Promise<unknown>>(() =>
        Promise.reject(new Error('offline')),
      ),
    );
    failing.getClientIp.mockRejectedValueOnce(new Error('offline'));
    expect(await ensureDeviceFingerprint(failing)).toBe(fingerprintHash(traits));
    expect(failing.store.mock.calls[0]?.[0]).not.toHaveProperty('ip_address');
    expect(storage.getItem(FINGERPRINT_STORAGE_KEY)).toBeNull();
    expect(await ensureDeviceFingerprint(deps(null))).toBe(fingerprintHash(traits));
  });

  it('discards a corrupt cache and computes the fingerprint again', async () => {
    const storage = memoryStorage({
      [FINGERPRINT_STORAGE_KEY]: '{"not":"a hash"}',
      [IP_STORAGE_KEY]: '<script>',
    });
    expect(readCachedFingerprint(storage)).toBeNull();
    expect(storage.getItem(FINGERPRINT_STORAGE_KEY)).toBeNull();
    expect(storage.getItem(IP_STORAGE_KEY)).toBeNull();
    const fresh = deps(storage);
    expect(await ensureDeviceFingerprint(fresh)).toBe(fingerprintHash(traits));
    expect(fresh.store).toHaveBeenCalledOnce();
  });

  it('keeps a good hash whose cached address is corrupt, dropping the address', () => {
    const storage = memoryStorage({ [FINGERPRINT_STORAGE_KEY]: 'deadbeef', [IP_STORAGE_KEY]: 'x' });
    expect(readCachedFingerprint(storage)).toEqual({ hash: 'deadbeef', ip: null });
    expect(storage.getItem(IP_STORAGE_KEY)).toBeNull();
  });
});
