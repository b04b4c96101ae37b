-- One question every desk read and write about submissions asks: may the caller work them?
-- Today only administrators may; the roles migration of this round widens it to reviewers by
-- redefining this one function, so views, policies and RPCs never repeat the role list.
create function public.can_work_submissions()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.has_role((select auth.uid()), 'admin')
$$;

comment on function public.can_work_submissions() is
  'True when the caller may read and work submissions (status, notes, replies, export). '
  'The single place that says which roles those are.';

revoke all on function public.can_work_submissions() from public, anon;
grant execute on function public.can_work_submissions() to authenticated, service_role;
