/**
 * A signed-in user's saved items (travel.md §3, §4, §7): what a saved item may hold, and the
 * five calls over them. Every call is scoped to the caller; a user id in a payload is refused.
 */
import { z } from 'zod';
import { defineCallableContract } from './contract';
import { FUNCTION_NAMES, SAVED_ITEM_TYPES } from './names';
import {
  isoTimestamp,
  isStorable,
  nextOffset,
  pageFields,
  requestObject,
  storableText,
} from './payload';

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
/** One batched check answers for up to this many cards (a page of results). */
export const MAX_CHECK_ITEMS = 100;
export const DEFAULT_LIST_LIMIT = 50;

export type JsonObject = Record<string, unknown>;

/** The UTF-8 length of text without lone surrogates (which have no UTF-8 form). */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const point = character.codePointAt(0) ?? 0;
    bytes += point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * The size of `value` as JSON text in UTF-8 bytes when it is a plain JSON object jsonb can store
 * (no NUL, even escaped, and no lone surrogate in any key or string), else undefined.
 * JSON.stringify (no recursion of ours) also copes with pathological nesting by throwing.
 */
export function jsonObjectBytes(value: unknown): number | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  let storable = true;
  try {
    // Every key and string value passes through the replacer, however deep.
    const text = JSON.stringify(value, (key, inner: unknown) => {
      if (!isStorable(key)) storable = false;
      if (typeof inner === 'string' && !isStorable(inner)) storable = false;
      return inner;
    });
    return storable ? utf8Bytes(text) : undefined;
  } catch {
    return undefined;
  }
}

const httpUrl = z.url({ protocol: /^https?$/ });

/** True for an absolute http(s) URL. */
export const isHttpUrl = (value: string): boolean => httpUrl.safeParse(value).success;

const itemType = z.enum(SAVED_ITEM_TYPES, {
  error: `item_type must be one of ${SAVED_ITEM_TYPES.join(', ')}`,
});
const itemId = z
  .string({ error: 'item_id must be text' })
  .trim()
  .min(1, 'item_id is required')
  .max(MAX_ITEM_ID_LENGTH, `item_id must be at most ${MAX_ITEM_ID_LENGTH} characters`)
  .refine(...storableText('item_id'));

/** The item fields a save carries (travel.md §3 saved_items row, without user_id). */
export const savedItemFields = {
  item_id: itemId,
  item_type: itemType,
  title: z
    .string({ error: 'title must be text' })
    .trim()
    .min(1, 'title is required')
    .max(MAX_TITLE_LENGTH, `title must be at most ${MAX_TITLE_LENGTH} characters`)
    .refine(...storableText('title')),
  description: z
    .string({ error: 'description must be text' })
    .trim()
    .max(MAX_DESCRIPTION_LENGTH, `description must be at most ${MAX_DESCRIPTION_LENGTH} characters`)
    .refine(...storableText('description'))
    .default(''),
  image_url: z
    .string({ error: 'image_url must be text' })
    .trim()
    .max(MAX_IMAGE_URL_LENGTH, `image_url must be at most ${MAX_IMAGE_URL_LENGTH} characters`)
    .refine(isHttpUrl, 'image_url must be an http(s) URL')
    .refine(...storableText('image_url'))
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

const itemKey = requestObject(
  { item_id: itemId, item_type: itemType },
  'Send {item_id, item_type}.',
);

export const savedItem = z.strictObject({
  id: z.string(),
  item_id: z.string(),
  item_type: itemType,
  title: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  item_data: z.record(z.string(), z.unknown()),
  created_at: isoTimestamp,
});
export type SavedItem = z.infer<typeof savedItem>;

/**
 * `saved-items-save` {item} → the stored row. Saving an item again is not an error: the same row
 * is answered, its details refreshed, its id and created_at kept, and it is not counted again. A
 * new save counts against a free user's saved_items cap in the same transaction as the insert.
 */
export const saveItem = defineCallableContract({
  name: FUNCTION_NAMES.savedItemsSave,
  access: 'signedIn',
  replayable: true,
  request: requestObject(
    savedItemFields,
    'Send {item_id, item_type, title, description?, image_url?, item_data?}.',
  ),
  response: savedItem,
  errors: {
    /** resource-exhausted: a new save past the free plan's saved_items cap (travel.md §9). */
    dailyLimit: (cap: number) =>
      `You've reached today's limit of ${cap} saved items on the free plan. Upgrade to save more.`,
  },
});
export type SavedItemInput = z.output<typeof saveItem.request>;

/** `saved-items-list` {item_type?, limit?, offset?} → {items, nextOffset}, newest first. */
export const listItems = defineCallableContract({
  name: FUNCTION_NAMES.savedItemsList,
  access: 'signedIn',
  request: requestObject(
    { item_type: itemType.optional(), ...pageFields(MAX_LIST_LIMIT, DEFAULT_LIST_LIMIT) },
    'Send {item_type?, limit?, offset?}.',
  ),
  response: z.strictObject({ items: z.array(savedItem), nextOffset }),
  errors: {},
});

const itemKeys = requestObject(
  {
    items: z
      .array(itemKey, { error: 'items must be a list of {item_id, item_type}' })
      .min(1, 'items must hold at least one item')
      .max(MAX_CHECK_ITEMS, `items must hold at most ${MAX_CHECK_ITEMS} items`),
  },
  'Send {items: [{item_id, item_type}]}.',
);

/**
 * `saved-items-check` {item_id, item_type} → {saved}, or, for a list of cards in one call,
 * {items: [{item_id, item_type}]} → {items: [{item_id, item_type, saved}]} in the same order.
 * A refused payload is explained in the terms of the form it was sent in (`items` or not).
 */
export const checkItem = defineCallableContract({
  name: FUNCTION_NAMES.savedItemsCheck,
  access: 'signedIn',
  request: z.union([itemKey, itemKeys], {
    error: (issue) => {
      const { input } = issue;
      const batched = typeof input === 'object' && input !== null && 'items' in input;
      const errors = (issue as { errors?: { message: string }[][] }).errors;
      return errors?.[batched ? 1 : 0]?.[0]?.message ?? 'Send {item_id, item_type}.';
    },
  }),
  response: z.union([
    z.strictObject({ saved: z.boolean() }),
    z.strictObject({
      items: z.array(
        z.strictObject({ item_id: z.string(), item_type: itemType, saved: z.boolean() }),
      ),
    }),
  ]),
  errors: {},
});

/** `saved-items-remove` {item_id, item_type} → {removed}: false when it was not saved. */
export const removeItem = defineCallableContract({
  name: FUNCTION_NAMES.savedItemsRemove,
  access: 'signedIn',
  replayable: true,
  request: itemKey,
  response: z.strictObject({ removed: z.boolean() }),
  errors: {},
});

const SAVED_AT_MESSAGE = 'savedAt must be an ISO date-time or epoch milliseconds';

/** A guest's local save (travel.md §3): the item fields plus a `guest_` id and savedAt. */
export const guestSave = requestObject(
  {
    ...savedItemFields,
    id: z
      .string({ error: 'id must be text' })
      .regex(/^guest_/, 'id must start with guest_')
      .max(MAX_GUEST_ID_LENGTH, `id must be at most ${MAX_GUEST_ID_LENGTH} characters`)
      .refine(...storableText('id')),
    savedAt: z.union(
      [
        z.iso.datetime({ offset: true, error: SAVED_AT_MESSAGE }),
        z.number({ error: SAVED_AT_MESSAGE }).int(SAVED_AT_MESSAGE).nonnegative(SAVED_AT_MESSAGE),
      ],
      { error: SAVED_AT_MESSAGE },
    ),
  },
  'Send each guest save as {id, savedAt, item_id, item_type, title, …}.',
);
export type GuestSave = z.output<typeof guestSave>;

/**
 * `saved-items-import` {items: guest saves} → {imported, skipped}. A guest's local saves, moved to
 * the account after sign-in in one transaction: items already saved (or repeated in the list) are
 * skipped, never duplicated, and a failure imports none. For a free user the new saves count
 * against the day's saved_items cap in the same transaction: past it, none is imported.
 */
export const importItems = defineCallableContract({
  name: FUNCTION_NAMES.savedItemsImport,
  access: 'signedIn',
  replayable: true,
  request: requestObject(
    {
      items: z
        .array(guestSave, { error: 'items must be a list of guest saves' })
        .max(MAX_IMPORT_ITEMS, `items must hold at most ${MAX_IMPORT_ITEMS} saves`),
    },
    'Send {items: [guest saves]}.',
  ),
  response: z.strictObject({
    imported: z.number().int().nonnegative(),
    skipped: z.number().int().nonnegative(),
  }),
  errors: {
    /** resource-exhausted: the new saves would pass the free plan's saved_items cap; none kept. */
    dailyLimit: (cap: number) =>
      `Importing these saves would pass today's limit of ${cap} saved items on the free plan. Upgrade to save more.`,
  },
});
