-- Accounts: one row per Firebase Auth user. full_name is kept from sign-up (empty text if not given).
create table profiles (
  user_id text primary key,
  email text not null,
  full_name text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
