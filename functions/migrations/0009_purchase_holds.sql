-- A purchase never replaces a better plan (issue 8). guest_purchases becomes the place for every
-- purchase that is not on an account's subscriptions row, with its status:
-- 'pending': a guest purchase waiting for an account with its verified e-mail to claim it; at most
--   one per e-mail.
-- 'held': kept for support to review (refund, or apply by hand) because a plan at least as good
--   was kept: the account's current plan (held_for_user_id says which account), or another
--   pending guest purchase of the same e-mail (held_for_user_id null). Never deleted by the code.
-- Subscription updates from the provider keep applying to held rows, so a review sees their state.
alter table guest_purchases drop constraint guest_purchases_pkey;

alter table guest_purchases
  add column id bigint generated always as identity primary key,
  add column status text not null default 'pending' check (status in ('pending', 'held')),
  add column held_for_user_id text;

create unique index guest_purchases_pending_email_idx on guest_purchases (email)
  where status = 'pending';
create index guest_purchases_held_idx on guest_purchases (created_at) where status = 'held';
