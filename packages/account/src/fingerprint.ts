/**
 * The device fingerprint (travel.md §3, §7, §9): the device record's traits, a 32-bit hash in hex
 * of the joined traits with a 100 ms audio sample, cached in local storage as device_fingerprint
 * and device_ip. Every probe that the browser refuses (canvas, WebGL, audio, storage) reads as
 * empty, so the hash stays stable from the other traits.
 */
import type { RequestOf, Contracts } from '@voyagent/contracts';

/** The record store-device-fingerprint takes, hash and address aside. */
export interface DeviceTraits {
  user_agent: string;
  screen_resolution: string;
  timezone: string;
  language: string;
  platform: string;
  cookie_enabled: boolean | null;
  local_storage_enabled: boolean | null;
  session_storage_enabled: boolean | null;
  indexed_db_enabled: boolean | null;
  webgl_vendor: string;
  webgl_renderer: string;
  canvas_fingerprint: string;
  audio_fingerprint: string;
}

export type FingerprintRecord = RequestOf<Contracts['store-device-fingerprint']>;

export const FINGERPRINT_STORAGE_KEY = 'device_fingerprint';
export const IP_STORAGE_KEY = 'device_ip';
/** The audio sample's length (travel.md §9). */
export const AUDIO_SAMPLE_MS = 100;
const AUDIO_SAMPLE_RATE = 44_100;
/** A browser that never finishes rendering the sample gives up on it after this. */
const AUDIO_TIMEOUT_MS = 1_000;

const HASH_PATTERN = /^[0-9a-f]{8}$/;
/** An IPv4 or IPv6 address as get-client-ip answers it; anything else in the cache is corrupt. */
const IP_PATTERN = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:.]*:[0-9a-f:.]*)$/i;

/** A 32-bit string hash (the classic `hash * 31 + code`) as 8 hex digits. */
export function hash32(text: string): string {
  let hash = 0;
  for (let index = 0; index < text.length; index++) {
    hash = (Math.imul(hash, 31) + text.charCodeAt(index)) | 0;
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

const TRAIT_ORDER: readonly (keyof DeviceTraits)[] = [
  'user_agent',
  'screen_resolution',
  'timezone',
  'language',
  'platform',
  'cookie_enabled',
  'local_storage_enabled',
  'session_storage_enabled',
  'indexed_db_enabled',
  'webgl_vendor',
  'webgl_renderer',
  'canvas_fingerprint',
  'audio_fingerprint',
];

/** The hash of the traits joined in the record's order. */
export function fingerprintHash(traits: DeviceTraits): string {
  return hash32(TRAIT_ORDER.map((name) => String(traits[name] ?? '')).join('|'));
}

/** Runs a probe; a browser that refuses it (throws) gives the fallback. */
function probe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

function storageWorks(read: () => Storage): boolean {
  const key = '__voyagent_probe__';
  const storage = read();
  storage.setItem(key, key);
  storage.removeItem(key);
  return true;
}

/** The canvas trait: the hash of a drawn text's pixels, which differ by GPU, fonts and driver. */
function canvasTrait(win: Window): string {
  const canvas = win.document.createElement('canvas');
  canvas.width = 220;
  canvas.height = 40;
  const context = canvas.getContext('2d');
  if (!context) return '';
  context.textBaseline = 'top';
  context.font = '16px Arial';
  context.fillStyle = '#f60';
  context.fillRect(100, 1, 62, 20);
  context.fillStyle = '#069';
  context.fillText('Voyagent, travel 🌍', 2, 15);
  return hash32(canvas.toDataURL());
}

function webglTraits(win: Window): { webgl_vendor: string; webgl_renderer: string } {
  const gl = win.document.createElement('canvas').getContext('webgl');
  if (!gl) return { webgl_vendor: '', webgl_renderer: '' };
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  return {
    webgl_vendor: String(gl.getParameter(info ? info.UNMASKED_VENDOR_WEBGL : gl.VENDOR) ?? ''),
    webgl_renderer: String(
      gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '',
    ),
  };
}

/** The audio trait: the summed magnitude of a 100 ms oscillator rendered offline. */
async function audioTrait(win: Window): Promise<string> {
  const Offline = (win as Window & { OfflineAudioContext?: typeof OfflineAudioContext })
    .OfflineAudioContext;
  if (!Offline) return '';
  const frames = Math.round((AUDIO_SAMPLE_RATE * AUDIO_SAMPLE_MS) / 1000);
  const context = new Offline(1, frames, AUDIO_SAMPLE_RATE);
  const oscillator = context.createOscillator();
  oscillator.type = 'triangle';
  oscillator.frequency.value = 10_000;
  const compressor = context.createDynamicsCompressor();
  oscillator.connect(compressor);
  compressor.connect(context.destination);
  oscillator.start(0);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), AUDIO_TIMEOUT_MS);
  });
  const buffer = await Promise.race([context.startRendering(), timeout]);
  clearTimeout(timer);
  if (!buffer) return '';
  let sum = 0;
  for (const sample of buffer.getChannelData(0)) sum += Math.abs(sample);
  return sum.toFixed(6);
}

/** Lets the browser run what waits (input, rendering) before the next costly probe. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Reads the device record's traits from the browser. Never throws. The WebGL and canvas probes
 * each take a phone tens of milliseconds, so each runs in a task of its own.
 */
export async function collectTraits(win: Window): Promise<DeviceTraits> {
  const nav = win.navigator;
  const webgl = probe(() => webglTraits(win), { webgl_vendor: '', webgl_renderer: '' });
  await yieldToBrowser();
  const canvas = probe(() => canvasTrait(win), '');
  await yieldToBrowser();
  return {
    user_agent: probe(() => nav.userAgent, ''),
    screen_resolution: probe(
      () => `${win.screen.width}x${win.screen.height}x${win.screen.colorDepth}`,
      '',
    ),
    timezone: probe(() => Intl.DateTimeFormat().resolvedOptions().timeZone, ''),
    language: probe(() => nav.language, ''),
    platform: probe(() => nav.platform, ''),
    cookie_enabled: probe(() => nav.cookieEnabled, null),
    local_storage_enabled: probe(() => storageWorks(() => win.localStorage), false),
    session_storage_enabled: probe(() => storageWorks(() => win.sessionStorage), false),
    indexed_db_enabled: probe(
      () => typeof win.indexedDB !== 'undefined' && win.indexedDB !== null,
      false,
    ),
    ...webgl,
    canvas_fingerprint: canvas,
    audio_fingerprint: await audioTrait(win).catch(() => ''),
  };
}

export interface CachedFingerprint {
  hash: string;
  ip: string | null;
}

/** The cached hash and address; a corrupt entry is removed and reads as none. */
export function readCachedFingerprint(storage: Storage): CachedFingerprint | null {
  return probe(() => {
    const hash = storage.getItem(FINGERPRINT_STORAGE_KEY);
    const ip = storage.getItem(IP_STORAGE_KEY);
    if (ip !== null && !IP_PATTERN.test(ip)) storage.removeItem(IP_STORAGE_KEY);
    if (hash === null) return null;
    if (!HASH_PATTERN.test(hash)) {
      storage.removeItem(FINGERPRINT_STORAGE_KEY);
      return null;
    }
    return { hash, ip: ip !== null && IP_PATTERN.test(ip) ? ip : null };
  }, null);
}

function cacheFingerprint(storage: Storage, { hash, ip }: CachedFingerprint): void {
  probe(() => {
    storage.setItem(FINGERPRINT_STORAGE_KEY, hash);
    if (ip) storage.setItem(IP_STORAGE_KEY, ip);
  }, undefined);
}

export interface FingerprintDeps {
  /** Local storage, or null where the browser refuses it. */
  storage: Storage | null;
  collect: () => Promise<DeviceTraits>;
  getClientIp: () => Promise<{ ip: string | null }>;
  store: (record: FingerprintRecord) => Promise<unknown>;
}

/**
 * The device's hash: the cached one, else computed, sent (get-client-ip, then
 * store-device-fingerprint with the address) and cached once the server has it. A failed send
 * still answers the hash, left uncached so the next visit sends it again.
 */
export async function ensureDeviceFingerprint({
  storage,
  collect,
  getClientIp,
  store,
}: FingerprintDeps): Promise<string> {
  const cached = storage ? readCachedFingerprint(storage) : null;
  if (cached) return cached.hash;
  const traits = await collect();
  const hash = fingerprintHash(traits);
  const ip = await getClientIp().then(
    (answer) => answer.ip,
    () => null,
  );
  const record: FingerprintRecord = {
    fingerprint_hash: hash,
    ...traits,
    ...(ip ? { ip_address: ip } : {}),
  };
  const stored = await store(record).then(
    () => true,
    () => false,
  );
  if (stored && storage) cacheFingerprint(storage, { hash, ip });
  return hash;
}
