-- One question every write to the site's content asks: may the caller edit the site? Editors may
-- (issue 27). The team-roles migration defines the same function with the same body; both use
-- `create or replace`, so whichever runs last leaves the identical definition.
create or replace function public.can_edit_site()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.has_role((select auth.uid()), 'editor')
$$;

comment on function public.can_edit_site() is
  'True when the caller may edit, publish and restore the site''s content (the editor role). '
  'The single place that says which roles those are.';

revoke all on function public.can_edit_site() from public, anon;
grant execute on function public.can_edit_site() to authenticated, service_role;
