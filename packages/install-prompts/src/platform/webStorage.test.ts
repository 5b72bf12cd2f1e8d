import { describe, expect, it } from 'vitest';
import {
  memoryStorage,
  parseJsonObject,
  parseTimestamp,
  readItem,
  readValidated,
  removeItem,
  writeItem,
  type StorageLike,
} from './webStorage';

const blocked: StorageLike = {
  getItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('Quota exceeded', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
};

describe('web storage access', () => {
  it('reads a blocked storage as empty and reports failed writes, never throwing', () => {
    expect(readItem(blocked, 'k')).toBeNull();
    expect(writeItem(blocked, 'k', 'v')).toBe(false);
    expect(() => removeItem(blocked, 'k')).not.toThrow();
    expect(readValidated(blocked, 'k', parseTimestamp)).toBeNull();
  });

  it("works over the browser's own localStorage", () => {
    window.localStorage.clear();
    expect(writeItem(window.localStorage, 'pwa-first-visit', '1700000000000')).toBe(true);
    expect(readValidated(window.localStorage, 'pwa-first-visit', parseTimestamp)).toBe(
      1700000000000,
    );
    window.localStorage.setItem('pwa-first-visit', 'garbage');
    expect(readValidated(window.localStorage, 'pwa-first-visit', parseTimestamp)).toBeNull();
    expect(window.localStorage.getItem('pwa-first-visit')).toBeNull();
  });

  it('accepts only positive whole millisecond timestamps', () => {
    expect(parseTimestamp('1700000000000')).toBe(1700000000000);
    for (const raw of ['', '0', '-1', '1.5', '1e12', ' 12', 'NaN', '99999999999999999']) {
      expect(parseTimestamp(raw)).toBeNull();
    }
  });

  it('accepts only JSON objects', () => {
    expect(parseJsonObject('{"a":1}')).toEqual({ a: 1 });
    for (const raw of ['[]', 'null', '3', '"x"', '{bad']) expect(parseJsonObject(raw)).toBeNull();
  });

  it('memoryStorage stores text like Web Storage does', () => {
    const storage = memoryStorage({ a: '1' });
    storage.setItem('b', 2 as unknown as string);
    storage.removeItem('a');
    expect(storage.snapshot()).toEqual({ b: '2' });
  });
});
