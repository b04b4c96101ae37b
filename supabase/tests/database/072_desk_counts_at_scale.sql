-- The counters rewritten for 100,000 rows a table (migration desk_counts_at_scale) give the same
-- numbers as counting row by row: unread counts with read markers of records that are gone, and
-- applications per region in the form's order.
begin;
set local search_path = public, extensions;
select plan(6);

select tests.create_team_member('scale-admin', 'admin', 'scale-admin@pgtap.test');

set local session_replication_role = replica;
select tests.create_submission('coach_applications', 'scale-1@pgtap.test', '{"region":"south-central","status":"approved"}');
select tests.create_submission('coach_applications', 'scale-2@pgtap.test', '{"region":"south-central"}');
select tests.create_submission('coach_applications', 'scale-3@pgtap.test', '{"region":"north"}');
select tests.create_submission('contact_submissions', 'scale-4@pgtap.test');
set local session_replication_role = origin;

select has_index(
  'public', 'coach_applications', 'coach_applications_region_status_idx', array['region', 'status'],
  'applications per region can be counted from an index on (region, status)'
);

-- A marker for a record that does not exist: written as the superuser, as no API path allows it
-- with a record removed behind the trigger's back.
insert into public.record_reads (user_id, record_kind, record_id)
select id, 'coach_application', gen_random_uuid() from auth.users where email = 'scale-admin@pgtap.test';
insert into public.record_reads (user_id, record_kind, record_id)
select u.id, 'coach_application', a.id
from auth.users u, public.coach_applications a
where u.email = 'scale-admin@pgtap.test' and a.email = 'scale-1@pgtap.test';

select tests.authenticate_as('scale-admin');
select is(
  (select applications from public.desk_unread_counts()),
  (select count(*) from public.coach_applications_desk where unread),
  'unread applications equal the desk view''s unread rows, a marker of a missing record ignored'
);
select is(
  (select contacts from public.desk_unread_counts()),
  (select count(*) from public.contact_submissions_desk where unread),
  'unread contact submissions equal the desk view''s unread rows'
);
select is(
  (select alliance from public.desk_unread_counts()),
  (select count(*) from public.alliance_registrations_desk where unread),
  'unread alliance registrations equal the desk view''s unread rows'
);

select results_eq(
  $$ select region, applications, approved from public.desk_applications_per_region()
     where region in ('north', 'south-central') $$,
  $$ select r.region, count(a.id), count(a.id) filter (where a.status = 'approved')
     from (values ('north', 1), ('south-central', 4)) as r (region, position)
     left join public.coach_applications a on a.region = r.region
     group by r.region, r.position order by r.position $$,
  'applications per region (and approved) equal the table''s own counts, in the form''s order'
);
select is(
  (select count(*) from public.desk_applications_per_region()),
  6::bigint,
  'every region of the form is listed, also with no applications'
);

select * from finish();
rollback;
