-- One session check. `public.current_session_is_active()` (session_helpers) and
-- `private.admin_session_is_trusted(uuid)` (desk_two_factor) each wrote the same "the token's
-- session_id names a live session of this user" query. The live-session test now lives only in
-- current_session_is_active(), and admin_session_is_trusted() calls it and adds only what it is
-- about: the assurance level.
--
-- current_session_is_active() now reads the session id through private.jwt_session_id(), as the
-- trusted check always did, so a malformed session_id claim is "not active" instead of an invalid
-- uuid cast error: the trusted check, which every policy reaches through has_role(), must answer
-- such a token with false and never raise (pgTAP 120_desk_two_factor). Every other answer of
-- both functions is unchanged (pgTAP 110_current_session_is_active, 111_one_session_check).
--
-- admin_session_is_trusted(_user_id) asks about the caller: every caller passes auth.uid()
-- (has_role, can_work_submissions, can_edit_site, set_display_name). It keeps its signature, and
-- answers false for any other user, as before for any user whose session the token does not name.

create or replace function public.current_session_is_active()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from auth.sessions s
    where s.id = private.jwt_session_id()
      and s.user_id = auth.uid()
      and (s.not_after is null or s.not_after > pg_catalog.now())
  )
$$;

comment on function public.current_session_is_active() is
  'True when the JWT''s session_id names a live session of its user (false for a missing or '
  'malformed claim). The one live-session check: policies and private.admin_session_is_trusted '
  'use it.';

create or replace function private.admin_session_is_trusted(_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select
    coalesce(_user_id = auth.uid(), false)
    and public.current_session_is_active()
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
  'True when the user is the caller, their session is live (public.current_session_is_active) '
  'and it is aal2, or needs not be: the user has no verified factor and the desk does not '
  'require two-factor.';
