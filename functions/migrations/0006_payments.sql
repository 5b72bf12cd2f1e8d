-- Payments (travel.md §4, §7). Discount tokens behind /claim-discount/{token}: single-use, they
-- expire, and are redeemed when the purchase completes.
create table discount_tokens (
  token text primary key,
  percent_off integer not null check (percent_off between 1 and 100),
  expires_at timestamptz not null,
  redeemed_by text,
  redeemed_at timestamptz,
  created_by text not null,
  created_at timestamptz not null default now()
);

-- Webhook events already applied, so a retried delivery changes nothing.
create table payment_events (
  event_id text primary key,
  event_type text not null,
  processed_at timestamptz not null default now()
);

-- Purchases made at a guest checkout, keyed by the lower-cased e-mail given there; moved into
-- subscriptions when an account with that verified e-mail checks its subscription.
create table guest_purchases (
  email text primary key,
  subscribed boolean not null default true,
  subscription_tier text not null,
  subscription_end timestamptz,
  payment_customer_id text,
  payment_subscription_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index subscriptions_payment_subscription_idx on subscriptions (payment_subscription_id);
create index guest_purchases_payment_subscription_idx on guest_purchases (payment_subscription_id);
