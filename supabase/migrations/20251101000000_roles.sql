-- Who may review submissions. A row in user_roles with role 'admin' is the one fact the admin
-- area and every admin policy check. Only the service role (SQL editor, `npm run admin:grant`)
-- writes this table; signed-in users may read their own rows so the app can ask "am I admin?".

-- Helpers that must not be reachable through the REST API live outside the exposed schemas.
create schema if not exists private;
revoke all on schema private from public;

create type public.app_role as enum ('admin');

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role public.app_role not null,
  created_at timestamptz not null default now(),
  constraint user_roles_user_id_role_key unique (user_id, role)
);

comment on table public.user_roles is
  'Roles granted to auth users. Written only by the service role; users read their own rows.';

alter table public.user_roles enable row level security;

-- Hosted Supabase's default privileges hand anon and authenticated every privilege on new
-- tables; take them back and grant only what the policies below are meant to decide.
revoke all on table public.user_roles from anon, authenticated, public;
grant select on table public.user_roles to authenticated;
grant all on table public.user_roles to service_role;

create policy "users read their own roles"
  on public.user_roles for select to authenticated
  using ((select auth.uid()) = user_id);

-- SECURITY DEFINER so policies on other tables can consult user_roles without the caller
-- needing to see it (and without recursive RLS); the empty search_path blocks hijacking.
create function public.has_role(_user_id uuid, _role public.app_role)
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
  )
$$;

comment on function public.has_role(uuid, public.app_role) is
  'True when the user holds the role. Used by RLS policies; not callable by anon.';

revoke all on function public.has_role(uuid, public.app_role) from public, anon;
grant execute on function public.has_role(uuid, public.app_role) to authenticated, service_role;
