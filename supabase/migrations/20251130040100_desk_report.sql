-- Reports by period (issue 25 item 6): the figures a reviewer used to get by exporting CSV and
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
-- The time to first reply runs from a record's submission to the first reply the desk queued.
-- Weeks start on Monday (ISO). Refused unless public.can_work_submissions().
create function public.desk_report(p_from date, p_to date, p_grain text)
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

  with submitted as materialized (
    select 'applications'::text as form, a.id, a.created_at, a.status, a.region, null::text as subject,
      'coach_application'::text as record_kind
    from public.coach_applications a
    where a.created_at >= lower_bound and a.created_at < upper_bound
    union all
    select 'contacts', c.id, c.created_at, c.status, null, c.subject, 'contact_submission'
    from public.contact_submissions c
    where c.created_at >= lower_bound and c.created_at < upper_bound
    union all
    select 'alliance', l.id, l.created_at, l.status, null, null, 'alliance_registration'
    from public.alliance_registrations l
    where l.created_at >= lower_bound and l.created_at < upper_bound
  ),
  per_period as (
    select pg_catalog.date_trunc(p_grain, s.created_at at time zone 'America/Boise')::date
        as period_start,
      count(*) filter (where s.form = 'applications') as applications,
      count(*) filter (where s.form = 'contacts') as contacts,
      count(*) filter (where s.form = 'alliance') as alliance
    from submitted s
    group by 1
  ),
  buckets as (
    select g::date as period_start
    from pg_catalog.generate_series(
      pg_catalog.date_trunc(p_grain, p_from::timestamp),
      pg_catalog.date_trunc(p_grain, p_to::timestamp),
      ('1 ' || p_grain)::interval
    ) g
  ),
  reply_times as materialized (
    select s.form, pg_catalog.date_part('epoch', f.first_at - s.created_at) as seconds
    from submitted s
    join (
      select r.record_kind, r.record_id, min(r.created_at) as first_at
      from public.desk_replies r
      group by r.record_kind, r.record_id
    ) f on f.record_kind = s.record_kind and f.record_id = s.id
  ),
  reply_stats as (
    select rt.form, count(*) as replied,
      pg_catalog.percentile_cont(0.5) within group (order by rt.seconds) as median_seconds
    from reply_times rt
    group by rt.form
  ),
  form_totals as (
    select s.form, count(*) as submitted from submitted s group by s.form
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
      from (select s.form, s.status, count(*) as n from submitted s group by s.form, s.status) t
    ), '[]'::jsonb),
    'by_region', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'region', t.region, 'count', t.n) order by t.n desc, t.region)
      from (
        select s.region, count(*) as n from submitted s
        where s.form = 'applications' group by s.region
      ) t
    ), '[]'::jsonb),
    'by_subject', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'subject', t.subject, 'count', t.n) order by t.n desc, t.subject)
      from (
        select s.subject, count(*) as n from submitted s
        where s.form = 'contacts' group by s.subject
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

comment on function public.desk_report(date, date, text) is
  'Reports by period for the desk: counts per form by week or month, by status, by region '
  '(applications) and subject (contacts), and the median time to first reply, for submissions '
  'between two Mountain Time days. Read-only; refused unless public.can_work_submissions().';

revoke all on function public.desk_report(date, date, text) from public, anon;
grant execute on function public.desk_report(date, date, text) to authenticated, service_role;
