-- Aggregates and history for the admin dashboard.
--
-- Each function is SECURITY DEFINER (so it can aggregate every row and read the changer's e-mail
-- from auth.users), and therefore checks the admin role itself before anything else: a caller
-- without it gets 42501, which PostgREST answers with 401 (anon) or 403 (signed in).
-- The search_path is empty, so every name below is schema-qualified.

-- Applications per week (weeks start on Monday, Mountain Time), oldest first, the current
-- (partial) week last. Weeks without applications are present with 0.
create or replace function public.admin_applications_per_week(_weeks integer default 12)
returns table (week_start date, applications bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Admin privileges required' using errcode = '42501';
  end if;
  if _weeks is null or _weeks < 1 or _weeks > 104 then
    raise exception 'Weeks must be between 1 and 104' using errcode = '22023';
  end if;

  return query
  with weeks as (
    select (date_trunc('week', now() at time zone 'America/Boise'))::date - 7 * n as start_day
    from pg_catalog.generate_series(0, _weeks - 1) as n
  )
  select
    w.start_day,
    (
      select pg_catalog.count(*)
      from public.coach_applications a
      where a.created_at >= (w.start_day::timestamp at time zone 'America/Boise')
        and a.created_at < ((w.start_day + 7)::timestamp at time zone 'America/Boise')
    )
  from weeks w
  order by w.start_day;
end;
$$;

-- Applications per region (all time) with how many were approved, in the form's region order.
-- Applications without a region (none should exist; the column may predate the form) are
-- reported as 'unspecified' when there are any.
create or replace function public.admin_applications_per_region()
returns table (region text, applications bigint, approved bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Admin privileges required' using errcode = '42501';
  end if;

  return query
  with regions (name, position) as (
    values ('northern', 1), ('southwestern', 2), ('southeastern', 3), ('eastern', 4), ('central', 5)
  ),
  counted as (
    select
      coalesce(a.region::text, 'unspecified') as name,
      pg_catalog.count(*) as applications,
      pg_catalog.count(*) filter (where a.status = 'approved') as approved
    from public.coach_applications a
    group by 1
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

-- Status history of one submission, newest first, with the e-mail of the person who changed it
-- (admins cannot read auth.users themselves).
create or replace function public.admin_status_history(_record_id uuid)
returns table (
  id text,
  table_name text,
  old_status text,
  new_status text,
  changed_by uuid,
  changed_by_email text,
  changed_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Admin privileges required' using errcode = '42501';
  end if;

  return query
  select
    s.id::text,
    s.table_name::text,
    s.old_status::text,
    s.new_status::text,
    s.changed_by,
    u.email::text,
    s.changed_at
  from public.status_changes s
  left join auth.users u on u.id = s.changed_by
  where s.record_id = _record_id
  order by s.changed_at desc, s.id desc;
end;
$$;

-- Supabase's default privileges grant EXECUTE to anon and service_role as well; only signed-in
-- users may call these (and the role check inside refuses everyone but admins).
revoke all on function public.admin_applications_per_week(integer) from public, anon, service_role;
revoke all on function public.admin_applications_per_region() from public, anon, service_role;
revoke all on function public.admin_status_history(uuid) from public, anon, service_role;
grant execute on function public.admin_applications_per_week(integer) to authenticated;
grant execute on function public.admin_applications_per_region() to authenticated;
grant execute on function public.admin_status_history(uuid) to authenticated;
