-- The assistant's conversations of signed-in users (issue 14): each transcript keeps the
-- questions and answers as the user saw them, with the sources shown under each answer, so the
-- user can reopen or delete it and support can read it from the admin chat tab. Guests' questions
-- are never kept. Deleted with the account (account deletion's ACCOUNT_COLUMNS).
create table assistant_transcripts (
  id bigint generated always as identity primary key,
  user_id text not null,
  title text not null check (char_length(title) between 1 and 120),
  messages jsonb not null check (jsonb_typeof(messages) = 'array'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- The owner's list and support's list, most recently continued first.
create index assistant_transcripts_user_updated_idx
  on assistant_transcripts (user_id, updated_at desc, id desc);
create index assistant_transcripts_updated_idx on assistant_transcripts (updated_at desc, id desc);
