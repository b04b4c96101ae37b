-- Accounts and roles: who works submissions (`can_work_submissions`) and who edits the site
-- (`can_edit_site`), invitations and the accounts they create, team members' display names, the
-- last administrator who cannot be removed, and every role change in the audit log.
-- Baseline (docs/migration-baseline.md).

-- Function bodies here may name objects defined further down or in a later file of the baseline,
-- as pg_dump's output does: they are checked when they run (pgTAP runs every one), not when
-- they are created. Only for this file's transaction.
set local check_function_bodies = off;

-- Least privilege for the team's three roles, enforced here rather than by the desk
-- hiding buttons. docs/roles.md holds the full matrix; supabase/tests/database/160_role_matrix.sql
-- proves it.
--
-- * administrator (`admin`): people and roles, the two-factor requirement, routing, saved replies,
--   retention, personal-data requests, the audit log; and everything a reviewer does.
-- * reviewer: reads and works submissions (status, notes, replies, read markers, delivery state,
--   history, counts); reads the saved replies to use them.
-- * editor: the site's content (public.can_edit_site(), used by the site-content tables); reads no
--   submission, note, reply, audit entry or personal data.
--
-- 1. has_role answers for every role only from a trusted session (a live session, aal2 when the
--    desk requires it), as it did for admin alone: a reviewer's or editor's token from a removed
--    session or with one factor missing reads nothing.
-- 2. public.can_work_submissions() (the one place that names who works submissions) becomes
--    admin or reviewer; every policy and RPC about working submissions moves onto it.
-- 3. A missing record or reviewer answers PT404 (HTTP 404 through PostgREST) with a sentence,
--    instead of P0002, which PostgREST answers with 500.

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
revoke all on function private.keep_last_admin() from public;

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
revoke all on function private.audit_role_change() from public;

create trigger user_roles_keep_last_admin
  before update or delete on public.user_roles
  for each row execute function private.keep_last_admin();

create trigger user_roles_audit
  after insert or delete on public.user_roles
  for each row execute function private.audit_role_change();

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
  accepted_user_id uuid references auth.users (id) on delete set null,
  -- Reviewer unless the administrator chooses another (least privilege: an administrator can
  -- promote after acceptance).
  role public.app_role not null default 'reviewer',
  display_name text check (
    display_name is null or (private.is_trimmed(display_name)
      and private.has_visible_text(display_name) and pg_catalog.char_length(display_name) <= 80)
  ),
  withdrawn_at timestamptz,
  withdrawn_by uuid references auth.users (id) on delete set null
);

comment on table public.reviewer_invitations is
  'Invitations to the team: the account Auth creates for the address receives the role chosen '
  'here (and the name, when given). Withdrawn invitations grant nothing.';

comment on column public.reviewer_invitations.role is
  'The role the invited person receives once their address is confirmed.';

create index reviewer_invitations_open_idx
  on public.reviewer_invitations (lower(email)) where accepted_at is null;

alter table public.reviewer_invitations enable row level security;

revoke all on table public.reviewer_invitations from public, anon, authenticated, service_role;

grant select on table public.reviewer_invitations to authenticated, service_role;

create policy "admins read invitations"
  on public.reviewer_invitations for select to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')));

-- The role and name come from the invitation; a withdrawn or expired invitation grants nothing.
create function private.accept_reviewer_invitation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _invitation public.reviewer_invitations;
begin
  -- Only a confirmed address proves the account is the invitee's: an account
  -- someone else registered with the address and never confirmed gets nothing.
  if new.email is null or new.email_confirmed_at is null then
    return null;
  end if;
  select * into _invitation from public.reviewer_invitations i
  where lower(i.email) = lower(new.email) and i.accepted_at is null and i.withdrawn_at is null
    and i.expires_at > pg_catalog.now()
  order by i.invited_at desc
  limit 1;
  if _invitation.id is null then
    return null;
  end if;
  perform pg_catalog.set_config('app.audit_actor', coalesce(_invitation.invited_by::text, ''), true);
  insert into public.user_roles (user_id, role) values (new.id, _invitation.role)
  on conflict (user_id, role) do nothing;
  if _invitation.display_name is not null then
    insert into public.team_profiles (user_id, display_name)
    values (new.id, _invitation.display_name)
    on conflict (user_id) do nothing;
  end if;
  perform pg_catalog.set_config('app.audit_actor', '', true);
  update public.reviewer_invitations i
  set accepted_at = pg_catalog.now(), accepted_user_id = new.id
  where lower(i.email) = lower(new.email) and i.accepted_at is null and i.withdrawn_at is null;
  return null;
end;
$$;
revoke all on function private.accept_reviewer_invitation() from public;

create trigger on_auth_user_created_accept_reviewer_invitation
  after insert on auth.users
  for each row execute function private.accept_reviewer_invitation();

-- Records the invitation (the manage-reviewers function then sends it). An address whose account
-- is confirmed gets the role at once (an unconfirmed one waits for its confirmation); an address invited before and never used is invited again
-- (the earlier invitation is withdrawn, so only the newest link and role count).
create or replace function private.admin_invite_reviewer(
  _email text,
  _role public.app_role default 'reviewer',
  _display_name text default null
)
returns table (invitation_id uuid, existing_user_id uuid, expires_at timestamptz,
  inviter_name text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _address text := lower(btrim(coalesce(_email, '')));
  _name text := nullif(btrim(coalesce(_display_name, '')), '');
  _unused uuid;
  _existing uuid;
  _invitation public.reviewer_invitations;
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Only an administrator can invite people to the team' using errcode = '42501';
  end if;
  if not private.is_email(_address) then
    raise exception 'Enter a valid e-mail address' using errcode = '22023';
  end if;
  if _role is null then
    raise exception 'Choose a role for the person you invite' using errcode = '22023';
  end if;
  if _name is not null and pg_catalog.char_length(_name) > 80 then
    raise exception 'Enter a name of 1 to 80 characters' using errcode = '22023';
  end if;
  _unused := private.unused_invited_account(_address);
  select u.id into _existing from auth.users u
  where lower(u.email) = _address and u.email_confirmed_at is not null
    and u.id is distinct from _unused;
  update public.reviewer_invitations i
  set withdrawn_at = pg_catalog.now(), withdrawn_by = auth.uid()
  where lower(i.email) = _address and i.withdrawn_at is null
    and (i.accepted_at is null or i.accepted_user_id = _unused);
  -- Opened but unfinished: Auth would refuse to invite a confirmed address, so the account goes
  -- (its earlier link, if still valid, stops working with it) and /invite creates a fresh one.
  if _unused is not null
    and exists (select 1 from auth.users u where u.id = _unused and u.email_confirmed_at is not null)
  then
    delete from auth.users u where u.id = _unused;
  end if;
  insert into public.reviewer_invitations (email, invited_by, role, display_name, accepted_at,
    accepted_user_id)
  values (_address, auth.uid(), _role, _name,
    case when _existing is not null then pg_catalog.now() end, _existing)
  returning * into _invitation;
  perform private.write_audit('reviewer_invited', 'user', _existing,
    pg_catalog.jsonb_build_object('email', _address, 'invitation_id', _invitation.id,
      'role', _role));
  if _existing is not null then
    insert into public.user_roles (user_id, role) values (_existing, _role)
    on conflict (user_id, role) do nothing;
    if _name is not null then
      insert into public.team_profiles (user_id, display_name) values (_existing, _name)
      on conflict (user_id) do nothing;
    end if;
  end if;
  -- The invitation e-mail names the inviter: their display name, else their address.
  return query select _invitation.id, _existing,
    _invitation.invited_at + private.invitation_link_lifetime(),
    coalesce(
      (select p.display_name from public.team_profiles p where p.user_id = auth.uid()),
      (select u.email::text from auth.users u where u.id = auth.uid())
    );
end;
$$;
revoke all on function private.admin_invite_reviewer(text, public.app_role, text)
  from public, anon, service_role;
grant execute on function private.admin_invite_reviewer(text, public.app_role, text) to authenticated;

-- The API's entry point: runs as the caller and calls the function above.
create function public.admin_invite_reviewer(_email text, _role public.app_role default 'reviewer'::public.app_role, _display_name text default NULL::text)
returns table (invitation_id uuid, existing_user_id uuid, expires_at timestamp with time zone, inviter_name text)
language sql
volatile
security invoker
set search_path = ''
begin atomic
  select * from private.admin_invite_reviewer($1, $2, $3);
end;
revoke all on function public.admin_invite_reviewer(text, public.app_role, text) from public;
grant execute on function public.admin_invite_reviewer(text, public.app_role, text) to authenticated;

create or replace function private.admin_reviewers()
returns table (
  user_id uuid,
  email text,
  display_name text,
  roles public.app_role[],
  invited_at timestamptz,
  accepted boolean,
  last_sign_in_at timestamptz,
  two_factor boolean,
  is_self boolean,
  invitation_id uuid,
  invitation_expires_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Only an administrator can manage the team' using errcode = '42501';
  end if;
  return query
  select u.id, u.email::text,
    -- A member's name; for an invitation still waiting on its address, the name it was sent with.
    coalesce(p.display_name, i.display_name),
    -- A member's roles; for an invitation still waiting on its address, the role it will grant.
    coalesce(
      (select pg_catalog.array_agg(r.role order by r.role) from public.user_roles r
        where r.user_id = u.id),
      case when i.id is not null then array[i.role] end
    ),
    u.invited_at,
    -- Accepted: the person set a password and holds a role. An account someone registered with
    -- the address and never confirmed has a password but no role, so its invitation is pending.
    u.encrypted_password is not null and u.encrypted_password <> ''
      and exists (select 1 from public.user_roles r where r.user_id = u.id),
    u.last_sign_in_at,
    exists (
      select 1 from auth.mfa_factors f where f.user_id = u.id and f.status = 'verified'
    ),
    u.id = auth.uid(),
    i.id, i.invited_at + private.invitation_link_lifetime()
  from auth.users u
  left join public.team_profiles p on p.user_id = u.id
  left join lateral (
    select i.id, i.invited_at, i.role, i.display_name from public.reviewer_invitations i
    where lower(i.email) = lower(u.email) and i.withdrawn_at is null
      and (i.accepted_at is null or u.id = private.unused_invited_account(u.email::text))
    order by i.invited_at desc limit 1
  ) i on true
  where exists (select 1 from public.user_roles r where r.user_id = u.id)
    or i.id is not null
  order by lower(coalesce(p.display_name, i.display_name, u.email::text));
end;
$$;
revoke all on function private.admin_reviewers() from public, anon, service_role;
grant execute on function private.admin_reviewers() to authenticated;

-- The API's entry point: runs as the caller and calls the function above.
create function public.admin_reviewers()
returns table (user_id uuid, email text, display_name text, roles public.app_role[], invited_at timestamp with time zone, accepted boolean, last_sign_in_at timestamp with time zone, two_factor boolean, is_self boolean, invitation_id uuid, invitation_expires_at timestamp with time zone)
language sql
stable
security invoker
set search_path = ''
begin atomic
  select * from private.admin_reviewers();
end;
revoke all on function public.admin_reviewers() from public;
grant execute on function public.admin_reviewers() to authenticated;

-- Removes a member (administrators only, never oneself): their roles and sessions end, an
-- unaccepted invitation is withdrawn with its account, and a member who keeps an account is
-- e-mailed that their access ended. That e-mail's words are not here: they live once, in
-- supabase/functions/_shared/email-copy/, and the outbox's sender renders them from the e-mail's
-- kind and the moment it was queued.
create or replace function private.admin_remove_reviewer(_user_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _email text := (select u.email from auth.users u where u.id = _user_id);
  _keeps_account boolean;
  _email_id uuid;
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Only an administrator can remove a member' using errcode = '42501';
  end if;
  if _user_id = auth.uid() then
    raise exception 'You cannot remove yourself; ask another administrator' using errcode = '22023';
  end if;
  if not exists (select 1 from public.user_roles r where r.user_id = _user_id) then
    raise exception 'That team member was not found; they may already have been removed.'
      using errcode = 'PT404';
  end if;
  _keeps_account := _user_id is distinct from private.unused_invited_account(_email);
  perform private.write_audit('reviewer_removed', 'user', _user_id,
    pg_catalog.jsonb_build_object('email', _email));
  delete from public.user_roles r where r.user_id = _user_id;
  -- Every session ends now: their access tokens fail the session check on the next request and
  -- their refresh tokens (deleted with the sessions) cannot make new ones.
  delete from auth.sessions s where s.user_id = _user_id;
  update public.reviewer_invitations i
  set withdrawn_at = pg_catalog.now(), withdrawn_by = auth.uid()
  where lower(i.email) = lower(_email) and i.accepted_at is null and i.withdrawn_at is null;
  -- Not yet accepted: the account goes too, so the invitation's link stops working.
  delete from auth.users u where u.id = _user_id and u.id = private.unused_invited_account(_email);

  if not _keeps_account or _email is null or not private.is_email(_email) then
    return;
  end if;
  -- The words are not here: the outbox's sender renders this e-mail from its kind and the moment
  -- it was queued (supabase/functions/_shared/access-removed.ts, copy in email-copy/), so the
  -- stored parts stay empty.
  insert into private.auth_emails (
    user_id, purpose, email_action_type, recipient, token_key, subject, html, body_text
  ) values (
    _user_id, 'member', 'access_removed', pg_catalog.lower(_email),
    'access_removed:' || gen_random_uuid()::text, '', '', ''
  )
  returning id into _email_id;
  -- Due now: the worker (every minute) sends it with the outbox's back-off and exactly-once keys.
  insert into public.notification_deliveries (
    record_kind, record_id, kind, item_id, recipient, next_attempt_at
  ) values (
    'auth_user', _user_id, 'auth_email', _email_id, pg_catalog.lower(_email), pg_catalog.now()
  );
end;
$$;
revoke all on function private.admin_remove_reviewer(uuid) from public, anon, service_role;
grant execute on function private.admin_remove_reviewer(uuid) to authenticated;

-- The API's entry point: runs as the caller and calls the function above.
create function public.admin_remove_reviewer(_user_id uuid)
returns void
language sql
volatile
security invoker
set search_path = ''
begin atomic
  select private.admin_remove_reviewer($1);
end;
revoke all on function public.admin_remove_reviewer(uuid) from public;
grant execute on function public.admin_remove_reviewer(uuid) to authenticated;

create function private.admin_reset_reviewer_factors(_user_id uuid)
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
    raise exception 'Only an administrator can reset two-factor sign-in' using errcode = '42501';
  end if;
  if _user_id = auth.uid() then
    raise exception 'Another administrator must reset your two-factor sign-in'
      using errcode = '22023';
  end if;
  if not exists (select 1 from public.user_roles r where r.user_id = _user_id) then
    raise exception 'That team member was not found; they may already have been removed.'
      using errcode = 'PT404';
  end if;
  delete from auth.mfa_factors f where f.user_id = _user_id;
  get diagnostics _removed = row_count;
  -- Sessions signed in with the old factor end too; the member signs in and enrols again.
  delete from auth.sessions s where s.user_id = _user_id;
  perform private.write_audit('factors_reset', 'user', _user_id,
    pg_catalog.jsonb_build_object('factors_removed', _removed,
      'email', (select u.email from auth.users u where u.id = _user_id)));
  return _removed;
end;
$$;
revoke all on function private.admin_reset_reviewer_factors(uuid) from public, anon, service_role;
grant execute on function private.admin_reset_reviewer_factors(uuid) to authenticated;

-- The API's entry point: runs as the caller and calls the function above.
create function public.admin_reset_reviewer_factors(_user_id uuid)
returns integer
language sql
volatile
security invoker
set search_path = ''
begin atomic
  select private.admin_reset_reviewer_factors($1);
end;
revoke all on function public.admin_reset_reviewer_factors(uuid) from public;
grant execute on function public.admin_reset_reviewer_factors(uuid) to authenticated;

-- An invited account receives the admin role when Auth marks it invited, not only when it is
-- inserted already marked.
--
-- Supabase Auth's /invite inserts the user first and sets invited_at afterwards, in an UPDATE of
-- its own (supabase/auth internal/api/invite.go: signupNewUser, then sendInvite's
-- UpdateOnly("confirmation_token", "confirmation_sent_at", "invited_at")); the local stack's auth
-- service does the same. The insert trigger of migration audit_log_and_reviewers therefore saw
-- invited_at null and granted nothing: an invited person reached two-factor set-up, then
-- "Access Denied". This trigger runs the same acceptance when invited_at is set. The function
-- still grants only an unaccepted, unexpired invitation for that address, so a re-invitation of
-- the same account changes nothing twice, and an account nobody invited gets nothing.
create trigger on_auth_user_invited_accept_reviewer_invitation
  after update of invited_at on auth.users
  for each row
  when (new.invited_at is not null and old.invited_at is distinct from new.invited_at)
  execute function private.accept_reviewer_invitation();

-- ---------------------------------------------------------------------------------------------
-- 1b. Permissions under the roles
-- ---------------------------------------------------------------------------------------------
-- Roles are bundles of permissions (Supabase's RBAC guide: app_permission, role_permissions and
-- one authorize() the policies and functions call). The bundles are written once here and once in
-- supabase/functions/_shared/schemas/team-roles.ts, which the desk, the e-mails and the command
-- line read; tests/stack/team-roles.test.ts fails when the two disagree.
create type public.app_permission as enum (
  'work_submissions',
  'export_submissions',
  'manage_people',
  'publish_pages',
  'publish_news',
  'publish_events',
  'publish_partners',
  'publish_settings',
  -- Sending updates by e-mail to the people who subscribed (public.update_subscriptions).
  'send_updates'
);

comment on type public.app_permission is
  'What a member may do; roles are bundles of these (public.role_permissions).';

create table public.role_permissions (
  role public.app_role not null,
  permission public.app_permission not null,
  constraint role_permissions_pkey primary key (role, permission)
);

comment on table public.role_permissions is
  'Each role''s permissions: the only place the database says what a role may do.';

alter table public.role_permissions enable row level security;

revoke all on table public.role_permissions from public, anon, authenticated;

grant select on table public.role_permissions to authenticated;

grant all on table public.role_permissions to service_role;

-- Not a secret: the desk shows every member what each role may do.
create policy "members read what each role may do"
  on public.role_permissions for select to authenticated
  using (true);

insert into public.role_permissions (role, permission) values
  ('admin', 'work_submissions'), ('admin', 'export_submissions'), ('admin', 'manage_people'),
  ('reviewer', 'work_submissions'), ('reviewer', 'export_submissions'),
  ('editor', 'publish_pages'), ('editor', 'publish_news'), ('editor', 'publish_events'),
  ('editor', 'publish_partners'), ('editor', 'publish_settings'),
  ('news_editor', 'publish_news'),
  ('admin', 'send_updates'), ('editor', 'send_updates');

-- True when the caller holds the permission through one of their roles, in a trusted session (a
-- live session, two-factor when required: private.admin_session_is_trusted), as has_role asks.
create function private.authorize(_permission public.app_permission)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.user_roles r
    join public.role_permissions p on p.role = r.role
    where r.user_id = (select auth.uid()) and p.permission = _permission
  )
  and private.admin_session_is_trusted((select auth.uid()))
$$;
comment on function private.authorize(public.app_permission) is
  'True when the signed-in caller holds the permission through a role, in a trusted session.';
revoke all on function private.authorize(public.app_permission) from public;
grant execute on function private.authorize(public.app_permission) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- 2. Who works submissions, who edits the site
-- ---------------------------------------------------------------------------------------------
create function private.can_work_submissions()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.authorize('work_submissions')
$$;
comment on function private.can_work_submissions() is
  'True when the caller may read and work submissions (status, notes, replies): the '
  'work_submissions permission in a trusted session.';
revoke all on function private.can_work_submissions() from public, anon;
grant execute on function private.can_work_submissions() to authenticated, service_role;

-- The API's entry point: runs as the caller and calls the function above.
create function public.can_work_submissions()
returns boolean
language sql
stable
security invoker
set search_path = ''
begin atomic
  select private.can_work_submissions();
end;
revoke all on function public.can_work_submissions() from public;
grant execute on function public.can_work_submissions() to authenticated, service_role;
comment on function public.can_work_submissions() is
  'True when the caller may read and work submissions (status, notes, replies): the '
  'work_submissions permission in a trusted session.';

create function private.can_send_updates()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.authorize('send_updates')
$$;
comment on function private.can_send_updates() is
  'True when the caller may read the update subscriptions and send updates: the send_updates '
  'permission in a trusted session.';
revoke all on function private.can_send_updates() from public, anon;
grant execute on function private.can_send_updates() to authenticated, service_role;

-- The API's entry point: runs as the caller and calls the function above.
create function public.can_send_updates()
returns boolean
language sql
stable
security invoker
set search_path = ''
begin atomic
  select private.can_send_updates();
end;
revoke all on function public.can_send_updates() from public;
grant execute on function public.can_send_updates() to authenticated, service_role;
comment on function public.can_send_updates() is
  'True when the caller may read the update subscriptions and send updates: the send_updates '
  'permission in a trusted session.';


create index reviewer_invitations_accepted_user_id_idx
  on public.reviewer_invitations (accepted_user_id);

create index reviewer_invitations_invited_by_idx on public.reviewer_invitations (invited_by);

-- An invitation grants its role only to an account whose address is confirmed.
--
-- Granting the role at once to an account that already has the invited address, or as soon as
-- Auth marks an account invited, would be wrong: neither proves that the account belongs to the person invited: anyone may sign up with
-- a future reviewer's address (sign-up is open for the desk's own flow), never confirm it, and
-- become an admin the moment the invitation is sent. Supabase Auth's /invite even re-sends to
-- such an unconfirmed account (internal/api/invite.go), setting invited_at on the stranger's row.
--
-- Now:
-- * The invitation stays pending until the address is confirmed: by the invitation's own link
--   (Auth's verify sets email_confirmed_at) or any other confirmation. A trigger on
--   email_confirmed_at / invited_at (and on insert, for an account created already confirmed)
--   accepts it then; an unconfirmed account gets nothing, whatever else happens to its row.
-- * An address whose account is already confirmed is granted at once, as before.
-- * The invitation names its role (today always 'admin'; the desk's role choice comes later), and
--   the grant is that role.
-- * An account that existed before the invitation and is confirmed while it is pending had its
--   password chosen by whoever signed up first, who may not be the invitee: that password is
--   cleared and its sessions and factors removed, so only the person holding the mailbox (who
--   just followed the link and is on the set-password page) can use the account.
-- * The desk's reviewer list shows pending invitations (as "invited"), and removing one cancels
--   the invitation, so an admin can take back an invitation sent to a mistaken address.

-- A withdrawn invitation claims nothing: the account a stranger registered with the address keeps
-- its password when the address is confirmed, unless an open invitation waits on it.
create function private.claim_invited_account()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.email is null or new.email_confirmed_at is null or old.email_confirmed_at is not null then
    return new;
  end if;
  if exists (
    select 1 from public.reviewer_invitations i
    where lower(i.email) = lower(new.email) and i.accepted_at is null and i.withdrawn_at is null
      and i.expires_at > pg_catalog.now() and old.created_at < i.invited_at
  ) then
    new.encrypted_password := '';
    delete from auth.sessions s where s.user_id = new.id;
    delete from auth.mfa_factors f where f.user_id = new.id;
  end if;
  return new;
end;
$$;
revoke all on function private.claim_invited_account() from public;

create trigger on_auth_user_confirmed_claim_invited_account
  before update of email_confirmed_at on auth.users
  for each row
  when (old.email_confirmed_at is null and new.email_confirmed_at is not null)
  execute function private.claim_invited_account();

-- The insert trigger and the invited_at trigger (above) call the function above, which grants
-- only to a confirmed account: an account inserted already confirmed, or marked invited once
-- confirmed. This one fires on confirmation.
create trigger on_auth_user_confirmed_accept_reviewer_invitation
  after update of email_confirmed_at on auth.users
  for each row
  when (old.email_confirmed_at is null and new.email_confirmed_at is not null)
  execute function private.accept_reviewer_invitation();

-- May the caller edit the site at all (read the draft, versions and publications; upload
-- pictures)? Anyone who may publish one of its parts.
create function private.can_edit_site()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.site_parts p where private.authorize(p.permission))
$$;
comment on function private.can_edit_site() is
  'True when the caller may publish at least one part of the site''s content (see site_parts).';
revoke all on function private.can_edit_site() from public, anon;
grant execute on function private.can_edit_site() to authenticated, service_role;

-- The API's entry point: runs as the caller and calls the function above.
create function public.can_edit_site()
returns boolean
language sql
stable
security invoker
set search_path = ''
begin atomic
  select private.can_edit_site();
end;
revoke all on function public.can_edit_site() from public;
grant execute on function public.can_edit_site() to authenticated, service_role;
comment on function public.can_edit_site() is
  'True when the caller may publish at least one part of the site''s content (see site_parts).';

-- The team: members with names and one or more roles, invited with a role, managed by
-- administrators only.
--
-- * public.team_profiles: each member's display name (set at invitation or on first sign-in,
--   editable), used in reply signatures, the timeline, the audit log and notes. Members who work
--   submissions or administer read every name; anyone reads their own.
-- * Invitations carry the role and the name chosen by the inviter; they can be withdrawn. An
--   invitation that is withdrawn, or whose person is removed before accepting, takes the invited
--   account with it, so the e-mail's link stops working on hosted and locally alike.
-- * admin_reviewers() lists every member with their roles and name; admin_set_member_roles()
--   changes roles (the trigger of migration audit_log_and_reviewers logs each grant and
--   revocation and keeps the last administrator); admin_remove_reviewer() removes every role.

-- ---------------------------------------------------------------------------------------------
-- Names
-- ---------------------------------------------------------------------------------------------
create table public.team_profiles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  display_name text not null,
  updated_at timestamptz not null default now(),
  constraint team_profiles_display_name_valid check (
    private.is_trimmed(display_name) and private.has_visible_text(display_name)
    and pg_catalog.char_length(display_name) <= 80
  )
);

comment on table public.team_profiles is
  'Each team member''s display name (signatures, timeline, audit log, notes). Written through '
  'set_display_name().';

alter table public.team_profiles enable row level security;

revoke all on table public.team_profiles from public, anon, authenticated, service_role;

grant select on table public.team_profiles to authenticated, service_role;

create policy "team reads names; everyone reads their own"
  on public.team_profiles for select to authenticated
  using (
    user_id = (select auth.uid())
    or (select private.can_work_submissions())
    or (select private.has_role((select auth.uid()), 'admin'))
  );

-- Not in an enum check of the table: the audit log's list of actions is extended in the
-- audit_chain migration, which also logs name changes.
create function private.set_display_name(_display_name text, _user_id uuid default null)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _target uuid := coalesce(_user_id, auth.uid());
  _name text := pg_catalog.btrim(coalesce(_display_name, ''));
  _before text;
begin
  if _target = auth.uid() then
    if not exists (select 1 from public.user_roles r where r.user_id = _target)
      or not private.admin_session_is_trusted(_target) then
      raise exception 'Only members of the team have a display name' using errcode = '42501';
    end if;
  elsif not public.has_role(auth.uid(), 'admin') then
    raise exception 'Only an administrator can change another member''s name'
      using errcode = '42501';
  elsif not exists (select 1 from public.user_roles r where r.user_id = _target) then
    raise exception 'That team member was not found; they may already have been removed.'
      using errcode = 'PT404';
  end if;
  if _name = '' or pg_catalog.char_length(_name) > 80 then
    raise exception 'Enter a name of 1 to 80 characters' using errcode = '22023';
  end if;
  select p.display_name into _before from public.team_profiles p where p.user_id = _target;
  insert into public.team_profiles (user_id, display_name) values (_target, _name)
  on conflict (user_id) do update
  set display_name = excluded.display_name, updated_at = pg_catalog.now();
  if _before is distinct from _name then
    perform private.write_audit('display_name_changed', 'user', _target,
      pg_catalog.jsonb_build_object('from', _before, 'to', _name));
  end if;
  return _name;
end;
$$;
comment on function private.set_display_name(text, uuid) is
  'Sets the caller''s display name, or (administrators) another member''s. Audited.';

-- The API's entry point: runs as the caller and calls the function above.
create function public.set_display_name(_display_name text, _user_id uuid default NULL::uuid)
returns text
language sql
volatile
security invoker
set search_path = ''
begin atomic
  select private.set_display_name($1, $2);
end;
revoke all on function public.set_display_name(text, uuid) from public;
grant execute on function public.set_display_name(text, uuid) to authenticated;
comment on function public.set_display_name(text, uuid) is
  'Sets the caller''s display name, or (administrators) another member''s. Audited.';
-- Signed-in users only (and of those only administrators in a trusted session, checked inside).
revoke all on function private.set_display_name(text, uuid) from public, anon, service_role;
grant execute on function private.set_display_name(text, uuid) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Invitations carry a role and a name, and can be withdrawn
-- ---------------------------------------------------------------------------------------------
-- An account Auth created for an invitation and nobody has used yet: no password, address not
-- confirmed. Removing such an account is what makes its invitation link stop working.
/** How long an invitation's link works once sent: Auth's otp_expiry (supabase/config.toml). */
create or replace function private.invitation_link_lifetime()
returns interval
language sql
immutable
set search_path = ''
as $$ select interval '3600 seconds' $$;
revoke all on function private.invitation_link_lifetime() from public;

create or replace function private.unused_invited_account(_email text)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select u.id from auth.users u
  where lower(u.email) = lower(_email)
    and u.invited_at is not null
    and coalesce(u.encrypted_password, '') = ''
$$;
revoke all on function private.unused_invited_account(text) from public;

create function private.admin_withdraw_invitation(_invitation_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _invitation public.reviewer_invitations;
  _account uuid;
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Only an administrator can withdraw an invitation' using errcode = '42501';
  end if;
  select * into _invitation from public.reviewer_invitations i where i.id = _invitation_id
  for update;
  if _invitation.id is null or _invitation.withdrawn_at is not null then
    raise exception 'That invitation was not found; it may already have been withdrawn.'
      using errcode = 'PT404';
  end if;
  _account := private.unused_invited_account(_invitation.email);
  -- Auth creates the account (and the role) when it sends the e-mail; until the person uses the
  -- link, the invitation can still be withdrawn.
  if _invitation.accepted_at is not null
    and _invitation.accepted_user_id is distinct from _account then
    raise exception 'That invitation was already accepted; remove the member instead.'
      using errcode = '22023';
  end if;
  update public.reviewer_invitations i
  set withdrawn_at = pg_catalog.now(), withdrawn_by = auth.uid()
  where i.id = _invitation_id;
  perform private.write_audit('invitation_withdrawn', 'user', null,
    pg_catalog.jsonb_build_object('email', _invitation.email, 'invitation_id', _invitation.id));
  if _account is not null then
    delete from auth.users u where u.id = _account;
  end if;
end;
$$;
revoke all on function private.admin_withdraw_invitation(uuid) from public, anon, service_role;
grant execute on function private.admin_withdraw_invitation(uuid) to authenticated;

-- The API's entry point: runs as the caller and calls the function above.
create function public.admin_withdraw_invitation(_invitation_id uuid)
returns void
language sql
volatile
security invoker
set search_path = ''
begin atomic
  select private.admin_withdraw_invitation($1);
end;
revoke all on function public.admin_withdraw_invitation(uuid) from public;
grant execute on function public.admin_withdraw_invitation(uuid) to authenticated;

create function private.admin_set_member_roles(_user_id uuid, _roles public.app_role[])
returns public.app_role[]
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Only an administrator can change roles' using errcode = '42501';
  end if;
  if not exists (select 1 from public.user_roles r where r.user_id = _user_id) then
    raise exception 'That team member was not found; they may already have been removed.'
      using errcode = 'PT404';
  end if;
  if coalesce(pg_catalog.cardinality(_roles), 0) = 0 or pg_catalog.array_position(_roles, null) is not null
  then
    raise exception 'Choose at least one role, or remove the member from the team'
      using errcode = '22023';
  end if;
  -- The triggers on user_roles log each change and refuse to take the last administrator's role.
  delete from public.user_roles r where r.user_id = _user_id and r.role <> all (_roles);
  insert into public.user_roles (user_id, role)
  select _user_id, x from pg_catalog.unnest(_roles) x
  on conflict (user_id, role) do nothing;
  -- No session needs to end: has_role reads user_roles on every request, so a token loses a
  -- role's rights with the role.
  return (select pg_catalog.array_agg(r.role order by r.role) from public.user_roles r
    where r.user_id = _user_id);
end;
$$;
revoke all on function private.admin_set_member_roles(uuid, public.app_role[])
  from public, anon, service_role;
grant execute on function private.admin_set_member_roles(uuid, public.app_role[]) to authenticated;

-- The API's entry point: runs as the caller and calls the function above.
create function public.admin_set_member_roles(_user_id uuid, _roles public.app_role[])
returns public.app_role[]
language sql
volatile
security invoker
set search_path = ''
begin atomic
  select private.admin_set_member_roles($1, $2);
end;
revoke all on function public.admin_set_member_roles(uuid, public.app_role[]) from public;
grant execute on function public.admin_set_member_roles(uuid, public.app_role[]) to authenticated;

/* How the desk names a teammate. The one place to switch to a display name. */
create function private.member_display_name(p_user_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select u.email::text from auth.users u where u.id = p_user_id
$$;
revoke all on function private.member_display_name(uuid) from public, anon, authenticated;

create index reviewer_invitations_withdrawn_by_idx on public.reviewer_invitations (withdrawn_by);
