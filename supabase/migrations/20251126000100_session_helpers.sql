-- Whether the request's session still exists: true only for a signed-in user whose token's
-- session_id names a session the auth service has not ended (sign-out, "sign out everywhere",
-- removal, a ban). Access tokens outlive their session by up to jwt_expiry; policies on personal
-- data call this so signing out ends access at once.
--
-- SECURITY DEFINER because API roles cannot read auth.sessions (on hosted Supabase only the auth
-- service and postgres can); the empty search_path blocks hijacking. STABLE, and it reads the
-- claims once, so a policy that wraps it in a scalar subquery `(select ...)` evaluates it once
-- per statement.
create function public.current_session_is_active()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from auth.sessions s
    where s.id = nullif(auth.jwt() ->> 'session_id', '')::uuid
      and s.user_id = auth.uid()
      and (s.not_after is null or s.not_after > now())
  )
$$;

comment on function public.current_session_is_active() is
  'True when the JWT''s session_id names a live session of its user. For RLS policies.';

revoke all on function public.current_session_is_active() from public, anon;
grant execute on function public.current_session_is_active() to authenticated, service_role;
