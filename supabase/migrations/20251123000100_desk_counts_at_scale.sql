-- The dashboard's aggregates at 100,000 rows a table. Measured on the bench machine (2 cores)
-- with 100,000 coach applications, EXPLAIN ANALYZE as the admin:
--
-- * applications per region: a parallel sequential scan of the whole table and a hash of the
--   region text, 55-63 ms on three processes. With an index on (region, status) it is an
--   index-only scan aggregated in the index's order, 20-34 ms on one.
-- * unread counts: an anti-join of each table against the reviewer's read markers, 40-61 ms.
--   "All records minus those this reviewer has opened" is the same number and reads each table's
--   primary key once plus the reviewer's own markers.
--
-- Both run while /admin loads, on the same two cores as the browser rendering it.

create index coach_applications_region_status_idx
  on public.coach_applications (region, status);

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

-- Each count is "records of the kind" minus "records of the kind this reviewer opened". The
-- second joins the markers to their records, so a marker whose record is gone (or never existed)
-- cannot make the count wrong.
create or replace function public.admin_unread_counts()
returns table (applications bigint, contacts bigint, alliance bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  _reviewer uuid := auth.uid();
begin
  if not public.has_role(_reviewer, 'admin') then
    raise exception 'Admin privileges required' using errcode = '42501';
  end if;

  return query
  select
    (select pg_catalog.count(*) from public.coach_applications)
      - (
        select pg_catalog.count(*) from public.record_reads r
        join public.coach_applications a on a.id = r.record_id
        where r.user_id = _reviewer and r.record_kind = 'coach_application'
      ),
    (select pg_catalog.count(*) from public.contact_submissions)
      - (
        select pg_catalog.count(*) from public.record_reads r
        join public.contact_submissions c on c.id = r.record_id
        where r.user_id = _reviewer and r.record_kind = 'contact_submission'
      ),
    (select pg_catalog.count(*) from public.alliance_registrations)
      - (
        select pg_catalog.count(*) from public.record_reads r
        join public.alliance_registrations g on g.id = r.record_id
        where r.user_id = _reviewer and r.record_kind = 'alliance_registration'
      );
end;
$$;

-- create or replace keeps the functions' grants (execute for authenticated only, from
-- desk_counts and admin_reporting).
