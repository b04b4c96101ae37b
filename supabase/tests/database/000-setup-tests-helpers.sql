-- Test helpers shared by every pgTAP file, written once (after basejump's supabase_test_helpers,
-- github.com/usebasejump/supabase-test-helpers, "manual installation": the alphabetically first
-- test file creates them). pg_prove runs the files in name order and '-' sorts before '_', so
-- this file runs before 000_schema.sql and everything after it.
--
-- The helpers live in a `tests` schema that only a test run creates: it is not a migration, so it
-- never reaches a deployed database, and the last file, zzz-teardown-tests-helpers.sql, drops it
-- again (scripts/test-db.ts drops it too, in case a run stopped half-way).
-- The schema is dropped and re-created here so a run never inherits helpers from an older one.
--
--   tests.create_supabase_user(identifier, email, metadata, id)  an auth.users row; returns its id
--   tests.get_supabase_uid(identifier) / get_supabase_user(identifier)
--   tests.grant_role(identifier, role)       the one fact every role policy checks (user_roles)
--   tests.grant_admin(identifier)            grant_role(identifier, 'admin')
--   tests.create_team_member(identifier, role, email, id)  a user holding the role; returns its id
--   tests.enrol_verified_factor(identifier)  a verified TOTP factor (aal1 no longer suffices)
--   tests.create_session(user_id, aal)       an auth.sessions row; returns its id
--   tests.session_claims(user_id, aal)       a new session's access-token claims, as text
--   tests.token_claims(identifier, session, aal)  a token naming a given (maybe absent or
--                                            malformed) session_id, as jsonb for switch_to
--   tests.request_from(address)              the request's client address (cf-connecting-ip)
--   tests.authenticate_as(identifier)        role authenticated + the claims PostgREST sets
--   tests.authenticate_as_anon()             a visitor with the anon key
--   tests.authenticate_as_service_role()     the service role key
--   tests.clear_authentication()             back to the session user (postgres), no claims
--   tests.switch_to(role, claims)            what the four above share: role + PostgREST's settings
--   tests.rls_enabled(schema)                pgTAP: every table in the schema has RLS on
--   tests.submission_sql(table, email, overrides)  a valid form submission as an INSERT statement
--   tests.create_submission(table, email, overrides)  runs it as the current role; returns the id
--
-- The authentication helpers change `role` with set_config(..., true), so they last until the
-- end of the test file's transaction. They are deliberately neither SECURITY DEFINER nor given a
-- SET clause: PostgreSQL forbids changing the role inside a security-definer function and undoes
-- a function's local settings on exit when it has a SET clause.

drop schema if exists tests cascade;
create schema tests;
comment on schema tests is
  'pgTAP helpers, created by supabase/tests/database/000-setup-tests-helpers.sql for a test run only.';

-- The helpers are called after switching to the API roles, so those roles need to reach them.
grant usage on schema tests to anon, authenticated, service_role;
alter default privileges in schema tests revoke execute on functions from public;
alter default privileges in schema tests grant execute on functions to anon, authenticated, service_role;

create function tests.create_supabase_user(
  identifier text,
  email text default null,
  metadata jsonb default null,
  id uuid default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  user_id uuid := coalesce(create_supabase_user.id, gen_random_uuid());
begin
  insert into auth.users (id, email, raw_user_meta_data, created_at, updated_at)
  values (
    user_id,
    coalesce(create_supabase_user.email, user_id::text || '@pgtap.test'),
    jsonb_build_object('test_identifier', identifier) || coalesce(metadata, '{}'::jsonb),
    now(),
    now()
  );
  return user_id;
end
$$;

create function tests.get_supabase_user(identifier text)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  supabase_user json;
begin
  select json_build_object(
    'id', u.id,
    'email', u.email,
    'phone', u.phone,
    'raw_user_meta_data', u.raw_user_meta_data,
    'raw_app_meta_data', u.raw_app_meta_data
  )
  into supabase_user
  from auth.users as u
  where u.raw_user_meta_data ->> 'test_identifier' = identifier
  limit 1;
  if supabase_user is null then
    raise exception 'No test user with identifier %', identifier;
  end if;
  return supabase_user;
end
$$;

create function tests.get_supabase_uid(identifier text)
returns uuid
language sql
security definer
set search_path = ''
as $$
  select (tests.get_supabase_user(identifier) ->> 'id')::uuid
$$;

create function tests.grant_role(identifier text, _role public.app_role)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.user_roles (user_id, role)
  values (tests.get_supabase_uid(identifier), _role)
$$;

create function tests.grant_admin(identifier text)
returns void
language sql
as $$
  select tests.grant_role(identifier, 'admin')
$$;

-- A member of the team: a new user who holds the role (admin, reviewer, editor).
create function tests.create_team_member(
  identifier text,
  _role public.app_role,
  email text default null,
  id uuid default null
)
returns uuid
language plpgsql
as $$
declare
  user_id uuid := tests.create_supabase_user(identifier, email, null, id);
begin
  perform tests.grant_role(identifier, _role);
  return user_id;
end
$$;

-- A verified TOTP factor (an authenticator app set up), as GoTrue stores one: from then on the
-- user's one-factor (aal1) sessions are not trusted, whatever desk_settings says.
create function tests.enrol_verified_factor(identifier text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into auth.mfa_factors (id, user_id, factor_type, status)
  values (gen_random_uuid(), tests.get_supabase_uid(identifier), 'totp', 'verified')
$$;

-- The request's client address as the API gateway passes it (the rate limits read it).
create function tests.request_from(_address text)
returns void
language sql
as $$
  select set_config('request.headers', jsonb_build_object('cf-connecting-ip', _address)::text, true)
$$;

-- What PostgREST does with a request's access token: switch to the token's role and expose its
-- claims, both as the JSON of request.jwt.claims (PostgREST 9+) and as the older per-claim
-- settings (request.jwt.claim.sub, .role, .email) that auth.uid() still reads first. A null role
-- goes back to the session user (the superuser pg_prove connects as) with no claims at all.
create function tests.switch_to(_role text, _claims jsonb)
returns void
language plpgsql
as $$
begin
  perform set_config('role', coalesce(_role, 'none'), true);
  perform set_config('request.jwt.claims', coalesce(_claims::text, ''), true);
  perform set_config('request.jwt.claim.sub', coalesce(_claims ->> 'sub', ''), true);
  perform set_config('request.jwt.claim.role', coalesce(_claims ->> 'role', ''), true);
  perform set_config('request.jwt.claim.email', coalesce(_claims ->> 'email', ''), true);
end
$$;

-- A new row in auth.sessions for the user, as GoTrue writes at sign-in; returns its id (the
-- access token's session_id claim). The desk requires that the token's session still exists.
create function tests.create_session(_user_id uuid, _aal text default 'aal2')
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  session_id uuid := gen_random_uuid();
begin
  insert into auth.sessions (id, user_id, aal) values (session_id, _user_id, _aal);
  return session_id;
end
$$;

-- The claims of an access token for a new session of the user at the given assurance level
-- (aal2: signed in with password and TOTP code), as text for request.jwt.claims.
create function tests.session_claims(_user_id uuid, _aal text default 'aal2')
returns text
language sql
as $$
  select jsonb_build_object(
    'sub', _user_id,
    'role', 'authenticated',
    'aud', 'authenticated',
    'aal', _aal,
    'amr', case when _aal = 'aal2'
      then '[{"method":"totp","timestamp":1},{"method":"password","timestamp":1}]'::jsonb
      else '[{"method":"password","timestamp":1}]'::jsonb end,
    'session_id', tests.create_session(_user_id, _aal),
    'is_anonymous', false
  )::text
$$;

-- The claims of a token naming the given session_id, which need not exist (signed out) or even be
-- a uuid: for the tests of what a stale or forged session claim is refused.
create function tests.token_claims(identifier text, _session text, _aal text default 'aal2')
returns jsonb
language sql
as $$
  select jsonb_build_object(
    'sub', tests.get_supabase_uid(identifier),
    'role', 'authenticated',
    'aal', _aal,
    'session_id', _session
  )
$$;

-- A signed-in user, with the claims GoTrue puts in the access token, from a new session at the
-- given assurance level: aal2 unless a test is about one-factor sessions.
create function tests.authenticate_as(identifier text, _aal text default 'aal2')
returns void
language plpgsql
as $$
declare
  user_data json := tests.get_supabase_user(identifier);
begin
  perform tests.switch_to('authenticated', jsonb_build_object(
    'sub', user_data ->> 'id',
    'role', 'authenticated',
    'aud', 'authenticated',
    'email', user_data ->> 'email',
    'phone', coalesce(user_data ->> 'phone', ''),
    'app_metadata', user_data -> 'raw_app_meta_data',
    'user_metadata', user_data -> 'raw_user_meta_data',
    'is_anonymous', false,
    'aal', _aal,
    'session_id', tests.create_session((user_data ->> 'id')::uuid, _aal)
  ));
end
$$;

-- A visitor with the anon key.
create function tests.authenticate_as_anon()
returns void
language sql
as $$
  select tests.switch_to('anon', '{"role": "anon"}')
$$;

-- The service role key (the edge functions, the SQL editor).
create function tests.authenticate_as_service_role()
returns void
language sql
as $$
  select tests.switch_to('service_role', '{"role": "service_role"}')
$$;

-- Back to the session user with no claims: for set-up, and for reading what the roles under
-- test cannot see.
create function tests.clear_authentication()
returns void
language sql
as $$
  select tests.switch_to(null, null)
$$;

create function tests.rls_enabled(testing_schema text)
returns text
language sql
as $$
  select extensions.is(
    array(
      select c.relname::text
      from pg_catalog.pg_class as c
      where c.relnamespace = testing_schema::regnamespace
        and c.relkind in ('r', 'p')
        and not c.relrowsecurity
      order by 1
    ),
    '{}'::text[],
    format('every table in %s has row level security enabled', testing_schema)
  )
$$;

-- A valid submission of the form behind _table, as an INSERT statement, with _overrides replacing
-- or adding columns (status, id, created_at, or an invalid value). A statement rather than an
-- insert so throws_ok/lives_ok can run it as the role under test. Values pass through
-- jsonb_populate_record, so text[] columns take JSON arrays. The same people as
-- tests/support/factories.ts, in the stored (snake_case) shape.
create function tests.submission_sql(_table text, _email text, _overrides jsonb default '{}')
returns text
language sql
stable
as $fn$
  with submission as (
    select case _table
      when 'coach_applications' then jsonb_build_object(
        'first_name', 'Ada',
        'last_name', 'Lovelace',
        'phone', '208-555-0100',
        'city', 'Boise',
        'region', 'southwestern',
        'organization', 'High school teacher',
        'title', 'High school teacher',
        'experience', 'Ten years teaching algebra and running the robotics club after school.',
        'ai_experience', 'beginner',
        'teaching_experience', 'Yes',
        'availability', 'part-time',
        'motivation', 'I want to help teachers in rural Idaho use AI tools with confidence.'
      )
      when 'contact_submissions' then jsonb_build_object(
        'first_name', 'Grace',
        'last_name', 'Hopper',
        'phone', '208-555-0101',
        'organization_type', 'k-12',
        'organization_name', 'Boise School District',
        'subject', 'request-training',
        'message', 'We would like a half-day workshop for our staff.'
      )
      when 'alliance_registrations' then jsonb_build_object(
        'first_name', 'Katherine',
        'last_name', 'Johnson',
        'phone', null,
        'organization', 'Idaho Technology Council',
        'organization_type', 'business',
        'title', 'Director',
        'interests', jsonb_build_array('training', 'events'),
        'message', null
      )
    end || jsonb_build_object('email', _email) || _overrides as row_json
  )
  select format(
    'insert into public.%1$I (%2$s) select %2$s from jsonb_populate_record(null::public.%1$I, %3$L)',
    _table,
    (select string_agg(quote_ident(key), ', ' order by key) from jsonb_object_keys(row_json) as key),
    row_json
  )
  from submission
  where _table in ('coach_applications', 'contact_submissions', 'alliance_registrations')
$fn$;

create function tests.create_submission(_table text, _email text, _overrides jsonb default '{}')
returns uuid
language plpgsql
as $$
declare
  statement text := tests.submission_sql(_table, _email, _overrides);
  new_id uuid;
begin
  if statement is null then
    raise exception 'No submission form behind table %', _table;
  end if;
  execute statement || ' returning id' into new_id;
  return new_id;
end
$$;

-- pg_prove needs a plan from every file; these prove the helpers do what the other files rely on.
begin;
set local search_path = public, extensions;
select plan(9);

select tests.create_supabase_user('helper-member', 'helper-member@pgtap.test');
select tests.create_supabase_user('helper-admin');
select tests.grant_admin('helper-admin');

select tests.authenticate_as('helper-member');
select is(current_user::text, 'authenticated', 'authenticate_as switches to the authenticated role');
select is(auth.uid(), tests.get_supabase_uid('helper-member'), 'authenticate_as makes auth.uid() the user');
select is(auth.email(), 'helper-member@pgtap.test', 'authenticate_as exposes the user''s e-mail claim');

select tests.authenticate_as('helper-admin');
select ok(
  public.has_role(auth.uid(), 'admin'),
  'grant_admin gives the user the admin role the policies check'
);

select tests.authenticate_as_anon();
select is(current_user::text, 'anon', 'authenticate_as_anon switches to the anon role');
select is(auth.uid(), null, 'a visitor has no user id');

select tests.authenticate_as_service_role();
select is(auth.role(), 'service_role', 'authenticate_as_service_role sets the service role claim');

select tests.clear_authentication();
select is(current_user::text, session_user::text, 'clear_authentication returns to the session user');
select throws_ok(
  $$select tests.create_submission('user_roles', 'nobody@pgtap.test')$$,
  'P0001',
  'No submission form behind table user_roles',
  'create_submission refuses a table that is not an intake form'
);

select * from finish();
rollback;
