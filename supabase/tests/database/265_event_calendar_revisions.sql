-- The events' calendar revisions (migration 20251101060100_site_events.sql,
-- public.published_event_revisions): an event's SEQUENCE is 0 when first published, stays as it is
-- when the site is republished without changing the event, and rises by one with each
-- publication that changes what the event says. A saved draft changes nothing; only the version
-- asked for and those before it count. Anyone may read the revisions, as anyone may read the
-- published site; no one reads a version's content through them.
begin;
set local search_path = public, extensions;
select plan(12);

select tests.create_team_member('cr-editor', 'editor', 'cr-editor@pgtap.test');

create temporary table cr_event on commit drop as
  select '{"slug": "pgtap-calendar-day", "name": "Calendar Day", "dates": "May 4, 2999",
    "startsAt": "2999-05-04T09:00:00-06:00", "endsAt": "2999-05-04T16:00:00-06:00",
    "location": "Boise, Idaho", "description": "A day of calendars.", "highlights": []}'::jsonb
    as event;
grant select on cr_event to public;

-- The events of the live version with `_event` in place of the test event (added when absent).
-- (The versions table is closed to members, so the helpers that read it run as the test's owner.)
create function pg_temp.events_with(_event jsonb)
returns jsonb
language sql
security definer
as $$
  select coalesce(pg_catalog.jsonb_agg(e), '[]'::jsonb) || pg_catalog.jsonb_build_array(_event)
  from public.site_content_versions v,
    pg_catalog.jsonb_array_elements(v.content -> 'events') e
  where v.number = (select max(number) from public.site_content_versions)
    and e ->> 'slug' <> _event ->> 'slug'
$$;
grant execute on function pg_temp.events_with(jsonb) to authenticated;

create function pg_temp.latest_version()
returns integer
language sql
security definer
as $$
  select max(number) from public.site_content_versions
$$;
grant execute on function pg_temp.latest_version() to public;

create function pg_temp.sequence_of(_slug text, _version integer default null)
returns integer
language sql
as $$
  select r.sequence from public.published_event_revisions(_version) r where r.slug = _slug
$$;
grant execute on function pg_temp.sequence_of(text, integer) to public;

-- Saves the events part of the draft (the test event as `_event`) and, unless told not to,
-- publishes it, as the desk's Events editor and Publish do.
create function pg_temp.save_events(_event jsonb, _publish boolean default true)
returns void
language plpgsql
as $$
begin
  perform public.save_site_draft('events', pg_temp.events_with(_event));
  if _publish then
    perform public.publish_site_draft(array['events']);
  end if;
end;
$$;
grant execute on function pg_temp.save_events(jsonb, boolean) to authenticated;

create function pg_temp.publish_banner(_text text)
returns void
language plpgsql
as $$
begin
  perform public.save_site_draft('banner', pg_catalog.jsonb_build_object('text', _text));
  perform public.publish_site_draft(array['settings']);
end;
$$;
grant execute on function pg_temp.publish_banner(text) to authenticated;

select tests.authenticate_as('cr-editor');
select pg_temp.save_events((select event from cr_event));
select is(pg_temp.sequence_of('pgtap-calendar-day'), 0,
  'an event is at sequence 0 when first published');
select pg_temp.latest_version() as first_version \gset

select pg_temp.save_events((select event from cr_event));
select pg_temp.publish_banner('Something else changed');
select is(pg_temp.sequence_of('pgtap-calendar-day'), 0,
  'republishing an unchanged event, or another part of the site, does not raise its sequence');

select pg_temp.save_events((select event || '{"dates": "4 May 2999"}' from cr_event));
select is(pg_temp.sequence_of('pgtap-calendar-day'), 0,
  'a change the calendar entry does not carry (the dates as words) does not raise it');

select pg_temp.save_events((select event || '{"location": "Idaho Capitol, Boise"}' from cr_event),
  _publish => false);
select is(pg_temp.sequence_of('pgtap-calendar-day'), 0,
  'an edit saved in the draft but not published does not raise it');

select pg_temp.save_events((select event || '{"location": "Idaho Capitol, Boise"}' from cr_event));
select is(pg_temp.sequence_of('pgtap-calendar-day'), 1,
  'publishing an edit of the event raises its sequence by one');
select ok(
  (select changed_at from public.published_event_revisions() where slug = 'pgtap-calendar-day')
    = (select published_at from public.site_content_versions order by number desc limit 1),
  'the event''s last change is the publication that made it');

select pg_temp.save_events((select event
  || '{"location": "Idaho Capitol, Boise", "startsAt": "2999-05-04T10:00:00-06:00"}' from cr_event));
select pg_temp.save_events((select event from cr_event));
select is(pg_temp.sequence_of('pgtap-calendar-day'), 3,
  'each changing publication raises it again, a change back to earlier words too');
select is(pg_temp.sequence_of('pgtap-calendar-day', :first_version), 0,
  'the revisions of an earlier version count only the versions up to it');
select tests.clear_authentication();

select tests.authenticate_as_anon();
select is(pg_temp.sequence_of('pgtap-calendar-day'), 3,
  'a visitor (the build''s publishable key) reads the revisions');
select is_empty(
  $$select * from public.published_event_revisions() where slug = 'no-such-event'$$,
  'an event the version does not hold has no revision');
select throws_ok($$select count(*) from public.site_content_versions$$, '42501', null,
  'a visitor still cannot read the versions themselves');
select tests.clear_authentication();
select is(
  pg_catalog.pg_get_function_result('public.published_event_revisions(integer)'::regprocedure),
  'TABLE(slug text, sequence integer, changed_at timestamp with time zone)',
  'the revisions name an event, its count and a time, and none of a version''s content');

select * from finish();
rollback;
