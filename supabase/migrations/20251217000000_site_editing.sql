-- Site editing (issue 33, items 3 and 5): an event's website becomes optional, and a change can be
-- scheduled to publish at a date and time.
--
-- * private.site_content_shape_problem: the same shape as before, except that an event may have
--   no `url` (the public pages then show no link); one that has one is still an https:// address.
-- * public.site_scheduled_publications: a snapshot of the draft with the instant it goes live.
--   Editors schedule (schedule_site_draft) and cancel (cancel_site_schedule); every minute pg_cron
--   asks the publish-site function to publish what is due ({"action": "publish-due"}), which calls
--   public.publish_due_site_content(now()) with the service role and then the static host's
--   deploy hook, the same path as Publish. The function's `_now` argument lets a test say when
--   "now" is.

/** The document's shape */
-- Null when the document has the schema's shape, else the first problem in words.
create or replace function private.site_content_shape_problem(_content jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  _item jsonb;
  _phase jsonb;
  _tiers jsonb;
begin
  if pg_catalog.jsonb_typeof(_content) is distinct from 'object' then
    return 'The site content must be an object';
  end if;
  if not (_content ?& array['events', 'timeline', 'banner', 'goals', 'pilotGoals', 'partners',
      'contact', 'partnerTiers']) then
    return 'The site content lacks one of its parts';
  end if;

  if pg_catalog.jsonb_typeof(_content -> 'events') <> 'array' then
    return 'events must be a list';
  end if;
  for _item in select value from pg_catalog.jsonb_array_elements(_content -> 'events') loop
    if not (coalesce(_item ->> 'slug', '') ~ '^[a-z0-9]+(-[a-z0-9]+)*$') then
      return 'An event''s short name uses lower-case letters, digits and dashes';
    end if;
    if not (private.is_text(_item -> 'name') and private.is_text(_item -> 'dates')
        and private.is_text(_item -> 'location') and private.is_text(_item -> 'description')) then
      return 'An event needs a name, dates, a place and a summary';
    end if;
    -- The website is optional (an event without one shows no link), but never empty or http://.
    if _item ? 'url' and not (coalesce(_item ->> 'url', '') ~ '^https://[^\s]+$') then
      return 'Enter the event''s website as a full address starting with https://, or leave it empty';
    end if;
    if not private.is_text_array(_item -> 'highlights') then
      return 'An event''s highlights must be a list of text';
    end if;
    if (_item ? 'startsAt') <> (_item ? 'endsAt') then
      return 'Give both a start and an end, the end after the start';
    end if;
    if _item ? 'startsAt' then
      if not (private.is_instant(_item -> 'startsAt') and private.is_instant(_item -> 'endsAt')) then
        return 'An event''s start and end are instants with their offset';
      end if;
      if (_item ->> 'endsAt')::timestamptz < (_item ->> 'startsAt')::timestamptz then
        return 'Give both a start and an end, the end after the start';
      end if;
    end if;
  end loop;

  if pg_catalog.jsonb_typeof(_content -> 'timeline') <> 'array'
      or pg_catalog.jsonb_array_length(_content -> 'timeline') < 1 then
    return 'Keep at least one timeline cycle';
  end if;
  for _item in select value from pg_catalog.jsonb_array_elements(_content -> 'timeline') loop
    if not private.is_text(_item -> 'cycle') or pg_catalog.jsonb_typeof(_item -> 'phases') <> 'array'
        or pg_catalog.jsonb_array_length(_item -> 'phases') < 1 then
      return 'A timeline cycle needs a name and at least one phase';
    end if;
    for _phase in select value from pg_catalog.jsonb_array_elements(_item -> 'phases') loop
      if not (private.is_text(_phase -> 'phase', 0) and private.is_text(_phase -> 'dates', 0)
          and private.is_instant(_phase -> 'startsAt') and private.is_instant(_phase -> 'endsAt')
          and private.is_text_array(_phase -> 'details', 1)) then
        return 'A timeline phase needs a name, dates, a start, an end and at least one detail';
      end if;
      if (_phase ->> 'endsAt')::timestamptz < (_phase ->> 'startsAt')::timestamptz then
        return 'Give both a start and an end, the end after the start';
      end if;
    end loop;
  end loop;

  if pg_catalog.jsonb_typeof(_content -> 'banner') <> 'object'
      or (_content -> 'banner' ? 'text' and (pg_catalog.jsonb_typeof(_content -> 'banner' -> 'text') <> 'string'
        or pg_catalog.length(_content -> 'banner' ->> 'text') > 120)) then
    return 'The banner holds at most 120 characters';
  end if;

  for _item in
    select value from pg_catalog.jsonb_array_elements(
      case when pg_catalog.jsonb_typeof(_content -> 'goals') = 'array'
        and pg_catalog.jsonb_typeof(_content -> 'pilotGoals') = 'array'
      then (_content -> 'goals') || (_content -> 'pilotGoals') else '[null]'::jsonb end)
  loop
    if not (private.is_text(_item -> 'label', 0) and private.is_text(_item -> 'target', 0)
        and pg_catalog.jsonb_typeof(_item -> 'progress') = 'number'
        and (_item ->> 'progress')::numeric between 0 and 100) then
      return 'A goal needs a label, a target and a progress between 0 and 100';
    end if;
    if _item ? 'asOf' and not (coalesce(_item ->> 'asOf', '') ~ '^\d{4}-\d{2}-\d{2}$') then
      return 'A goal''s "as of" date is a day such as 2026-11-25';
    end if;
  end loop;

  _tiers := _content -> 'partnerTiers';
  if pg_catalog.jsonb_typeof(_tiers) <> 'array' or pg_catalog.jsonb_array_length(_tiers) < 1 then
    return 'Keep at least one partner tier';
  end if;
  for _item in select value from pg_catalog.jsonb_array_elements(_tiers) loop
    if not (private.is_text(_item -> 'name', 0) and private.is_text(_item -> 'description', 0)
        and private.is_text_array(_item -> 'benefits', 1)) then
      return 'A partner tier needs a name, a description and at least one benefit';
    end if;
  end loop;

  if pg_catalog.jsonb_typeof(_content -> 'partners') <> 'array' then
    return 'partners must be a list';
  end if;
  for _item in select value from pg_catalog.jsonb_array_elements(_content -> 'partners') loop
    if not private.is_text(_item -> 'name') then
      return 'The partner''s name is required';
    end if;
    if not pg_catalog.jsonb_path_exists(_tiers, '$[*] ? (@.name == $tier)',
        pg_catalog.jsonb_build_object('tier', _item -> 'tier')) then
      return (_item ->> 'name') || ': the tier must be one of the partner tiers';
    end if;
    if _item ? 'url' and not (coalesce(_item ->> 'url', '') ~ '^https://[^\s]+$') then
      return 'A partner''s link must be an https:// address';
    end if;
    if _item ? 'logo' and not private.is_text(_item -> 'logo' -> 'alt') then
      return 'The logo''s alt text is required';
    end if;
  end loop;

  if not (coalesce(_content -> 'contact' ->> 'email', '') ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$') then
    return 'Enter an e-mail address such as info@example.org';
  end if;
  if not (coalesce(_content -> 'contact' ->> 'phone', '') ~ '^\(\d{3}\) \d{3}-\d{4}$') then
    return 'Write the phone number as (208) 555-0142';
  end if;
  if pg_catalog.length(coalesce(_content -> 'contact' ->> 'address', '')) > 200 then
    return 'The address holds at most 200 characters';
  end if;
  return null;
end;
$$;
revoke all on function private.site_content_shape_problem(jsonb) from public;

/** Scheduled publications: the draft as it stood, and when it goes live */
create table public.site_scheduled_publications (
  id uuid primary key default gen_random_uuid(),
  -- The draft when the editor scheduled it; later edits to the draft are not included.
  content jsonb not null
    constraint site_scheduled_publications_shape
      check (private.site_content_shape_problem(content) is null),
  publish_at timestamptz not null,
  state text not null default 'scheduled'
    constraint site_scheduled_publications_state_known
      check (state in ('scheduled', 'published', 'cancelled')),
  scheduled_at timestamptz not null default now(),
  -- No foreign keys: a schedule outlives the account that made it, as a version does.
  scheduled_by uuid,
  scheduled_by_email text,
  -- The version it became.
  version_id uuid references public.site_content_versions (id),
  constraint site_scheduled_publications_published_has_version
    check (state <> 'published' or version_id is not null)
);

create index site_scheduled_publications_due_idx
  on public.site_scheduled_publications (publish_at) where state = 'scheduled';

create index site_scheduled_publications_version_id_idx
  on public.site_scheduled_publications (version_id);

comment on table public.site_scheduled_publications is
  'Site content scheduled to publish at a date and time (a snapshot of the draft), and what became of it.';

alter table public.site_scheduled_publications enable row level security;

revoke all on table public.site_scheduled_publications from public, anon, authenticated;

grant select on table public.site_scheduled_publications to authenticated;

grant select, insert, update on table public.site_scheduled_publications to service_role;

create policy "editors read the scheduled publications"
  on public.site_scheduled_publications for select to authenticated
  using ((select public.can_edit_site()));

-- Schedules the draft as it stands now to publish at _publish_at.
create function public.schedule_site_draft(_publish_at timestamptz)
returns public.site_scheduled_publications
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _content jsonb;
  _scheduled public.site_scheduled_publications;
begin
  perform private.require_site_editor();
  if _publish_at is null or _publish_at <= now() then
    raise exception 'Choose a date and time in the future' using errcode = '22023';
  end if;
  select d.content into _content from public.site_content_draft d;
  if _content is null then
    raise exception 'There is no draft to schedule' using errcode = 'P0002';
  end if;
  perform private.check_site_content(_content);
  insert into public.site_scheduled_publications (content, publish_at, scheduled_by,
    scheduled_by_email)
  values (_content, _publish_at, auth.uid(),
    (select u.email from auth.users u where u.id = auth.uid()))
  returning * into _scheduled;
  perform private.write_audit('settings_changed', 'site_content', _scheduled.id,
    pg_catalog.jsonb_build_object('site', 'scheduled', 'publish_at', _publish_at));
  return _scheduled;
end;
$$;
revoke all on function public.schedule_site_draft(timestamptz) from public, anon;
grant execute on function public.schedule_site_draft(timestamptz) to authenticated;

-- Cancels a scheduled publication that has not gone live yet.
create function public.cancel_site_schedule(_id uuid)
returns public.site_scheduled_publications
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _scheduled public.site_scheduled_publications;
begin
  perform private.require_site_editor();
  update public.site_scheduled_publications s
    set state = 'cancelled'
  where s.id = _id and s.state = 'scheduled'
  returning s.* into _scheduled;
  if _scheduled is null then
    raise exception 'This scheduled publication has already gone live or been cancelled'
      using errcode = 'P0002';
  end if;
  perform private.write_audit('settings_changed', 'site_content', _id,
    pg_catalog.jsonb_build_object('site', 'schedule_cancelled'));
  return _scheduled;
end;
$$;
revoke all on function public.cancel_site_schedule(uuid) from public, anon;
grant execute on function public.cancel_site_schedule(uuid) to authenticated;

-- Publishes every scheduled change due at _now (oldest first), each as the next version with its
-- publication queued, exactly as Publish does; the caller (publish-site) then asks the host to
-- rebuild. Service role only: the scheduled job, never a browser.
create function public.publish_due_site_content(_now timestamptz default now())
returns setof public.site_publications
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _due public.site_scheduled_publications;
  _publication public.site_publications;
begin
  for _due in
    select * from public.site_scheduled_publications s
    where s.state = 'scheduled' and s.publish_at <= _now
    order by s.publish_at, s.scheduled_at
    for update skip locked
  loop
    _publication := private.publish_site_content(_due.content, null);
    -- The version is the scheduling editor's, not the scheduler's.
    update public.site_content_versions v
      set published_by = _due.scheduled_by, published_by_email = _due.scheduled_by_email
    where v.id = _publication.version_id;
    update public.site_scheduled_publications s
      set state = 'published', version_id = _publication.version_id
    where s.id = _due.id;
    return next _publication;
  end loop;
end;
$$;
comment on function public.publish_due_site_content(timestamptz) is
  'Publishes the scheduled site content due at _now; the publish-site function calls it every minute.';
revoke all on function public.publish_due_site_content(timestamptz) from public, anon, authenticated;
grant execute on function public.publish_due_site_content(timestamptz) to service_role;

/** The schedule: every minute, pg_cron asks publish-site to publish what is due */
-- As deliver-notifications is called (20251101030000_deliveries.sql): pg_net POSTs to the function
-- with the project's URL and the scheduled jobs' secret from Vault (`deliver_notifications_secret`,
-- which publish-site accepts for this one action only).
do $schedule$
begin
  if pg_catalog.to_regnamespace('cron') is null or pg_catalog.to_regnamespace('net') is null then
    raise warning 'pg_cron or pg_net is missing: publish-due-site-content is not scheduled';
    return;
  end if;
  perform cron.schedule(
    'publish-due-site-content',
    '* * * * *',
    $command$
    select net.http_post(
      url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
        || '/functions/v1/publish-site',
      headers := jsonb_build_object(
        'Content-Type', 'application/json',
        'Authorization', 'Bearer ' || (
          select decrypted_secret from vault.decrypted_secrets
          where name = 'deliver_notifications_secret'
        )
      ),
      body := jsonb_build_object('action', 'publish-due'),
      timeout_milliseconds := 30000
    ) as request_id
    -- Only when something is due: most minutes nothing is, and the function is not woken.
    where exists (
      select 1 from public.site_scheduled_publications
      where state = 'scheduled' and publish_at <= now()
    );
    $command$
  );
end;
$schedule$;
