-- Flight-compensation claims (issue 13 item 5), filed by signed-in users through
-- compensation-claim-create. The e-mail is the account's, copied when the claim is filed; the
-- estimate is the server's own (EU261, packages/contracts compensationRules.ts), recomputed from
-- the flight fields, never taken from the payload. Staff move a claim from submitted through
-- in_review to paid or rejected. One claim per account, flight and date.
create table compensation_claims (
  id bigint generated always as identity primary key,
  user_id text not null,
  email text not null,
  passenger_name text not null check (passenger_name <> ''),
  flight_number text not null check (flight_number ~ '^([A-Z0-9]{2}|[A-Z]{3})[0-9]{1,4}[A-Z]?$'),
  flight_date date not null,
  booking_reference text check (booking_reference ~ '^[A-Z0-9]{5,8}$'),
  from_airport text not null check (from_airport ~ '^[A-Z]{3}$'),
  to_airport text not null check (to_airport ~ '^[A-Z]{3}$' and to_airport <> from_airport),
  disruption text not null check (disruption in ('delay', 'cancellation', 'denied_boarding')),
  arrival_delay_minutes integer check (arrival_delay_minutes >= 0),
  eu_carrier boolean not null,
  extraordinary_circumstances text not null
    check (extraordinary_circumstances in ('yes', 'no', 'unknown')),
  estimate jsonb not null check (jsonb_typeof(estimate) = 'object'),
  estimate_status text not null check (estimate_status in ('eligible', 'unknown')),
  amount_eur integer check (amount_eur >= 0),
  distance_km integer not null check (distance_km >= 0),
  status text not null default 'submitted'
    check (status in ('submitted', 'in_review', 'paid', 'rejected')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint compensation_claims_one_per_flight unique (user_id, flight_number, flight_date)
);

-- The claimant's list, newest first.
create index compensation_claims_user_created_idx
  on compensation_claims (user_id, created_at desc, id desc);
