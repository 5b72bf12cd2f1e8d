/**
 * What a saved item may hold (travel.md §3, §4), as zod schemas and pure helpers. The callables in
 * savedItems.ts stay thin over these.
 */
import { z } from 'zod';
import { hasNul, noNul, objectOnly, pageFields } from '../http/payload';

/** Every kind of thing the site can save; the one list the server accepts. */
export const SAVED_ITEM_TYPES = [
  'hotel',
  'flight',
  'destination',
  'place',
  'itinerary',
  'restaurant',
  'activity',
  'attraction',
] as const;
export type SavedItemType = (typeof SAVED_ITEM_TYPES)[number];

export const MAX_TITLE_LENGTH = 300;
export const MAX_DESCRIPTION_LENGTH = 2000;
export const MAX_IMAGE_URL_LENGTH = 2048;
export const MAX_ITEM_ID_LENGTH = 256;
/** item_data is measured as its JSON text, in UTF-8 bytes. */
export const MAX_ITEM_DATA_BYTES = 16 * 1024;
/** A guest keeps at most 3 saves locally; the import allows room for older clients and retries. */
export const MAX_IMPORT_ITEMS = 50;
export const MAX_GUEST_ID_LENGTH = 100;
export const MAX_LIST_LIMIT = 100;
export const DEFAULT_LIST_LIMIT = 50;

export type JsonObject = Record<string, unknown>;

/** Half of a surrogate pair, which jsonb refuses (JSON writes it as an escaped \\udxxx). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Text jsonb cannot store: the NUL character (refused even escaped) or a lone surrogate. */
const unstorableInJsonb = (text: string) => hasNul(text) || LONE_SURROGATE.test(text);

/**
 * The size of `value` as JSON text in UTF-8 bytes when it is a plain JSON object jsonb can store,
 * else undefined. JSON.stringify (no recursion of ours) also copes with pathological nesting by
 * throwing.
 */
export function jsonObjectBytes(value: unknown): number | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  let storable = true;
  try {
    // Every key and string value passes through the replacer, however deep.
    const text = JSON.stringify(value, (key, inner: unknown) => {
      if (unstorableInJsonb(key)) storable = false;
      if (typeof inner === 'string' && unstorableInJsonb(inner)) storable = false;
      return inner;
    });
    return storable ? Buffer.byteLength(text, 'utf8') : undefined;
  } catch {
    return undefined;
  }
}

/** True for an absolute http(s) URL. */
export function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

const itemType = z.enum(SAVED_ITEM_TYPES, {
  error: `item_type must be one of ${SAVED_ITEM_TYPES.join(', ')}`,
});
const itemId = z
  .string({ error: 'item_id must be text' })
  .trim()
  .min(1, 'item_id is required')
  .max(MAX_ITEM_ID_LENGTH, `item_id must be at most ${MAX_ITEM_ID_LENGTH} characters`)
  .refine(...noNul('item_id'));

/** The item fields a save carries (travel.md §3 saved_items row, without user_id). */
export const savedItemFields = {
  item_id: itemId,
  item_type: itemType,
  title: z
    .string({ error: 'title must be text' })
    .trim()
    .min(1, 'title is required')
    .max(MAX_TITLE_LENGTH, `title must be at most ${MAX_TITLE_LENGTH} characters`)
    .refine(...noNul('title')),
  description: z
    .string({ error: 'description must be text' })
    .trim()
    .max(MAX_DESCRIPTION_LENGTH, `description must be at most ${MAX_DESCRIPTION_LENGTH} characters`)
    .refine(...noNul('description'))
    .default(''),
  image_url: z
    .string({ error: 'image_url must be text' })
    .trim()
    .max(MAX_IMAGE_URL_LENGTH, `image_url must be at most ${MAX_IMAGE_URL_LENGTH} characters`)
    .refine((url) => isHttpUrl(url) && !hasNul(url), 'image_url must be an http(s) URL')
    .nullable()
    .default(null),
  item_data: z
    .custom<JsonObject>(
      (value) => {
        const bytes = jsonObjectBytes(value);
        return bytes !== undefined && bytes <= MAX_ITEM_DATA_BYTES;
      },
      { error: `item_data must be a JSON object of at most ${MAX_ITEM_DATA_BYTES / 1024} KB` },
    )
    .default({}),
};

export const saveItemInput = z.strictObject(
  savedItemFields,
  objectOnly('{item_id, item_type, title, description?, image_url?, item_data?}'),
);
export type SavedItemInput = z.infer<typeof saveItemInput>;

export const itemKeyInput = z.strictObject(
  { item_id: itemId, item_type: itemType },
  objectOnly('{item_id, item_type}'),
);

export const listItemsInput = z.strictObject(
  {
    item_type: itemType.optional(),
    ...pageFields(MAX_LIST_LIMIT, DEFAULT_LIST_LIMIT),
  },
  objectOnly('{item_type?, limit?, offset?}'),
);

const SAVED_AT_MESSAGE = 'savedAt must be an ISO date-time or epoch milliseconds';

/** A guest's local save (travel.md §3): the item fields plus a `guest_` id and savedAt. */
export const guestSaveInput = z.strictObject(
  {
    ...savedItemFields,
    id: z
      .string({ error: 'id must be text' })
      .regex(/^guest_/, 'id must start with guest_')
      .max(MAX_GUEST_ID_LENGTH, `id must be at most ${MAX_GUEST_ID_LENGTH} characters`),
    savedAt: z.union(
      [
        z.iso.datetime({ offset: true, error: SAVED_AT_MESSAGE }),
        z.number({ error: SAVED_AT_MESSAGE }).int(SAVED_AT_MESSAGE).nonnegative(SAVED_AT_MESSAGE),
      ],
      { error: SAVED_AT_MESSAGE },
    ),
  },
  objectOnly('each guest save as {id, savedAt, item_id, item_type, title, …}'),
);
export type GuestSave = z.infer<typeof guestSaveInput>;

export const importItemsInput = z.strictObject(
  {
    items: z
      .array(guestSaveInput, { error: 'items must be a list of guest saves' })
      .max(MAX_IMPORT_ITEMS, `items must hold at most ${MAX_IMPORT_ITEMS} saves`),
  },
  objectOnly('{items: [guest saves]}'),
);

/**
 * When an imported save was made: its savedAt, but never in the future (a wrong device clock must
 * not pin an item to the top of the list).
 */
export function importedSavedAt(savedAt: string | number, now: Date): Date {
  const when = new Date(savedAt);
  return Number.isNaN(when.getTime()) || when > now ? now : when;
}

/**
 * The guest saves to import, one per (item_id, item_type): the latest saved wins, in the order
 * they were saved so the newest lands last.
 */
export function uniqueGuestSaves(items: readonly GuestSave[], now: Date): GuestSave[] {
  const latest = new Map<string, GuestSave>();
  const time = (item: GuestSave) => importedSavedAt(item.savedAt, now).getTime();
  for (const item of items) {
    const key = JSON.stringify([item.item_id, item.item_type]);
    const seen = latest.get(key);
    if (!seen || time(item) >= time(seen)) latest.set(key, item);
  }
  return [...latest.values()].sort((a, b) => time(a) - time(b));
}
