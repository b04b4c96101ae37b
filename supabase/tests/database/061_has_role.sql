-- has_role answers a signed-in user about themselves only, so it cannot be used to find out who
-- is an admin; the service role and direct SQL may ask about anyone; the admin policies that call
-- it with auth.uid() work as before.
begin;
set local search_path = public, extensions;
select plan(10);

select tests.create_supabase_user('role-member');
select tests.create_team_member('role-admin', 'admin');
select tests.create_team_member('role-other-admin', 'admin');
select tests.create_submission('coach_applications', 'has-role@pgtap.test');

select tests.authenticate_as('role-member');
select is(
  public.has_role(tests.get_supabase_uid('role-admin'), 'admin'),
  false,
  'a signed-in user cannot learn that another user is an admin'
);
select is(
  public.has_role(tests.get_supabase_uid('role-member'), 'admin'),
  false,
  'a user without the role is told so about themselves'
);
select is(
  (select count(*) from public.coach_applications),
  0::bigint,
  'a non-admin still reads no submissions'
);

select tests.authenticate_as('role-admin');
select is(
  public.has_role(tests.get_supabase_uid('role-admin'), 'admin'),
  true,
  'an admin is told they are an admin'
);
select is(
  public.has_role(tests.get_supabase_uid('role-other-admin'), 'admin'),
  false,
  'even an admin gets no answer about someone else'
);
select ok(
  (select count(*) from public.coach_applications) > 0,
  'the admin policies (has_role of auth.uid()) still let an admin read submissions'
);
select lives_ok(
  $$update public.coach_applications set status = 'interview' where email = 'has-role@pgtap.test'$$,
  'and set their status'
);

select tests.authenticate_as_service_role();
select is(
  public.has_role(tests.get_supabase_uid('role-admin'), 'admin'),
  true,
  'the service role may ask about anyone'
);

select tests.clear_authentication();
select is(
  public.has_role(tests.get_supabase_uid('role-other-admin'), 'admin'),
  true,
  'so may direct SQL'
);

select tests.authenticate_as_anon();
select throws_ok(
  $$select public.has_role(gen_random_uuid(), 'admin')$$,
  '42501',
  null,
  'anon may not call has_role at all'
);

select * from finish();
rollback;
