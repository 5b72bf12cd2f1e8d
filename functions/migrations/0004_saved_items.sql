-- Items a signed-in user saved to favourites (travel.md §3, §4). Saving the same item twice keeps
-- one row: (user_id, item_id, item_type) is unique, and the save uses it for an idempotent upsert.
create table saved_items (
  id bigint generated always as identity primary key,
  user_id text not null,
  item_type text not null,
  title text not null,
  description text not null default '',
  image_url text,
  item_data jsonb not null default '{}'::jsonb,
  item_id text not null,
  created_at timestamptz not null default now(),
  constraint saved_items_user_item_unique unique (user_id, item_id, item_type)
);
-- The list is read per user, newest first.
create index saved_items_user_created_idx on saved_items (user_id, created_at desc, id desc);
