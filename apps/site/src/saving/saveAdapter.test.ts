import { beforeEach, describe, expect, it, vi } from 'vitest';

const backend = vi.hoisted(() => ({
  savedItemsSave: vi.fn(),
  savedItemsRemove: vi.fn(),
  savedItemsCheck: vi.fn(),
  savedItemsImport: vi.fn(),
}));
vi.mock('../firebase/callables', () => ({ backend }));

const { saveAdapter } = await import('./saveAdapter');

const paris = { item_id: 'paris-fr', item_type: 'destination' as const, title: 'Paris' };
const tokyo = { item_id: 'tokyo-jp', item_type: 'destination' as const };

describe('the site’s save adapter', () => {
  beforeEach(() => vi.clearAllMocks());

  it('sends every write with its idempotency key', async () => {
    await saveAdapter.save(paris, 'key-save-1');
    await saveAdapter.remove(tokyo, 'key-remove-1');
    const guestSave = { ...paris, id: 'guest_1', savedAt: '2026-05-01T10:00:00.000Z' };
    await saveAdapter.importGuestSaves([guestSave], 'key-import-1');
    expect(backend.savedItemsSave).toHaveBeenCalledWith({ ...paris, idempotencyKey: 'key-save-1' });
    expect(backend.savedItemsRemove).toHaveBeenCalledWith({
      ...tokyo,
      idempotencyKey: 'key-remove-1',
    });
    expect(backend.savedItemsImport).toHaveBeenCalledWith({
      items: [guestSave],
      idempotencyKey: 'key-import-1',
    });
  });

  it('checks all the cards in one saved-items-check call, answering in their order', async () => {
    backend.savedItemsCheck.mockResolvedValue({
      items: [
        { item_id: 'paris-fr', item_type: 'destination', saved: true },
        { item_id: 'tokyo-jp', item_type: 'destination', saved: false },
      ],
    });
    expect(await saveAdapter.check([paris, tokyo])).toEqual([true, false]);
    expect(backend.savedItemsCheck).toHaveBeenCalledTimes(1);
    expect(backend.savedItemsCheck).toHaveBeenCalledWith({ items: [paris, tokyo] });
  });

  it('refuses a single-item answer to a batched check', async () => {
    backend.savedItemsCheck.mockResolvedValue({ saved: true });
    await expect(saveAdapter.check([paris])).rejects.toThrow('single item');
  });
});
