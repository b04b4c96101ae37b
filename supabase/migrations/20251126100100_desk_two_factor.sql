-- The desk's data needs a trusted session: two-factor (aal2) and a session that still exists.
--
-- * public.desk_settings: one row of settings admins change in the desk (require_two_factor, on
--   by default). public.desk_settings() returns it to any signed-in user, because the sign-in
--   screens must know whether to send a reviewer without a factor to enrolment.
-- * private.admin_session_is_trusted(user): the request's access token names a session that still
--   exists in auth.sessions (signing out, "Sign out everywhere" and removing a reviewer delete
--   sessions, so a token stops working at once instead of living out its hour), and the token is
--   aal2 whenever the reviewer has a verified factor or the desk requires two-factor.
-- * public.has_role(uid, 'admin') now also requires that, when a signed-in user asks about
--   themselves. Every desk policy, the desk views and every admin RPC check admin rights through
--   has_role((select auth.uid()), 'admin'), so one definition guards all of them, and so does any
--   later policy written the same way. The service role and direct SQL (the role is neither anon
--   nor authenticated) are unaffected. The app's "am I an admin?" check reads user_roles itself
--   (src/features/admin/api/check-admin-role.ts), so an admin signed in with one factor is still
--   recognised as one and can be taken to the code prompt or to enrolment.
--
-- Cost: has_role is evaluated once per statement (the policies wrap it in a scalar subquery, an
-- InitPlan), and the check adds one primary-key lookup in auth.sessions and, for aal1 tokens,
-- one in auth.mfa_factors.

-- ---------------------------------------------------------------------------------------------
-- Settings
-- ---------------------------------------------------------------------------------------------
create table public.desk_settings (
  only_row boolean primary key default true check (only_row),
  require_two_factor boolean not null default true,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);

comment on table public.desk_settings is
  'One row: the reviewers'' desk settings. Read through desk_settings(); admins change them '
  'through admin_update_desk_settings(), which writes the audit log.';

insert into public.desk_settings (only_row) values (true);

alter table public.desk_settings enable row level security;
revoke all on table public.desk_settings from public, anon, authenticated;
grant select on table public.desk_settings to service_role;

create function public.desk_settings()
returns table (require_two_factor boolean, updated_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select d.require_two_factor, d.updated_at from public.desk_settings d
$$;

comment on function public.desk_settings() is
  'The reviewers'' desk settings (require_two_factor), for any signed-in user.';

revoke all on function public.desk_settings() from public, anon;
grant execute on function public.desk_settings() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The session check
-- ---------------------------------------------------------------------------------------------
-- The session_id claim as a uuid, or null when absent or malformed (a malformed claim must refuse
-- access, not raise).
create function private.jwt_session_id()
returns uuid
language sql
stable
set search_path = ''
as $$
  select case
    when (auth.jwt() ->> 'session_id') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      then (auth.jwt() ->> 'session_id')::uuid
  end
$$;

create function private.admin_session_is_trusted(_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select
    exists (
      select 1
      from auth.sessions s
      where s.id = private.jwt_session_id()
        and s.user_id = _user_id
        and (s.not_after is null or s.not_after > pg_catalog.now())
    )
    and (
      coalesce(auth.jwt() ->> 'aal', '') = 'aal2'
      or (
        not coalesce((select d.require_two_factor from public.desk_settings d), true)
        and not exists (
          select 1 from auth.mfa_factors f
          where f.user_id = _user_id and f.status = 'verified'
        )
      )
    )
$$;

comment on function private.admin_session_is_trusted(uuid) is
  'True when the request''s token names a live session of the user and is aal2 (or needs not be: '
  'the user has no verified factor and the desk does not require two-factor).';

revoke all on function private.jwt_session_id() from public;
revoke all on function private.admin_session_is_trusted(uuid) from public;

create or replace function public.has_role(_user_id uuid, _role public.app_role)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.user_roles
    where user_id = _user_id
      and role = _role
      and (
        pg_catalog.current_setting('role') not in ('anon', 'authenticated')
        or (
          _user_id = (select auth.uid())
          and (_role <> 'admin' or private.admin_session_is_trusted(_user_id))
        )
      )
  )
$$;

comment on function public.has_role(uuid, public.app_role) is
  'True when the user holds the role. Signed-in users get an answer about themselves only '
  '(false for anyone else), and for admin only from a trusted session (a live session, aal2 '
  'when required: private.admin_session_is_trusted); the service role and direct SQL may ask '
  'about anyone. Not callable by anon.';
