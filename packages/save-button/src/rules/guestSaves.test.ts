import { describe, expect, it } from 'vitest';
import type { GuestSave } from '../types';
import {
  GUEST_SAVES_STORAGE_KEY,
  newGuestSave,
  readGuestSaves,
  withoutIds,
  writeGuestSaves,
} from './guestSaves';

const paris = { item_id: 'paris', item_type: 'destination' as const, title: 'Paris' };

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('guest saves in local storage', () => {
  it('keeps them under a key carrying the product name, with guest_ ids and savedAt', () => {
    // SB-011, SB-012, SB-013, SB-014
    expect(GUEST_SAVES_STORAGE_KEY).toMatch(/voyagent/i);
    const storage = memoryStorage();
    const save = newGuestSave(paris, new Date('2026-05-01T10:00:00Z'), 'abc');
    writeGuestSaves(storage, [save]);
    expect(JSON.parse(storage.data.get(GUEST_SAVES_STORAGE_KEY) ?? '')).toEqual([
      { ...paris, id: 'guest_abc', savedAt: '2026-05-01T10:00:00.000Z' },
    ]);
    expect(readGuestSaves(storage)).toEqual([save]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"id":"guest_1"}'],
    ['an entry without the guest_ prefix', JSON.stringify([{ ...paris, id: '1', savedAt: 'x' }])],
    ['an unknown item type', JSON.stringify([{ ...paris, item_type: 'car', id: 'guest_1' }])],
    ['a bad savedAt', JSON.stringify([{ ...paris, id: 'guest_1', savedAt: 'yesterday' }])],
  ])('discards and resets storage holding %s', (_, raw) => {
    const storage = memoryStorage({ [GUEST_SAVES_STORAGE_KEY]: raw });
    expect(readGuestSaves(storage)).toEqual([]);
    expect(storage.data.has(GUEST_SAVES_STORAGE_KEY)).toBe(false);
  });

  it('reads none, without throwing, when storage is switched off', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(readGuestSaves(refusing)).toEqual([]);
    expect(readGuestSaves(null)).toEqual([]);
    expect(() => writeGuestSaves(null, [])).toThrow();
  });

  it('removes by id and clears the key when the last one goes', () => {
    // SB-003
    const storage = memoryStorage();
    const saves: GuestSave[] = [
      newGuestSave(paris, new Date(), '1'),
      newGuestSave(paris, new Date(), '2'),
    ];
    expect(withoutIds(saves, ['guest_1']).map((save) => save.id)).toEqual(['guest_2']);
    writeGuestSaves(storage, saves);
    writeGuestSaves(storage, []);
    expect(storage.data.has(GUEST_SAVES_STORAGE_KEY)).toBe(false);
  });
});
