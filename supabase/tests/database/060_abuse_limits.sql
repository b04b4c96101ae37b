-- The abuse limits of migration 20251101020000_intake.sql: one row per anonymous request, and at most 100
-- submissions per hour and 300 per day from one client network (cf-connecting-ip in
-- request.headers, as PostgREST passes it), for visitors and signed-in non-admins only.
begin;
set local search_path = public, extensions;
select plan(24);

-- A statement storing _copies identical submissions of the form behind _table.
create function pg_temp.batch_sql(_table text, _email text, _copies integer)
returns text
language sql
as $$
  select replace(
    tests.submission_sql(_table, _email),
    ' from jsonb_populate_record',
    format(' from generate_series(1, %s), jsonb_populate_record', _copies)
  )
$$;

select tests.create_supabase_user('limits-member');
select tests.create_team_member('limits-admin', 'admin');

-- ------------------------------------------------------------------ one row per request
select tests.authenticate_as_anon();
select throws_ok(
  pg_temp.batch_sql('contact_submissions', 'pair@pgtap.test', 2),
  'P0001',
  'Only one submission can be sent at a time. This request held more than one, so none of them was saved.',
  'a visitor cannot store two rows in one statement'
);
set local statement_timeout = '1s';
select throws_ok(
  pg_temp.batch_sql('contact_submissions', 'flood@pgtap.test', 4000),
  'P0001',
  'Only one submission can be sent at a time. This request held more than one, so none of them was saved.',
  'a 4,000-row insert is refused at its second row, within a second, not by a timeout'
);
set local statement_timeout = 0;
select tests.authenticate_as('limits-member');
select throws_ok(
  pg_temp.batch_sql('coach_applications', 'member-pair@pgtap.test', 2),
  'P0001',
  null,
  'nor can a signed-in user who is not an admin'
);
select tests.authenticate_as('limits-admin');
select lives_ok(
  pg_temp.batch_sql('alliance_registrations', 'admin-pair@pgtap.test', 2),
  'an admin may store several rows at once'
);
select tests.authenticate_as_service_role();
select lives_ok(
  pg_temp.batch_sql('contact_submissions', 'service-pair@pgtap.test', 3),
  'so may the service role'
);

-- Through the API (request.method set) one request is one transaction: a second single-row
-- statement in it counts as the second row of the request.
select tests.authenticate_as_anon();
select set_config('request.method', 'POST', true);
select lives_ok(
  tests.submission_sql('contact_submissions', 'first-of-request@pgtap.test'),
  'the first row of a request is stored'
);
select throws_ok(
  tests.submission_sql('alliance_registrations', 'second-of-request@pgtap.test'),
  'P0001',
  'Only one submission can be sent at a time. This request held more than one, so none of them was saved.',
  'a second statement of the same request is refused'
);
select set_config('request.method', '', true);
select set_config('intake.rows_in_request', '', true);

select tests.clear_authentication();
select is(
  (select count(*) from public.contact_submissions where email in ('pair@pgtap.test', 'member-pair@pgtap.test')),
  0::bigint,
  'a refused batch stores nothing'
);

-- ------------------------------------------------------------------ per-network limit
select tests.authenticate_as_anon();
select tests.request_from('198.51.100.7');
do $$
begin
  for n in 1..100 loop
    execute tests.submission_sql(
      (array['coach_applications', 'contact_submissions', 'alliance_registrations'])[n % 3 + 1],
      format('school-%s@pgtap.test', n)
    );
  end loop;
end
$$;
select pass('a school network may send 100 submissions within an hour across the three forms');
select throws_ok(
  tests.submission_sql('contact_submissions', 'school-101@pgtap.test'),
  'P0001',
  'We have received many submissions from your network in the last hour. Your answers are still here: please try again later.',
  'the 101st submission from that network within the hour is refused'
);
select tests.request_from('198.51.100.8');
select lives_ok(
  tests.submission_sql('contact_submissions', 'neighbour@pgtap.test'),
  'another network may still submit'
);
select tests.request_from('  198.51.100.7 ');
select throws_ok(
  tests.submission_sql('coach_applications', 'padded@pgtap.test'),
  'P0001',
  null,
  'the address is compared as an address, not as text'
);

select tests.authenticate_as('limits-member');
select tests.request_from('198.51.100.7');
select throws_ok(
  tests.submission_sql('contact_submissions', 'member-at-school@pgtap.test'),
  'P0001',
  null,
  'a signed-in non-admin on that network is limited too'
);
select tests.authenticate_as('limits-admin');
select lives_ok(
  tests.submission_sql('contact_submissions', 'admin-at-school@pgtap.test'),
  'an admin on that network is not'
);
select tests.authenticate_as_service_role();
select lives_ok(
  tests.submission_sql('contact_submissions', 'service-at-school@pgtap.test'),
  'nor is the service role'
);
select tests.authenticate_as_anon();
select set_config('request.headers', '', true);
select lives_ok(
  tests.submission_sql('contact_submissions', 'no-address@pgtap.test'),
  'without a client address (direct SQL) the per-network limit does not apply'
);

-- The daily cap: the same network's hour has passed, but 300 submissions fall within the day.
select tests.clear_authentication();
update private.intake_client_submissions set submitted_at = now() - interval '2 hours';
insert into private.intake_client_submissions (client_hash, submitted_at)
select client_hash, now() - interval '3 hours'
from (select distinct client_hash from private.intake_client_submissions) as networks,
  generate_series(1, 200);
select tests.authenticate_as_anon();
select tests.request_from('198.51.100.7');
select throws_ok(
  tests.submission_sql('contact_submissions', 'next-day@pgtap.test'),
  'P0001',
  'We have received many submissions from your network today. Your answers are still here: please try again tomorrow.',
  'the 301st submission from a network within a day is refused'
);

-- Storage: hashes only, and nothing older than a day once a new submission arrives.
select tests.clear_authentication();
insert into private.intake_client_submissions (client_hash, submitted_at)
values (sha256('stale'), now() - interval '25 hours');
select tests.authenticate_as_anon();
select tests.request_from('198.51.100.9');
select lives_ok(
  tests.submission_sql('contact_submissions', 'fresh@pgtap.test'),
  'a submission from a new network is stored'
);
select tests.clear_authentication();
select is(
  (select count(*) from private.intake_client_submissions where submitted_at < now() - interval '1 day'),
  0::bigint,
  'entries older than a day are deleted'
);
select is(
  (select count(*) from private.intake_client_submissions
   where position(convert_to('198.51.100', 'UTF8') in client_hash) > 0),
  0::bigint,
  'no address is stored in the clear'
);
select ok(
  not has_table_privilege('anon', 'private.intake_client_submissions', 'select')
    and not has_table_privilege('authenticated', 'private.intake_client_submissions', 'select')
    and not has_table_privilege('service_role', 'private.intake_client_submissions', 'select'),
  'no API role can read the per-network counts'
);

select is(
  private.client_network('2001:db8:1:2::1'),
  private.client_network('2001:db8:1:2:ffff:ffff:ffff:ffff'),
  'IPv6 addresses of one /64 count as one network'
);
select isnt(
  private.client_network('2001:db8:1:2::1'),
  private.client_network('2001:db8:1:3::1'),
  'neighbouring /64 networks count apart'
);

-- ------------------------------------------------------------------ alliance interests
select tests.authenticate_as_anon();
select set_config('request.headers', '', true);
select throws_ok(
  tests.submission_sql('alliance_registrations', 'twice@pgtap.test', '{"interests": ["training", "training"]}'),
  '23514',
  null,
  'an area of interest chosen twice is refused'
);

select * from finish();
rollback;
