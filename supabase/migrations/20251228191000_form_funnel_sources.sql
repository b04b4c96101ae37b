-- The Visits report answers "which campaign led to sent applications": the form funnel adds, beside
-- the landing pages that led to what was sent, the campaigns (utm_campaign, utm_source,
-- utm_medium) and referring sites that did, counted from what each record already stores of its
-- visit. The funnel's "started" counts are per form and day only (they carry no campaign), so a
-- campaign's starts are not counted.
set local check_function_bodies = off;

create or replace function public.form_funnel(p_from date, p_to date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not coalesce(public.can_work_submissions(), false) then
    raise exception 'Only the desk''s reviewers can see the form funnel' using errcode = '42501';
  end if;
  if p_from is null or p_to is null or p_from > p_to then
    raise exception 'Choose a period whose start is on or before its end' using errcode = '22023';
  end if;
  if p_to - p_from > 366 * 5 then
    raise exception 'Choose a period of at most five years' using errcode = '22023';
  end if;
  return pg_catalog.jsonb_build_object(
    'from', p_from,
    'to', p_to,
    'forms', (
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'form', t.form, 'viewed', t.viewed, 'started', t.started, 'checked', t.checked,
        'sent', t.sent, 'refused', t.refused
      ) order by t.position)
      from (
        select k.form, k.position,
          coalesce(pg_catalog.sum(f.viewed), 0) as viewed,
          coalesce(pg_catalog.sum(f.started), 0) as started,
          coalesce(pg_catalog.sum(f.checked), 0) as checked,
          coalesce(pg_catalog.sum(f.sent), 0) as sent,
          coalesce(pg_catalog.sum(f.refused), 0) as refused
        from (values ('contact_submission', 1), ('coach_application', 2), ('alliance_registration', 3))
          as k (form, position)
        left join private.form_funnel_days f on f.form = k.form and f.day between p_from and p_to
        group by k.form, k.position
      ) t
    ),
    -- Which pages led to what was sent: each form's sent records of the period by landing page
    -- (the first page of the visit, stored on the record), the most first.
    'origins', (
      select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'form', o.form, 'landing_page', o.landing_page, 'sent', o.sent
      ) order by o.sent desc, o.form, o.landing_page), '[]'::jsonb)
      from (
        select s.form, s.landing_page, pg_catalog.count(*) as sent
        from (
          select 'coach_application' as form, a.landing_page, a.created_at from public.coach_applications a
          union all
          select 'contact_submission', c.landing_page, c.created_at from public.contact_submissions c
          union all
          select 'alliance_registration', r.landing_page, r.created_at from public.alliance_registrations r
        ) s
        where s.landing_page is not null
          and (s.created_at at time zone 'America/Boise')::date between p_from and p_to
        group by s.form, s.landing_page
      ) o
    ),
    -- Which campaigns and referrers led to what was sent: each form's sent records of the period
    -- by the campaign their visit came with (utm_campaign, utm_source, utm_medium), or, without
    -- one, the site that referred it; the most first, at most 50.
    'sources', (
      select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'form', o.form, 'campaign', o.campaign, 'source', o.source, 'medium', o.medium,
        'referrer', o.referrer, 'sent', o.sent
      ) order by o.sent desc, o.form, o.campaign, o.source, o.medium, o.referrer), '[]'::jsonb)
      from (
        select s.form,
          s.utm_campaign as campaign, s.utm_source as source, s.utm_medium as medium,
          case when coalesce(s.utm_campaign, s.utm_source, s.utm_medium) is null
            then s.referrer_domain end as referrer,
          pg_catalog.count(*) as sent
        from (
          select 'coach_application' as form, a.utm_campaign, a.utm_source, a.utm_medium,
            a.referrer_domain, a.created_at
          from public.coach_applications a
          union all
          select 'contact_submission', c.utm_campaign, c.utm_source, c.utm_medium,
            c.referrer_domain, c.created_at
          from public.contact_submissions c
          union all
          select 'alliance_registration', r.utm_campaign, r.utm_source, r.utm_medium,
            r.referrer_domain, r.created_at
          from public.alliance_registrations r
        ) s
        where coalesce(s.utm_campaign, s.utm_source, s.utm_medium, s.referrer_domain) is not null
          and (s.created_at at time zone 'America/Boise')::date between p_from and p_to
        group by 1, 2, 3, 4, 5
        order by 6 desc
        limit 50
      ) o
    )
  );
end;
$$;
comment on function public.form_funnel(date, date) is
  'The form funnel for the desk: per intake form, the views, starts, "Check your answers" reached, '
  'sends and validation refusals counted between two Mountain Time days, and the pages that led '
  'to the records sent in those days (origins: form, landing page, count) and the campaigns or '
  'referrers that did (sources: form, campaign, source, medium, referrer, count). Refused unless '
  'public.can_work_submissions() (administrators and reviewers).';
revoke all on function public.form_funnel(date, date) from public, anon;
grant execute on function public.form_funnel(date, date) to authenticated, service_role;
