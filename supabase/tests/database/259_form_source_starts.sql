-- The Visits report counts the forms each campaign or referring site led people to start
-- (migration 20251101070000_visits_and_funnel.sql): a start sent with its visit's campaign adds
-- to that campaign's "started" beside what was sent, a start without one or any other step adds
-- nothing there, and a sign-up for updates has no "started".
begin;
set local search_path = public, extensions;
select plan(5);

select tests.create_team_member('ss-reviewer', 'reviewer', 'ss-reviewer@pgtap.test');

select tests.create_submission('contact_submissions', 'ss-one@pgtap.test',
  '{"utm_campaign": "ss-flyer-2027", "utm_source": "flyer", "utm_medium": "print"}');

select tests.authenticate_as_anon();
select public.record_form_event('contact_submission', 'started',
  '{"utm_campaign": "SS Flyer 2027", "utm_source": "flyer", "utm_medium": "print"}');
select public.record_form_event('contact_submission', 'started',
  '{"utm_campaign": "ss-flyer-2027", "utm_source": "flyer", "utm_medium": "print"}');
-- Other steps, and a start with no campaign nor referrer, add nothing to a source.
select public.record_form_event('contact_submission', 'viewed',
  '{"utm_campaign": "ss-flyer-2027", "utm_source": "flyer", "utm_medium": "print"}');
select public.record_form_event('contact_submission', 'started', '{}');
select public.record_form_event('coach_application', 'started',
  '{"referrer_domain": "www.SS-Chamber.example.org"}');
select public.subscribe_to_updates(jsonb_build_object(
  'email', 'ss-reader@example.org', 'topics', '["news"]'::jsonb, 'source', 'updates-page',
  'shown', 'Send me the updates I ticked. You can change or stop them from any update.',
  'visit', '{"utm_campaign": "ss-flyer-2027", "utm_source": "flyer", "utm_medium": "print"}'::jsonb));

create temporary table ss_sources on commit drop as select null::jsonb as sources;
grant select, update on ss_sources to authenticated;
select tests.authenticate_as('ss-reviewer');
update ss_sources set sources = public.form_funnel(current_date - 1, current_date + 1) -> 'sources';

select is(
  (select (s ->> 'started') || ' started, ' || (s ->> 'sent') || ' sent'
   from ss_sources, jsonb_array_elements(sources) s
   where s ->> 'form' = 'contact_submission' and s ->> 'campaign' = 'ss-flyer-2027'),
  '2 started, 1 sent',
  'the campaign''s two starts (written two ways) stand beside the message it led to');
select is(
  (select (s ->> 'started') || ' started, ' || (s ->> 'sent') || ' sent'
   from ss_sources, jsonb_array_elements(sources) s
   where s ->> 'form' = 'coach_application' and s ->> 'referrer' = 'ss-chamber.example.org'),
  '1 started, 0 sent',
  'a start without a campaign counts for the site that referred the visit, with nothing sent yet');
select ok(
  (select s -> 'started' = 'null'::jsonb from ss_sources, jsonb_array_elements(sources) s
   where s ->> 'form' = 'update_signup' and s ->> 'campaign' = 'ss-flyer-2027'),
  'a sign-up for updates is counted as sent, with no start');
select is(
  (select pg_catalog.count(*)::int from ss_sources, jsonb_array_elements(sources) s
   where s ->> 'form' = 'contact_submission' and s ->> 'campaign' is null
     and s ->> 'referrer' is null),
  0,
  'a start with neither a campaign nor a referrer is not a source');

select tests.authenticate_as_anon();
select throws_ok($$select * from private.form_source_days$$, '42501', null,
  'visitors cannot read the counters');

select * from finish();
rollback;
