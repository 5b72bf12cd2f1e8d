-- Daily usage counters (travel.md §6, §7, §9). One row per counter per UTC day: signed-in users
-- are counted by user id, guests by their device fingerprint hash. Rows are only ever incremented;
-- the cap check and the increment happen in one statement (see functions/src/db/usageCounters.ts).
create table user_usage (
  user_id text not null,
  usage_day date not null,
  usage_type text not null check (usage_type in ('ai_requests', 'itinerary_generations', 'search_requests', 'saved_items', 'currency_conversions')),
  count integer not null default 0 check (count >= 0),
  updated_at timestamptz not null default now(),
  primary key (user_id, usage_day, usage_type)
);

create table device_usage (
  fingerprint_hash text not null check (fingerprint_hash ~ '^[0-9a-f]{8}$'),
  usage_day date not null,
  usage_type text not null check (usage_type in ('ai_requests', 'itinerary_generations', 'search_requests', 'saved_items', 'currency_conversions')),
  count integer not null default 0 check (count >= 0),
  -- The address of the latest counted request, for abuse review; null when the runtime gave none.
  ip_address text,
  updated_at timestamptz not null default now(),
  primary key (fingerprint_hash, usage_day, usage_type)
);
