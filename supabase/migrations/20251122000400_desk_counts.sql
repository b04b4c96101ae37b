-- The dashboard's counters in two calls instead of seven.
--
-- The four application counters and the three per-tab unread counts were seven HEAD requests
-- with count=exact. A browser opens at most six connections to one host over HTTP/1.1, so with
-- the list, the role check and the overview they queued behind each other when /admin opened.
-- Each function below answers in one statement and one pass over each table, and stays exact:
-- nothing is cached or estimated.
--
-- SECURITY DEFINER like the reporting functions (migration admin_reporting), so the admin check
-- runs once, first: a caller without the role gets 42501, which PostgREST answers with 401 (anon)
-- or 403 (signed in). The search_path is empty, so every name is schema-qualified.

-- The counters above the applications list: all applications, and those pending, approved and
-- in interview.
create function public.admin_application_counts()
returns table (total bigint, pending bigint, approved bigint, interview bigint)
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
    pg_catalog.count(*),
    pg_catalog.count(*) filter (where a.status = 'pending'),
    pg_catalog.count(*) filter (where a.status = 'approved'),
    pg_catalog.count(*) filter (where a.status = 'interview')
  from public.coach_applications a;
end;
$$;

-- How many records of each kind the caller has never opened (record_reads holds what each
-- reviewer opened; the desk views' `unread` column is the same test, row by row).
create function public.admin_unread_counts()
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
    (
      select pg_catalog.count(*) from public.coach_applications a
      where not exists (
        select 1 from public.record_reads r
        where r.user_id = _reviewer and r.record_kind = 'coach_application' and r.record_id = a.id
      )
    ),
    (
      select pg_catalog.count(*) from public.contact_submissions c
      where not exists (
        select 1 from public.record_reads r
        where r.user_id = _reviewer and r.record_kind = 'contact_submission' and r.record_id = c.id
      )
    ),
    (
      select pg_catalog.count(*) from public.alliance_registrations g
      where not exists (
        select 1 from public.record_reads r
        where r.user_id = _reviewer and r.record_kind = 'alliance_registration'
          and r.record_id = g.id
      )
    );
end;
$$;

comment on function public.admin_application_counts() is
  'Admin only: all coach applications and those pending, approved and in interview.';
comment on function public.admin_unread_counts() is
  'Admin only: per kind, how many records the caller has never opened.';

-- Supabase's default privileges grant EXECUTE to anon and service_role as well; only signed-in
-- users (and of those only admins, checked above) call these.
revoke all on function public.admin_application_counts() from public, anon, service_role;
revoke all on function public.admin_unread_counts() from public, anon, service_role;
grant execute on function public.admin_application_counts() to authenticated;
grant execute on function public.admin_unread_counts() to authenticated;
