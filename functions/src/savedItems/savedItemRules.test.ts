import type { GuestSave } from '@voyagent/contracts';
import { describe, expect, it } from 'vitest';
import { importedSavedAt, uniqueGuestSaves } from './savedItemRules';

describe('uniqueGuestSaves', () => {
  const now = new Date('2025-06-01T00:00:00Z');
  const save = (itemId: string, savedAt: string, title = itemId): GuestSave => ({
    id: `guest_${itemId}_${savedAt}`,
    savedAt,
    item_id: itemId,
    item_type: 'hotel',
    title,
    description: '',
    image_url: null,
    item_data: {},
  });

  it('keeps the latest save of a repeated item, oldest first', () => {
    const unique = uniqueGuestSaves(
      [
        save('b', '2025-05-03T00:00:00Z', 'old b'),
        save('a', '2025-05-02T00:00:00Z'),
        save('b', '2025-05-04T00:00:00Z', 'new b'),
      ],
      now,
    );
    expect(unique.map((guest) => guest.title)).toEqual(['a', 'new b']);
  });

  it('treats the same item_id of another type as another item', () => {
    const flight = { ...save('x', '2025-05-01T00:00:00Z'), item_type: 'flight' as const };
    expect(uniqueGuestSaves([save('x', '2025-05-01T00:00:00Z'), flight], now)).toHaveLength(2);
  });

  it('never dates an import in the future', () => {
    expect(importedSavedAt('2030-01-01T00:00:00Z', now)).toEqual(now);
    expect(importedSavedAt(Date.parse('2025-05-01T00:00:00Z'), now)).toEqual(
      new Date('2025-05-01T00:00:00Z'),
    );
  });
});
