-- One session check (migration 20251101000000_platform.sql): private.admin_session_is_trusted() calls
-- public.current_session_is_active() for the live-session part and keeps every answer it gave;
-- neither raises on a malformed session claim. What must be refused: another user's, a deleted,
-- an expired or a missing session, and an aal1 session wherever two-factor applies.
begin;
set local search_path = public, extensions;
select plan(13);

select tests.create_supabase_user('trust-admin');
select tests.create_supabase_user('trust-other');

-- The claims of a token with the given session and assurance level, as the session user (the
-- private function is not callable by the API roles): auth.uid() and auth.jwt() read these.
create function pg_temp.token(identifier text, session text, aal text default 'aal2')
returns void language sql as $$
  select tests.switch_to(null, tests.token_claims(identifier, session, aal))
$$;
create function pg_temp.trusted(identifier text) returns boolean language sql as $$
  select private.admin_session_is_trusted(tests.get_supabase_uid(identifier))
$$;

select ok(
  pg_get_functiondef('private.admin_session_is_trusted(uuid)'::regprocedure)
    ~ 'public\.current_session_is_active\(\)',
  'the trusted check calls the one live-session check'
);

select pg_temp.token('trust-admin',
  tests.create_session(tests.get_supabase_uid('trust-admin'), 'aal2')::text);
select is(pg_temp.trusted('trust-admin'), true, 'a live aal2 session of the caller is trusted');
select is(pg_temp.trusted('trust-other'), false, 'it is not trusted for another user');
select is(private.admin_session_is_trusted(null), false, 'nor for no user (false, not null)');

select pg_temp.token('trust-admin',
  tests.create_session(tests.get_supabase_uid('trust-admin'), 'aal1')::text, 'aal1');
select is(pg_temp.trusted('trust-admin'), false, 'an aal1 session is refused while two-factor is required');
update public.desk_settings set require_two_factor = false where only_row;
select is(pg_temp.trusted('trust-admin'), true, 'and trusted when it is not required and there is no factor');
select tests.enrol_verified_factor('trust-admin');
select is(pg_temp.trusted('trust-admin'), false, 'but refused once the user has a verified factor');

select pg_temp.token('trust-admin',
  tests.create_session(tests.get_supabase_uid('trust-other'), 'aal2')::text);
select is(pg_temp.trusted('trust-admin'), false, 'another user''s session is refused');

select pg_temp.token('trust-admin', gen_random_uuid()::text);
select is(pg_temp.trusted('trust-admin'), false, 'a session that does not exist (signed out) is refused');

select pg_temp.token('trust-admin',
  tests.create_session(tests.get_supabase_uid('trust-admin'), 'aal2')::text);
update auth.sessions set not_after = now() - interval '1 second'
where id = (auth.jwt() ->> 'session_id')::uuid;
select is(pg_temp.trusted('trust-admin'), false, 'a session past not_after is refused');

select pg_temp.token('trust-admin', 'not-a-uuid');
select is(pg_temp.trusted('trust-admin'), false, 'a malformed session claim is refused');
select is(
  public.current_session_is_active(),
  false,
  'and is not active (false, where the uuid cast used to raise)'
);

select tests.clear_authentication();
select ok(
  not has_function_privilege('authenticated', 'private.admin_session_is_trusted(uuid)', 'execute'),
  'the API roles cannot call the trusted check directly'
);

select * from finish();
rollback;
