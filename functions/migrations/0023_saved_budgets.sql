-- Budgets saved from /budget (issue 13 item 2) by signed-in users through budget-save. A row
-- keeps the traveller's inputs and the estimate the server computed from them (budgetRules.ts in
-- packages/contracts: their own daily amounts scaled by the World Bank price level), never an
-- estimate sent by the client. The travel style is recorded as stated; it changes no figure.
create table saved_budgets (
  id bigint generated always as identity primary key,
  user_id text not null,
  home_country text not null check (home_country ~ '^[A-Z]{2}$'),
  destination_country text not null check (destination_country ~ '^[A-Z]{2}$'),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  style text not null check (style in ('budget', 'midRange', 'luxury')),
  basis text not null check (basis in ('perPerson', 'party')),
  days integer not null check (days between 1 and 365),
  travellers integer not null check (travellers between 1 and 50),
  estimate jsonb not null check (jsonb_typeof(estimate) = 'object'),
  created_at timestamptz not null default now()
);

-- The owner's list, newest first.
create index saved_budgets_user_created_idx on saved_budgets (user_id, created_at desc, id desc);
