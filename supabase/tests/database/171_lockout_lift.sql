-- admin_lift_lockout: only an administrator lifts a member's sign-in lockout, and it is audited
-- (lockout_lifted, with the locks named); a reviewer, an editor, a user without a role and a
-- visitor are refused and write nothing; a person who is no member answers 404 (PT404).
begin;
set local search_path = public, extensions;
select plan(9);

select tests.create_supabase_user('ll-admin', 'll-admin@pgtap.test');
select tests.create_supabase_user('ll-reviewer', 'll-reviewer@pgtap.test');
select tests.create_supabase_user('ll-editor', 'll-editor@pgtap.test');
select tests.create_supabase_user('ll-stranger', 'll-stranger@pgtap.test');
select tests.grant_admin('ll-admin');
insert into public.user_roles (user_id, role) values
  (tests.get_supabase_uid('ll-reviewer'), 'reviewer'),
  (tests.get_supabase_uid('ll-editor'), 'editor');

select tests.authenticate_as('ll-reviewer');
select throws_ok(
  $$select public.admin_lift_lockout(tests.get_supabase_uid('ll-editor'), array['password'])$$,
  '42501', null, 'a reviewer cannot lift a lockout');
select tests.authenticate_as('ll-editor');
select throws_ok(
  $$select public.admin_lift_lockout(tests.get_supabase_uid('ll-reviewer'), array['password'])$$,
  '42501', null, 'an editor cannot lift a lockout');
select tests.authenticate_as('ll-stranger');
select throws_ok(
  $$select public.admin_lift_lockout(tests.get_supabase_uid('ll-reviewer'))$$,
  '42501', null, 'a signed-in user without a role cannot lift a lockout');
select tests.clear_authentication();
set local role anon;
select throws_ok(
  $$select public.admin_lift_lockout('00000000-0000-0000-0000-000000000000'::uuid)$$,
  '42501', null, 'a visitor cannot even call it');
reset role;
select is(
  (select count(*)::int from public.audit_log where action = 'lockout_lifted'), 0,
  'the refused calls wrote nothing to the audit log');

select tests.authenticate_as('ll-admin');
select lives_ok(
  $$select public.admin_lift_lockout(tests.get_supabase_uid('ll-reviewer'), array['password'])$$,
  'an administrator lifts a member''s lockout');
select throws_ok(
  $$select public.admin_lift_lockout(tests.get_supabase_uid('ll-stranger'))$$,
  'PT404', null, 'a person who is no member answers 404');
select tests.clear_authentication();

select is(
  (select jsonb_build_object('actor', actor_id, 'locks', details -> 'locks', 'email',
    details ->> 'email')
   from public.audit_log where action = 'lockout_lifted'),
  jsonb_build_object('actor', tests.get_supabase_uid('ll-admin'), 'locks', '["password"]'::jsonb,
    'email', 'll-reviewer@pgtap.test'),
  'the lift is audited with the administrator, the locks and the member''s address');
select ok(
  (select pg_get_constraintdef(c.oid) like '%''inbound_mail_discarded''%'
   from pg_constraint c where c.conname = 'audit_log_action_known'),
  'extending the action list kept the actions allowed before');

select * from finish();
rollback;
