-- The spec's database calls (travel.md §7): today's usage of a user or a device, counting it, and
-- whether a user holds a role. The functions' code calls these (db/dailyCounters.ts for the usage
-- counters, db/accounts.ts heldRoles for the roles), so each query is written once, here.
-- p_usage_day defaults to today in UTC (days turn over at midnight UTC, usageDay() in TypeScript);
-- the app passes its own day so a request counts on the day it arrived.

create function get_user_usage(
  p_user_id text,
  p_usage_type text,
  p_usage_day date default (now() at time zone 'utc')::date
) returns integer language sql stable as $$
  select coalesce(
    (select count from user_usage
     where user_id = p_user_id and usage_day = p_usage_day and usage_type = p_usage_type),
    0)
$$;

create function get_device_usage(
  p_device_fingerprint_hash text,
  p_usage_type text,
  p_usage_day date default (now() at time zone 'utc')::date
) returns integer language sql stable as $$
  select coalesce(
    (select count from device_usage
     where fingerprint_hash = p_device_fingerprint_hash and usage_day = p_usage_day
       and usage_type = p_usage_type),
    0)
$$;

-- Adds p_increment unless that would pass p_cap (null: no cap), in ONE statement so concurrent
-- calls can neither lose an increment nor overshoot: PostgreSQL locks the conflicting row and
-- evaluates the update's WHERE against its latest committed count. The insert half checks the cap
-- too, for a first increment larger than the cap. Answers the new count, or null when refused.
create function increment_user_usage(
  p_user_id text,
  p_usage_type text,
  p_increment integer,
  p_cap integer default null,
  p_usage_day date default (now() at time zone 'utc')::date
) returns integer language sql volatile as $$
  insert into user_usage (user_id, usage_day, usage_type, count)
  select p_user_id, p_usage_day, p_usage_type, p_increment
  where p_cap is null or p_increment <= p_cap
  on conflict (user_id, usage_day, usage_type) do update
    set count = user_usage.count + excluded.count, updated_at = now()
    where p_cap is null or user_usage.count + excluded.count <= p_cap
  returning count
$$;

-- The same for a guest device, keeping the address of its latest counted request for abuse
-- review (an earlier one stays when this request came without one).
create function increment_device_usage(
  p_device_fingerprint_hash text,
  p_usage_type text,
  p_ip_address text,
  p_increment integer,
  p_cap integer default null,
  p_usage_day date default (now() at time zone 'utc')::date
) returns integer language sql volatile as $$
  insert into device_usage (fingerprint_hash, usage_day, usage_type, count, ip_address)
  select p_device_fingerprint_hash, p_usage_day, p_usage_type, p_increment, p_ip_address
  where p_cap is null or p_increment <= p_cap
  on conflict (fingerprint_hash, usage_day, usage_type) do update
    set count = device_usage.count + excluded.count, updated_at = now(),
        ip_address = coalesce(excluded.ip_address, device_usage.ip_address)
    where p_cap is null or device_usage.count + excluded.count <= p_cap
  returning count
$$;

create function has_role(_user_id text, _role text) returns boolean language sql stable as $$
  select exists (select 1 from user_roles where user_id = _user_id and role = _role)
$$;
