-- The audit log is append-only and readable by admins only; the last admin keeps the role;
-- reviewers are listed, removed (sessions end) and have their factors reset from the desk.
begin;
set local search_path = public, extensions;
select plan(17);

select tests.create_team_member('al-admin', 'admin', 'al-admin@pgtap.test');
select tests.create_team_member('al-other', 'admin', 'al-other@pgtap.test');
select tests.create_supabase_user('al-member', 'al-member@pgtap.test');

select ok(
  exists (select 1 from public.audit_log where action = 'role_granted'
    and target_id = tests.get_supabase_uid('al-other')),
  'granting the admin role is logged'
);

-- Nobody changes or deletes the log: not the owner, not the service role.
select throws_ok(
  $$update public.audit_log set action = 'role_revoked'$$,
  '42501', 'The audit log cannot be changed or deleted',
  'the owner cannot update the audit log'
);
select throws_ok($$delete from public.audit_log where true$$, '42501', null,
  'the owner cannot delete from it');
select throws_ok($$truncate public.audit_log$$, '42501', null, 'nor truncate it');
select tests.authenticate_as_service_role();
select throws_ok($$delete from public.audit_log where true$$, '42501', null,
  'the service role cannot delete from it');
select throws_ok($$insert into public.audit_log (actor_role, action) values ('x', 'record_deleted')$$,
  '42501', null, 'nor forge an entry');

select tests.authenticate_as('al-member');
select is_empty($$select 1 from public.audit_log$$, 'a non-admin reads no audit entry');
select tests.authenticate_as('al-admin');
select isnt_empty($$select 1 from public.audit_log$$, 'an admin reads the audit log');

-- Reviewers
select is(
  (select count(*)::int from public.admin_reviewers() where email like 'al-%@pgtap.test'),
  2,
  'admin_reviewers lists both reviewers and not the member'
);

select tests.clear_authentication();
select tests.enrol_verified_factor('al-other');
select tests.create_session(tests.get_supabase_uid('al-other'));
select tests.authenticate_as('al-admin');
select is(
  public.admin_reset_reviewer_factors(tests.get_supabase_uid('al-other')),
  1,
  'an admin resets another reviewer''s factors'
);
select throws_ok(
  $$select public.admin_reset_reviewer_factors(auth.uid())$$,
  '22023', null,
  'but not their own'
);
select lives_ok(
  $$select public.admin_remove_reviewer(tests.get_supabase_uid('al-other'))$$,
  'an admin removes another reviewer'
);
select tests.clear_authentication();
select is(
  (select count(*)::int from auth.sessions where user_id = tests.get_supabase_uid('al-other')),
  0,
  'every session of the removed reviewer is gone'
);
select is(
  (select array_agg(action order by id) from public.audit_log
   where target_id = tests.get_supabase_uid('al-other') and action <> 'role_granted'),
  array['factors_reset', 'reviewer_removed', 'role_revoked'],
  'the reset, the removal and the role change are logged'
);

-- The last admin keeps the role (every other admin, including the stack's, goes first).
delete from public.user_roles where role = 'admin' and user_id <> tests.get_supabase_uid('al-admin');
select throws_ok(
  $$delete from public.user_roles where user_id = tests.get_supabase_uid('al-admin')$$,
  'P0001', 'The last admin cannot be removed',
  'the last admin''s role cannot be deleted'
);
select throws_ok(
  $$delete from auth.users where email = 'al-admin@pgtap.test'$$,
  'P0001', 'The last admin cannot be removed',
  'nor their account'
);

-- An invitation: the account for the address becomes a reviewer once the address is confirmed.
select tests.authenticate_as('al-admin');
select public.admin_invite_reviewer('New.Reviewer@pgtap.test');
select tests.clear_authentication();
insert into auth.users (id, email, invited_at, email_confirmed_at)
values ('a0000000-0000-4000-8000-0000000001a1', 'new.reviewer@pgtap.test', now(), now());
select ok(
  public.has_role('a0000000-0000-4000-8000-0000000001a1', 'reviewer'),
  'the invited account receives the invitation''s role (reviewer, the default)'
);

select * from finish();
rollback;
