-- Device fingerprint records (travel.md §3): one row per 32-bit fingerprint hash (8 hex digits),
-- refreshed on every report. ip_address is the address the server saw (first untrusted hop);
-- reported_ip_address is what the client claimed, kept apart because it cannot be trusted.
create table device_fingerprints (
  fingerprint_hash text primary key check (fingerprint_hash ~ '^[0-9a-f]{8}$'),
  user_agent text not null default '',
  screen_resolution text not null default '',
  timezone text not null default '',
  language text not null default '',
  platform text not null default '',
  cookie_enabled boolean,
  local_storage_enabled boolean,
  session_storage_enabled boolean,
  indexed_db_enabled boolean,
  webgl_vendor text not null default '',
  webgl_renderer text not null default '',
  canvas_fingerprint text not null default '',
  audio_fingerprint text not null default '',
  ip_address text,
  reported_ip_address text,
  first_seen timestamptz not null default now(),
  last_seen timestamptz not null default now()
);
