-- Answer-engine analytics (issue 12): the content articles' aeo_* events, sent only after the
-- visitor allows analytics, kept as one count per UTC day, article path, event and label (the AI
-- answer engine of aeo_ai_referral, '' for the others), with the sum of the events' values (the
-- JSON-LD blocks, speakable parts or 0/1 flags a page reported). aeo-event adds to a row with one
-- upsert; aeo-stats sums the last 30 days for support-level staff. No account or address is kept.
create table aeo_event_counts (
  day date not null,
  path text not null check (path <> ''),
  event text not null check (event <> ''),
  label text not null default '',
  count integer not null default 0 check (count >= 0),
  value_total bigint not null default 0 check (value_total >= 0),
  primary key (day, path, event, label)
);
