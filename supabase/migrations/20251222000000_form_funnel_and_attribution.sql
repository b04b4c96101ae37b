/**
 * Form completion rates and where each submission came from (issue 34, items 3 and 4).
 *
 * Two things, both without cookies, identifiers or addresses:
 * - **Attribution**: each of the three submission tables gets five nullable columns: the visit's
 *   landing page (a path only), the referrer's domain and the campaign (utm_source, utm_medium,
 *   utm_campaign), the first of the visit, captured by the browser into sessionStorage
 *   (src/lib/visit-attribution.ts) and sent with the submission. The database checks their shape.
 * - **The funnel**: per form and Mountain Time day, how many times the form was viewed, started
 *   (a first field touched), reached "Check your answers" (the coach application), sent, and
 *   refused by validation (a submit attempt that showed errors). The browser sends each step at
 *   most once per page view (src/lib/form-funnel.ts) to public.record_form_event(), which adds one
 *   to a daily counter row: no row per event, nothing about the visitor. Writes are limited per
 *   client network with the salted network hash the intake limits use (private.intake_limit_salt,
 *   private.client_network). Administrators and reviewers read the counters through
 *   public.form_funnel(); nobody reads the tables.
 */

/** Attribution: the shape rules, in one place each. */

-- SQL-standard bodies (RETURN): parsed here and bound by OID, so a visitor's INSERT, whose CHECKs
-- call them, needs no USAGE on `private`. The patterns are ASCII only, so char_length is the
-- UTF-16 length the app's limits count.

-- A path of this site: starts with '/', no query, no fragment, no scheme or host, at most 200.
create function private.is_landing_path(value text)
returns boolean
language sql
immutable
set search_path = ''
return value operator(pg_catalog.~) '^/[A-Za-z0-9/._~%-]*$'
  and pg_catalog.char_length(value) <= 200;
revoke all on function private.is_landing_path(text) from public;
grant execute on function private.is_landing_path(text) to anon, authenticated, service_role;

-- A host name in lower case (labels of letters, digits and inner hyphens), at most 253.
create function private.is_domain_name(value text)
returns boolean
language sql
immutable
set search_path = ''
return value operator(pg_catalog.~)
    '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$'
  and pg_catalog.char_length(value) <= 253;
revoke all on function private.is_domain_name(text) from public;
grant execute on function private.is_domain_name(text) to anon, authenticated, service_role;

-- A campaign parameter as a link carried it: trimmed, 1 to 100 characters, no control characters.
create function private.is_campaign_value(value text)
returns boolean
language sql
immutable
set search_path = ''
return private.is_trimmed(value)
  and private.utf16_length(value) between 1 and 100
  and value operator(pg_catalog.!~) '[[:cntrl:]]';
revoke all on function private.is_campaign_value(text) from public;
grant execute on function private.is_campaign_value(text) to anon, authenticated, service_role;

/** Attribution: the columns, their checks and their grants. */

alter table public.coach_applications
  add column landing_page text,
  add column referrer_domain text,
  add column utm_source text,
  add column utm_medium text,
  add column utm_campaign text,
  add constraint coach_applications_landing_page_shape check (private.is_landing_path(landing_page)),
  add constraint coach_applications_referrer_domain_shape check (private.is_domain_name(referrer_domain)),
  add constraint coach_applications_utm_source_shape check (private.is_campaign_value(utm_source)),
  add constraint coach_applications_utm_medium_shape check (private.is_campaign_value(utm_medium)),
  add constraint coach_applications_utm_campaign_shape check (private.is_campaign_value(utm_campaign));

alter table public.contact_submissions
  add column landing_page text,
  add column referrer_domain text,
  add column utm_source text,
  add column utm_medium text,
  add column utm_campaign text,
  add constraint contact_submissions_landing_page_shape check (private.is_landing_path(landing_page)),
  add constraint contact_submissions_referrer_domain_shape check (private.is_domain_name(referrer_domain)),
  add constraint contact_submissions_utm_source_shape check (private.is_campaign_value(utm_source)),
  add constraint contact_submissions_utm_medium_shape check (private.is_campaign_value(utm_medium)),
  add constraint contact_submissions_utm_campaign_shape check (private.is_campaign_value(utm_campaign));

alter table public.alliance_registrations
  add column landing_page text,
  add column referrer_domain text,
  add column utm_source text,
  add column utm_medium text,
  add column utm_campaign text,
  add constraint alliance_registrations_landing_page_shape check (private.is_landing_path(landing_page)),
  add constraint alliance_registrations_referrer_domain_shape check (private.is_domain_name(referrer_domain)),
  add constraint alliance_registrations_utm_source_shape check (private.is_campaign_value(utm_source)),
  add constraint alliance_registrations_utm_medium_shape check (private.is_campaign_value(utm_medium)),
  add constraint alliance_registrations_utm_campaign_shape check (private.is_campaign_value(utm_campaign));

comment on column public.contact_submissions.landing_page is
  'The first page of the visit that sent this (a path, no query); null when unknown.';
comment on column public.contact_submissions.referrer_domain is
  'The domain of the site that sent the visitor at the start of the visit; null when none or unknown.';
comment on column public.contact_submissions.utm_campaign is
  'utm_campaign of the visit''s first page; utm_source and utm_medium beside it.';
comment on column public.coach_applications.landing_page is
  'The first page of the visit that sent this (a path, no query); null when unknown.';
comment on column public.alliance_registrations.landing_page is
  'The first page of the visit that sent this (a path, no query); null when unknown.';

-- The desk filters the list by campaign and by landing page.
create index coach_applications_utm_campaign_idx on public.coach_applications (utm_campaign)
  where utm_campaign is not null;
create index coach_applications_landing_page_idx on public.coach_applications (landing_page)
  where landing_page is not null;
create index contact_submissions_utm_campaign_idx on public.contact_submissions (utm_campaign)
  where utm_campaign is not null;
create index contact_submissions_landing_page_idx on public.contact_submissions (landing_page)
  where landing_page is not null;
create index alliance_registrations_utm_campaign_idx on public.alliance_registrations (utm_campaign)
  where utm_campaign is not null;
create index alliance_registrations_landing_page_idx on public.alliance_registrations (landing_page)
  where landing_page is not null;

-- A plain INSERT (the spec's call) may name them too, as it may every answer.
grant insert (landing_page, referrer_domain, utm_source, utm_medium, utm_campaign)
  on table public.coach_applications to anon, authenticated;
grant insert (landing_page, referrer_domain, utm_source, utm_medium, utm_campaign)
  on table public.contact_submissions to anon, authenticated;
grant insert (landing_page, referrer_domain, utm_source, utm_medium, utm_campaign)
  on table public.alliance_registrations to anon, authenticated;

/** Attribution: what the intake RPCs accept. */

-- Optional in every submission: a visit may have none (no referrer, no campaign, storage blocked,
-- Global Privacy Control), and callers written before these columns keep working. They are not
-- among private.notification_columns(): the notification fast path matches a payload by the
-- visitor's answers, and the notification payload carries none of these.
create function private.attribution_columns()
returns text[]
language sql
immutable
set search_path = ''
as $$ select array['landing_page', 'referrer_domain', 'utm_source', 'utm_medium', 'utm_campaign'] $$;
revoke all on function private.attribution_columns() from public;

-- As in 20251215000800_mail_health_truth.sql, with the attribution columns accepted (never
-- required) beside the answers, stored, and compared on a retry with the same key.
create or replace function private.submit_intake(
  p_record_kind text,
  p_submission jsonb,
  p_idempotency_key uuid
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  source_table text := private.notification_table(p_record_kind);
  columns text[] := private.notification_columns(p_record_kind);
  stored_columns text[] := columns || private.attribution_columns();
  column_list text;
  stored_reference text;
  same_answers boolean;
  violated text;
  find_stored constant text := $find$
    select t.reference,
      not exists (
        select 1 from pg_catalog.unnest($3) as name
        where (pg_catalog.to_jsonb(t) -> name) is distinct from (
          pg_catalog.to_jsonb(pg_catalog.jsonb_populate_record(null::public.%1$I, $2)) -> name
        )
      )
    from public.%1$I t
    where t.idempotency_key = $1
  $find$;
begin
  if source_table is null then
    raise exception 'Unknown record kind: %', p_record_kind using errcode = '22023';
  end if;
  if p_idempotency_key is null then
    raise exception 'An idempotency key is required' using errcode = '22023';
  end if;
  if p_submission is null or pg_catalog.jsonb_typeof(p_submission) <> 'object'
    or not (p_submission ?& columns)
    or exists (
      select 1 from pg_catalog.jsonb_object_keys(p_submission) as key where key <> all (stored_columns)
    )
  then
    raise exception 'The submission must name exactly these fields: % (and may name %)',
      pg_catalog.array_to_string(columns, ', '),
      pg_catalog.array_to_string(private.attribution_columns(), ', ')
      using errcode = '22023';
  end if;

  execute pg_catalog.format(find_stored, source_table)
  into stored_reference, same_answers
  using p_idempotency_key, p_submission, stored_columns;

  if stored_reference is null then
    select pg_catalog.string_agg(pg_catalog.quote_ident(name), ', ') into column_list
    from pg_catalog.unnest(stored_columns) as name;
    begin
      execute pg_catalog.format(
        'insert into public.%1$I (%2$s, idempotency_key)
         select %2$s, $2 from pg_catalog.jsonb_populate_record(null::public.%1$I, $1)
         returning reference',
        source_table,
        column_list
      )
      into stored_reference
      using p_submission, p_idempotency_key;
      return pg_catalog.jsonb_build_object(
        'reference', stored_reference,
        'acknowledgement', private.acknowledgement_outlook(p_record_kind, stored_reference)
      );
    exception when unique_violation then
      get stacked diagnostics violated = constraint_name;
      if violated is distinct from source_table || '_idempotency_key_key' then
        raise;
      end if;
      -- Another request with the same key committed first: compare with what it stored.
      execute pg_catalog.format(find_stored, source_table)
      into stored_reference, same_answers
      using p_idempotency_key, p_submission, stored_columns;
    end;
  end if;

  if not same_answers then
    raise exception 'These answers differ from the ones this form already sent (reference %). Nothing new was stored and your answers are still here: press the button again to send them as a new submission.',
      stored_reference
      using errcode = 'PT409',
        hint = 'idempotency_key_reused';
  end if;
  return pg_catalog.jsonb_build_object(
    'reference', stored_reference,
    'acknowledgement', private.acknowledgement_outlook(p_record_kind, stored_reference)
  );
end;
$$;
revoke all on function private.submit_intake(text, jsonb, uuid) from public;

/** Attribution: the desk views carry the five columns (appended: a view only grows at its end). */

create or replace view public.coach_applications_desk
with (security_invoker = true)
as
select
  a.id, a.first_name, a.last_name, a.email, a.phone, a.city, a.region, a.organization, a.title,
  a.experience, a.ai_experience, a.teaching_experience, a.availability, a.motivation, a.status,
  a.created_at, a.reference,
  s.search_text,
  not exists (
    select 1 from public.record_reads r
    where r.user_id = (select auth.uid())
      and r.record_kind = 'coach_application'
      and r.record_id = a.id
  ) as unread,
  asg.assignee_id,
  asg.assignee_id = (select auth.uid()) as mine,
  a.landing_page, a.referrer_domain, a.utm_source, a.utm_medium, a.utm_campaign
from public.coach_applications a
left join desk_search.coach_applications s on s.id = a.id
left join public.record_assignments asg
  on asg.record_kind = 'coach_application' and asg.record_id = a.id
where (select public.can_work_submissions());

create or replace view public.contact_submissions_desk
with (security_invoker = true)
as
select
  c.id, c.first_name, c.last_name, c.email, c.phone, c.organization_type, c.organization_name,
  c.subject, c.message, c.status, c.created_at, c.reference,
  s.search_text,
  not exists (
    select 1 from public.record_reads r
    where r.user_id = (select auth.uid())
      and r.record_kind = 'contact_submission'
      and r.record_id = c.id
  ) as unread,
  asg.assignee_id,
  asg.assignee_id = (select auth.uid()) as mine,
  c.landing_page, c.referrer_domain, c.utm_source, c.utm_medium, c.utm_campaign
from public.contact_submissions c
left join desk_search.contact_submissions s on s.id = c.id
left join public.record_assignments asg
  on asg.record_kind = 'contact_submission' and asg.record_id = c.id
where (select public.can_work_submissions());

create or replace view public.alliance_registrations_desk
with (security_invoker = true)
as
select
  g.id, g.first_name, g.last_name, g.email, g.phone, g.organization, g.organization_type, g.title,
  g.interests, g.message, g.status, g.created_at, g.reference,
  s.search_text,
  not exists (
    select 1 from public.record_reads r
    where r.user_id = (select auth.uid())
      and r.record_kind = 'alliance_registration'
      and r.record_id = g.id
  ) as unread,
  asg.assignee_id,
  asg.assignee_id = (select auth.uid()) as mine,
  g.landing_page, g.referrer_domain, g.utm_source, g.utm_medium, g.utm_campaign
from public.alliance_registrations g
left join desk_search.alliance_registrations s on s.id = g.id
left join public.record_assignments asg
  on asg.record_kind = 'alliance_registration' and asg.record_id = g.id
where (select public.can_work_submissions());

/** The funnel: daily counters per form. */

create table private.form_funnel_days (
  form text not null,
  day date not null,
  viewed bigint not null default 0,
  started bigint not null default 0,
  checked bigint not null default 0,
  sent bigint not null default 0,
  refused bigint not null default 0,
  primary key (form, day),
  constraint form_funnel_days_form_allowed check (
    form in ('contact_submission', 'coach_application', 'alliance_registration')
  )
);

comment on table private.form_funnel_days is
  'Per intake form and Mountain Time day: views, starts (a first field touched), "Check your '
  'answers" reached, sends, and submit attempts refused by validation. Counters only: nothing '
  'about any visitor. Written by public.record_form_event(), read by public.form_funnel().';

-- Per client network and hour, how many funnel events were counted: the limit's own counter
-- (salted hash of the network, as private.intake_client_submissions keeps), kept for a day.
create table private.form_event_networks (
  client_hash bytea not null,
  hour timestamptz not null,
  events integer not null default 0,
  primary key (client_hash, hour)
);

comment on table private.form_event_networks is
  'Funnel events counted per salted client-network hash and hour, for the per-network limit of '
  'public.record_form_event(); rows older than a day are deleted.';

create index form_event_networks_hour_idx on private.form_event_networks (hour);

alter table private.form_funnel_days enable row level security;
alter table private.form_event_networks enable row level security;

revoke all on table private.form_funnel_days, private.form_event_networks
  from public, anon, authenticated, service_role;

create policy "no API role reads the form funnel counters"
  on private.form_funnel_days for select to anon, authenticated
  using (false);

create policy "no API role reads the funnel's per-network counts"
  on private.form_event_networks for select to anon, authenticated
  using (false);

-- The limit, in one place (read by the pgTAP test): a school's shared network with a class filling
-- in a form (30 people, five steps each) stays far below it.
create function private.form_event_limits()
returns table (per_network_hour integer)
language sql
immutable
set search_path = ''
as $$ select 300 $$;
revoke all on function private.form_event_limits() from public;

/** The funnel: one event in, one counter up. */

create function public.record_form_event(p_form text, p_step text)
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
comment on function public.record_form_event(text, text) is
  'Adds one to today''s counter of a form''s funnel step (viewed, started, checked, sent, '
  'refused); answers whether it was counted (false past the per-network hourly limit or for a '
  'member of the desk). Keeps nothing about the caller but a salted network hash for an hour''s limit.';
revoke all on function public.record_form_event(text, text) from public, anon, authenticated;
grant execute on function public.record_form_event(text, text) to anon, authenticated, service_role;

/** The funnel: the desk's read. */

create function public.form_funnel(p_from date, p_to date)
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
    )
  );
end;
$$;
comment on function public.form_funnel(date, date) is
  'The form funnel for the desk: per intake form, the views, starts, "Check your answers" reached, '
  'sends and validation refusals counted between two Mountain Time days. Refused unless '
  'public.can_work_submissions() (administrators and reviewers).';
revoke all on function public.form_funnel(date, date) from public, anon;
grant execute on function public.form_funnel(date, date) to authenticated, service_role;
