-- Two intake rules that the forms (supabase/functions/_shared/schemas/) and the database now share:
-- a phone number holds at least ten digits, and the coach application's regions are the Idaho
-- Department of Labor's six, which cover the whole state.

/**
 * Phone numbers: at least ten digits
 *
 * The forms counted characters, so "208-555-01" (ten characters, eight digits) was stored. The
 * minimum now counts the digits 0-9 (supabase/functions/_shared/schemas/fields.ts, phoneDigitCount);
 * spaces, dashes, dots, brackets and a leading + stay free, and the 10-20 character CHECKs stay.
 *
 * Rows stored before the rule (created before 2025-12-28 13:00 UTC, this migration's version) keep
 * their phone and stay editable: PostgreSQL checks every CHECK again on any UPDATE of a row, so a
 * plain constraint would stop a reviewer from changing an old message's status. No client can
 * choose created_at: the insert grants name the answers, the idempotency key and the attribution
 * only (20251101020000_intake.sql). Each constraint's name sorts after the `_length` and `_visible`
 * ones, so an answer that breaks one of those is still reported by that name.
 */

create function private.phone_digit_count(value text)
returns integer
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select pg_catalog.length(pg_catalog.regexp_replace(value, '[^0-9]', '', 'g'));
$$;
comment on function private.phone_digit_count(text) is
  'How many digits 0-9 a phone number holds; the forms count the same way (phoneDigitCount).';
revoke all on function private.phone_digit_count(text) from public;
grant execute on function private.phone_digit_count(text) to anon, authenticated, service_role;

alter table public.coach_applications
  add constraint coach_applications_phone_with_ten_digits check (
    created_at < timestamptz '2025-12-28 13:00:00+00' or private.phone_digit_count(phone) >= 10
  );

alter table public.contact_submissions
  add constraint contact_submissions_phone_with_ten_digits check (
    created_at < timestamptz '2025-12-28 13:00:00+00' or private.phone_digit_count(phone) >= 10
  );

-- The alliance's phone is optional: null or '' is no phone.
alter table public.alliance_registrations
  add constraint alliance_registrations_phone_with_ten_digits check (
    phone is null or phone = '' or created_at < timestamptz '2025-12-28 13:00:00+00'
    or private.phone_digit_count(phone) >= 10
  );

/**
 * Coach application regions: the Idaho Department of Labor's six
 *
 * The spec's five regions (northern, southwestern, southeastern, eastern, central) left out the
 * Magic Valley: an applicant from Twin Falls fitted none. The form now offers the Department of
 * Labor's regions, which cover every county once: north (the Panhandle), north-central,
 * southwestern, south-central, southeastern and eastern. Three values keep their name and meaning
 * (southwestern, southeastern, eastern). The two others are kept as stored and stay readable:
 * 'northern' spans the Department's North and North Central regions and 'central' parts of three
 * regions (Salmon and Challis are Eastern, McCall Southwestern, Hailey South Central), so neither
 * can be rewritten to one region without guessing; the desk labels them as choices from the
 * earlier list (src/features/admin/lib/labels.ts, from the form's description).
 */

alter table public.coach_applications drop constraint coach_applications_region_allowed;
alter table public.coach_applications
  add constraint coach_applications_region_allowed check (
    region in (
      'north', 'north-central', 'southwestern', 'south-central', 'southeastern', 'eastern',
      -- The earlier list's two values that are no longer offered, for the rows that hold them.
      'northern', 'central'
    )
  );

-- Applications per region: the six regions in the form's order, each listed even with no
-- applications; a value from the earlier list follows only while stored rows hold it.
create or replace function public.desk_applications_per_region()
returns table (region text, applications bigint, approved bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.can_work_submissions() then
    raise exception 'Admin privileges required' using errcode = '42501';
  end if;

  return query
  with regions (name, position) as (
    values ('north', 1), ('north-central', 2), ('southwestern', 3), ('south-central', 4),
      ('southeastern', 5), ('eastern', 6)
  ),
  -- Grouped by the column itself (not an expression of it), so the (region, status) index gives
  -- the groups in order.
  counted as (
    select
      a.region::text as name,
      pg_catalog.count(*) as applications,
      pg_catalog.count(*) filter (where a.status = 'approved') as approved
    from public.coach_applications a
    group by a.region
  )
  select x.name, x.applications, x.approved
  from (
    select r.name::text as name, r.position, coalesce(c.applications, 0)::bigint as applications,
      coalesce(c.approved, 0)::bigint as approved
    from regions r
    left join counted c on c.name = r.name
    union all
    select c.name, 99, c.applications, c.approved
    from counted c
    where c.name not in (select r2.name from regions r2)
  ) x
  order by x.position, x.name;
end;
$$;
revoke all on function public.desk_applications_per_region() from public, anon, service_role;
grant execute on function public.desk_applications_per_region() to authenticated;
