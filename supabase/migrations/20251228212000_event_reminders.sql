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
set local check_function_bodies = off;

-- Null when every event's reminder is a whole number of days from 1 to 30 on a dated event, else
-- the sentence the desk shows beside the field.
create function private.event_reminder_problem(_content jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  _event jsonb;
begin
  if pg_catalog.jsonb_typeof(_content -> 'events') is distinct from 'array' then
    return null;
  end if;
  for _event in select value from pg_catalog.jsonb_array_elements(_content -> 'events') loop
    if not _event ? 'reminderDays' then
      continue;
    end if;
    if pg_catalog.jsonb_typeof(_event -> 'reminderDays') <> 'number'
        or (_event ->> 'reminderDays') !~ '^[0-9]+$'
        or (_event ->> 'reminderDays')::integer not between 1 and 30 then
      return 'Events: enter a whole number of days from 1 to 30, or leave it empty for no reminder';
    end if;
    if not _event ? 'startsAt' then
      return 'Events: give the event’s start and end so the reminder knows when to go, or leave the reminder empty';
    end if;
  end loop;
  return null;
end;
$$;
revoke all on function private.event_reminder_problem(jsonb) from public;

create or replace function private.check_site_content(_content jsonb)
returns void
language plpgsql
immutable
set search_path = ''
as $$
declare
  _problem text := coalesce(private.site_content_shape_problem(_content),
    private.page_copy_problem(_content), private.made_page_problem(_content),
    private.news_problem(_content), private.site_messages_problem(_content),
    private.event_reminder_problem(_content));
begin
  if _problem is not null then
    raise exception '%', _problem using errcode = '23514';
  end if;
end;
$$;
revoke all on function private.check_site_content(jsonb) from public;

alter table public.site_content_draft
  add constraint site_content_draft_event_reminders
    check (private.event_reminder_problem(content) is null);
alter table public.site_content_versions
  add constraint site_content_versions_event_reminders
    check (private.event_reminder_problem(content) is null);
alter table public.site_scheduled_publications
  add constraint site_scheduled_publications_event_reminders
    check (private.event_reminder_problem(content) is null);

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
