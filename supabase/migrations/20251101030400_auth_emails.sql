-- Auth e-mails (sign-up, recovery, invitations…) through the project's Send Email hook and the
-- one outbox, within an hourly allowance per purpose.
-- Baseline (docs/migration-baseline.md).

-- Function bodies here may name objects defined further down or in a later file of the baseline,
-- as pg_dump's output does: they are checked when they run (pgTAP runs every one), not when
-- they are created. Only for this file's transaction.
set local check_function_bodies = off;

-- ---------------------------------------------------------------------------------------------
-- Auth e-mails through the project's Send Email hook and the one outbox
-- ---------------------------------------------------------------------------------------------
--
-- Supabase Auth calls the `send-auth-email` function for every auth e-mail
-- ([auth.hook.send_email] in config.toml; supabase/auth internal/api/mail.go sendEmail). The
-- function renders the e-mail and hands it to public.enqueue_auth_email, which
--   * decides the e-mail's purpose and draws on that purpose's hourly allowance, so that one kind
--     of traffic cannot spend another's (anonymous sign-ups cannot spend a reviewer's password
--     reset or an administrator's invitation);
--   * keeps the rendered e-mail in private.auth_emails, keyed by its token hash, so a repeated
--     call for the same token (Auth retries a hook that did not answer) queues nothing twice;
--   * writes one outbox row (kind 'auth_email', record_kind 'auth_user', record_id the user,
--     item_id the e-mail) and leases it to the caller, which sends it at once; the worker retries
--     it with the outbox's back-off when the mail service is down, with the same Message-ID and
--     Idempotency-Key (exactly once), and mail health shows it like every other e-mail.
--
-- Purposes and their hourly allowances (private.auth_email_allowances; figures below):
--   signup  sign-up confirmations (project-wide)                                        30 / hour
--   account recovery, e-mail change, reauthentication, magic link of accounts that are
--           not members of the team (project-wide)                                       30 / hour
--   member  e-mail changes and reauthentication codes of a member of the team (a user_roles
--           row) or a person with an open invitation: counted per recipient, so nobody
--           else's traffic spends it (only her own signed-in session can cause them)     10 / hour
--   member_reset  resets and magic links of such a member: paced, one e-mail per recipient a
--           minute, not counted per hour against her (see below)                        60 / hour
--   invite  invitations (only an administrator can cause one: Auth's /invite needs the
--           secret key, which manage-reviewers holds)                                    30 / hour
-- The hook answers 429 when a purpose's allowance is spent; Auth passes that to the caller.

create table private.auth_email_allowances (
  purpose text primary key
    check (purpose in ('signup', 'account', 'member', 'member_reset', 'invite')),
  per_hour integer not null check (per_hour > 0),
  -- Counted per recipient (member) or for the whole project (the others).
  per_recipient boolean not null default false,
  min_interval interval check (min_interval > interval '0')
);

comment on table private.auth_email_allowances is
  'Hourly allowances of auth e-mails by purpose (the Send Email hook''s): one purpose''s '
  'traffic never spends another''s.';

comment on column private.auth_email_allowances.min_interval is
  'At least this long between two e-mails of the purpose to one recipient (null: no pacing).';

insert into private.auth_email_allowances (purpose, per_hour, per_recipient) values
  ('signup', 30, false),
  ('account', 30, false),
  ('member', 10, true),
  ('invite', 30, false);

insert into private.auth_email_allowances (purpose, per_hour, per_recipient, min_interval)
values ('member_reset', 60, true, interval '1 minute');

create table private.auth_emails (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  purpose text not null references private.auth_email_allowances (purpose),
  email_action_type text not null,
  recipient text not null check (private.is_email(recipient)),
  -- The token's hash (or, for a code-only e-mail, a hash of the code): one e-mail per token.
  token_key text not null unique,
  subject text not null,
  html text not null,
  body_text text not null,
  created_at timestamptz not null default now()
);

comment on table private.auth_emails is
  'The auth e-mails the Send Email hook queued (rendered, one per token), read by the outbox''s '
  'senders through private.delivery_content. The links in them work once and expire with '
  '[auth.email] otp_expiry.';

create index auth_emails_purpose_time_idx on private.auth_emails (purpose, created_at);
create index auth_emails_recipient_time_idx on private.auth_emails (purpose, recipient, created_at);
-- The foreign key to auth.users, indexed (the Advisor's unindexed_foreign_keys; deleting a user).
create index auth_emails_user_idx on private.auth_emails (user_id);

-- Whether an address belongs to the team or has an open invitation, and the invitation's role.
create function public.auth_email_context(p_user_id uuid, p_email text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'member', exists (select 1 from public.user_roles r where r.user_id = p_user_id)
      or invitation.role is not null,
    'invited_role', invitation.role,
    'inviter_name', invitation.inviter_name,
    'display_name', invitation.display_name
  )
  from (select 1) one
  left join lateral (
    select i.role::text as role, i.display_name,
      (select coalesce(p.display_name, u.email)
       from auth.users u left join public.team_profiles p on p.user_id = u.id
       where u.id = i.invited_by) as inviter_name
    from public.reviewer_invitations i
    where pg_catalog.lower(i.email) = pg_catalog.lower(p_email)
      and i.accepted_at is null and i.withdrawn_at is null and i.expires_at > pg_catalog.now()
    order by i.invited_at desc
    limit 1
  ) invitation on true
$$;

comment on function public.auth_email_context(uuid, text) is
  'For the send-auth-email hook (service role only): whether the address is a member or invited, '
  'and the open invitation''s role, inviter and name, which the invitation e-mail names.';

revoke all on function public.auth_email_context(uuid, text) from public, anon, authenticated;
grant execute on function public.auth_email_context(uuid, text) to service_role;

-- Queues one auth e-mail and leases it to the caller.
--
-- Resets and magic links of a member of the team (or of a person with an open invitation) are not
-- counted against an hourly allowance per recipient. Anyone can ask /recover for any address, and
-- the hook cannot tell who asked: ten strangers' requests would spend the member's 10 an hour and
-- refuse her own. They are paced instead, one e-mail per recipient a minute:
--   * a request within the minute is refused (429 "you can only request this after N seconds"),
--     and Auth rolls its token back, so the e-mail already in her inbox keeps working (Auth
--     stores a new reset token only when the hook accepts: supabase/auth internal/api/mail.go
--     sendPasswordRecovery, in recover.go's transaction);
--   * so a member always holds a working link or can ask again within 60 s, whoever else asks;
--     what it gives up: a stranger can still send her up to 60 reset e-mails an hour, each
--     replacing the last one's link (the newest always works), as GoTrue's own max_frequency
--     (60 s on a hosted project) already allows.
--
-- Auth waits 5 s for the hook in all (internal/hooks/hookshttp/hookshttp.go:27,115) and rolls the
-- sign-up, invitation or reset back when it gives up, so an e-mail queued later would carry a dead
-- link. The hook passes the moment by which the e-mail must be queued (p_send_by); the queue
-- refuses it after that moment, checked once the allowance's lock is held.
create function public.enqueue_auth_email(
  p_user_id uuid,
  p_recipient text,
  p_email_action_type text,
  p_token_key text,
  p_subject text,
  p_html text,
  p_text text,
  p_send_by timestamptz default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_recipient text := pg_catalog.lower(pg_catalog.btrim(p_recipient));
  v_member boolean;
  v_purpose text;
  allowance private.auth_email_allowances;
  spent integer;
  last_sent timestamptz;
  email_id uuid;
  claimed public.notification_deliveries;
begin
  if exists (select 1 from private.auth_emails e where e.token_key = p_token_key) then
    return pg_catalog.jsonb_build_object('outcome', 'duplicate');
  end if;
  v_member := p_email_action_type not in ('invite', 'signup')
    and (public.auth_email_context(p_user_id, v_recipient) ->> 'member')::boolean;
  v_purpose := case
    when p_email_action_type = 'invite' then 'invite'
    when p_email_action_type = 'signup' then 'signup'
    when v_member and p_email_action_type in ('recovery', 'magiclink') then 'member_reset'
    when v_member then 'member'
    else 'account'
  end;
  select * into allowance from private.auth_email_allowances a where a.purpose = v_purpose;
  -- One counter at a time per purpose (and recipient), so concurrent calls cannot both take the
  -- last e-mail of an allowance.
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtext(
      'auth_email:' || v_purpose || ':' || case when allowance.per_recipient then v_recipient else '' end
    )
  );
  -- Checked with the lock held: a call that waited for it past Auth's patience queues nothing.
  if p_send_by is not null and pg_catalog.clock_timestamp() > p_send_by then
    return pg_catalog.jsonb_build_object('outcome', 'too_late');
  end if;
  if allowance.min_interval is not null then
    select pg_catalog.max(e.created_at) into last_sent
    from private.auth_emails e
    where e.purpose = v_purpose and e.recipient = v_recipient
      and e.created_at > pg_catalog.now() - allowance.min_interval;
    if last_sent is not null then
      return pg_catalog.jsonb_build_object(
        'outcome', 'too_soon',
        'purpose', v_purpose,
        'retry_after', pg_catalog.ceil(
          extract(epoch from last_sent + allowance.min_interval - pg_catalog.now())
        )::integer
      );
    end if;
  end if;
  select pg_catalog.count(*) into spent
  from private.auth_emails e
  where e.purpose = v_purpose
    and e.created_at > pg_catalog.now() - interval '1 hour'
    and (not allowance.per_recipient or e.recipient = v_recipient);
  if spent >= allowance.per_hour then
    return pg_catalog.jsonb_build_object(
      'outcome', 'over_allowance', 'purpose', v_purpose, 'per_hour', allowance.per_hour
    );
  end if;
  insert into private.auth_emails (
    user_id, purpose, email_action_type, recipient, token_key, subject, html, body_text
  ) values (
    p_user_id, v_purpose, p_email_action_type, v_recipient, p_token_key, p_subject, p_html, p_text
  )
  on conflict (token_key) do nothing
  returning id into email_id;
  if email_id is null then
    return pg_catalog.jsonb_build_object('outcome', 'duplicate');
  end if;
  insert into public.notification_deliveries (record_kind, record_id, kind, item_id, recipient, next_attempt_at)
  values ('auth_user', p_user_id, 'auth_email', email_id, v_recipient, pg_catalog.now())
  returning * into claimed;
  claimed := private.lease_delivery(claimed.id);
  return pg_catalog.jsonb_build_object(
    'outcome', 'queued',
    'purpose', v_purpose,
    'delivery_id', claimed.id,
    'item_id', email_id,
    'record_id', p_user_id,
    'attempts', claimed.attempts
  );
end;
$$;

comment on function public.enqueue_auth_email(uuid, text, text, text, text, text, text, timestamptz) is
  'For the send-auth-email hook (service role only): queues one rendered auth e-mail in the '
  'outbox within its purpose''s allowance and pacing, not after p_send_by, and leases it to the '
  'caller.';

revoke all on function public.enqueue_auth_email(uuid, text, text, text, text, text, text, timestamptz)
  from public, anon, authenticated;
grant execute on function public.enqueue_auth_email(uuid, text, text, text, text, text, text, timestamptz)
  to service_role;
