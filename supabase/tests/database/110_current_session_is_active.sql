-- public.current_session_is_active(): true only while the token's session_id names a live session
-- of the token's own user, so policies can end access the moment a session is signed out.
begin;
set local search_path = public, extensions;
select plan(8);

select tests.create_supabase_user('session-owner');
select tests.create_supabase_user('session-other');

insert into auth.sessions (id, user_id)
values ('11111111-1111-4111-8111-111111111111', tests.get_supabase_uid('session-owner')),
       ('22222222-2222-4222-8222-222222222222', tests.get_supabase_uid('session-other'));

-- A signed-in user whose token carries a given session_id.
create function pg_temp.authenticate_with_session(identifier text, session uuid)
returns void language sql as $$
  select tests.switch_to('authenticated', tests.token_claims(identifier, session::text))
$$;

select pg_temp.authenticate_with_session('session-owner', '11111111-1111-4111-8111-111111111111');
select is(public.current_session_is_active(), true, 'a live session of the token''s user is active');

select pg_temp.authenticate_with_session('session-owner', '22222222-2222-4222-8222-222222222222');
select is(
  public.current_session_is_active(),
  false,
  'another user''s session does not count for this token'
);

select pg_temp.authenticate_with_session('session-owner', '33333333-3333-4333-8333-333333333333');
select is(public.current_session_is_active(), false, 'a session that does not exist is not active');

select tests.switch_to('authenticated', jsonb_build_object(
  'sub', tests.get_supabase_uid('session-owner'),
  'role', 'authenticated'
));
select is(public.current_session_is_active(), false, 'a token without session_id is not active');

select tests.clear_authentication();
delete from auth.sessions where id = '11111111-1111-4111-8111-111111111111';
select pg_temp.authenticate_with_session('session-owner', '11111111-1111-4111-8111-111111111111');
select is(
  public.current_session_is_active(),
  false,
  'once the session is deleted (sign-out), the same token is no longer active'
);

select tests.clear_authentication();
update auth.sessions set not_after = now() - interval '1 second'
where id = '22222222-2222-4222-8222-222222222222';
select pg_temp.authenticate_with_session('session-other', '22222222-2222-4222-8222-222222222222');
select is(public.current_session_is_active(), false, 'a session past not_after is not active');

select tests.clear_authentication();
select ok(
  not has_function_privilege('anon', 'public.current_session_is_active()', 'execute'),
  'anon cannot call it'
);
select ok(
  has_function_privilege('authenticated', 'public.current_session_is_active()', 'execute'),
  'authenticated can call it (from policies)'
);

select * from finish();
rollback;
