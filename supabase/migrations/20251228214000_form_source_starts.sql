-- The Visits report's campaigns and referrers count the forms they led people to start, beside
-- the forms sent and the new subscribers to updates: a form's first field touched (the funnel's
-- "started") also adds one to a counter of its form, day and the visit's campaign or referring
-- site, which the browser sends with the step from what the visit's first page kept
-- (sessionStorage, src/lib/visit-attribution.ts). Counters only, normalised and capped per day
-- like the page-view counters; nothing about the visitor.
set local check_function_bodies = off;

create table private.form_source_days (
  form text not null,
  day date not null,
  utm_campaign text not null default '',
  utm_source text not null default '',
  utm_medium text not null default '',
  referrer_domain text not null default '',
  started bigint not null default 0 check (started >= 0),
  primary key (form, day, utm_campaign, utm_source, utm_medium, referrer_domain),
  constraint form_source_days_form_allowed check (
    form in ('contact_submission', 'coach_application', 'alliance_registration')
  )
);
comment on table private.form_source_days is
  'Forms started per day and the campaign or referring site of the visit: counts only.';
alter table private.form_source_days enable row level security;
revoke all on table private.form_source_days from public, anon, authenticated;
-- Said outright, as for the other private tables (the Advisor's rls_enabled_no_policy): only the
-- definer-rights functions read and write it.
create policy "no API role reads the form source counters"
  on private.form_source_days for select to anon, authenticated
  using (false);

-- A visit's campaign (utm_*) or, without one, its referring site, as the counters store them:
-- normalised, a bounded number of distinct values a day ('(other)' past it), '' for none.
create function private.visit_source(
  p_visit jsonb,
  out utm_campaign text, out utm_source text, out utm_medium text, out referrer_domain text
)
language plpgsql
volatile
set search_path = ''
as $$
declare
  today date := (pg_catalog.now() at time zone 'America/Boise')::date;
  v_referrer text := pg_catalog.regexp_replace(
    pg_catalog.lower(pg_catalog.btrim(coalesce(p_visit ->> 'referrer_domain', ''))), '^www\.', '');
begin
  utm_campaign := ''; utm_source := ''; utm_medium := ''; referrer_domain := '';
  if pg_catalog.jsonb_typeof(p_visit) is distinct from 'object' then
    return;
  end if;
  utm_campaign := private.visit_campaign_value(p_visit ->> 'utm_campaign');
  utm_source := private.visit_campaign_value(p_visit ->> 'utm_source');
  utm_medium := private.visit_campaign_value(p_visit ->> 'utm_medium');
  if utm_campaign <> '' or utm_source <> '' or utm_medium <> '' then
    -- A campaign names the source; the referrer is kept only without one, as the table shows.
    utm_campaign := private.visit_capped_value(today, 'utm_campaign', utm_campaign);
    utm_source := private.visit_capped_value(today, 'utm_source', utm_source);
    utm_medium := private.visit_capped_value(today, 'utm_medium', utm_medium);
  elsif v_referrer <> '' and private.is_domain_name(v_referrer) then
    referrer_domain := private.visit_capped_value(today, 'referrer', v_referrer);
  end if;
end;
$$;
revoke all on function private.visit_source(jsonb) from public;

-- One start of a form for the visit's campaign or referring site; a visit with neither is not
-- counted here (the funnel's own counter has it).
create function private.count_form_source_start(p_form text, p_visit jsonb)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  v record;
begin
  select * into v from private.visit_source(p_visit);
  if v.utm_campaign = '' and v.utm_source = '' and v.utm_medium = '' and v.referrer_domain = '' then
    return;
  end if;
  insert into private.form_source_days as c (
    form, day, utm_campaign, utm_source, utm_medium, referrer_domain, started
  )
  values (
    p_form, (pg_catalog.now() at time zone 'America/Boise')::date,
    v.utm_campaign, v.utm_source, v.utm_medium, v.referrer_domain, 1
  )
  on conflict (form, day, utm_campaign, utm_source, utm_medium, referrer_domain)
  do update set started = c.started + 1;
end;
$$;
revoke all on function private.count_form_source_start(text, jsonb) from public;

-- The sign-ups' counter reads the visit the same way.
create or replace function private.count_update_signup_source(p_visit jsonb)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  v record;
begin
  select * into v from private.visit_source(p_visit);
  if v.utm_campaign = '' and v.utm_source = '' and v.utm_medium = '' and v.referrer_domain = '' then
    return;
  end if;
  insert into private.update_signup_source_days as c (
    day, utm_campaign, utm_source, utm_medium, referrer_domain, signups
  )
  values (
    (pg_catalog.now() at time zone 'America/Boise')::date,
    v.utm_campaign, v.utm_source, v.utm_medium, v.referrer_domain, 1
  )
  on conflict (day, utm_campaign, utm_source, utm_medium, referrer_domain)
  do update set signups = c.signups + 1;
end;
$$;

-- The funnel's step gains the visit it came from (optional: a page built before sends none).
drop function public.record_form_event(text, text);
create function public.record_form_event(p_form text, p_step text, p_visit jsonb default null)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  client_address text := private.client_address(
    nullif(pg_catalog.current_setting('request.headers', true), '')::jsonb
  );
  client bytea;
  this_hour timestamptz := pg_catalog.date_trunc('hour', pg_catalog.now());
  counted integer;
begin
  if p_form is null or p_form not in ('contact_submission', 'coach_application', 'alliance_registration') then
    raise exception 'Unknown form: %', p_form using errcode = '22023';
  end if;
  if p_step is null or p_step not in ('viewed', 'started', 'checked', 'sent', 'refused') then
    raise exception 'Unknown step: %', p_step using errcode = '22023';
  end if;

  -- The desk's own people are not visitors (the browser sends nothing for them either).
  if (select auth.uid()) is not null and exists (
    select 1 from public.user_roles r where r.user_id = (select auth.uid())
  ) then
    return false;
  end if;

  -- Events without a client address (direct SQL, a proxy that sent none) share one allowance.
  client := pg_catalog.sha256(pg_catalog.convert_to(
    (select s.salt from private.intake_limit_salt s) || '|funnel|'
      || coalesce(private.client_network(client_address), 'none'),
    'UTF8'
  ));

  insert into private.form_event_networks as n (client_hash, hour, events)
  values (client, this_hour, 1)
  on conflict (client_hash, hour) do update set events = n.events + 1
  returning n.events into counted;

  if counted > (select l.per_network_hour from private.form_event_limits() l) then
    return false;
  end if;

  -- A start also counts for the visit's campaign or referring site (nothing about the visitor).
  if p_step = 'started' then
    perform private.count_form_source_start(p_form, p_visit);
  end if;

  insert into private.form_funnel_days as f (form, day, viewed, started, checked, sent, refused)
  values (
    p_form,
    (pg_catalog.now() at time zone 'America/Boise')::date,
    (p_step = 'viewed')::integer, (p_step = 'started')::integer, (p_step = 'checked')::integer,
    (p_step = 'sent')::integer, (p_step = 'refused')::integer
  )
  on conflict (form, day) do update set
    viewed = f.viewed + excluded.viewed,
    started = f.started + excluded.started,
    checked = f.checked + excluded.checked,
    sent = f.sent + excluded.sent,
    refused = f.refused + excluded.refused;

  -- About one call in a hundred forgets the per-network counts older than a day.
  if pg_catalog.random() < 0.01 then
    delete from private.form_event_networks where hour < pg_catalog.now() - interval '1 day';
  end if;
  return true;
end;
$$;
comment on function public.record_form_event(text, text, jsonb) is
  'Adds one to today''s counter of a form''s funnel step (viewed, started, checked, sent, '
  'refused), and a start to the counter of the visit''s campaign or referring site (p_visit: '
  'utm_campaign, utm_source, utm_medium, referrer_domain); answers whether it was counted (false '
  'past the per-network hourly limit or for a member of the desk). Keeps nothing about the caller '
  'but a salted network hash for an hour''s limit.';
revoke all on function public.record_form_event(text, text, jsonb) from public, anon, authenticated;
grant execute on function public.record_form_event(text, text, jsonb) to anon, authenticated, service_role;

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
        'referrer', o.referrer, 'started', o.started, 'sent', o.sent
      ) order by o.sent desc, o.started desc, o.form, o.campaign, o.source, o.medium, o.referrer),
        '[]'::jsonb)
      from (
        select s.form,
          s.utm_campaign as campaign, s.utm_source as source, s.utm_medium as medium,
          case when coalesce(s.utm_campaign, s.utm_source, s.utm_medium) is null
            then s.referrer_domain end as referrer,
          -- Starts are counted for the forms only: a sign-up for updates has no "started".
          case when s.form = 'update_signup' then null
            else pg_catalog.sum(s.started)::bigint end as started,
          pg_catalog.sum(s.sent)::bigint as sent
        from (
          select 'coach_application' as form, a.utm_campaign, a.utm_source, a.utm_medium,
            a.referrer_domain, (a.created_at at time zone 'America/Boise')::date as day,
            0 as started, 1 as sent
          from public.coach_applications a
          union all
          select 'contact_submission', c.utm_campaign, c.utm_source, c.utm_medium,
            c.referrer_domain, (c.created_at at time zone 'America/Boise')::date, 0, 1
          from public.contact_submissions c
          union all
          select 'alliance_registration', r.utm_campaign, r.utm_source, r.utm_medium,
            r.referrer_domain, (r.created_at at time zone 'America/Boise')::date, 0, 1
          from public.alliance_registrations r
          union all
          -- The forms started, by day and the visit's campaign or referring site.
          select f.form, nullif(f.utm_campaign, ''), nullif(f.utm_source, ''),
            nullif(f.utm_medium, ''), nullif(f.referrer_domain, ''), f.day, f.started, 0
          from private.form_source_days f
          union all
          -- New subscribers to updates, counted by day without naming anyone.
          select 'update_signup', nullif(u.utm_campaign, ''), nullif(u.utm_source, ''),
            nullif(u.utm_medium, ''), nullif(u.referrer_domain, ''), u.day, 0, u.signups
          from private.update_signup_source_days u
        ) s
        where coalesce(s.utm_campaign, s.utm_source, s.utm_medium, s.referrer_domain) is not null
          and s.day between p_from and p_to
        group by 1, 2, 3, 4, 5
        order by 7 desc, 6 desc nulls last
        limit 50
      ) o
    )
  );
end;
$$;
