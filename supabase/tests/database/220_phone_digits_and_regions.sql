-- A phone number holds at least ten digits (the forms count digits, not characters), for every
-- row stored since the rule came; rows stored before it keep their phone and can still be worked
-- on. The coach application's regions are the Idaho Department of Labor's six, and the earlier
-- list's values stay readable where stored rows hold them.
begin;
set local search_path = public, extensions;
select plan(19);

-- A visitor's submissions, as the site sends them ------------------------------------------------
select tests.authenticate_as_anon();

select throws_ok(
  tests.submission_sql('coach_applications', 'digits-1@pgtap.test', '{"phone": "208-555-01"}'),
  '23514',
  'new row for relation "coach_applications" violates check constraint "coach_applications_phone_with_ten_digits"',
  'a coach phone of ten characters but eight digits is refused'
);
select throws_ok(
  tests.submission_sql('contact_submissions', 'digits-2@pgtap.test', '{"phone": "(208) 555-01"}'),
  '23514',
  'new row for relation "contact_submissions" violates check constraint "contact_submissions_phone_with_ten_digits"',
  'a contact phone of twelve characters but eight digits is refused'
);
select throws_ok(
  tests.submission_sql('alliance_registrations', 'digits-3@pgtap.test', '{"phone": "phone: 555 0102"}'),
  '23514',
  'new row for relation "alliance_registrations" violates check constraint "alliance_registrations_phone_with_ten_digits"',
  'an alliance phone, when given, of seven digits among letters is refused'
);
select lives_ok(
  tests.submission_sql('coach_applications', 'digits-4@pgtap.test', '{"phone": "(208) 555-0100"}'),
  'a coach phone of ten digits with brackets, a space and a dash is accepted'
);
select lives_ok(
  tests.submission_sql('contact_submissions', 'digits-5@pgtap.test', '{"phone": "2085550101"}'),
  'a contact phone of ten bare digits is accepted'
);
select lives_ok(
  tests.submission_sql('alliance_registrations', 'digits-6@pgtap.test', '{"phone": null}'),
  'an alliance registration without a phone is accepted'
);
select lives_ok(
  tests.submission_sql('alliance_registrations', 'digits-7@pgtap.test', '{"phone": "+1 208.555.0102"}'),
  'an alliance phone of eleven digits with a plus and dots is accepted'
);

select throws_ok(
  tests.submission_sql('coach_applications', 'region-1@pgtap.test', '{"region": "magic-valley"}'),
  '23514',
  'new row for relation "coach_applications" violates check constraint "coach_applications_region_allowed"',
  'a coach region outside the Department of Labor''s six and the earlier list is refused'
);
select lives_ok(
  tests.submission_sql('coach_applications', 'region-2@pgtap.test', '{"region": "south-central"}'),
  'an applicant from Twin Falls can store the South Central region'
);

-- Rows stored before the rule ------------------------------------------------------------------
-- Written as the platform writes an old row (created_at is not a visitor's to choose).
select tests.clear_authentication();
select lives_ok(
  tests.submission_sql('contact_submissions', 'digits-old-1@pgtap.test',
    '{"phone": "208-555-01", "created_at": "2025-11-02T18:00:00Z"}'),
  'a contact message stored before the rule keeps its eight-digit phone'
);
select lives_ok(
  tests.submission_sql('coach_applications', 'region-old-1@pgtap.test',
    '{"phone": "208-555-01", "region": "central", "created_at": "2025-11-03T18:00:00Z"}'),
  'an application stored before the change keeps its earlier region and phone'
);
select lives_ok(
  $$ update public.contact_submissions set status = 'responded' where email = 'digits-old-1@pgtap.test' $$,
  'a reviewer can still change the status of a message stored before the rule'
);
select lives_ok(
  $$ update public.coach_applications set status = 'interview' where email = 'region-old-1@pgtap.test' $$,
  'a reviewer can still change the status of an application from the earlier list'
);
select throws_ok(
  $$ update public.contact_submissions set created_at = now() where email = 'digits-old-1@pgtap.test' $$,
  '23514',
  'new row for relation "contact_submissions" violates check constraint "contact_submissions_phone_with_ten_digits"',
  'an eight-digit phone cannot be carried past the rule by moving its row''s date'
);
select tests.authenticate_as_anon();
select throws_ok(
  $$ insert into public.contact_submissions (first_name, last_name, email, phone, organization_type,
       organization_name, subject, message, created_at)
     values ('Old', 'Date', 'digits-forged@pgtap.test', '208-555-01', 'k-12', 'District', 'general',
       'A message of some length.', '2025-01-01T00:00:00Z') $$,
  '42501',
  null,
  'a visitor cannot date a submission before the rule (created_at is not theirs to set)'
);
select tests.clear_authentication();

-- The helpers and the desk ---------------------------------------------------------------------
select is(private.phone_digit_count('+1 (208) 555-0100 x1'), 12, 'the digit count skips every non-digit');
select is(private.phone_digit_count('２０８５５５０１００'), 0, 'only the digits 0-9 count (as in the forms)');

select tests.create_supabase_user('regions-admin');
select tests.grant_admin('regions-admin');
select tests.authenticate_as('regions-admin');
select results_eq(
  $$ select region from public.desk_applications_per_region() $$,
  $$ values ('north'), ('north-central'), ('southwestern'), ('south-central'), ('southeastern'),
       ('eastern'), ('central') $$,
  'the desk lists the six regions in the form''s order, then an earlier-list region that rows hold'
);
select is(
  (select applications from public.desk_applications_per_region() where region = 'central'),
  1::bigint,
  'an application from the earlier list is still counted under its stored region'
);

select * from finish();
rollback;
