-- Reviews of Voyagent written by signed-in users (travel.md §3, §9). One per user (a review is of
-- the product, not of an item). Each waits as pending until a support-level role approves it
-- through reviews-moderate; only approved reviews are listed. user_name is copied from the
-- reviewer's profile when they submit, never taken from the payload.
create table reviews (
  id bigint generated always as identity primary key,
  user_id text not null,
  user_name text not null,
  rating smallint not null check (rating between 1 and 5),
  title text not null,
  content text not null,
  trip_destination text not null,
  trip_type text not null
    check (trip_type in ('solo', 'business', 'family', 'romantic', 'group', 'other')),
  verification_status text check (verification_status = 'verified'),
  helpful_count integer not null default 0 check (helpful_count >= 0),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  moderated_by text,
  moderated_at timestamptz,
  created_at timestamptz not null default now(),
  constraint reviews_one_per_user unique (user_id)
);

-- The list reads the newest approved reviews; the summary counts them.
create index reviews_approved_created_idx on reviews (created_at desc, id desc)
  where status = 'approved';
