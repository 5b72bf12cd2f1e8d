-- Subscription state per account (travel.md §3, §4). One row per user once they trial or buy;
-- no row means free and never trialled.
create table subscriptions (
  user_id text primary key,
  email text not null default '',
  subscribed boolean not null default false,
  subscription_tier text not null default 'free',
  subscription_end timestamptz,
  is_trial boolean not null default false,
  trial_end timestamptz,
  trial_used boolean not null default false,
  payment_customer_id text,
  payment_subscription_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index subscriptions_payment_customer_idx on subscriptions (payment_customer_id);
