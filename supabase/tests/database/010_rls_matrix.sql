-- RLS matrix: {anon, signed-in non-admin, admin, service role}
--   x {coach_applications, contact_submissions, alliance_registrations, user_roles, status_changes}
--   x {select, insert, update, delete},
-- each cell asserting allowed or denied, plus the attempts the rules exist to stop (choosing a
-- status, granting oneself a role, an admin editing what an applicant wrote).
-- Denied by privilege = 42501; filtered by RLS = 0 rows seen or affected.
begin;
set local search_path = public, extensions;
select plan(91);

-- Fixtures, as postgres: two admins, one signed-in non-admin, rows to aim at.
select tests.create_team_member('admin', 'admin');
select tests.create_team_member('second admin', 'admin');
select tests.create_supabase_user('member');
select tests.create_submission('coach_applications', 'fixture-1@coach.pgtap.test', '{"id": "c0000000-0000-4000-8000-000000000001"}');
select tests.create_submission('coach_applications', 'fixture-2@coach.pgtap.test', '{"id": "c0000000-0000-4000-8000-000000000002"}');
select tests.create_submission('contact_submissions', 'fixture-1@contact.pgtap.test', '{"id": "d0000000-0000-4000-8000-000000000001"}');
select tests.create_submission('contact_submissions', 'fixture-2@contact.pgtap.test', '{"id": "d0000000-0000-4000-8000-000000000002"}');
select tests.create_submission('alliance_registrations', 'fixture-1@alliance.pgtap.test', '{"id": "e0000000-0000-4000-8000-000000000001"}');
select tests.create_submission('alliance_registrations', 'fixture-2@alliance.pgtap.test', '{"id": "e0000000-0000-4000-8000-000000000002"}');
insert into public.status_changes (id, table_name, record_id, old_status, new_status, changed_by) values
  ('f0000000-0000-4000-8000-000000000001', 'coach_applications', 'c0000000-0000-4000-8000-000000000001', 'pending', 'interview', tests.get_supabase_uid('admin')),
  ('f0000000-0000-4000-8000-000000000002', 'contact_submissions', 'd0000000-0000-4000-8000-000000000001', 'new', 'closed', tests.get_supabase_uid('admin'));

-- ================================================================ anon (a visitor)
select tests.authenticate_as_anon();

-- coach_applications
select throws_ok(
  $$select * from public.coach_applications$$,
  '42501',
  'permission denied for table coach_applications',
  'anon cannot read coach applications'
);
select lives_ok(tests.submission_sql('coach_applications', 'anon@coach.pgtap.test'), 'anon can submit a coach application');
select throws_ok(
  $$update public.coach_applications set status = 'interview' where id = 'c0000000-0000-4000-8000-000000000001'$$,
  '42501',
  'permission denied for table coach_applications',
  'anon cannot update coach applications'
);
select throws_ok(
  $$delete from public.coach_applications where id = 'c0000000-0000-4000-8000-000000000001'$$,
  '42501',
  'permission denied for table coach_applications',
  'anon cannot delete coach applications'
);

-- contact_submissions
select throws_ok(
  $$select * from public.contact_submissions$$,
  '42501',
  'permission denied for table contact_submissions',
  'anon cannot read contact submissions'
);
select lives_ok(tests.submission_sql('contact_submissions', 'anon@contact.pgtap.test'), 'anon can submit a contact submission');
select throws_ok(
  $$update public.contact_submissions set status = 'responded' where id = 'd0000000-0000-4000-8000-000000000001'$$,
  '42501',
  'permission denied for table contact_submissions',
  'anon cannot update contact submissions'
);
select throws_ok(
  $$delete from public.contact_submissions where id = 'd0000000-0000-4000-8000-000000000001'$$,
  '42501',
  'permission denied for table contact_submissions',
  'anon cannot delete contact submissions'
);

-- alliance_registrations
select throws_ok(
  $$select * from public.alliance_registrations$$,
  '42501',
  'permission denied for table alliance_registrations',
  'anon cannot read alliance registrations'
);
select lives_ok(tests.submission_sql('alliance_registrations', 'anon@alliance.pgtap.test'), 'anon can submit an alliance registration');
select throws_ok(
  $$update public.alliance_registrations set status = 'pending' where id = 'e0000000-0000-4000-8000-000000000001'$$,
  '42501',
  'permission denied for table alliance_registrations',
  'anon cannot update alliance registrations'
);
select throws_ok(
  $$delete from public.alliance_registrations where id = 'e0000000-0000-4000-8000-000000000001'$$,
  '42501',
  'permission denied for table alliance_registrations',
  'anon cannot delete alliance registrations'
);

-- user_roles
select throws_ok(
  $$select * from public.user_roles$$,
  '42501',
  'permission denied for table user_roles',
  'anon cannot read user roles'
);
select throws_ok(
  $$insert into public.user_roles (user_id, role) values (tests.get_supabase_uid('member'), 'admin')$$,
  '42501',
  'permission denied for table user_roles',
  'anon cannot grant a role'
);
select throws_ok(
  $$update public.user_roles set user_id = tests.get_supabase_uid('member')$$,
  '42501',
  'permission denied for table user_roles',
  'anon cannot change a role'
);
select throws_ok(
  $$delete from public.user_roles$$,
  '42501',
  'permission denied for table user_roles',
  'anon cannot revoke a role'
);

-- status_changes
select throws_ok(
  $$select * from public.status_changes$$,
  '42501',
  'permission denied for table status_changes',
  'anon cannot read status history'
);
select throws_ok(
  $$insert into public.status_changes (table_name, record_id, new_status) values ('coach_applications', 'c0000000-0000-4000-8000-000000000001', 'approved')$$,
  '42501',
  'permission denied for table status_changes',
  'anon cannot write status history'
);
select throws_ok(
  $$update public.status_changes set new_status = 'rejected'$$,
  '42501',
  'permission denied for table status_changes',
  'anon cannot edit status history'
);
select throws_ok(
  $$delete from public.status_changes$$,
  '42501',
  'permission denied for table status_changes',
  'anon cannot erase status history'
);

-- what a visitor must not choose
select throws_ok(
  tests.submission_sql('coach_applications', 'anon-status@coach.pgtap.test', '{"status": "approved"}'),
  '42501',
  'permission denied for table coach_applications',
  'anon cannot insert an approved coach application'
);
select throws_ok(
  tests.submission_sql('contact_submissions', 'anon-status@contact.pgtap.test', '{"status": "closed"}'),
  '42501',
  'permission denied for table contact_submissions',
  'anon cannot choose the status of a contact submission'
);
select throws_ok(
  tests.submission_sql('alliance_registrations', 'anon-status@alliance.pgtap.test', '{"status": "responded"}'),
  '42501',
  'permission denied for table alliance_registrations',
  'anon cannot choose the status of an alliance registration'
);
select throws_ok(
  tests.submission_sql('coach_applications', 'anon-id@coach.pgtap.test', '{"id": "c0000000-0000-4000-8000-0000000000ff"}'),
  '42501',
  'permission denied for table coach_applications',
  'anon cannot choose the id of a coach application'
);
select throws_ok(
  tests.submission_sql('contact_submissions', 'anon-date@contact.pgtap.test', '{"created_at": "2020-01-01T00:00:00Z"}'),
  '42501',
  'permission denied for table contact_submissions',
  'anon cannot backdate a contact submission'
);
select throws_ok(
  $$select public.has_role(tests.get_supabase_uid('admin'), 'admin')$$,
  '42501',
  'permission denied for function has_role',
  'anon cannot probe who is an admin'
);

-- ================================================================ signed-in non-admin
select tests.authenticate_as('member');

-- coach_applications
select is((select count(*) from public.coach_applications), 0::bigint, 'a signed-in non-admin sees no coach applications');
select lives_ok(tests.submission_sql('coach_applications', 'member@coach.pgtap.test'), 'a signed-in non-admin can submit a coach application');
with affected as (
  update public.coach_applications set status = 'interview' where id = 'c0000000-0000-4000-8000-000000000001'
  returning 1
)
select is(count(*), 0::bigint, 'a signed-in non-admin cannot change the status of a coach application') from affected;
select throws_ok(
  $$delete from public.coach_applications where id = 'c0000000-0000-4000-8000-000000000001'$$,
  '42501',
  'permission denied for table coach_applications',
  'a signed-in non-admin cannot delete coach applications'
);

-- contact_submissions
select is((select count(*) from public.contact_submissions), 0::bigint, 'a signed-in non-admin sees no contact submissions');
select lives_ok(tests.submission_sql('contact_submissions', 'member@contact.pgtap.test'), 'a signed-in non-admin can submit a contact submission');
with affected as (
  update public.contact_submissions set status = 'responded' where id = 'd0000000-0000-4000-8000-000000000001'
  returning 1
)
select is(count(*), 0::bigint, 'a signed-in non-admin cannot change the status of a contact submission') from affected;
select throws_ok(
  $$delete from public.contact_submissions where id = 'd0000000-0000-4000-8000-000000000001'$$,
  '42501',
  'permission denied for table contact_submissions',
  'a signed-in non-admin cannot delete contact submissions'
);

-- alliance_registrations
select is((select count(*) from public.alliance_registrations), 0::bigint, 'a signed-in non-admin sees no alliance registrations');
select lives_ok(tests.submission_sql('alliance_registrations', 'member@alliance.pgtap.test'), 'a signed-in non-admin can submit an alliance registration');
with affected as (
  update public.alliance_registrations set status = 'pending' where id = 'e0000000-0000-4000-8000-000000000001'
  returning 1
)
select is(count(*), 0::bigint, 'a signed-in non-admin cannot change the status of an alliance registration') from affected;
select throws_ok(
  $$delete from public.alliance_registrations where id = 'e0000000-0000-4000-8000-000000000001'$$,
  '42501',
  'permission denied for table alliance_registrations',
  'a signed-in non-admin cannot delete alliance registrations'
);

-- user_roles
select is((select count(*) from public.user_roles), 0::bigint, 'a signed-in non-admin sees no one else''s roles');
select throws_ok(
  $$insert into public.user_roles (user_id, role) values (tests.get_supabase_uid('member'), 'admin')$$,
  '42501',
  'permission denied for table user_roles',
  'a signed-in user cannot grant themselves the admin role'
);
select throws_ok(
  $$update public.user_roles set user_id = tests.get_supabase_uid('member')$$,
  '42501',
  'permission denied for table user_roles',
  'a signed-in non-admin cannot take over a role'
);
select throws_ok(
  $$delete from public.user_roles$$,
  '42501',
  'permission denied for table user_roles',
  'a signed-in non-admin cannot revoke roles'
);

-- status_changes
select is((select count(*) from public.status_changes), 0::bigint, 'a signed-in non-admin sees no status history');
select throws_ok(
  $$insert into public.status_changes (table_name, record_id, new_status) values ('coach_applications', 'c0000000-0000-4000-8000-000000000001', 'approved')$$,
  '42501',
  'permission denied for table status_changes',
  'a signed-in non-admin cannot write status history'
);
select throws_ok(
  $$update public.status_changes set new_status = 'rejected'$$,
  '42501',
  'permission denied for table status_changes',
  'a signed-in non-admin cannot edit status history'
);
select throws_ok(
  $$delete from public.status_changes$$,
  '42501',
  'permission denied for table status_changes',
  'a signed-in non-admin cannot erase status history'
);

-- what a signed-in user must not choose
select throws_ok(
  tests.submission_sql('coach_applications', 'member-status@coach.pgtap.test', '{"status": "approved"}'),
  '42501',
  'permission denied for table coach_applications',
  'a signed-in non-admin cannot insert an approved coach application'
);

-- ================================================================ admin
select tests.clear_authentication();
select set_config('tests.coach_applications', count(*)::text, true) from public.coach_applications;
select set_config('tests.contact_submissions', count(*)::text, true) from public.contact_submissions;
select set_config('tests.alliance_registrations', count(*)::text, true) from public.alliance_registrations;
select set_config('tests.status_changes', count(*)::text, true) from public.status_changes;
select tests.authenticate_as('admin');

-- coach_applications
select is((select count(*) from public.coach_applications), current_setting('tests.coach_applications')::bigint, 'an admin reads all coach applications');
select lives_ok(tests.submission_sql('coach_applications', 'admin@coach.pgtap.test'), 'an admin can submit a coach application too');
with affected as (
  update public.coach_applications set status = 'interview' where id = 'c0000000-0000-4000-8000-000000000001'
  returning 1
)
select is(count(*), 1::bigint, 'an admin can change the status of a coach application') from affected;
select throws_ok(
  $$delete from public.coach_applications where id = 'c0000000-0000-4000-8000-000000000001'$$,
  '42501',
  'permission denied for table coach_applications',
  'an admin cannot delete coach applications'
);
select throws_ok(
  $$update public.coach_applications set first_name = 'Mallory' where id = 'c0000000-0000-4000-8000-000000000001'$$,
  '42501',
  'permission denied for table coach_applications',
  'an admin cannot change an applicant''s name'
);

-- contact_submissions
select is((select count(*) from public.contact_submissions), current_setting('tests.contact_submissions')::bigint, 'an admin reads all contact submissions');
select lives_ok(tests.submission_sql('contact_submissions', 'admin@contact.pgtap.test'), 'an admin can submit a contact submission too');
with affected as (
  update public.contact_submissions set status = 'responded' where id = 'd0000000-0000-4000-8000-000000000001'
  returning 1
)
select is(count(*), 1::bigint, 'an admin can change the status of a contact submission') from affected;
select throws_ok(
  $$delete from public.contact_submissions where id = 'd0000000-0000-4000-8000-000000000001'$$,
  '42501',
  'permission denied for table contact_submissions',
  'an admin cannot delete contact submissions'
);
select throws_ok(
  $$update public.contact_submissions set first_name = 'Mallory' where id = 'd0000000-0000-4000-8000-000000000001'$$,
  '42501',
  'permission denied for table contact_submissions',
  'an admin cannot change a sender''s name'
);

-- alliance_registrations
select is((select count(*) from public.alliance_registrations), current_setting('tests.alliance_registrations')::bigint, 'an admin reads all alliance registrations');
select lives_ok(tests.submission_sql('alliance_registrations', 'admin@alliance.pgtap.test'), 'an admin can submit an alliance registration too');
with affected as (
  update public.alliance_registrations set status = 'pending' where id = 'e0000000-0000-4000-8000-000000000001'
  returning 1
)
select is(count(*), 1::bigint, 'an admin can change the status of an alliance registration') from affected;
select throws_ok(
  $$delete from public.alliance_registrations where id = 'e0000000-0000-4000-8000-000000000001'$$,
  '42501',
  'permission denied for table alliance_registrations',
  'an admin cannot delete alliance registrations'
);
select throws_ok(
  $$update public.alliance_registrations set first_name = 'Mallory' where id = 'e0000000-0000-4000-8000-000000000001'$$,
  '42501',
  'permission denied for table alliance_registrations',
  'an admin cannot change a registrant''s name'
);

-- user_roles
select is((select count(*) from public.user_roles where user_id = tests.get_supabase_uid('admin')), 1::bigint, 'an admin reads their own role');
select is((select count(*) from public.user_roles where user_id <> tests.get_supabase_uid('admin')), 0::bigint, 'an admin does not read other users'' roles');
select throws_ok(
  $$insert into public.user_roles (user_id, role) values (tests.get_supabase_uid('member'), 'admin')$$,
  '42501',
  'permission denied for table user_roles',
  'an admin cannot grant roles through the API'
);
select throws_ok(
  $$update public.user_roles set user_id = tests.get_supabase_uid('member')$$,
  '42501',
  'permission denied for table user_roles',
  'an admin cannot move a role to someone else'
);
select throws_ok(
  $$delete from public.user_roles where user_id = tests.get_supabase_uid('second admin')$$,
  '42501',
  'permission denied for table user_roles',
  'an admin cannot revoke another admin'
);

-- status_changes (the three status changes above were recorded)
select is((select count(*) from public.status_changes), current_setting('tests.status_changes')::bigint + 3, 'an admin reads the whole status history');
select throws_ok(
  $$insert into public.status_changes (table_name, record_id, new_status) values ('coach_applications', 'c0000000-0000-4000-8000-000000000001', 'approved')$$,
  '42501',
  'permission denied for table status_changes',
  'an admin cannot forge status history'
);
select throws_ok(
  $$update public.status_changes set new_status = 'rejected'$$,
  '42501',
  'permission denied for table status_changes',
  'an admin cannot rewrite status history'
);
select throws_ok(
  $$delete from public.status_changes$$,
  '42501',
  'permission denied for table status_changes',
  'an admin cannot erase status history'
);

-- ================================================================ service role
select tests.clear_authentication();
select set_config('tests.coach_applications', count(*)::text, true) from public.coach_applications;
select set_config('tests.contact_submissions', count(*)::text, true) from public.contact_submissions;
select set_config('tests.alliance_registrations', count(*)::text, true) from public.alliance_registrations;
select set_config('tests.user_roles', count(*)::text, true) from public.user_roles;
select set_config('tests.status_changes', count(*)::text, true) from public.status_changes;
select tests.authenticate_as_service_role();

-- coach_applications
select is((select count(*) from public.coach_applications), current_setting('tests.coach_applications')::bigint, 'the service role reads all coach applications');
select lives_ok(tests.submission_sql('coach_applications', 'service@coach.pgtap.test', '{"status": "approved"}'), 'the service role can insert a coach application with any status');
with affected as (
  update public.coach_applications set first_name = 'Corrected', status = 'approved' where id = 'c0000000-0000-4000-8000-000000000001'
  returning 1
)
select is(count(*), 1::bigint, 'the service role can update any column of a coach application') from affected;
with affected as (
  delete from public.coach_applications where id = 'c0000000-0000-4000-8000-000000000002'
  returning 1
)
select is(count(*), 1::bigint, 'the service role can delete a coach application') from affected;

-- contact_submissions
select is((select count(*) from public.contact_submissions), current_setting('tests.contact_submissions')::bigint, 'the service role reads all contact submissions');
select lives_ok(tests.submission_sql('contact_submissions', 'service@contact.pgtap.test', '{"status": "closed"}'), 'the service role can insert a contact submission with any status');
with affected as (
  update public.contact_submissions set first_name = 'Corrected', status = 'closed' where id = 'd0000000-0000-4000-8000-000000000001'
  returning 1
)
select is(count(*), 1::bigint, 'the service role can update any column of a contact submission') from affected;
with affected as (
  delete from public.contact_submissions where id = 'd0000000-0000-4000-8000-000000000002'
  returning 1
)
select is(count(*), 1::bigint, 'the service role can delete a contact submission') from affected;

-- alliance_registrations
select is((select count(*) from public.alliance_registrations), current_setting('tests.alliance_registrations')::bigint, 'the service role reads all alliance registrations');
select lives_ok(tests.submission_sql('alliance_registrations', 'service@alliance.pgtap.test', '{"status": "responded"}'), 'the service role can insert an alliance registration with any status');
with affected as (
  update public.alliance_registrations set first_name = 'Corrected', status = 'responded' where id = 'e0000000-0000-4000-8000-000000000001'
  returning 1
)
select is(count(*), 1::bigint, 'the service role can update any column of an alliance registration') from affected;
with affected as (
  delete from public.alliance_registrations where id = 'e0000000-0000-4000-8000-000000000002'
  returning 1
)
select is(count(*), 1::bigint, 'the service role can delete an alliance registration') from affected;

-- user_roles
select is((select count(*) from public.user_roles), current_setting('tests.user_roles')::bigint, 'the service role reads every role');
select lives_ok($$insert into public.user_roles (user_id, role) values (tests.get_supabase_uid('member'), 'admin')$$, 'the service role can grant a role');
with affected as (
  update public.user_roles set created_at = now() where user_id = tests.get_supabase_uid('member')
  returning 1
)
select is(count(*), 1::bigint, 'the service role can update a role') from affected;
with affected as (
  delete from public.user_roles where user_id = tests.get_supabase_uid('second admin')
  returning 1
)
select is(count(*), 1::bigint, 'the service role can revoke a role') from affected;

-- status_changes (the three status changes above were recorded)
select is((select count(*) from public.status_changes), current_setting('tests.status_changes')::bigint + 3, 'the service role reads the status history');
select lives_ok($$insert into public.status_changes (table_name, record_id, old_status, new_status) values ('alliance_registrations', 'e0000000-0000-4000-8000-000000000001', 'new', 'pending')$$, 'the service role can write status history');
with affected as (
  update public.status_changes set new_status = 'closed' where id = 'f0000000-0000-4000-8000-000000000002'
  returning 1
)
select is(count(*), 1::bigint, 'the service role can correct status history') from affected;
with affected as (
  delete from public.status_changes where id = 'f0000000-0000-4000-8000-000000000001'
  returning 1
)
select is(count(*), 1::bigint, 'the service role can delete status history') from affected;

select tests.clear_authentication();
select * from finish();
rollback;
