-- Idempotency keys of replayable writes (issue 11): the answer of a signed-in write the site's
-- offline queue may replay, kept per caller, function and client-made key, so a replay of the
-- same request is answered from here instead of applying again. A call inserts its row first, in
-- the same transaction as its writes (functions/src/http/idempotency.ts): a concurrent call with
-- the same key waits on that row, then reads the committed answer (or, after a rollback, claims
-- the key itself). `response` is null only inside that transaction, so never when committed.
-- Rows past expires_at no longer count and are deleted a few at a time by later writes.
create table idempotency_keys (
  caller text not null,
  function_name text not null,
  key text not null check (key ~ '^[A-Za-z0-9_-]{8,128}$'),
  request_hash text not null,
  response jsonb,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  primary key (caller, function_name, key)
);

-- The clean-up finds expired rows across every caller.
create index idempotency_keys_expires_at on idempotency_keys (expires_at);
