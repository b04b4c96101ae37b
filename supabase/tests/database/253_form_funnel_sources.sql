-- The Visits report answers "which campaign led to sent applications": form_funnel's sources count
-- each form's sent records by the campaign their visit came with, or, without one, the site that
-- referred it; a record with neither is not a source; reviewers read it, editors do not.
begin;
set local search_path = public, extensions;
select plan(5);

select tests.create_team_member('fs-reviewer', 'reviewer', 'fs-reviewer@pgtap.test');
select tests.create_team_member('fs-editor', 'editor', 'fs-editor@pgtap.test');

select tests.create_submission('coach_applications', 'fs-one@pgtap.test',
  '{"utm_campaign": "fs-week-2027", "utm_source": "newsletter", "utm_medium": "email",
    "referrer_domain": "mail.example.org"}');
select tests.create_submission('coach_applications', 'fs-two@pgtap.test',
  '{"utm_campaign": "fs-week-2027", "utm_source": "newsletter", "utm_medium": "email"}');
select tests.create_submission('contact_submissions', 'fs-three@pgtap.test',
  '{"referrer_domain": "fs-chamber.example.org"}');
select tests.create_submission('alliance_registrations', 'fs-four@pgtap.test', '{}');

create temporary table fs_sources on commit drop as select null::jsonb as sources;
grant select, update on fs_sources to authenticated;

select tests.authenticate_as('fs-reviewer');
update fs_sources set sources = public.form_funnel(current_date - 1, current_date + 1) -> 'sources';

select is(
  (select (s ->> 'sent')::int from fs_sources, jsonb_array_elements(sources) s
   where s ->> 'campaign' = 'fs-week-2027'),
  2,
  'two coach applications came with the campaign, counted once together');
select is(
  (select s ->> 'referrer' from fs_sources, jsonb_array_elements(sources) s
   where s ->> 'campaign' = 'fs-week-2027'),
  null,
  'a record with a campaign is counted by its campaign, not by the site that referred it');
select is(
  (select s ->> 'form' || ' ' || (s ->> 'sent') from fs_sources, jsonb_array_elements(sources) s
   where s ->> 'referrer' = 'fs-chamber.example.org'),
  'contact_submission 1',
  'a message without a campaign is counted by the site that referred it');
select ok(
  not exists (select 1 from fs_sources, jsonb_array_elements(sources) s
    where s ->> 'campaign' is null and s ->> 'source' is null and s ->> 'medium' is null
      and s ->> 'referrer' is null),
  'a record that came with neither a campaign nor a referrer is not a source');

select tests.authenticate_as('fs-editor');
select throws_ok($$select public.form_funnel(current_date, current_date)$$, '42501', null,
  'an editor cannot read which campaigns led to sent forms');

select * from finish();
rollback;
