-- An invitation grants its role only to an account whose address is confirmed (issue 24, item 7).
--
-- Until now admin_invite_reviewer granted the admin role at once to any account that already had
-- the invited address, and the invited_at trigger granted it as soon as Auth marked an account
-- invited. Neither proves that the account belongs to the person invited: anyone may sign up with
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

alter table public.reviewer_invitations
  add column role public.app_role not null default 'admin';

comment on column public.reviewer_invitations.role is
  'The role the invited person receives once their address is confirmed.';

comment on table public.reviewer_invitations is
  'Invitations to the desk: the account with the address receives the role once the address is '
  'confirmed (by the invitation link or a confirmation), never before.';

-- BEFORE the confirming update: an account that predates the invitation loses what its
-- first registrant set up (password, sessions, factors) as it becomes the invitee's.
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
    where lower(i.email) = lower(new.email) and i.accepted_at is null
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

-- AFTER insert or the confirming update: grant the open invitation's role to a confirmed account.
create or replace function private.accept_reviewer_invitation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _invitation public.reviewer_invitations;
begin
  if new.email is null or new.email_confirmed_at is null then
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
  insert into public.user_roles (user_id, role) values (new.id, _invitation.role)
  on conflict (user_id, role) do nothing;
  perform pg_catalog.set_config('app.audit_actor', '', true);
  update public.reviewer_invitations i
  set accepted_at = pg_catalog.now(), accepted_user_id = new.id
  where lower(i.email) = lower(new.email) and i.accepted_at is null;
  return null;
end;
$$;

-- The insert trigger (audit_log_and_reviewers) and the invited_at trigger (20251129100100) keep
-- calling the function above, which now grants only to a confirmed account: an account inserted
-- already confirmed, or marked invited once confirmed. (They cannot be dropped here: only the
-- owner of auth.users, Auth's role, may drop its triggers.) This one fires on confirmation.
create trigger on_auth_user_confirmed_accept_reviewer_invitation
  after update of email_confirmed_at on auth.users
  for each row
  when (old.email_confirmed_at is null and new.email_confirmed_at is not null)
  execute function private.accept_reviewer_invitation();

-- The role is a parameter now (default 'admin'); the answer says whether it was granted at once
-- (a confirmed account) or waits for the address to be confirmed (the caller sends the e-mail).
drop function public.admin_invite_reviewer(text);

create function public.admin_invite_reviewer(_email text, _role public.app_role default 'admin')
returns table (invitation_id uuid, existing_user_id uuid, granted boolean)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _address text := lower(btrim(coalesce(_email, '')));
  _existing uuid;
  _confirmed boolean := false;
  _invitation uuid;
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Admin privileges required' using errcode = '42501';
  end if;
  if not private.is_email(_address) then
    raise exception 'Enter a valid e-mail address' using errcode = '22023';
  end if;
  if _role is null then
    raise exception 'Choose a role' using errcode = '22023';
  end if;
  select u.id, u.email_confirmed_at is not null into _existing, _confirmed
  from auth.users u where lower(u.email) = _address;
  _confirmed := coalesce(_confirmed, false);
  insert into public.reviewer_invitations (email, invited_by, role, accepted_at, accepted_user_id)
  values (_address, auth.uid(), _role,
    case when _confirmed then pg_catalog.now() end,
    case when _confirmed then _existing end)
  returning id into _invitation;
  perform private.write_audit('reviewer_invited', 'user', _existing,
    pg_catalog.jsonb_build_object('email', _address, 'invitation_id', _invitation,
      'role', _role));
  if _confirmed then
    insert into public.user_roles (user_id, role) values (_existing, _role)
    on conflict (user_id, role) do nothing;
  end if;
  return query select _invitation, _existing, _confirmed;
end;
$$;

revoke all on function public.admin_invite_reviewer(text, public.app_role)
  from public, anon, service_role;
grant execute on function public.admin_invite_reviewer(text, public.app_role) to authenticated;

-- Reviewers, and the accounts an open invitation waits on (accepted = false: not yet confirmed,
-- or no password set yet).
create or replace function public.admin_reviewers()
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
    u.email_confirmed_at is not null
      and u.encrypted_password is not null and u.encrypted_password <> '',
    u.last_sign_in_at,
    exists (
      select 1 from auth.mfa_factors f where f.user_id = u.id and f.status = 'verified'
    ),
    u.id = auth.uid()
  from auth.users u
  where exists (select 1 from public.user_roles r where r.user_id = u.id and r.role = 'admin')
    or exists (
      select 1 from public.reviewer_invitations i
      where lower(i.email) = lower(u.email::text) and i.accepted_at is null
        and i.expires_at > pg_catalog.now()
    )
  order by lower(u.email::text);
end;
$$;

-- Removing a reviewer also cancels an invitation still waiting on their address.
create or replace function public.admin_remove_reviewer(_user_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _address text := (select lower(u.email::text) from auth.users u where u.id = _user_id);
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Admin privileges required' using errcode = '42501';
  end if;
  if _user_id = auth.uid() then
    raise exception 'You cannot remove yourself; ask another admin' using errcode = '22023';
  end if;
  if not exists (select 1 from public.user_roles r where r.user_id = _user_id and r.role = 'admin')
    and not exists (
      select 1 from public.reviewer_invitations i
      where lower(i.email) = _address and i.accepted_at is null
        and i.expires_at > pg_catalog.now()
    )
  then
    raise exception 'No such reviewer' using errcode = 'P0002';
  end if;
  perform private.write_audit('reviewer_removed', 'user', _user_id,
    pg_catalog.jsonb_build_object('email', _address));
  update public.reviewer_invitations i set expires_at = pg_catalog.now()
  where lower(i.email) = _address and i.accepted_at is null and i.expires_at > pg_catalog.now();
  delete from public.user_roles r where r.user_id = _user_id and r.role = 'admin';
  -- Every session ends now: their access tokens fail the session check on the next request and
  -- their refresh tokens (deleted with the sessions) cannot make new ones.
  delete from auth.sessions s where s.user_id = _user_id;
end;
$$;
