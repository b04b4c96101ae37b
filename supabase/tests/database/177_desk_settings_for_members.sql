-- The two-factor setting is read only where it is needed (migration
-- 20251101040400_desk_settings.sql): a member of the team, even before their session
-- is two-factor (the sign-in's gate decides enrolment from it); never an account with no role.
begin;
set local search_path = public, extensions;
select plan(4);

select tests.create_team_member('ds-reviewer', 'reviewer', 'ds-reviewer@pgtap.test');
select tests.create_team_member('ds-editor', 'editor', 'ds-editor@pgtap.test');
select tests.create_supabase_user('ds-nobody', 'ds-nobody@pgtap.test');

select tests.authenticate_as('ds-reviewer', 'aal1');
select is(
  (select require_two_factor from public.desk_settings()),
  true,
  'a reviewer signed in with one factor reads whether two-factor is required'
);
select tests.authenticate_as('ds-editor', 'aal1');
select isnt_empty(
  'select 1 from public.desk_settings()',
  'an editor signed in with one factor reads the setting'
);
select tests.authenticate_as('ds-nobody', 'aal2');
select throws_ok(
  'select * from public.desk_settings()',
  '42501',
  'Only members of the team can read the desk''s settings',
  'a signed-in account with no role cannot read the two-factor setting'
);
select tests.authenticate_as_anon();
select throws_ok(
  'select * from public.desk_settings()',
  '42501',
  null,
  'a visitor cannot read the two-factor setting'
);

select * from finish();
rollback;
