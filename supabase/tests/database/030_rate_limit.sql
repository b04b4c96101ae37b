-- At most five submissions per e-mail address per hour on each intake form; the sixth is refused
-- with P0001 and a message the forms show as is.
begin;
set local search_path = public, extensions;
select plan(26);

-- Two hours ago, as postgres: five submissions from an address that has since waited an hour.
select tests.create_submission('contact_submissions', 'patient@pgtap.test',
  jsonb_build_object('created_at', now() - interval '2 hours'))
from generate_series(1, 5);

select tests.authenticate_as_anon();

-- coach_applications
select lives_ok(tests.submission_sql('coach_applications', email), 'coach application ' || position || ' of 5 from one address within the hour is accepted')
from (values (1, 'busy@pgtap.test'), (2, 'Busy@pgtap.test'), (3, 'busy@pgtap.test'), (4, 'BUSY@PGTAP.TEST'), (5, 'busy@pgtap.test')) as s (position, email);
select throws_ok(
  tests.submission_sql('coach_applications', 'busy@pgtap.test'),
  'P0001',
  'Too many submissions from this email address. Please try again later.',
  'a 6th coach application from the same address within the hour is refused'
);
select throws_ok(
  tests.submission_sql('coach_applications', 'bUSY@pgtap.TEST'),
  'P0001',
  'Too many submissions from this email address. Please try again later.',
  'the limit ignores the letter case of the address (coach application)'
);
select lives_ok(tests.submission_sql('coach_applications', 'someone-else@pgtap.test'), 'another address may still submit a coach application');

-- contact_submissions
select lives_ok(tests.submission_sql('contact_submissions', email), 'contact message ' || position || ' of 5 from one address within the hour is accepted')
from (values (1, 'busy@pgtap.test'), (2, 'Busy@pgtap.test'), (3, 'busy@pgtap.test'), (4, 'BUSY@PGTAP.TEST'), (5, 'busy@pgtap.test')) as s (position, email);
select throws_ok(
  tests.submission_sql('contact_submissions', 'busy@pgtap.test'),
  'P0001',
  'Too many submissions from this email address. Please try again later.',
  'a 6th contact message from the same address within the hour is refused'
);
select throws_ok(
  tests.submission_sql('contact_submissions', 'bUSY@pgtap.TEST'),
  'P0001',
  'Too many submissions from this email address. Please try again later.',
  'the limit ignores the letter case of the address (contact message)'
);
select lives_ok(tests.submission_sql('contact_submissions', 'someone-else@pgtap.test'), 'another address may still submit a contact message');

-- alliance_registrations
select lives_ok(tests.submission_sql('alliance_registrations', email), 'alliance registration ' || position || ' of 5 from one address within the hour is accepted')
from (values (1, 'busy@pgtap.test'), (2, 'Busy@pgtap.test'), (3, 'busy@pgtap.test'), (4, 'BUSY@PGTAP.TEST'), (5, 'busy@pgtap.test')) as s (position, email);
select throws_ok(
  tests.submission_sql('alliance_registrations', 'busy@pgtap.test'),
  'P0001',
  'Too many submissions from this email address. Please try again later.',
  'a 6th alliance registration from the same address within the hour is refused'
);
select throws_ok(
  tests.submission_sql('alliance_registrations', 'bUSY@pgtap.TEST'),
  'P0001',
  'Too many submissions from this email address. Please try again later.',
  'the limit ignores the letter case of the address (alliance registration)'
);
select lives_ok(tests.submission_sql('alliance_registrations', 'someone-else@pgtap.test'), 'another address may still submit an alliance registration');

select lives_ok(
  tests.submission_sql('contact_submissions', 'patient@pgtap.test'),
  'submissions older than an hour do not count toward the limit'
);

select tests.clear_authentication();
select is(
  (select count(*) from public.contact_submissions where lower(email) = 'busy@pgtap.test'),
  5::bigint,
  'refused submissions are not stored'
);

select * from finish();
rollback;
