-- The desk's reports: applications per week and per region, and reports by period (the day
-- counts behind them and the time to first reply).
-- Baseline (docs/migration-baseline.md).

-- Function bodies here may name objects defined further down or in a later file of the baseline,
-- as pg_dump's output does: they are checked when they run (pgTAP runs every one), not when
-- they are created. Only for this file's transaction.
set local check_function_bodies = off;

-- ---------------------------------------------------------------------------------------------
-- Applications per week and per region
-- ---------------------------------------------------------------------------------------------
-- Aggregates for the desk's overview.
--
-- Each function is SECURITY DEFINER (so it can aggregate every row), and therefore checks first
-- that the caller may work submissions (public.can_work_submissions()): a caller who may not
-- gets 42501, which PostgREST answers with 401 (anon) or 403 (signed in). The status history
-- (desk_records) works the same way. The search_path is empty, so every name below is
-- schema-qualified.

-- Applications per week (weeks start on Monday, Mountain Time), oldest first, the current
-- (partial) week last. Weeks without applications are present with 0.
create function private.desk_applications_per_week(_weeks integer default 12)
returns table (week_start date, applications bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.can_work_submissions() then
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

-- The API's entry point: runs as the caller and calls the function above.
create function public.desk_applications_per_week(_weeks integer default 12)
returns table (week_start date, applications bigint)
language sql
stable
security invoker
set search_path = ''
begin atomic
  select * from private.desk_applications_per_week($1);
end;
revoke all on function public.desk_applications_per_week(integer) from public;
grant execute on function public.desk_applications_per_week(integer) to authenticated;
-- Supabase's default privileges grant EXECUTE to anon and service_role as well; only signed-in
-- users may call these (and the role check inside refuses everyone but admins).
revoke all on function private.desk_applications_per_week(integer) from public, anon, service_role;
grant execute on function private.desk_applications_per_week(integer) to authenticated;

-- Applications per region: the six regions in the form's order, each listed even with no
-- applications; a value from the earlier list follows only while stored rows hold it.
create function private.desk_applications_per_region()
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
revoke all on function private.desk_applications_per_region() from public, anon, service_role;
grant execute on function private.desk_applications_per_region() to authenticated;

-- The API's entry point: runs as the caller and calls the function above.
create function public.desk_applications_per_region()
returns table (region text, applications bigint, approved bigint)
language sql
stable
security invoker
set search_path = ''
begin atomic
  select * from private.desk_applications_per_region();
end;
revoke all on function public.desk_applications_per_region() from public;
grant execute on function public.desk_applications_per_region() to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Reports by period
-- ---------------------------------------------------------------------------------------------
-- Reports by period: the figures a reviewer used to get by exporting CSV and
-- counting in a spreadsheet, counted by the database in one call.
--
-- public.desk_report(p_from, p_to, p_grain) answers, for the submissions made between two
-- Mountain Time days (both inclusive; the desk's day, as in the CSV export and the list filters):
--   { from, to, grain,
--     periods:     [{ period_start, applications, contacts, alliance }]  -- every week/month, zeros too
--     totals:      { applications, contacts, alliance }
--     by_status:   [{ form, status, count }]
--     by_region:   [{ region, count }]        -- coach applications
--     by_subject:  [{ subject, count }]       -- contact messages
--     first_reply: [{ form, submitted, replied, median_seconds }] }
-- "form" is the desk's tab name (applications, contacts, alliance), so each figure maps to the
-- desk's list filters (?tab=&status=&region=&subject=&from=&to=) and links to the same rows.
--
-- Fast at 100,000 rows: reading every submission of the period on each call (and converting
-- each created_at to a Mountain Time week or month) took 0.8-1.9 s at 100,000 applications and
-- 100,000 contact messages. So the counts come from private.desk_report_days: how many
-- submissions of each form, status and region (applications) or subject (contacts) were made on
-- each Mountain Time day, kept exact by statement-level triggers on the three tables (insert,
-- update, delete, truncate). A report sums at most a few dozen rows a day of the period instead
-- of reading every submission.
-- A median cannot be summed, so the time to first reply comes from private.desk_first_replies:
-- one row per record that has a reply (its submission time and its first reply's), kept by
-- triggers on the replies and the submissions, instead of grouping every reply and looking each
-- record up on every call.

create table private.desk_report_days (
  form text not null,
  day date not null,
  status text not null,
  -- region for applications, subject for contact messages, '' for alliance registrations
  facet text not null,
  submissions integer not null,
  constraint desk_report_days_pkey primary key (form, day, status, facet),
  constraint desk_report_days_form_allowed check (form in ('applications', 'contacts', 'alliance'))
);

comment on table private.desk_report_days is
  'How many submissions of each form, status and region (applications) or subject (contacts) were '
  'made on each Mountain Time day: the counts behind public.desk_report(), kept exact by the '
  'desk_report_days triggers on the three submission tables. Rebuilt from the tables by '
  'private.rebuild_desk_report_days().';

-- Read only through desk_report() (security definer); nobody reads or writes it directly.
alter table private.desk_report_days enable row level security;
revoke all on private.desk_report_days from public, anon, authenticated;
create policy "no API role reads the report's day counts"
  on private.desk_report_days for select to anon, authenticated
  using (false);

create table private.desk_first_replies (
  record_kind text not null,
  record_id uuid not null,
  form text not null,
  submitted_at timestamptz not null,
  first_reply_at timestamptz not null,
  constraint desk_first_replies_pkey primary key (record_kind, record_id),
  constraint desk_first_replies_form_allowed check (form in ('applications', 'contacts', 'alliance'))
);

comment on table private.desk_first_replies is
  'For each submission the desk has replied to: when it was submitted and when its first reply '
  'was queued (the earliest desk_replies.created_at). The median time to first reply of '
  'public.desk_report() is read from it; kept exact by triggers on desk_replies and the three '
  'submission tables.';

create index desk_first_replies_submitted_at_idx
  on private.desk_first_replies (submitted_at) include (form, first_reply_at);

alter table private.desk_first_replies enable row level security;
revoke all on private.desk_first_replies from public, anon, authenticated;
create policy "no API role reads the report's first replies"
  on private.desk_first_replies for select to anon, authenticated
  using (false);

/** Sets the first reply of the given records of one kind again from their replies. */
create function private.refresh_desk_first_replies(p_record_kind text, p_record_ids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.desk_first_replies f
  where f.record_kind = p_record_kind and f.record_id = any (p_record_ids);
  execute pg_catalog.format(
    $q$
      insert into private.desk_first_replies
        (record_kind, record_id, form, submitted_at, first_reply_at)
      select $1, s.id, $2, s.created_at, r.first_at
      from public.%I s
      cross join lateral (
        select min(r.created_at) as first_at
        from public.desk_replies r
        where r.record_kind = $1 and r.record_id = s.id
      ) r
      where s.id = any ($3) and r.first_at is not null
    $q$,
    private.record_table(p_record_kind)
  )
  using p_record_kind,
    case p_record_kind
      when 'coach_application' then 'applications'
      when 'contact_submission' then 'contacts'
      when 'alliance_registration' then 'alliance'
    end,
    p_record_ids;
end;
$$;

comment on function private.refresh_desk_first_replies(text, uuid[]) is
  'Recomputes private.desk_first_replies for the given records of one kind from desk_replies.';

revoke all on function private.refresh_desk_first_replies(text, uuid[])
  from public, anon, authenticated;

/** Trigger on desk_replies: the records whose replies a statement added, removed or moved. */
create function private.refresh_desk_first_replies_of_replies()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  touched record;
begin
  if TG_OP = 'TRUNCATE' then
    delete from private.desk_first_replies where true;
  elsif TG_OP = 'INSERT' then
    for touched in
      select n.record_kind, pg_catalog.array_agg(distinct n.record_id) as ids
      from new_rows n group by n.record_kind
    loop
      perform private.refresh_desk_first_replies(touched.record_kind, touched.ids);
    end loop;
  elsif TG_OP = 'DELETE' then
    for touched in
      select o.record_kind, pg_catalog.array_agg(distinct o.record_id) as ids
      from old_rows o group by o.record_kind
    loop
      perform private.refresh_desk_first_replies(touched.record_kind, touched.ids);
    end loop;
  else
    -- Sending a reply updates its state many times; only a change of its record or its time
    -- can change a first reply.
    for touched in
      select k.record_kind, pg_catalog.array_agg(distinct k.record_id) as ids
      from (
        select o.record_kind, o.record_id
        from old_rows o join new_rows n on n.id = o.id
        where (o.record_kind, o.record_id, o.created_at)
          is distinct from (n.record_kind, n.record_id, n.created_at)
        union all
        select n.record_kind, n.record_id
        from old_rows o join new_rows n on n.id = o.id
        where (o.record_kind, o.record_id, o.created_at)
          is distinct from (n.record_kind, n.record_id, n.created_at)
      ) k
      group by k.record_kind
    loop
      perform private.refresh_desk_first_replies(touched.record_kind, touched.ids);
    end loop;
  end if;
  return null;
end;
$$;

comment on function private.refresh_desk_first_replies_of_replies() is
  'Trigger: keeps private.desk_first_replies exact when desk replies are added, removed or moved.';

revoke all on function private.refresh_desk_first_replies_of_replies()
  from public, anon, authenticated;

create trigger desk_replies_refresh_first_replies_insert
  after insert on public.desk_replies referencing new table as new_rows
  for each statement execute function private.refresh_desk_first_replies_of_replies();
create trigger desk_replies_refresh_first_replies_update
  after update on public.desk_replies referencing old table as old_rows new table as new_rows
  for each statement execute function private.refresh_desk_first_replies_of_replies();
create trigger desk_replies_refresh_first_replies_delete
  after delete on public.desk_replies referencing old table as old_rows
  for each statement execute function private.refresh_desk_first_replies_of_replies();
create trigger desk_replies_refresh_first_replies_truncate
  after truncate on public.desk_replies
  for each statement execute function private.refresh_desk_first_replies_of_replies();

/**
 * Adds a statement's new rows to the day counts and takes its old rows away: one grouped upsert
 * per statement, so a bulk status change of 1,000 records or a seed batch of 2,000 rows costs one
 * write per day and status touched, not one per row. A count that falls to zero is deleted.
 * Also keeps the records' first replies: gone with the record, moved with its created_at.
 * TG_ARGV[0] is the form, TG_ARGV[1] the column counted as the facet ('' for none), TG_ARGV[2]
 * the record kind desk_replies uses.
 */
create function private.count_desk_report_days()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  report_form text := TG_ARGV[0];
  facet_column text := TG_ARGV[1];
  reply_kind text := TG_ARGV[2];
  replied uuid[];
begin
  if TG_OP = 'TRUNCATE' then
    delete from private.desk_report_days d where d.form = report_form;
    delete from private.desk_first_replies f where f.record_kind = reply_kind;
    return null;
  end if;

  -- Each branch names only the transition tables its event has (new_rows does not exist for a
  -- delete, nor old_rows for an insert).
  if TG_OP = 'INSERT' then
    insert into private.desk_report_days as d (form, day, status, facet, submissions)
    select report_form, c.day, c.status, c.facet, count(*)
    from (
      select (n.created_at at time zone 'America/Boise')::date as day, n.status,
        coalesce(pg_catalog.to_jsonb(n) ->> facet_column, '') as facet
      from new_rows n
    ) c
    group by c.day, c.status, c.facet
    on conflict (form, day, status, facet)
      do update set submissions = d.submissions + excluded.submissions;
    -- Replies kept for a record id before the record existed (a restore) count from now on.
    replied := array(
      select n.id from new_rows n
      where exists (
        select 1 from public.desk_replies r where r.record_kind = reply_kind and r.record_id = n.id
      )
    );
    if pg_catalog.cardinality(replied) > 0 then
      perform private.refresh_desk_first_replies(reply_kind, replied);
    end if;
    return null;
  end if;

  if TG_OP = 'UPDATE' then
    insert into private.desk_report_days as d (form, day, status, facet, submissions)
    select report_form, c.day, c.status, c.facet, sum(c.change)
    from (
      select (n.created_at at time zone 'America/Boise')::date as day, n.status,
        coalesce(pg_catalog.to_jsonb(n) ->> facet_column, '') as facet, 1 as change
      from new_rows n
      union all
      select (o.created_at at time zone 'America/Boise')::date, o.status,
        coalesce(pg_catalog.to_jsonb(o) ->> facet_column, ''), -1
      from old_rows o
    ) c
    group by c.day, c.status, c.facet
    -- An update that leaves day, status and facet alone (a note, a name) writes nothing.
    having sum(c.change) <> 0
    on conflict (form, day, status, facet)
      do update set submissions = d.submissions + excluded.submissions;
    replied := array(
      select n.id from new_rows n join old_rows o on o.id = n.id
      where n.created_at is distinct from o.created_at
        and exists (select 1 from private.desk_first_replies f
                    where f.record_kind = reply_kind and f.record_id = n.id)
    );
    if pg_catalog.cardinality(replied) > 0 then
      perform private.refresh_desk_first_replies(reply_kind, replied);
    end if;
  else
    insert into private.desk_report_days as d (form, day, status, facet, submissions)
    select report_form, c.day, c.status, c.facet, -count(*)
    from (
      select (o.created_at at time zone 'America/Boise')::date as day, o.status,
        coalesce(pg_catalog.to_jsonb(o) ->> facet_column, '') as facet
      from old_rows o
    ) c
    group by c.day, c.status, c.facet
    on conflict (form, day, status, facet)
      do update set submissions = d.submissions + excluded.submissions;
    delete from private.desk_first_replies f
    using old_rows o
    where f.record_kind = reply_kind and f.record_id = o.id;
  end if;

  delete from private.desk_report_days d
  using (
    select distinct (o.created_at at time zone 'America/Boise')::date as day, o.status,
      coalesce(pg_catalog.to_jsonb(o) ->> facet_column, '') as facet
    from old_rows o
  ) k
  where d.form = report_form and d.day = k.day and d.status = k.status and d.facet = k.facet
    and d.submissions = 0;
  return null;
end;
$$;

comment on function private.count_desk_report_days() is
  'Trigger: keeps private.desk_report_days equal to the submissions of one form (TG_ARGV[0]), '
  'counted by Mountain Time day, status and the facet column TG_ARGV[1].';

revoke all on function private.count_desk_report_days() from public, anon, authenticated;

/** Counts every submission and first reply again: the first fill, and a repair if ever needed. */
create function private.rebuild_desk_report_days()
returns void
language sql
security definer
set search_path = ''
as $$
  -- `where true`: hosted's safeupdate refuses an UPDATE or DELETE without a WHERE clause.
  delete from private.desk_report_days where true;
  insert into private.desk_report_days (form, day, status, facet, submissions)
  select 'applications', (a.created_at at time zone 'America/Boise')::date, a.status, a.region,
    count(*)
  from public.coach_applications a
  group by 2, 3, 4;
  insert into private.desk_report_days (form, day, status, facet, submissions)
  select 'contacts', (c.created_at at time zone 'America/Boise')::date, c.status, c.subject,
    count(*)
  from public.contact_submissions c
  group by 2, 3, 4;
  insert into private.desk_report_days (form, day, status, facet, submissions)
  select 'alliance', (l.created_at at time zone 'America/Boise')::date, l.status, '', count(*)
  from public.alliance_registrations l
  group by 2, 3, 4;

  delete from private.desk_first_replies where true;
  with first_replies as (
    select r.record_kind, r.record_id, min(r.created_at) as first_at
    from public.desk_replies r
    group by r.record_kind, r.record_id
  )
  insert into private.desk_first_replies
    (record_kind, record_id, form, submitted_at, first_reply_at)
  select f.record_kind, f.record_id, 'applications', a.created_at, f.first_at
  from first_replies f join public.coach_applications a on a.id = f.record_id
  where f.record_kind = 'coach_application'
  union all
  select f.record_kind, f.record_id, 'contacts', c.created_at, f.first_at
  from first_replies f join public.contact_submissions c on c.id = f.record_id
  where f.record_kind = 'contact_submission'
  union all
  select f.record_kind, f.record_id, 'alliance', l.created_at, f.first_at
  from first_replies f join public.alliance_registrations l on l.id = f.record_id
  where f.record_kind = 'alliance_registration';
$$;

comment on function private.rebuild_desk_report_days() is
  'Recounts private.desk_report_days and private.desk_first_replies from the submission tables '
  'and desk_replies (the triggers keep them exact; this is the first fill and a repair).';

revoke all on function private.rebuild_desk_report_days() from public, anon, authenticated;

-- Three triggers a table: a trigger with transition tables fires for one event only.
create trigger coach_applications_count_report_insert
  after insert on public.coach_applications referencing new table as new_rows
  for each statement execute function private.count_desk_report_days('applications', 'region', 'coach_application');
create trigger coach_applications_count_report_update
  after update on public.coach_applications
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.count_desk_report_days('applications', 'region', 'coach_application');
create trigger coach_applications_count_report_delete
  after delete on public.coach_applications referencing old table as old_rows
  for each statement execute function private.count_desk_report_days('applications', 'region', 'coach_application');
create trigger coach_applications_count_report_truncate
  after truncate on public.coach_applications
  for each statement execute function private.count_desk_report_days('applications', 'region', 'coach_application');

create trigger contact_submissions_count_report_insert
  after insert on public.contact_submissions referencing new table as new_rows
  for each statement execute function private.count_desk_report_days('contacts', 'subject', 'contact_submission');
create trigger contact_submissions_count_report_update
  after update on public.contact_submissions
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.count_desk_report_days('contacts', 'subject', 'contact_submission');
create trigger contact_submissions_count_report_delete
  after delete on public.contact_submissions referencing old table as old_rows
  for each statement execute function private.count_desk_report_days('contacts', 'subject', 'contact_submission');
create trigger contact_submissions_count_report_truncate
  after truncate on public.contact_submissions
  for each statement execute function private.count_desk_report_days('contacts', 'subject', 'contact_submission');

create trigger alliance_registrations_count_report_insert
  after insert on public.alliance_registrations referencing new table as new_rows
  for each statement execute function private.count_desk_report_days('alliance', '', 'alliance_registration');
create trigger alliance_registrations_count_report_update
  after update on public.alliance_registrations
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.count_desk_report_days('alliance', '', 'alliance_registration');
create trigger alliance_registrations_count_report_delete
  after delete on public.alliance_registrations referencing old table as old_rows
  for each statement execute function private.count_desk_report_days('alliance', '', 'alliance_registration');
create trigger alliance_registrations_count_report_truncate
  after truncate on public.alliance_registrations
  for each statement execute function private.count_desk_report_days('alliance', '', 'alliance_registration');

-- Fired also under session_replication_role = replica, which `npm run db:seed-large` sets to skip
-- the public forms' rate limits: a count that skipped seeded rows would be wrong. (A plain
-- pg_dump restore loads the rows before it creates triggers, and loads this table's own rows.)
alter table public.coach_applications enable always trigger coach_applications_count_report_insert;
alter table public.coach_applications enable always trigger coach_applications_count_report_update;
alter table public.coach_applications enable always trigger coach_applications_count_report_delete;
alter table public.coach_applications enable always trigger coach_applications_count_report_truncate;
alter table public.contact_submissions enable always trigger contact_submissions_count_report_insert;
alter table public.contact_submissions enable always trigger contact_submissions_count_report_update;
alter table public.contact_submissions enable always trigger contact_submissions_count_report_delete;
alter table public.contact_submissions enable always trigger contact_submissions_count_report_truncate;
alter table public.alliance_registrations
  enable always trigger alliance_registrations_count_report_insert;
alter table public.alliance_registrations
  enable always trigger alliance_registrations_count_report_update;
alter table public.alliance_registrations
  enable always trigger alliance_registrations_count_report_delete;
alter table public.alliance_registrations
  enable always trigger alliance_registrations_count_report_truncate;

alter table public.desk_replies enable always trigger desk_replies_refresh_first_replies_insert;
alter table public.desk_replies enable always trigger desk_replies_refresh_first_replies_update;
alter table public.desk_replies enable always trigger desk_replies_refresh_first_replies_delete;
alter table public.desk_replies enable always trigger desk_replies_refresh_first_replies_truncate;

-- The report, from the day counts.
-- The time to first reply runs from a record's submission to the first reply the desk queued.
-- Weeks start on Monday (ISO). Refused unless public.can_work_submissions().
create function private.desk_report(p_from date, p_to date, p_grain text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  lower_bound timestamptz;
  upper_bound timestamptz;
  result jsonb;
begin
  if not coalesce(public.can_work_submissions(), false) then
    raise exception 'Only the desk''s reviewers can see reports' using errcode = '42501';
  end if;
  if p_from is null or p_to is null or p_from > p_to then
    raise exception 'Choose a period whose start is on or before its end' using errcode = '22023';
  end if;
  if p_grain is null or p_grain not in ('week', 'month') then
    raise exception 'Choose weeks or months' using errcode = '22023';
  end if;
  if p_to - p_from > 366 * 5 then
    raise exception 'Choose a period of at most five years' using errcode = '22023';
  end if;
  lower_bound := p_from::timestamp at time zone 'America/Boise';
  upper_bound := (p_to + 1)::timestamp at time zone 'America/Boise';

  -- One pass over the period's day counts gives every grouping the report shows.
  with grouped as materialized (
    -- A Mountain Time day is in the period exactly when its submissions' created_at lies between
    -- the Boise midnights of p_from and p_to + 1.
    select d.form,
      pg_catalog.date_trunc(p_grain, d.day::timestamp)::date as period_start,
      d.status, d.facet, sum(d.submissions) as n,
      grouping(pg_catalog.date_trunc(p_grain, d.day::timestamp)::date, d.status, d.facet)
        as grouping_set
    from private.desk_report_days d
    where d.day between p_from and p_to
    group by grouping sets (
      (d.form),
      (d.form, pg_catalog.date_trunc(p_grain, d.day::timestamp)::date),
      (d.form, d.status),
      (d.form, d.facet)
    )
    having sum(d.submissions) <> 0
  ),
  per_period as (
    select g.period_start,
      coalesce(sum(g.n) filter (where g.form = 'applications'), 0) as applications,
      coalesce(sum(g.n) filter (where g.form = 'contacts'), 0) as contacts,
      coalesce(sum(g.n) filter (where g.form = 'alliance'), 0) as alliance
    from grouped g
    where g.grouping_set = 3 -- by form and period (status and facet rolled up)
    group by g.period_start
  ),
  buckets as (
    select g::date as period_start
    from pg_catalog.generate_series(
      pg_catalog.date_trunc(p_grain, p_from::timestamp),
      pg_catalog.date_trunc(p_grain, p_to::timestamp),
      ('1 ' || p_grain)::interval
    ) g
  ),
  reply_stats as (
    select f.form, count(*) as replied,
      pg_catalog.percentile_cont(0.5) within group (
        order by pg_catalog.date_part('epoch', f.first_reply_at - f.submitted_at)
      ) as median_seconds
    from private.desk_first_replies f
    where f.submitted_at >= lower_bound and f.submitted_at < upper_bound
    group by f.form
  ),
  form_totals as (
    select g.form, g.n as submitted from grouped g where g.grouping_set = 7
  )
  select pg_catalog.jsonb_build_object(
    'from', p_from,
    'to', p_to,
    'grain', p_grain,
    'periods', (
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'period_start', b.period_start,
        'applications', coalesce(p.applications, 0),
        'contacts', coalesce(p.contacts, 0),
        'alliance', coalesce(p.alliance, 0)
      ) order by b.period_start)
      from buckets b
      left join per_period p on p.period_start = b.period_start
    ),
    'totals', (
      select pg_catalog.jsonb_build_object(
        'applications', coalesce(sum(t.submitted) filter (where t.form = 'applications'), 0),
        'contacts', coalesce(sum(t.submitted) filter (where t.form = 'contacts'), 0),
        'alliance', coalesce(sum(t.submitted) filter (where t.form = 'alliance'), 0)
      )
      from form_totals t
    ),
    'by_status', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'form', t.form, 'status', t.status, 'count', t.n) order by t.form, t.n desc, t.status)
      from (select g.form, g.status, g.n from grouped g where g.grouping_set = 5) t
    ), '[]'::jsonb),
    'by_region', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'region', t.region, 'count', t.n) order by t.n desc, t.region)
      from (
        select g.facet as region, g.n from grouped g
        where g.grouping_set = 6 and g.form = 'applications'
      ) t
    ), '[]'::jsonb),
    'by_subject', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'subject', t.subject, 'count', t.n) order by t.n desc, t.subject)
      from (
        select g.facet as subject, g.n from grouped g
        where g.grouping_set = 6 and g.form = 'contacts'
      ) t
    ), '[]'::jsonb),
    'first_reply', (
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'form', forms.form,
        'submitted', coalesce(t.submitted, 0),
        'replied', coalesce(rs.replied, 0),
        'median_seconds', rs.median_seconds
      ) order by forms.position)
      from (values ('applications', 1), ('contacts', 2), ('alliance', 3)) as forms (form, position)
      left join form_totals t on t.form = forms.form
      left join reply_stats rs on rs.form = forms.form
    )
  ) into result;
  return result;
end;
$$;
comment on function private.desk_report(date, date, text) is
  'Reports by period for the desk: counts per form by week or month, by status, by region '
  '(applications) and subject (contacts), and the median time to first reply, for submissions '
  'between two Mountain Time days. Read-only; refused unless public.can_work_submissions().';
revoke all on function private.desk_report(date, date, text) from public, anon;
grant execute on function private.desk_report(date, date, text) to authenticated, service_role;

-- The API's entry point: runs as the caller and calls the function above.
create function public.desk_report(p_from date, p_to date, p_grain text)
returns jsonb
language sql
stable
security invoker
set search_path = ''
begin atomic
  select private.desk_report($1, $2, $3);
end;
revoke all on function public.desk_report(date, date, text) from public;
grant execute on function public.desk_report(date, date, text) to authenticated, service_role;
comment on function public.desk_report(date, date, text) is
  'Reports by period for the desk: counts per form by week or month, by status, by region '
  '(applications) and subject (contacts), and the median time to first reply, for submissions '
  'between two Mountain Time days. Read-only; refused unless public.can_work_submissions().';
