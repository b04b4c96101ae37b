/**
 * Invitations whose link was opened but not completed (issue 33, item 1).
 *
 * Following an invitation's link confirms the address and grants the role (the acceptance
 * triggers of accounts_and_roles); the person then chooses a password. Someone who opens the link
 * and leaves before choosing one has an account with no password: they cannot sign in, and the
 * desk listed them as a member with no "Resend invitation", while the expired-link page told them
 * to ask for one. Such an account is now an unused invitation like one whose link was never
 * opened: listed with its invitation, resendable and withdrawable. Resending deletes it (it holds
 * nothing the person made: no password, no work) so that Auth's /invite, which refuses an address
 * whose account is confirmed (supabase/auth internal/api/invite.go), sends a new link.
 *
 * The desk also shows the link's real validity: one hour after it was sent (config.toml
 * `[auth.email] otp_expiry = 3600`, the hosted default for e-mail links), not the invitation
 * row's seven days, which only bound how late a confirmation may still grant the role.
 */

/** An invited account whose person never chose a password (whether or not the link was opened). */
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

/** How long an invitation's link works once sent: Auth's otp_expiry (supabase/config.toml). */
create or replace function private.invitation_link_lifetime()
returns interval
language sql
immutable
set search_path = ''
as $$ select interval '3600 seconds' $$;
revoke all on function private.invitation_link_lifetime() from public;

/** Records an invitation; an unfinished account for the address makes way for a new link. */
create or replace function public.admin_invite_reviewer(
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
revoke all on function public.admin_invite_reviewer(text, public.app_role, text)
  from public, anon, service_role;
grant execute on function public.admin_invite_reviewer(text, public.app_role, text) to authenticated;

/**
 * Every member and open invitation; invitation_expires_at is when the newest link stops working
 * (sent + otp_expiry), for an invitation never opened and one opened but unfinished alike.
 */
create or replace function public.admin_reviewers()
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
revoke all on function public.admin_reviewers() from public, anon, service_role;
grant execute on function public.admin_reviewers() to authenticated;
