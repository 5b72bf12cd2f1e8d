-- Guests' daily usage per client network (issue 8): a guest rotating fingerprint hashes gets a
-- fresh device counter each time, so guests are also counted per network, under an abuse ceiling
-- well above the device cap (usage/usageLimits.ts). ip_network is an IPv4 address, or an IPv6 /64
-- written as its prefix (one subscriber usually holds a whole /64). Counted in the same
-- transaction as the device counter (db/usageCounters.ts).
create table network_usage (
  ip_network text not null,
  usage_day date not null,
  usage_type text not null check (usage_type in ('ai_requests', 'itinerary_generations', 'search_requests', 'saved_items', 'currency_conversions')),
  count integer not null default 0 check (count >= 0),
  updated_at timestamptz not null default now(),
  primary key (ip_network, usage_day, usage_type)
);

-- Trials already started, one row per normalised verified e-mail, so deleting the account and
-- signing up again with the same address gives no second trial. Only a keyed hash is kept
-- (HMAC-SHA256 under TRIAL_CLAIM_HASH_KEY, hex): no address, no user id and no foreign key, so the
-- row outlives the account and says nothing about it without the key. Named in the privacy policy.
create table trial_claims (
  email_hash text primary key check (email_hash ~ '^[0-9a-f]{64}$'),
  claimed_at timestamptz not null default now()
);
