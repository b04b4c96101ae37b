-- The admin dashboard's aggregate and history functions (migration 20251101040300_desk_reports.sql):
-- only admins may call them, and what they return is right.
begin;
set local search_path = public, extensions;
select plan(20);

select tests.create_team_member('admin', 'admin', 'reporting-admin@example.com');
select tests.create_supabase_user('member', 'reporting-user@example.com');

-- A known data set: the tables start empty inside this transaction's view of the test data only
-- if nothing else is there, so counts below are compared as differences from a baseline.
create temporary table baseline_region as
  select coalesce(region, 'unspecified') as region, count(*) as applications
  from public.coach_applications group by 1;
grant select on baseline_region to authenticated;

-- Two applications this week, one three weeks ago, one a year ago (outside the 12 weeks).
-- Triggers are skipped for the inserts (the rate limit is not what is tested here).
set local session_replication_role = replica;
insert into public.coach_applications
  (id, first_name, last_name, email, phone, city, region, organization, title, experience,
   ai_experience, teaching_experience, availability, motivation, status, created_at)
select
  v.id::uuid, 'Test', 'Applicant', 'reporting-' || v.n || '@example.com', '208-555-0100', 'Boise',
  v.region, 'Teacher', 'Teacher', rtrim(repeat('Experience ', 6)), 'beginner', 'Yes', 'part-time',
  rtrim(repeat('Motivation ', 6)), v.status, v.created_at
from (values
  (1, 'b0000000-0000-4000-8000-000000000001', 'south-central', 'approved', now()),
  (2, 'b0000000-0000-4000-8000-000000000002', 'south-central', 'pending', now()),
  (3, 'b0000000-0000-4000-8000-000000000003', 'north', 'pending', now() - interval '21 days'),
  (4, 'b0000000-0000-4000-8000-000000000004', 'eastern', 'approved', now() - interval '365 days')
) as v(n, id, region, status, created_at);
set local session_replication_role = origin;

-- anon ------------------------------------------------------------------------------------
select tests.authenticate_as_anon();

select throws_ok(
  $$ select * from public.desk_applications_per_week() $$,
  '42501', null,
  'anon cannot read applications per week'
);
select throws_ok(
  $$ select * from public.desk_applications_per_region() $$,
  '42501', null,
  'anon cannot read applications per region'
);
select throws_ok(
  $$ select * from public.desk_status_history('b0000000-0000-4000-8000-000000000001') $$,
  '42501', null,
  'anon cannot read status history through the history function'
);

-- signed-in non-admin ------------------------------------------------------------------------
select tests.authenticate_as('member');

select throws_ok(
  $$ select * from public.desk_applications_per_week() $$,
  '42501', 'Admin privileges required',
  'a signed-in non-admin cannot read applications per week'
);
select throws_ok(
  $$ select * from public.desk_applications_per_region() $$,
  '42501', 'Admin privileges required',
  'a signed-in non-admin cannot read applications per region'
);
select throws_ok(
  $$ select * from public.desk_status_history('b0000000-0000-4000-8000-000000000001') $$,
  '42501', 'Admin privileges required',
  'a signed-in non-admin cannot read status history through the history function'
);

-- admin ---------------------------------------------------------------------------------------
select tests.authenticate_as('admin');

select is(
  (select count(*) from public.desk_applications_per_week()),
  12::bigint,
  'applications per week returns 12 weeks by default'
);
select is(
  (select count(*) from public.desk_applications_per_week(4)),
  4::bigint,
  'applications per week returns as many weeks as asked'
);
select is(
  (select week_start from public.desk_applications_per_week() order by week_start desc limit 1),
  (date_trunc('week', now() at time zone 'America/Boise'))::date,
  'the last week is the current week (Monday, Mountain Time)'
);
select ok(
  (select bool_and(extract(isodow from week_start) = 1) from public.desk_applications_per_week()),
  'every week starts on a Monday'
);
select ok(
  (select applications >= 2 from public.desk_applications_per_week()
   order by week_start desc limit 1),
  'this week counts the applications made this week'
);
select is(
  (select sum(applications)::bigint from public.desk_applications_per_week()),
  (select count(*) from public.coach_applications
   where created_at >= (date_trunc('week', now() at time zone 'America/Boise') - interval '11 weeks')
     at time zone 'America/Boise'),
  'the 12 weeks together count exactly the applications since the first week began'
);
select throws_ok(
  $$ select * from public.desk_applications_per_week(0) $$,
  '22023', null,
  'applications per week refuses zero weeks'
);
select throws_ok(
  $$ select * from public.desk_applications_per_week(1000) $$,
  '22023', null,
  'applications per week refuses more than two years'
);

select results_eq(
  $$ select region from public.desk_applications_per_region() $$,
  $$ values ('north'), ('north-central'), ('southwestern'), ('south-central'), ('southeastern'), ('eastern') $$,
  'applications per region lists every region in the form''s order, even with no applications'
);
select is(
  (select applications from public.desk_applications_per_region() where region = 'south-central')
    - coalesce((select applications from baseline_region where region = 'south-central'), 0),
  2::bigint,
  'applications per region counts each region''s applications'
);
select ok(
  (select approved >= 1 from public.desk_applications_per_region() where region = 'south-central'),
  'applications per region counts approved applications'
);

-- A status change by the admin is recorded with who made it, and the history names them.
update public.coach_applications set status = 'interview'
where id = 'b0000000-0000-4000-8000-000000000002';

select results_eq(
  $$ select old_status, new_status, changed_by_email
     from public.desk_status_history('b0000000-0000-4000-8000-000000000002') $$,
  $$ values ('pending'::text, 'interview'::text, 'reporting-admin@example.com'::text) $$,
  'the status history shows who changed what from what to what'
);
select is(
  (select count(*) from public.desk_status_history('b0000000-0000-4000-8000-000000000003')),
  0::bigint,
  'a record without changes has an empty history'
);

-- service role: the functions are for signed-in admins only.
select tests.authenticate_as_service_role();
select throws_ok(
  $$ select * from public.desk_applications_per_region() $$,
  '42501', null,
  'the service role is not granted the admin reporting functions'
);

select * from finish();
rollback;
