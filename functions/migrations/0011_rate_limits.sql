-- Per-client request counters for the callables guests may write through (issue 8): one row per
-- function (scope), client address and one-minute window. A call adds one hit in a single
-- conditional upsert that refuses past the limit (functions/src/http/rateLimit.ts), so concurrent
-- calls can never overshoot. Rows of past windows are deleted opportunistically by later calls.
create table rate_limits (
  scope text not null,
  client_key text not null,
  window_start timestamptz not null,
  hits integer not null check (hits > 0),
  primary key (scope, client_key, window_start)
);

-- The clean-up deletes by age across every scope and client.
create index rate_limits_window_start on rate_limits (window_start);
