-- Every status change on an intake table is recorded by trigger: which record, from what, to
-- what, by whom. Updates that change nothing, or that RLS filters out, record nothing.
begin;
set local search_path = public, extensions;
select plan(9);

select tests.create_team_member('admin', 'admin');
select tests.create_supabase_user('member');
select tests.create_submission('coach_applications', 'history@coach.pgtap.test', '{"id": "c0000000-0000-4000-8000-0000000000d1"}');
select tests.create_submission('contact_submissions', 'history@contact.pgtap.test', '{"id": "d0000000-0000-4000-8000-0000000000d1"}');
select tests.create_submission('alliance_registrations', 'history@alliance.pgtap.test', '{"id": "e0000000-0000-4000-8000-0000000000d1", "interests": ["training"]}');

-- A signed-in non-admin's attempt is filtered by RLS and leaves no trace.
select tests.authenticate_as('member');
update public.coach_applications set status = 'approved'
where id = 'c0000000-0000-4000-8000-0000000000d1';

select tests.clear_authentication();
select is(
  (select count(*) from public.status_changes where record_id = 'c0000000-0000-4000-8000-0000000000d1'),
  0::bigint,
  'a filtered-out update records no history'
);

-- The admin changes statuses.
select tests.authenticate_as('admin');
update public.coach_applications set status = 'interview'
where id = 'c0000000-0000-4000-8000-0000000000d1';
update public.coach_applications set status = 'approved'
where id = 'c0000000-0000-4000-8000-0000000000d1';
update public.coach_applications set status = 'approved'
where id = 'c0000000-0000-4000-8000-0000000000d1';
update public.contact_submissions set status = 'responded'
where id = 'd0000000-0000-4000-8000-0000000000d1';
update public.alliance_registrations set status = 'closed'
where id = 'e0000000-0000-4000-8000-0000000000d1';

select results_eq(
  $$select old_status, new_status, changed_by from public.status_changes
    where record_id = 'c0000000-0000-4000-8000-0000000000d1'
    order by changed_at, new_status desc$$,
  $$values ('pending', 'interview', tests.get_supabase_uid('admin')),
           ('interview', 'approved', tests.get_supabase_uid('admin'))$$,
  'each coach status change is recorded with the old and new status and the admin who made it'
);
select is(
  (select count(*) from public.status_changes
   where record_id = 'c0000000-0000-4000-8000-0000000000d1' and old_status = new_status),
  0::bigint,
  'setting the same status again records nothing'
);
select is(
  (select table_name || ':' || old_status || '->' || new_status from public.status_changes
   where record_id = 'd0000000-0000-4000-8000-0000000000d1'),
  'contact_submissions:new->responded',
  'a contact status change is recorded'
);
select is(
  (select table_name || ':' || old_status || '->' || new_status from public.status_changes
   where record_id = 'e0000000-0000-4000-8000-0000000000d1'),
  'alliance_registrations:new->closed',
  'an alliance status change is recorded'
);
select ok(
  (select bool_and(changed_at = now()) from public.status_changes
   where record_id in ('c0000000-0000-4000-8000-0000000000d1', 'd0000000-0000-4000-8000-0000000000d1')),
  'each change is stamped with the time of the change'
);
select throws_ok(
  $$update public.status_changes set changed_by = null$$,
  '42501',
  'permission denied for table status_changes',
  'the admin who made a change cannot erase their name from it'
);

-- The service role (no user) is recorded as nobody.
select tests.authenticate_as_service_role();
update public.contact_submissions set status = 'closed'
where id = 'd0000000-0000-4000-8000-0000000000d1';
select is(
  (select changed_by from public.status_changes
   where record_id = 'd0000000-0000-4000-8000-0000000000d1' and new_status = 'closed'),
  null::uuid,
  'a change made by the service role is recorded without a user'
);

-- Other columns changing does not write history.
update public.contact_submissions set message = 'We would like a full-day workshop for our staff.'
where id = 'd0000000-0000-4000-8000-0000000000d1';
select is(
  (select count(*) from public.status_changes where record_id = 'd0000000-0000-4000-8000-0000000000d1'),
  2::bigint,
  'changing other columns records no status history'
);

select tests.clear_authentication();
select * from finish();
rollback;
