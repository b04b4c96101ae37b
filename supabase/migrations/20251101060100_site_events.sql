-- Events beyond the page: each event's revision for its calendar entry, and reminders of events to
-- the subscribers of "events".
-- Baseline (docs/migration-baseline.md).

-- Function bodies here may name objects defined further down or in a later file of the baseline,
-- as pg_dump's output does: they are checked when they run (pgTAP runs every one), not when
-- they are created. Only for this file's transaction.
set local check_function_bodies = off;

-- ---------------------------------------------------------------------------------------------
-- The events' revisions, for their calendar entries
-- ---------------------------------------------------------------------------------------------
-- The events' revisions, for their calendar entries (src/lib/event-calendar.ts writes SEQUENCE and
-- LAST-MODIFIED from them). RFC 5545 §3.8.7.4: an entry's SEQUENCE is 0 when first published and
-- rises each time the event is revised, so a calendar that holds the event replaces it with the
-- new one. The build is a fresh process each time and keeps nothing, so the count comes from what
-- the database already keeps for good: the published versions. An event's revision is the number
-- of times a publication changed what the event says (its first appearance is 0); republishing
-- it unchanged, or publishing another part of the site, changes nothing, and an edit raises it by
-- one. Its picture and its dates as words are not in the calendar entry and do not count.
-- The revision of every event of a published version, counted from the versions up to it.
create function private.published_event_revisions(_version integer default null)
returns table (slug text, sequence integer, changed_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  with target as (
    select v.number, v.content
    from public.site_content_versions v
    where _version is null or v.number = _version
    order by v.number desc
    limit 1
  ),
  appearances as (
    select e ->> 'slug' as slug, v.number, v.published_at, e - 'image' - 'dates' as says
    from public.site_content_versions v
    cross join lateral pg_catalog.jsonb_array_elements(
      case when pg_catalog.jsonb_typeof(v.content -> 'events') = 'array'
        then v.content -> 'events' else '[]'::jsonb end) e
    where v.number <= (select t.number from target t)
  ),
  changes as (
    select a.slug, a.published_at,
      a.says is distinct from pg_catalog.lag(a.says) over (partition by a.slug order by a.number)
        as changed
    from appearances a
  )
  select c.slug,
    (pg_catalog.count(*) filter (where c.changed) - 1)::integer,
    pg_catalog.max(c.published_at) filter (where c.changed)
  from changes c
  where c.slug in (
    select t_event ->> 'slug'
    from target t
    cross join lateral pg_catalog.jsonb_array_elements(t.content -> 'events') t_event
  )
  group by c.slug
  order by c.slug
$$;
comment on function private.published_event_revisions(integer) is
  'Each event of the published version _version (the latest when null): how often a publication changed what it says (0: never since it first appeared) and when it last did. What the build writes as the events'' calendar SEQUENCE and LAST-MODIFIED; counted from published versions only, which anyone may read.';
revoke all on function private.published_event_revisions(integer) from public;
grant execute on function private.published_event_revisions(integer) to anon, authenticated, service_role;

-- The API's entry point: runs as the caller and calls the function above.
create function public.published_event_revisions(_version integer default NULL::integer)
returns table (slug text, sequence integer, changed_at timestamp with time zone)
language sql
stable
security invoker
set search_path = ''
begin atomic
  select * from private.published_event_revisions($1);
end;
revoke all on function public.published_event_revisions(integer) from public;
grant execute on function public.published_event_revisions(integer) to anon, authenticated, service_role;
comment on function public.published_event_revisions(integer) is
  'Each event of the published version _version (the latest when null): how often a publication changed what it says (0: never since it first appeared) and when it last did. What the build writes as the events'' calendar SEQUENCE and LAST-MODIFIED; counted from published versions only, which anyone may read.';

-- ---------------------------------------------------------------------------------------------
-- Reminders of events
-- ---------------------------------------------------------------------------------------------
-- Reminders of events: subscribers to "events" get one e-mail a set number of days before an
-- event the editor chose to remind them of (the event's `reminderDays` in the published site
-- content, 1 to 30; schemas/site-content.ts), through the same path as an update sent from the
-- desk: an update_sends row of source event:<slug> and one outbox row per subscriber, paced and
-- exactly once (private.enqueue_update_send). The e-mail links to the event on the site, where
-- "Add to calendar" offers its .ics file.
--
-- Once per event and start: private.event_reminders_sent is keyed by the event's short name and
-- its start, so a job that runs again, an edit of the words or a republication sends nothing more,
-- while an event moved to a new start (next year's edition kept under its name) is reminded again.

-- Which reminders went: one per event and start. No API role reads it.
create table private.event_reminders_sent (
  event_slug text not null,
  starts_at timestamptz not null,
  send_id uuid not null references public.update_sends (id) on delete cascade,
  created_at timestamptz not null default pg_catalog.now(),
  primary key (event_slug, starts_at)
);
comment on table private.event_reminders_sent is
  'The reminders sent to subscribers of events: one per event (short name) and start.';
create index event_reminders_sent_send_idx on private.event_reminders_sent (send_id);
alter table private.event_reminders_sent enable row level security;
revoke all on table private.event_reminders_sent from public, anon, authenticated;
-- Said outright, as for the other private tables (the Advisor's rls_enabled_no_policy): only the
-- definer-rights function below writes and reads it.
create policy "no API role reads the reminders sent"
  on private.event_reminders_sent for select to anon, authenticated
  using (false);

/*
 * Sends every reminder that is due at p_now: events of the latest published version with
 * reminderDays whose start is at most that many days away and not yet passed, not reminded for
 * that start. An event published inside its window is reminded at once. Returns how many
 * reminders were queued.
 */
create function private.send_due_event_reminders(p_now timestamptz default pg_catalog.now())
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _event jsonb;
  _starts timestamptz;
  _send_id uuid;
  _subject text;
  _sent integer := 0;
begin
  for _event in
    select value
    from pg_catalog.jsonb_array_elements(coalesce((
      select v.content -> 'events' from public.site_content_versions v order by v.number desc limit 1
    ), '[]'::jsonb))
    where value ? 'reminderDays' and value ? 'startsAt'
  loop
    _starts := (_event ->> 'startsAt')::timestamptz;
    continue when p_now >= _starts
      or p_now < _starts - pg_catalog.make_interval(days => (_event ->> 'reminderDays')::integer);
    continue when exists (
      select 1 from private.event_reminders_sent r
      where r.event_slug = _event ->> 'slug' and r.starts_at = _starts
    );
    _send_id := pg_catalog.gen_random_uuid();
    _subject := pg_catalog.left('Reminder: ' || (_event ->> 'name') || ', ' || (_event ->> 'dates'), 150);
    insert into public.update_sends (id, subject, body, topics, source, created_by_email)
    values (
      _send_id,
      _subject,
      pg_catalog.concat_ws(E'\n\n',
        _event ->> 'description',
        'When: ' || (_event ->> 'dates') || E'\nWhere: ' || (_event ->> 'location'),
        'The event''s page has its details and an "Add to calendar" link, so it stays in your calendar with any change we make.'),
      array['events'],
      'event:' || (_event ->> 'slug'),
      'Event reminder'
    );
    insert into private.event_reminders_sent (event_slug, starts_at, send_id)
    values (_event ->> 'slug', _starts, _send_id);
    perform private.enqueue_update_send(_send_id, private.update_send_pace());
    _sent := _sent + 1;
  end loop;
  return _sent;
end;
$$;
revoke all on function private.send_due_event_reminders(timestamptz) from public, anon, authenticated;

-- Hourly at :41. Where pg_cron is missing the job is not scheduled and says so, like the
-- retention job's schedule.
do $schedule$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
  end if;
  if pg_catalog.to_regnamespace('cron') is null then
    raise warning 'pg_cron is missing: send-due-event-reminders is not scheduled';
    return;
  end if;
  perform cron.schedule('send-due-event-reminders', '41 * * * *',
    'select private.send_due_event_reminders()');
end;
$schedule$;
