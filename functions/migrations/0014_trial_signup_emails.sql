-- The e-mail capture popup's addresses (trial-signup-email, travel.md §7) and the e-mails the
-- sign-up sends. Each address is kept once, normalised (trimmed, lower case), so the same address
-- twice is one row (travel.md §5). welcome_sent_at is claimed before the welcome e-mail is handed
-- to the provider and released when that fails, so a retry sends it and a repeat does not.
-- unsubscribed_at is set by the signed link in every e-mail (email-unsubscribe); nothing is sent to
-- an address once it is set.
create table trial_signup_emails (
  email text primary key check (email = lower(btrim(email)) and email <> ''),
  created_at timestamptz not null default now(),
  welcome_sent_at timestamptz,
  unsubscribed_at timestamptz
);

-- The local e-mail provider (emulator and demo mode): every message that would have been sent, for
-- a developer or a test to read instead of a real mailbox.
create table email_outbox (
  id bigint generated always as identity primary key,
  recipient text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  unsubscribe_url text not null,
  created_at timestamptz not null default now()
);

create index email_outbox_recipient_idx on email_outbox (recipient, created_at desc);
