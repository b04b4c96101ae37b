-- The desk's data needs a trusted session (migration desk_two_factor): a token whose session
-- still exists, and aal2 when the admin has a verified factor or the desk requires two-factor.
begin;
set local search_path = public, extensions;
select plan(12);

select tests.create_team_member('tf-admin', 'admin', 'tf-admin@pgtap.test');
select tests.create_submission('coach_applications', 'tf-coach@pgtap.test');

select is(
  (select require_two_factor from public.desk_settings()),
  true,
  'two-factor is required by default'
);

select tests.authenticate_as('tf-admin', 'aal2');
select isnt_empty(
  $$select 1 from public.coach_applications$$,
  'an admin with an aal2 session reads applications'
);
select isnt_empty(
  $$select 1 from public.coach_applications_desk$$,
  'and the desk view'
);

select tests.authenticate_as('tf-admin', 'aal1');
select is_empty(
  $$select 1 from public.coach_applications$$,
  'an admin with an aal1 session reads no application while two-factor is required'
);
select is_empty($$select 1 from public.coach_applications_desk$$, 'nor the desk view''s rows');
select throws_ok(
  $$select * from public.desk_application_counts()$$,
  '42501', null,
  'nor the admin functions'
);

-- Without the requirement, an admin without a factor may use one factor; once enrolled, not.
select tests.clear_authentication();
update public.desk_settings set require_two_factor = false where only_row;
select tests.authenticate_as('tf-admin', 'aal1');
select isnt_empty(
  $$select 1 from public.coach_applications$$,
  'with two-factor not required, an admin without a factor reads with aal1'
);
select tests.clear_authentication();
select tests.enrol_verified_factor('tf-admin');
select tests.authenticate_as('tf-admin', 'aal1');
select is_empty(
  $$select 1 from public.coach_applications$$,
  'an enrolled admin''s aal1 session reads nothing even when two-factor is not required'
);

-- A token whose session is gone (signed out, removed) reads nothing.
select tests.authenticate_as('tf-admin', 'aal2');
select isnt_empty($$select 1 from public.coach_applications$$, 'a live aal2 session reads');
select tests.clear_authentication();
delete from auth.sessions where user_id = tests.get_supabase_uid('tf-admin');
select tests.switch_to('authenticated', tests.token_claims('tf-admin', gen_random_uuid()::text));
select is_empty(
  $$select 1 from public.coach_applications$$,
  'a token whose session no longer exists reads nothing'
);
select tests.switch_to('authenticated', tests.token_claims('tf-admin', 'not-a-uuid'));
select is_empty(
  $$select 1 from public.coach_applications$$,
  'a malformed session claim reads nothing (and raises nothing)'
);

-- The admins' own role row stays readable: the app recognises an aal1 admin as one and can take
-- them to the code prompt or to enrolment.
select tests.authenticate_as('tf-admin', 'aal1');
select isnt_empty(
  $$select 1 from public.user_roles where role = 'admin'$$,
  'an aal1 admin still reads their own role'
);

select * from finish();
rollback;
