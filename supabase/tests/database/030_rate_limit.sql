-- At most five submissions per e-mail address per hour on each intake form; the sixth is refused
-- with P0001 and a message the forms show as is.
begin;
set local search_path = public, extensions;
select plan(26);

-- A valid form submission to _table, as an INSERT statement, with _overrides replacing or adding
-- columns (status, id, created_at, or an invalid value). Values pass through
-- jsonb_populate_record, so text[] columns take JSON arrays.
create function pg_temp.submission(_table text, _email text, _overrides jsonb default '{}')
returns text
language sql
as $fn$
  with submission as (
    select case _table
      when 'coach_applications' then jsonb_build_object(
        'first_name', 'Ada',
        'last_name', 'Lovelace',
        'phone', '208-555-0100',
        'city', 'Boise',
        'region', 'southwestern',
        'organization', 'High school teacher',
        'title', 'High school teacher',
        'experience', 'Ten years teaching algebra and running the robotics club after school.',
        'ai_experience', 'beginner',
        'teaching_experience', 'Yes',
        'availability', 'part-time',
        'motivation', 'I want to help teachers in rural Idaho use AI tools with confidence.'
      )
      when 'contact_submissions' then jsonb_build_object(
        'first_name', 'Grace',
        'last_name', 'Hopper',
        'phone', '208-555-0101',
        'organization_type', 'k-12',
        'organization_name', 'Boise School District',
        'subject', 'request-training',
        'message', 'We would like a half-day workshop for our staff.'
      )
      when 'alliance_registrations' then jsonb_build_object(
        'first_name', 'Katherine',
        'last_name', 'Johnson',
        'phone', null,
        'organization', 'Idaho Technology Council',
        'organization_type', 'business',
        'title', 'Director',
        'interests', jsonb_build_array('training', 'events'),
        'message', null
      )
    end || jsonb_build_object('email', _email) || _overrides as row_json
  )
  select format(
    'insert into public.%1$I (%2$s) select %2$s from jsonb_populate_record(null::public.%1$I, %3$L)',
    _table,
    (select string_agg(quote_ident(key), ', ' order by key) from jsonb_object_keys(row_json) as key),
    row_json
  )
  from submission
$fn$;

-- Two hours ago, as postgres: five submissions from an address that has since waited an hour.
do $$
begin
  for i in 1..5 loop
    execute pg_temp.submission('contact_submissions', 'patient@pgtap.test',
      jsonb_build_object('created_at', now() - interval '2 hours'));
  end loop;
end
$$;

set local request.jwt.claims = '{"role":"anon"}';
set local role anon;

-- coach_applications
select lives_ok(pg_temp.submission('coach_applications', email), 'coach application ' || position || ' of 5 from one address within the hour is accepted')
from (values (1, 'busy@pgtap.test'), (2, 'Busy@pgtap.test'), (3, 'busy@pgtap.test'), (4, 'BUSY@PGTAP.TEST'), (5, 'busy@pgtap.test')) as s (position, email);
select throws_ok(
  pg_temp.submission('coach_applications', 'busy@pgtap.test'),
  'P0001',
  'Too many submissions from this email address. Please try again later.',
  'a 6th coach application from the same address within the hour is refused'
);
select throws_ok(
  pg_temp.submission('coach_applications', 'bUSY@pgtap.TEST'),
  'P0001',
  'Too many submissions from this email address. Please try again later.',
  'the limit ignores the letter case of the address (coach application)'
);
select lives_ok(pg_temp.submission('coach_applications', 'someone-else@pgtap.test'), 'another address may still submit a coach application');

-- contact_submissions
select lives_ok(pg_temp.submission('contact_submissions', email), 'contact message ' || position || ' of 5 from one address within the hour is accepted')
from (values (1, 'busy@pgtap.test'), (2, 'Busy@pgtap.test'), (3, 'busy@pgtap.test'), (4, 'BUSY@PGTAP.TEST'), (5, 'busy@pgtap.test')) as s (position, email);
select throws_ok(
  pg_temp.submission('contact_submissions', 'busy@pgtap.test'),
  'P0001',
  'Too many submissions from this email address. Please try again later.',
  'a 6th contact message from the same address within the hour is refused'
);
select throws_ok(
  pg_temp.submission('contact_submissions', 'bUSY@pgtap.TEST'),
  'P0001',
  'Too many submissions from this email address. Please try again later.',
  'the limit ignores the letter case of the address (contact message)'
);
select lives_ok(pg_temp.submission('contact_submissions', 'someone-else@pgtap.test'), 'another address may still submit a contact message');

-- alliance_registrations
select lives_ok(pg_temp.submission('alliance_registrations', email), 'alliance registration ' || position || ' of 5 from one address within the hour is accepted')
from (values (1, 'busy@pgtap.test'), (2, 'Busy@pgtap.test'), (3, 'busy@pgtap.test'), (4, 'BUSY@PGTAP.TEST'), (5, 'busy@pgtap.test')) as s (position, email);
select throws_ok(
  pg_temp.submission('alliance_registrations', 'busy@pgtap.test'),
  'P0001',
  'Too many submissions from this email address. Please try again later.',
  'a 6th alliance registration from the same address within the hour is refused'
);
select throws_ok(
  pg_temp.submission('alliance_registrations', 'bUSY@pgtap.TEST'),
  'P0001',
  'Too many submissions from this email address. Please try again later.',
  'the limit ignores the letter case of the address (alliance registration)'
);
select lives_ok(pg_temp.submission('alliance_registrations', 'someone-else@pgtap.test'), 'another address may still submit an alliance registration');

select lives_ok(
  pg_temp.submission('contact_submissions', 'patient@pgtap.test'),
  'submissions older than an hour do not count toward the limit'
);

reset role;
select is(
  (select count(*) from public.contact_submissions where lower(email) = 'busy@pgtap.test'),
  5::bigint,
  'refused submissions are not stored'
);

select * from finish();
rollback;
