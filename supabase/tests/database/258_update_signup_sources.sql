-- The Visits report counts the people who subscribed to updates from each campaign or referring
-- site (migration 20251101070000_visits_and_funnel.sql): a new address counts once for its
-- visit's campaign, a second sign-up of the same address does not, a visit with neither a
-- campaign nor a referrer is not counted, and nothing about the subscriber is kept for it.
begin;
set local search_path = public, extensions;
select plan(5);

select tests.create_team_member('us-reviewer', 'reviewer', 'us-reviewer@pgtap.test');

create function pg_temp.sign_up(_email text, _visit jsonb)
returns jsonb
language sql
as $$
  select public.subscribe_to_updates(jsonb_build_object(
    'email', _email, 'topics', '["events"]'::jsonb, 'source', 'updates-page',
    'shown', 'Send me the updates I ticked. You can change or stop them from any update.',
    'visit', _visit
  ))
$$;

select tests.authenticate_as_anon();
select pg_temp.sign_up('us-one@example.org',
  '{"utm_campaign": "US Week 2027", "utm_source": "newsletter", "utm_medium": "email"}');
select pg_temp.sign_up('us-two@example.org',
  '{"utm_campaign": "us-week-2027", "utm_source": "newsletter", "utm_medium": "email"}');
-- The same address again, from the same campaign: not a new subscriber.
select pg_temp.sign_up('us-one@example.org',
  '{"utm_campaign": "us-week-2027", "utm_source": "newsletter", "utm_medium": "email"}');
select pg_temp.sign_up('us-three@example.org', '{"referrer_domain": "www.US-Chamber.example.org"}');
select pg_temp.sign_up('us-four@example.org', '{}');

create temporary table us_sources on commit drop as select null::jsonb as sources;
grant select, update on us_sources to authenticated;
select tests.authenticate_as('us-reviewer');
update us_sources set sources = public.form_funnel(current_date - 1, current_date + 1) -> 'sources';

select is(
  (select (s ->> 'sent')::int from us_sources, jsonb_array_elements(sources) s
   where s ->> 'form' = 'update_signup' and s ->> 'campaign' = 'us-week-2027'),
  2,
  'two new subscribers came with the campaign (written two ways, counted together); the repeat sign-up is not a third');
select is(
  (select (s ->> 'sent')::int from us_sources, jsonb_array_elements(sources) s
   where s ->> 'form' = 'update_signup' and s ->> 'referrer' = 'us-chamber.example.org'),
  1,
  'a subscriber without a campaign counts for the site that referred the visit');
select is(
  (select pg_catalog.sum((s ->> 'sent')::int)::int from us_sources, jsonb_array_elements(sources) s
   where s ->> 'form' = 'update_signup'),
  3,
  'a visit with neither a campaign nor a referrer is not counted');

select tests.clear_authentication();
select is(
  (select pg_catalog.count(*)::int from information_schema.columns
   where table_schema = 'private' and table_name = 'update_signup_source_days'
     and column_name not in ('day', 'utm_campaign', 'utm_source', 'utm_medium', 'referrer_domain',
       'signups')),
  0,
  'the counter holds days, campaigns, referrers and counts: nothing about a subscriber');
select tests.authenticate_as_anon();
select throws_ok($$select * from private.update_signup_source_days$$, '42501', null,
  'visitors cannot read the counters');

select * from finish();
rollback;
