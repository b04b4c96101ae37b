-- The Visits report's campaigns and referrers count the people who subscribed to updates from
-- each, beside the forms they led to. Nothing about a subscriber is stored for it: a sign-up of a
-- new address adds one to a counter of its day and its visit's campaign (utm_campaign,
-- utm_source, utm_medium) or referring site, as the page-view counters do, with the same
-- normalisation and the same daily cap on distinct values (private.visit_campaign_value,
-- private.visit_capped_value). The subscription itself keeps only its consent record.
set local check_function_bodies = off;

create table private.update_signup_source_days (
  day date not null,
  utm_campaign text not null default '',
  utm_source text not null default '',
  utm_medium text not null default '',
  referrer_domain text not null default '',
  signups integer not null default 0 check (signups >= 0),
  primary key (day, utm_campaign, utm_source, utm_medium, referrer_domain)
);
comment on table private.update_signup_source_days is
  'New subscribers to updates per day and the campaign or referring site of their visit: counts only.';
alter table private.update_signup_source_days enable row level security;
revoke all on table private.update_signup_source_days from public, anon, authenticated;
-- Said outright, as for the other private tables (the Advisor's rls_enabled_no_policy): only the
-- definer-rights functions read and write it.
create policy "no API role reads the sign-up counters"
  on private.update_signup_source_days for select to anon, authenticated
  using (false);

-- Adds one sign-up to today's counter for the visit's campaign or referring site (p_visit: the
-- attribution columns the forms send, landing_page, referrer_domain, utm_*); a visit with neither
-- is not counted, as the funnel's sources table shows only what came with one.
create function private.count_update_signup_source(p_visit jsonb)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  today date := (pg_catalog.now() at time zone 'America/Boise')::date;
  v_referrer text := pg_catalog.regexp_replace(
    pg_catalog.lower(pg_catalog.btrim(coalesce(p_visit ->> 'referrer_domain', ''))), '^www\.', '');
  v_campaign text := private.visit_campaign_value(p_visit ->> 'utm_campaign');
  v_source text := private.visit_campaign_value(p_visit ->> 'utm_source');
  v_medium text := private.visit_campaign_value(p_visit ->> 'utm_medium');
begin
  if pg_catalog.jsonb_typeof(p_visit) is distinct from 'object' then
    return;
  end if;
  if v_referrer <> '' and not private.is_domain_name(v_referrer) then
    v_referrer := '';
  end if;
  if v_campaign = '' and v_source = '' and v_medium = '' and v_referrer = '' then
    return;
  end if;
  insert into private.update_signup_source_days as c (
    day, utm_campaign, utm_source, utm_medium, referrer_domain, signups
  )
  values (
    today,
    private.visit_capped_value(today, 'utm_campaign', v_campaign),
    private.visit_capped_value(today, 'utm_source', v_source),
    private.visit_capped_value(today, 'utm_medium', v_medium),
    -- A campaign names the source; the referrer is kept only without one, as the table shows.
    case when v_campaign = '' and v_source = '' and v_medium = ''
      then private.visit_capped_value(today, 'referrer', v_referrer) else '' end,
    1
  )
  on conflict (day, utm_campaign, utm_source, utm_medium, referrer_domain)
  do update set signups = c.signups + 1;
end;
$$;
revoke all on function private.count_update_signup_source(jsonb) from public;

create or replace function public.subscribe_to_updates(p_subscription jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  address text := pg_catalog.lower(pg_catalog.btrim(coalesce(p_subscription ->> 'email', '')));
  v_topics text[] := private.update_topics(p_subscription -> 'topics');
  v_name text := nullif(pg_catalog.btrim(coalesce(p_subscription ->> 'name', '')), '');
  v_region text := nullif(p_subscription ->> 'region', '');
  v_source text := coalesce(p_subscription ->> 'source', '');
  v_shown text := private.update_shown(p_subscription ->> 'shown');
  subscription public.update_subscriptions;
  request_id uuid;
begin
  if not private.is_email(address) or pg_catalog.length(address) > 254 then
    raise exception 'Enter an email address in the correct format, like name@example.com'
      using errcode = '22023';
  end if;
  if v_source not in ('updates-page', 'news-page', 'contact-form', 'alliance-registration') then
    raise exception 'Unknown sign-up source' using errcode = '22023';
  end if;
  perform private.limit_update_signups(address);

  perform private.forget_unconfirmed_update_subscriptions();

  select * into subscription from public.update_subscriptions s where s.email = address for update;
  -- A new subscriber (an address not on the list, or back after unsubscribing) counts for the
  -- campaign or site that brought the visit; a second sign-up of the same address does not.
  if subscription.id is null or subscription.state = 'unsubscribed' then
    perform private.count_update_signup_source(p_subscription -> 'visit');
  end if;
  if subscription.id is null then
    insert into public.update_subscriptions (email, topics, name, region)
    values (address, v_topics, v_name, v_region)
    returning * into subscription;
  elsif subscription.state in ('unconfirmed', 'unsubscribed') then
    -- Nothing is sent to it until the new link is followed, so the new choices may replace the old.
    update public.update_subscriptions s
    set topics = v_topics, name = v_name, region = v_region,
        state = 'unconfirmed', updated_at = pg_catalog.now()
    where s.id = subscription.id
    returning s.* into subscription;
  end if;

  insert into public.update_consent_events (subscription_id, action, source, shown, topics)
  values (subscription.id, 'requested', v_source, v_shown, v_topics)
  returning id into request_id;

  insert into public.notification_deliveries (
    record_kind, record_id, kind, item_id, recipient, next_attempt_at
  )
  values (
    'update_subscription', subscription.id, 'update_confirmation', request_id, address,
    pg_catalog.now()
  );

  return pg_catalog.jsonb_build_object(
    'state', 'confirmation_sent',
    'expires_in_hours', extract(epoch from private.update_confirmation_lifetime())::integer / 3600
  );
end;
$$;

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
          pg_catalog.sum(s.n)::bigint as sent
        from (
          select 'coach_application' as form, a.utm_campaign, a.utm_source, a.utm_medium,
            a.referrer_domain, (a.created_at at time zone 'America/Boise')::date as day, 1 as n
          from public.coach_applications a
          union all
          select 'contact_submission', c.utm_campaign, c.utm_source, c.utm_medium,
            c.referrer_domain, (c.created_at at time zone 'America/Boise')::date, 1
          from public.contact_submissions c
          union all
          select 'alliance_registration', r.utm_campaign, r.utm_source, r.utm_medium,
            r.referrer_domain, (r.created_at at time zone 'America/Boise')::date, 1
          from public.alliance_registrations r
          union all
          -- New subscribers to updates, counted by day without naming anyone.
          select 'update_signup', nullif(u.utm_campaign, ''), nullif(u.utm_source, ''),
            nullif(u.utm_medium, ''), nullif(u.referrer_domain, ''), u.day, u.signups
          from private.update_signup_source_days u
        ) s
        where coalesce(s.utm_campaign, s.utm_source, s.utm_medium, s.referrer_domain) is not null
          and s.day between p_from and p_to
        group by 1, 2, 3, 4, 5
        order by 6 desc
        limit 50
      ) o
    )
  );
end;
$$;
