import { collectTraits, ensureDeviceFingerprint } from '@voyagent/account';
import { backend } from '../firebase/callables';

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

let fingerprint: Promise<string> | null = null;

/**
 * This device's fingerprint hash (travel.md §3, §7): computed, sent and cached once per page; the
 * guests' usage calls wait for it.
 */
export function deviceFingerprint(): Promise<string> {
  fingerprint ??= ensureDeviceFingerprint({
    storage: localStorageOrNull(),
    collect: () => collectTraits(window),
    getClientIp: () => backend.getClientIp({}),
    store: (record) => backend.storeDeviceFingerprint(record),
  });
  return fingerprint;
}

/** Starts the fingerprint once the browser is idle after the first paint, never before. */
export function fingerprintWhenIdle(): () => void {
  const start = () => void deviceFingerprint();
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(start, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(start, 1_000);
  return () => window.clearTimeout(handle);
}
