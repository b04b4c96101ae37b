-- The audit log, and reviewers managed from the desk.
--
-- * public.audit_log: who did what, when. Written only by the functions and triggers below
--   (private.write_audit); admins read it; nobody changes or deletes a row, not even the table's
--   owner or the service role (triggers refuse UPDATE, DELETE and TRUNCATE). Entries name records
--   by kind and id and people by account; never the personal data that was exported or deleted.
-- * Role changes are logged by a trigger on user_roles, whoever makes them (the desk, an
--   invitation, `npm run admin:grant`, the SQL editor).
-- * The last admin cannot lose the role (nor the account): a trigger on user_roles refuses it.
-- * Reviewers: admin_reviewers() lists them; admin_invite_reviewer() records an invitation that
--   the manage-reviewers edge function then sends through the Auth admin API, and the account it
--   creates receives the admin role (trigger on auth.users); admin_remove_reviewer() revokes the
--   role and deletes every session of theirs, so their tokens stop working at once (the desk's
--   session check, migration desk_two_factor) and their refresh tokens go with the sessions;
--   admin_reset_reviewer_factors() deletes another reviewer's factors and sessions.
-- * admin_update_desk_settings() changes desk_settings and logs it.

-- ---------------------------------------------------------------------------------------------
-- Audit log
-- ---------------------------------------------------------------------------------------------
create table public.audit_log (
  id bigint generated always as identity primary key,
  occurred_at timestamptz not null default now(),
  -- No foreign keys: an entry outlives the accounts and records it names.
  actor_id uuid,
  actor_email text,
  -- 'authenticated' (a reviewer), 'service_role', or the database role of a job or the SQL editor.
  actor_role text not null,
  action text not null,
  target_kind text,
  target_id uuid,
  details jsonb not null default '{}'::jsonb,
  constraint audit_log_action_known check (action in (
    'record_deleted', 'personal_data_exported', 'personal_data_deleted', 'retention_deleted',
    'role_granted', 'role_revoked', 'reviewer_invited', 'reviewer_removed', 'factors_reset',
    'settings_changed'
  ))
);

comment on table public.audit_log is
  'Who did what, when: deletions, exports, role changes, invitations, factor resets, settings. '
  'Append-only; admins read it. Never holds the personal data an action exported or deleted.';

create index audit_log_occurred_at_idx on public.audit_log (occurred_at desc, id desc);

alter table public.audit_log enable row level security;
revoke all on table public.audit_log from public, anon, authenticated, service_role;
grant select on table public.audit_log to authenticated, service_role;

create policy "admins read the audit log"
  on public.audit_log for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

create function private.refuse_audit_log_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'The audit log cannot be changed or deleted' using errcode = '42501';
end;
$$;

revoke all on function private.refuse_audit_log_change() from public;

create trigger audit_log_append_only
  before update or delete on public.audit_log
  for each row execute function private.refuse_audit_log_change();
create trigger audit_log_no_truncate
  before truncate on public.audit_log
  for each statement execute function private.refuse_audit_log_change();

-- The actor is the signed-in user, or whoever a trigger names in app.audit_actor (an invitation
-- accepted while GoTrue creates the account is the inviter's act).
create function private.write_audit(
  _action text,
  _target_kind text default null,
  _target_id uuid default null,
  _details jsonb default '{}'::jsonb
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _actor uuid := coalesce(
    nullif(pg_catalog.current_setting('app.audit_actor', true), '')::uuid,
    auth.uid()
  );
begin
  insert into public.audit_log (actor_id, actor_email, actor_role, action, target_kind, target_id,
    details)
  values (
    _actor,
    (select u.email from auth.users u where u.id = _actor),
    coalesce(nullif(auth.role(), ''), pg_catalog.current_setting('role', true), current_user),
    _action, _target_kind, _target_id, coalesce(_details, '{}'::jsonb)
  );
end;
$$;

revoke all on function private.write_audit(text, text, uuid, jsonb) from public;

-- ---------------------------------------------------------------------------------------------
-- Role changes: logged, and the last admin keeps the role
-- ---------------------------------------------------------------------------------------------
create function private.keep_last_admin()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.role = 'admin' and (tg_op = 'DELETE' or new.role <> 'admin' or new.user_id <> old.user_id)
  then
    -- One removal at a time, so two reviewers removing each other cannot both succeed.
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.user_roles admin'));
    if not exists (
      select 1 from public.user_roles r
      where r.role = 'admin' and r.user_id <> old.user_id
    ) then
      raise exception 'The last admin cannot be removed' using errcode = 'P0001',
        hint = 'Invite another reviewer first.';
    end if;
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

create function private.audit_role_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.write_audit('role_granted', 'user', new.user_id,
      pg_catalog.jsonb_build_object('role', new.role,
        'email', (select u.email from auth.users u where u.id = new.user_id)));
  else
    perform private.write_audit('role_revoked', 'user', old.user_id,
      pg_catalog.jsonb_build_object('role', old.role,
        'email', (select u.email from auth.users u where u.id = old.user_id)));
  end if;
  return null;
end;
$$;

revoke all on function private.keep_last_admin() from public;
revoke all on function private.audit_role_change() from public;

create trigger user_roles_keep_last_admin
  before update or delete on public.user_roles
  for each row execute function private.keep_last_admin();
create trigger user_roles_audit
  after insert or delete on public.user_roles
  for each row execute function private.audit_role_change();

-- ---------------------------------------------------------------------------------------------
-- Settings
-- ---------------------------------------------------------------------------------------------
create function public.admin_update_desk_settings(_require_two_factor boolean)
returns table (require_two_factor boolean, updated_at timestamptz)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _before boolean;
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Admin privileges required' using errcode = '42501';
  end if;
  if _require_two_factor is null then
    raise exception 'require_two_factor must be true or false' using errcode = '22023';
  end if;
  select d.require_two_factor into _before from public.desk_settings d where d.only_row;
  update public.desk_settings d
  set require_two_factor = _require_two_factor, updated_at = pg_catalog.now(),
    updated_by = auth.uid()
  where d.only_row;
  if _before is distinct from _require_two_factor then
    perform private.write_audit('settings_changed', 'desk_settings', null,
      pg_catalog.jsonb_build_object('require_two_factor',
        pg_catalog.jsonb_build_object('from', _before, 'to', _require_two_factor)));
  end if;
  return query select d.require_two_factor, d.updated_at from public.desk_settings d;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Invitations
-- ---------------------------------------------------------------------------------------------
create table public.reviewer_invitations (
  id uuid primary key default gen_random_uuid(),
  email text not null check (private.is_email(email)),
  invited_by uuid references auth.users (id) on delete set null,
  invited_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '7 days',
  accepted_at timestamptz,
  accepted_user_id uuid references auth.users (id) on delete set null
);

comment on table public.reviewer_invitations is
  'Invitations to review: the account Auth creates for the address receives the admin role.';

create index reviewer_invitations_open_idx
  on public.reviewer_invitations (lower(email)) where accepted_at is null;

alter table public.reviewer_invitations enable row level security;
revoke all on table public.reviewer_invitations from public, anon, authenticated, service_role;
grant select on table public.reviewer_invitations to authenticated, service_role;

create policy "admins read invitations"
  on public.reviewer_invitations for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

-- Only an account created by an invitation (GoTrue sets invited_at) takes the role: a stranger
-- who signs up with an invited address before the e-mail arrives gets nothing.
create function private.accept_reviewer_invitation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _invitation public.reviewer_invitations;
begin
  if new.invited_at is null or new.email is null then
    return null;
  end if;
  select * into _invitation from public.reviewer_invitations i
  where lower(i.email) = lower(new.email) and i.accepted_at is null
    and i.expires_at > pg_catalog.now()
  order by i.invited_at desc
  limit 1;
  if _invitation.id is null then
    return null;
  end if;
  perform pg_catalog.set_config('app.audit_actor', coalesce(_invitation.invited_by::text, ''), true);
  insert into public.user_roles (user_id, role) values (new.id, 'admin')
  on conflict (user_id, role) do nothing;
  perform pg_catalog.set_config('app.audit_actor', '', true);
  update public.reviewer_invitations i
  set accepted_at = pg_catalog.now(), accepted_user_id = new.id
  where lower(i.email) = lower(new.email) and i.accepted_at is null;
  return null;
end;
$$;

revoke all on function private.accept_reviewer_invitation() from public;

create trigger on_auth_user_created_accept_reviewer_invitation
  after insert on auth.users
  for each row execute function private.accept_reviewer_invitation();

-- Records the invitation (the edge function then sends it). An address that already has an
-- account gets the role at once; the answer says which happened.
create function public.admin_invite_reviewer(_email text)
returns table (invitation_id uuid, existing_user_id uuid)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _address text := lower(btrim(coalesce(_email, '')));
  _existing uuid;
  _invitation uuid;
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Admin privileges required' using errcode = '42501';
  end if;
  if not private.is_email(_address) then
    raise exception 'Enter a valid e-mail address' using errcode = '22023';
  end if;
  select u.id into _existing from auth.users u where lower(u.email) = _address;
  insert into public.reviewer_invitations (email, invited_by, accepted_at, accepted_user_id)
  values (_address, auth.uid(),
    case when _existing is not null then pg_catalog.now() end, _existing)
  returning id into _invitation;
  perform private.write_audit('reviewer_invited', 'user', _existing,
    pg_catalog.jsonb_build_object('email', _address, 'invitation_id', _invitation));
  if _existing is not null then
    insert into public.user_roles (user_id, role) values (_existing, 'admin')
    on conflict (user_id, role) do nothing;
  end if;
  return query select _invitation, _existing;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Reviewers
-- ---------------------------------------------------------------------------------------------
create function public.admin_reviewers()
returns table (
  user_id uuid,
  email text,
  invited_at timestamptz,
  accepted boolean,
  last_sign_in_at timestamptz,
  two_factor boolean,
  is_self boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Admin privileges required' using errcode = '42501';
  end if;
  return query
  select u.id, u.email::text, u.invited_at,
    u.encrypted_password is not null and u.encrypted_password <> '',
    u.last_sign_in_at,
    exists (
      select 1 from auth.mfa_factors f where f.user_id = u.id and f.status = 'verified'
    ),
    u.id = auth.uid()
  from public.user_roles r
  join auth.users u on u.id = r.user_id
  where r.role = 'admin'
  order by lower(u.email::text);
end;
$$;

create function public.admin_remove_reviewer(_user_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Admin privileges required' using errcode = '42501';
  end if;
  if _user_id = auth.uid() then
    raise exception 'You cannot remove yourself; ask another admin' using errcode = '22023';
  end if;
  if not exists (select 1 from public.user_roles r where r.user_id = _user_id and r.role = 'admin')
  then
    raise exception 'No such reviewer' using errcode = 'P0002';
  end if;
  perform private.write_audit('reviewer_removed', 'user', _user_id,
    pg_catalog.jsonb_build_object('email', (select u.email from auth.users u where u.id = _user_id)));
  delete from public.user_roles r where r.user_id = _user_id and r.role = 'admin';
  -- Every session ends now: their access tokens fail the session check on the next request and
  -- their refresh tokens (deleted with the sessions) cannot make new ones.
  delete from auth.sessions s where s.user_id = _user_id;
end;
$$;

create function public.admin_reset_reviewer_factors(_user_id uuid)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _removed integer;
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Admin privileges required' using errcode = '42501';
  end if;
  if _user_id = auth.uid() then
    raise exception 'Another admin must reset your two-factor sign-in' using errcode = '22023';
  end if;
  if not exists (select 1 from public.user_roles r where r.user_id = _user_id and r.role = 'admin')
  then
    raise exception 'No such reviewer' using errcode = 'P0002';
  end if;
  delete from auth.mfa_factors f where f.user_id = _user_id;
  get diagnostics _removed = row_count;
  -- Sessions signed in with the old factor end too; the reviewer signs in and enrols again.
  delete from auth.sessions s where s.user_id = _user_id;
  perform private.write_audit('factors_reset', 'user', _user_id,
    pg_catalog.jsonb_build_object('factors_removed', _removed,
      'email', (select u.email from auth.users u where u.id = _user_id)));
  return _removed;
end;
$$;

-- Supabase's default privileges grant EXECUTE to anon and service_role too: signed-in users only
-- (and of those only admins in a trusted session, checked inside).
revoke all on function public.admin_update_desk_settings(boolean) from public, anon, service_role;
revoke all on function public.admin_invite_reviewer(text) from public, anon, service_role;
revoke all on function public.admin_reviewers() from public, anon, service_role;
revoke all on function public.admin_remove_reviewer(uuid) from public, anon, service_role;
revoke all on function public.admin_reset_reviewer_factors(uuid) from public, anon, service_role;
grant execute on function public.admin_update_desk_settings(boolean) to authenticated;
grant execute on function public.admin_invite_reviewer(text) to authenticated;
grant execute on function public.admin_reviewers() to authenticated;
grant execute on function public.admin_remove_reviewer(uuid) to authenticated;
grant execute on function public.admin_reset_reviewer_factors(uuid) to authenticated;
