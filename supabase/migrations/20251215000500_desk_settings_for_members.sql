/**
 * The two-factor setting readable only where it is needed (issue 32, item 8).
 *
 * public.desk_settings() answered any signed-in account. Only the sign-in's two-factor gate needs
 * it, and only for a member of the team (src/features/auth/components/two-factor-gate.tsx asks
 * after checkReviewer), before that member's session is two-factor: so it reads user_roles
 * itself, as the gate's role check does, rather than has_role(), which needs a trusted session.
 * An account holding no role is refused (42501: PostgREST answers 403); the app's reader falls
 * back to "two-factor required" on any failure, which changes nothing for such an account, whom
 * the desk turns away anyway. The service role and direct SQL are unaffected.
 */
create or replace function public.desk_settings()
returns table (require_two_factor boolean, updated_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if coalesce(pg_catalog.current_setting('role', true), '') in ('anon', 'authenticated')
    and not exists (select 1 from public.user_roles r where r.user_id = auth.uid())
  then
    raise exception 'Only members of the team can read the desk''s settings' using errcode = '42501';
  end if;
  return query select d.require_two_factor, d.updated_at from public.desk_settings d;
end;
$$;

comment on function public.desk_settings() is
  'The reviewers'' desk settings (require_two_factor), for members of the team (any role, before '
  'their session is two-factor) and the service role.';
