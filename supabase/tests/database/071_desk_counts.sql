-- The dashboard's counters (migration desk_counts): only admins may call them; they equal the
-- tables' own counts, follow a status change at once, and each reviewer's unread counts are
-- their own.
begin;
set local search_path = public, extensions;
select plan(14);

select tests.create_team_member('counts-admin', 'admin', 'counts-admin@pgtap.test');
select tests.create_team_member('counts-other-admin', 'admin', 'counts-other-admin@pgtap.test');
select tests.create_supabase_user('counts-member', 'counts-member@pgtap.test');

-- Whatever else the database holds is counted too, so every expectation below is the tables'
-- own count, taken as the superuser. Triggers are skipped for the inserts (the abuse limits are
-- not what is tested here).
set local session_replication_role = replica;
select tests.create_submission('coach_applications', 'counts-1@pgtap.test', '{"status":"interview"}');
select tests.create_submission('coach_applications', 'counts-2@pgtap.test', '{"status":"approved"}');
select tests.create_submission('contact_submissions', 'counts-3@pgtap.test');
select tests.create_submission('alliance_registrations', 'counts-4@pgtap.test');
set local session_replication_role = origin;

create temporary table expected as
  select
    (select count(*) from public.coach_applications) as total,
    (select count(*) from public.coach_applications where status = 'pending') as pending,
    (select count(*) from public.coach_applications where status = 'approved') as approved,
    (select count(*) from public.coach_applications where status = 'interview') as interview,
    (select count(*) from public.contact_submissions) as contacts,
    (select count(*) from public.alliance_registrations) as alliance;
grant select on expected to authenticated;

-- anon and signed-in non-admins ----------------------------------------------------------------
select tests.authenticate_as_anon();
select throws_ok(
  $$ select * from public.desk_application_counts() $$,
  '42501', null,
  'anon cannot read the application counters'
);
select throws_ok(
  $$ select * from public.desk_unread_counts() $$,
  '42501', null,
  'anon cannot read unread counts'
);

select tests.authenticate_as('counts-member');
select throws_ok(
  $$ select * from public.desk_application_counts() $$,
  '42501', 'Admin privileges required',
  'a signed-in non-admin cannot read the application counters'
);
select throws_ok(
  $$ select * from public.desk_unread_counts() $$,
  '42501', 'Admin privileges required',
  'a signed-in non-admin cannot read unread counts'
);

-- admins ---------------------------------------------------------------------------------------
select tests.authenticate_as('counts-admin');
select results_eq(
  $$ select total, pending, approved, interview from public.desk_application_counts() $$,
  $$ select total, pending, approved, interview from expected $$,
  'the four counters equal the table''s own counts'
);
select results_eq(
  $$ select applications, contacts, alliance from public.desk_unread_counts() $$,
  $$ select total, contacts, alliance from expected $$,
  'a reviewer who opened nothing has every record unread'
);

update public.coach_applications set status = 'approved'
where email = 'counts-1@pgtap.test';
select is(
  (select interview from public.desk_application_counts()),
  (select interview - 1 from expected),
  'a status change leaves the interview counter at once'
);
select is(
  (select approved from public.desk_application_counts()),
  (select approved + 1 from expected),
  'and adds to the approved counter'
);
select is(
  (select total from public.desk_application_counts()),
  (select total from expected),
  'the total stays'
);

insert into public.record_reads (record_kind, record_id)
select 'coach_application', id from public.coach_applications where email = 'counts-2@pgtap.test';
insert into public.record_reads (record_kind, record_id)
select 'contact_submission', id from public.contact_submissions where email = 'counts-3@pgtap.test';
select results_eq(
  $$ select applications, contacts, alliance from public.desk_unread_counts() $$,
  $$ select total - 1, contacts - 1, alliance from expected $$,
  'opening a record takes it off the reviewer''s unread count of its kind only'
);
select is(
  (select applications from public.desk_unread_counts()),
  (select count(*) from public.coach_applications_desk where unread),
  'the unread count equals the desk view''s unread rows'
);

select tests.authenticate_as('counts-other-admin');
select results_eq(
  $$ select applications, contacts, alliance from public.desk_unread_counts() $$,
  $$ select total, contacts, alliance from expected $$,
  'another reviewer''s reading leaves this reviewer''s unread counts alone'
);

select tests.authenticate_as('counts-admin');
delete from public.record_reads
where record_kind = 'coach_application'
  and record_id = (select id from public.coach_applications where email = 'counts-2@pgtap.test');
select is(
  (select applications from public.desk_unread_counts()),
  (select total from expected),
  'mark unread puts the record back on the count'
);

select tests.clear_authentication();
select ok(
  not has_function_privilege('anon', 'public.desk_unread_counts()', 'execute')
    and not has_function_privilege('anon', 'public.desk_application_counts()', 'execute'),
  'anon has no EXECUTE privilege on either counter function'
);

select * from finish();
rollback;
