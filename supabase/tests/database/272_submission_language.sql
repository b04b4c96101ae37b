-- Every submission records the language it was made in (migration
-- 20251228218000_submission_language.sql): the intake RPCs store the submission's `language`
-- as sent, a submission without one is English, a language the site does not have is refused by
-- the RPC and by the tables' CHECKs, and the desk views (which the desk lists, filters and exports
-- from) carry it.
begin;
set local search_path = public, extensions;
select plan(18);

select tests.create_team_member('sl-reviewer', 'reviewer', 'sl-reviewer@pgtap.test');

create temporary table language_forms on commit drop as
  select
    jsonb_build_object(
      'first_name', 'Grace', 'last_name', 'Hopper', 'email', 'sl-contact@pgtap.test',
      'phone', '208-555-0101', 'organization_type', 'k-12',
      'organization_name', 'Boise School District', 'subject', 'request-training',
      'message', 'We would like a half-day workshop for our staff.'
    ) as contact,
    jsonb_build_object(
      'first_name', 'Ada', 'last_name', 'Lovelace', 'email', 'sl-coach@pgtap.test',
      'phone', '208-555-0100', 'city', 'Boise', 'region', 'southwestern',
      'organization', 'High school teacher', 'title', 'High school teacher',
      'experience', 'Ten years teaching algebra and running the robotics club after school.',
      'ai_experience', 'beginner', 'teaching_experience', 'Yes', 'availability', 'part-time',
      'motivation', 'I want to help teachers in rural Idaho use AI tools with confidence.'
    ) as coach,
    jsonb_build_object(
      'first_name', 'Katherine', 'last_name', 'Johnson', 'email', 'sl-alliance@pgtap.test',
      'phone', null, 'organization', 'Idaho Technology Council', 'organization_type', 'business',
      'title', 'Director', 'interests', jsonb_build_array('training', 'events'), 'message', null
    ) as alliance;
grant select on language_forms to anon, authenticated, service_role;

create temporary table language_refs (name text primary key, reference text) on commit drop;
grant all on language_refs to anon, authenticated, service_role;

-- ------------------------------------------------------------------ the RPCs store it
select tests.authenticate_as_anon();
select tests.request_from('203.0.113.61');
insert into language_refs
select 'contact-es',
  public.submit_contact_message(contact || '{"language": "es"}', 'b2721111-1111-4111-8111-111111111111')
    ->> 'reference'
from language_forms;
insert into language_refs
select 'contact-none',
  public.submit_contact_message(
    contact || '{"email": "sl-contact-2@pgtap.test"}', 'b2722222-2222-4222-8222-222222222222'
  ) ->> 'reference'
from language_forms;
insert into language_refs
select 'coach-es',
  public.submit_coach_application(coach || '{"language": "es"}', gen_random_uuid()) ->> 'reference'
from language_forms;
insert into language_refs
select 'alliance-es',
  public.submit_alliance_registration(alliance || '{"language": "es"}', gen_random_uuid()) ->> 'reference'
from language_forms;
insert into language_refs
select 'alliance-en',
  public.submit_alliance_registration(
    alliance || '{"email": "sl-alliance-2@pgtap.test", "language": "en"}', gen_random_uuid()
  ) ->> 'reference'
from language_forms;

select tests.clear_authentication();
select is(
  (select c.language from public.contact_submissions c
   join language_refs r on r.reference = c.reference and r.name = 'contact-es'),
  'es',
  'a message sent in Spanish is stored as Spanish'
);
select is(
  (select a.language from public.coach_applications a
   join language_refs r on r.reference = a.reference and r.name = 'coach-es'),
  'es',
  'an application made in Spanish is stored as Spanish'
);
select is(
  (select g.language from public.alliance_registrations g
   join language_refs r on r.reference = g.reference and r.name = 'alliance-es'),
  'es',
  'a registration made in Spanish is stored as Spanish'
);
select is(
  (select g.language from public.alliance_registrations g
   join language_refs r on r.reference = g.reference and r.name = 'alliance-en'),
  'en',
  'a registration made in English is stored as English'
);
select is(
  (select c.language from public.contact_submissions c
   join language_refs r on r.reference = c.reference and r.name = 'contact-none'),
  'en',
  'a submission that names no language (a page from before the Spanish forms) is English'
);

-- ------------------------------------------------------------------ what is refused
select tests.authenticate_as_anon();
select tests.request_from('203.0.113.62');
select throws_ok(
  $$select public.submit_contact_message(contact || '{"email": "sl-fr@pgtap.test", "language": "fr"}', gen_random_uuid())
    from language_forms$$,
  '22023',
  'The submission''s language must be en (English) or es (Spanish), or left out for English',
  'a language the site does not have (fr) is refused by the RPC, with a sentence saying which it has'
);
select throws_ok(
  $$select public.submit_coach_application(coach || '{"email": "sl-num@pgtap.test", "language": 1}', gen_random_uuid())
    from language_forms$$,
  '22023',
  'The submission''s language must be en (English) or es (Spanish), or left out for English',
  'a language that is not a language name (a number) is refused by the RPC'
);
select is(
  (select public.submit_contact_message(contact || '{"language": "es"}', 'b2721111-1111-4111-8111-111111111111')
     ->> 'reference' from language_forms),
  (select reference from language_refs where name = 'contact-es'),
  'the same draft sent again in its language answers the stored reference'
);
select throws_ok(
  $$select public.submit_contact_message(contact || '{"language": "en"}', 'b2721111-1111-4111-8111-111111111111')
    from language_forms$$,
  'PT409',
  null,
  'the same draft key with another language is refused as different answers, not stored silently'
);
select is(
  (select public.submit_contact_message(
     contact || '{"email": "sl-contact-2@pgtap.test"}', 'b2722222-2222-4222-8222-222222222222'
   ) ->> 'reference' from language_forms),
  (select reference from language_refs where name = 'contact-none'),
  'a draft without a language sent again matches the English it was stored as'
);
select lives_ok(
  tests.submission_sql('contact_submissions', 'sl-insert@pgtap.test', '{"language": "es"}'),
  'a visitor''s plain insert may name the language, like the attribution'
);
select throws_ok(
  tests.submission_sql('contact_submissions', 'sl-insert-fr@pgtap.test', '{"language": "fr"}'),
  '23514',
  'new row for relation "contact_submissions" violates check constraint "contact_submissions_language_allowed"',
  'the contact table''s CHECK refuses a language the site does not have, by a name that says so'
);
select tests.clear_authentication();
select throws_ok(
  tests.submission_sql('coach_applications', 'sl-insert-de@pgtap.test', '{"language": "de"}'),
  '23514',
  'new row for relation "coach_applications" violates check constraint "coach_applications_language_allowed"',
  'the applications table''s CHECK refuses it too, for every writer'
);
select throws_ok(
  tests.submission_sql('alliance_registrations', 'sl-insert-pt@pgtap.test', '{"language": "pt"}'),
  '23514',
  'new row for relation "alliance_registrations" violates check constraint "alliance_registrations_language_allowed"',
  'the registrations table''s CHECK refuses it too'
);
select throws_ok(
  tests.submission_sql('alliance_registrations', 'sl-insert-null@pgtap.test', '{"language": null}'),
  '23502',
  null,
  'a registration without a language cannot be stored (the column is not null; its default is English)'
);

-- ------------------------------------------------------------------ the desk reads it
select tests.authenticate_as('sl-reviewer');
select is(
  (select d.language from public.contact_submissions_desk d
   join language_refs r on r.reference = d.reference and r.name = 'contact-es'),
  'es',
  'the desk view carries the language the message was sent in'
);
select is(
  (select array_agg(d.email order by d.email) from public.alliance_registrations_desk d
   where d.language = 'es' and d.email like 'sl-%'),
  array['sl-alliance@pgtap.test'],
  'the desk''s list filters by language (the registration made in Spanish, not the English one)'
);
select lives_ok(
  $$select public.desk_export_submissions('alliance', '{"language": "es"}')$$,
  'a CSV export filtered by language is recorded like any other export'
);

select * from finish();
rollback;
