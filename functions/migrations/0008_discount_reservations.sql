-- A discount token is held by one checkout at a time, so one token pays for at most one
-- discounted purchase. create-checkout reserves it in one conditional update (only when unspent,
-- unexpired and not held by another live checkout); the purchase spends it only for that checkout;
-- a cancelled or expired checkout releases it, and a reservation past reserved_until is free.
-- reserved_for_checkout: the checkout id carried in the session (local link, Stripe metadata);
-- reserved_by: the user who opened it, null for a guest. After redemption the columns keep the
-- checkout that spent the token.
alter table discount_tokens
  add column reserved_for_checkout text,
  add column reserved_by text,
  add column reserved_until timestamptz;

alter table discount_tokens
  add constraint discount_tokens_reservation_check
  check (reserved_until is null or reserved_for_checkout is not null);
