-- Exchange rates a keyed provider answered (issue 13): the daily currency-rates-refresh stores each
-- fetch whole (base, kind, source and every rate, as packages/travel-data's RateSnapshot), and
-- currency-convert reads the newest one still fresh. Without a provider nothing is stored and the
-- rates shipped in the repository answer. Older fetches are pruned by the refresh.
create table exchange_rate_snapshots (
  id bigint generated always as identity primary key,
  provider text not null check (provider <> ''),
  snapshot jsonb not null check (jsonb_typeof(snapshot) = 'object'),
  fetched_at timestamptz not null default now()
);

create index exchange_rate_snapshots_fetched_idx on exchange_rate_snapshots (fetched_at desc);
