-- Reminders of events (migration 20251101060100_site_events.sql): an event the editor chose to
-- remind subscribers of gets one reminder through the updates' outbox, to confirmed subscribers of
-- "events" only, not before its window, once per start however often the job runs, again for a new
-- start; the database refuses a reminder that is not a whole number of days from 1 to 30 or one on
-- an event without a start, with the desk's sentence.
begin;
set local search_path = public, extensions;
select plan(10);

select tests.create_team_member('er-editor', 'editor', 'er-editor@pgtap.test');

insert into public.update_subscriptions (email, topics, state, confirmed_at, unsubscribed_at)
values
  ('er-events@example.org', '{events}', 'subscribed', now(), null),
  ('er-news-events@example.org', '{news,events}', 'subscribed', now(), null),
  ('er-news@example.org', '{news}', 'subscribed', now(), null),
  ('er-paused@example.org', '{events}', 'paused', now(), null),
  ('er-unconfirmed@example.org', '{events}', 'unconfirmed', null, null);

create temporary table er_events on commit drop as select
  (select d.content -> 'events' from public.site_content_draft d)
  || jsonb_build_array(jsonb_build_object(
    'slug', 'er-workshop', 'name', 'AI Workshop for Teachers', 'dates', 'May 10, 2031',
    'startsAt', '2031-05-10T09:00:00-06:00', 'endsAt', '2031-05-10T12:00:00-06:00',
    'location', 'Twin Falls, Idaho', 'description', 'A morning of hands-on AI for teachers.',
    'highlights', '[]'::jsonb, 'reminderDays', 3)) as events;
grant select on er_events to public;

select tests.authenticate_as('er-editor');
select throws_ok(
  $$select public.save_site_draft('events', jsonb_set((select events from er_events),
    array[(jsonb_array_length((select events from er_events)) - 1)::text, 'reminderDays'], '45'))$$,
  '23514', 'Events: enter a whole number of days from 1 to 30, or leave it empty for no reminder',
  'a reminder more than 30 days before is refused in words');
select throws_ok(
  $$select public.save_site_draft('events', (select events from er_events) #- array[
    (jsonb_array_length((select events from er_events)) - 1)::text, 'startsAt'] #- array[
    (jsonb_array_length((select events from er_events)) - 1)::text, 'endsAt'])$$,
  '23514',
  'Events: give the event’s start and end so the reminder knows when to go, or leave the reminder empty',
  'a reminder on an event without a start is refused in words');
select lives_ok($$select public.save_site_draft('events', (select events from er_events))$$,
  'an editor chooses a reminder three days before the workshop');
select lives_ok($$select public.publish_site_draft(array['events'])$$, 'and publishes the event');

-- The hourly job runs as the database's owner (pg_cron), as the session user does here.
select tests.clear_authentication();
select is(private.send_due_event_reminders('2031-05-06T09:00:00-06:00'), 0,
  'four days before the start, no reminder goes');
select is(private.send_due_event_reminders('2031-05-07T10:00:00-06:00'), 1,
  'inside the three days, the reminder is queued');
select results_eq(
  $$select d.recipient from public.notification_deliveries d
    join private.event_reminders_sent r on r.send_id = d.record_id
    where r.event_slug = 'er-workshop' and d.kind = 'update' order by d.recipient$$,
  $$values ('er-events@example.org'), ('er-news-events@example.org')$$,
  'it goes to confirmed subscribers of events only, not to news-only, paused or unconfirmed ones');
select is(
  (select u.source || ' ' || u.subject from public.update_sends u
    join private.event_reminders_sent r on r.send_id = u.id where r.event_slug = 'er-workshop'),
  'event:er-workshop Reminder: AI Workshop for Teachers, May 10, 2031',
  'the reminder names the event and links to it, as an update from an event does');
select is(private.send_due_event_reminders('2031-05-08T10:00:00-06:00'), 0,
  'the job running again sends nothing more for that start');
select is(private.send_due_event_reminders('2031-05-10T09:00:00-06:00'), 0,
  'nothing goes once the event has started');

select * from finish();
rollback;
