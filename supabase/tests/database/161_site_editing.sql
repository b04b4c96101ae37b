-- Site editing: an event may have no website (one it has is still https://); a change
-- scheduled for a time goes live at that time and not before, through the same publication as
-- Publish; only an editor schedules or cancels, and only the service role publishes what is due.
begin;
set local search_path = public, extensions;
select plan(17);

select tests.create_team_member('se-editor', 'editor', 'se-editor@pgtap.test');
select tests.create_team_member('se-reviewer', 'reviewer', 'se-reviewer@pgtap.test');

create temporary table se_event on commit drop as
  select '{"slug": "idaho-ai-week-2027", "name": "Idaho AI Week 2027", "dates": "April 19–24, 2027",
    "location": "Boise, Idaho", "description": "The week returns.", "highlights": []}'::jsonb as event;
grant select on se_event to public;

select tests.authenticate_as('se-editor');
select lives_ok(
  $$select public.save_site_draft('events', (select jsonb_build_array(event) from se_event))$$,
  'an editor saves an event with no website');
select throws_ok(
  $$select public.save_site_draft('events',
    (select jsonb_build_array(event || '{"url": "http://example.org"}') from se_event))$$,
  '23514',
  'Enter the event''s website as a full address starting with https://, or leave it empty',
  'a website that is not https:// is refused in words that say how to put it right');

-- Scheduling
select throws_ok($$select public.schedule_site_draft(now() - interval '1 minute')$$, '22023',
  'Choose a date and time in the future', 'a time in the past cannot be scheduled');
select lives_ok($$select public.schedule_site_draft('2999-01-01 09:00:00-07')$$,
  'an editor schedules the draft for a date and time');
select is(
  (select scheduled_by_email from public.site_scheduled_publications where state = 'scheduled'
    and publish_at = '2999-01-01 09:00:00-07'),
  'se-editor@pgtap.test', 'the schedule names who made it');
select lives_ok(
  $$select public.save_site_draft('banner', '{"text": "Written after scheduling"}')$$,
  'the editor goes on editing the draft');
select throws_ok(
  $$select public.publish_due_site_content('2999-01-01 09:00:00-07')$$, '42501', null,
  'an editor cannot run the scheduled job');

select tests.authenticate_as('se-reviewer');
select throws_ok($$select public.schedule_site_draft('2999-01-02 09:00:00-07')$$, '42501', null,
  'a reviewer cannot schedule a publication');
select is_empty($$select 1 from public.site_scheduled_publications$$,
  'a reviewer reads no scheduled publication');
select tests.authenticate_as_anon();
select throws_ok($$select public.publish_due_site_content()$$, '42501', null,
  'anon cannot run the scheduled job');

-- The job, with an explicit "now"
select tests.authenticate_as_service_role();
create temporary table se_before on commit drop as
  select max(number) as number from public.site_content_versions;
select is_empty(
  $$select * from public.publish_due_site_content('2999-01-01 08:59:59-07')$$,
  'a minute before its time, the scheduled change is not published');
select is((select max(number) from public.site_content_versions),
  (select number from se_before), 'and no version was made');
select is(
  (select count(*)::integer from public.publish_due_site_content('2999-01-01 09:00:00-07')),
  1, 'at its time, the scheduled change is published');
select is(
  (select content -> 'events' -> 0 ->> 'name' from public.published_site_content()),
  'Idaho AI Week 2027', 'visitors then read the scheduled content');
select ok(
  (select content -> 'banner' ->> 'text' is distinct from 'Written after scheduling'
    from public.published_site_content()),
  'edits made after scheduling are not part of it');
select is(
  (select p.state || ' ' || v.published_by_email
    from public.site_publications p join public.site_content_versions v on v.id = p.version_id
    order by v.number desc limit 1),
  'queued se-editor@pgtap.test',
  'its publication waits for the build, as Publish''s does, in the scheduling editor''s name');
select is_empty(
  $$select * from public.publish_due_site_content('2999-01-01 10:00:00-07')$$,
  'a published schedule is not published twice');

select * from finish();
rollback;
