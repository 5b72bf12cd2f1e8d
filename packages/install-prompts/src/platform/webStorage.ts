/**
 * The part of the Web Storage API the rules use, so a host passes `localStorage`,
 * `sessionStorage`, or a stand-in (tests, a native preferences bridge).
 */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Storage can throw on any call: a SecurityError when the browser blocks it (private modes,
 * sandboxed frames), a QuotaExceededError on write. A prompt must never break the page over it,
 * so every access goes through these and a failure reads as "nothing stored".
 */
export function readItem(storage: StorageLike, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** Returns whether the value was stored. */
export function writeItem(storage: StorageLike, key: string, value: string): boolean {
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeItem(storage: StorageLike, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to undo: a storage that cannot be read holds nothing this package will read back.
  }
}

/**
 * Reads a value through `parse`; a value it rejects (corrupt, foreign, from an older format) is
 * removed so the next read starts clean, and `null` is returned.
 */
export function readValidated<T>(
  storage: StorageLike,
  key: string,
  parse: (raw: string) => T | null,
): T | null {
  const raw = readItem(storage, key);
  if (raw === null) return null;
  const value = parse(raw);
  if (value === null) removeItem(storage, key);
  return value;
}

/** A millisecond timestamp as stored by `String(Date.now())`: a positive safe integer. */
export function parseTimestamp(raw: string): number | null {
  if (!/^\d{1,16}$/.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** JSON that parses to a plain object, or null (bad JSON, arrays, primitives). */
export function parseJsonObject(raw: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

export function isTimestamp(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** An in-memory `StorageLike`, for hosts without Web Storage (server rendering) and for tests. */
export function memoryStorage(initial: Record<string, string> = {}): StorageLike & {
  snapshot(): Record<string, string>;
} {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    snapshot: () => Object.fromEntries(items),
  };
}
