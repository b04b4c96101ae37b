-- Auth e-mails through the project's Send Email hook and the one outbox (issue 32, items 2 and 3).
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
--   member  the same for a member of the team (a user_roles row) or a person with an open
--           invitation: counted per recipient, so nobody else's traffic spends it       10 / hour
--   invite  invitations (only an administrator can cause one: Auth's /invite needs the
--           secret key, which manage-reviewers holds)                                    30 / hour
-- The hook answers 429 when a purpose's allowance is spent; Auth passes that to the caller.

alter table public.notification_deliveries
  drop constraint notification_deliveries_record_kind_allowed,
  add constraint notification_deliveries_record_kind_allowed check (
    record_kind in ('coach_application', 'contact_submission', 'alliance_registration', 'auth_user')
  ),
  drop constraint notification_deliveries_kind_allowed,
  add constraint notification_deliveries_kind_allowed check (
    kind in (
      'notification', 'acknowledgement', 'reply', 'inbound_notice', 'deletion_confirmation',
      'auth_email'
    )
  ),
  drop constraint notification_deliveries_item_only_for_replies,
  add constraint notification_deliveries_item_only_for_replies check (
    (kind in ('reply', 'inbound_notice', 'deletion_confirmation', 'auth_email')) = (item_id is not null)
  ),
  add constraint notification_deliveries_auth_email_is_about_a_user check (
    (kind = 'auth_email') = (record_kind = 'auth_user')
  );

create table private.auth_email_allowances (
  purpose text primary key check (purpose in ('signup', 'account', 'member', 'invite')),
  per_hour integer not null check (per_hour > 0),
  -- Counted per recipient (member) or for the whole project (the others).
  per_recipient boolean not null default false
);

comment on table private.auth_email_allowances is
  'Hourly allowances of auth e-mails by purpose (migration 20251212000000): one purpose''s '
  'traffic never spends another''s.';

insert into private.auth_email_allowances (purpose, per_hour, per_recipient) values
  ('signup', 30, false),
  ('account', 30, false),
  ('member', 10, true),
  ('invite', 30, false);

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

-- Queues one auth e-mail and leases it to the caller; see the head of this file.
create function public.enqueue_auth_email(
  p_user_id uuid,
  p_recipient text,
  p_email_action_type text,
  p_token_key text,
  p_subject text,
  p_html text,
  p_text text
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_recipient text := pg_catalog.lower(pg_catalog.btrim(p_recipient));
  v_purpose text;
  allowance private.auth_email_allowances;
  spent integer;
  email_id uuid;
  claimed public.notification_deliveries;
begin
  if exists (select 1 from private.auth_emails e where e.token_key = p_token_key) then
    return pg_catalog.jsonb_build_object('outcome', 'duplicate');
  end if;
  v_purpose := case
    when p_email_action_type = 'invite' then 'invite'
    when p_email_action_type = 'signup' then 'signup'
    when (public.auth_email_context(p_user_id, v_recipient) ->> 'member')::boolean then 'member'
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

comment on function public.enqueue_auth_email(uuid, text, text, text, text, text, text) is
  'For the send-auth-email hook (service role only): queues one rendered auth e-mail in the '
  'outbox within its purpose''s hourly allowance and leases it to the caller.';

revoke all on function public.enqueue_auth_email(uuid, text, text, text, text, text, text)
  from public, anon, authenticated;
grant execute on function public.enqueue_auth_email(uuid, text, text, text, text, text, text)
  to service_role;

-- An auth e-mail's row has no submission behind it: the senders get its content instead.
create or replace function private.notification_record(p_record_kind text, p_record_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  result jsonb;
begin
  if private.notification_table(p_record_kind) is null then
    return null;
  end if;
  execute pg_catalog.format(
    'select pg_catalog.to_jsonb(t) from public.%I t where t.id = $1',
    private.notification_table(p_record_kind)
  )
  into result
  using p_record_id;
  return result;
end;
$$;
revoke all on function private.notification_record(text, uuid) from public;

-- Each kind's own content, as in 20251101030000_deliveries.sql, with the auth e-mail's.
create or replace function private.delivery_content_of_kind(p_delivery public.notification_deliveries)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_strip_nulls(
    coalesce(
      case p_delivery.kind
        when 'reply' then (
          select pg_catalog.jsonb_build_object(
            'id', r.id, 'recipient', r.recipient, 'reference', r.reference, 'body', r.body
          )
          from public.desk_replies r where r.id = p_delivery.item_id
        )
        when 'inbound_notice' then (
          select pg_catalog.jsonb_build_object(
            'id', m.id, 'from_address', m.from_address, 'subject', m.subject,
            'display_text', m.display_text
          )
          from public.inbound_messages m where m.id = p_delivery.item_id
        )
        when 'deletion_confirmation' then (
          select pg_catalog.jsonb_build_object(
            'id', q.id,
            'recipient', q.email,
            'references', (
              select coalesce(pg_catalog.jsonb_agg(x.reference order by x.reference), '[]'::jsonb)
              from (
                select reference from public.coach_applications
                where pg_catalog.lower(email) = q.email
                union all select reference from public.contact_submissions
                where pg_catalog.lower(email) = q.email
                union all select reference from public.alliance_registrations
                where pg_catalog.lower(email) = q.email
              ) x
              where x.reference is not null
            )
          )
          from public.deletion_requests q where q.id = p_delivery.item_id
        )
        when 'auth_email' then (
          select pg_catalog.jsonb_build_object(
            'id', e.id, 'recipient', e.recipient, 'subject', e.subject, 'html', e.html,
            'text', e.body_text
          )
          from private.auth_emails e where e.id = p_delivery.item_id
        )
      end,
      '{}'::jsonb
    )
    || pg_catalog.jsonb_build_object(
      'reply_token', (
        select t.token from public.record_reply_tokens t
        where p_delivery.recipient is not null
          and p_delivery.kind not in ('deletion_confirmation', 'auth_email')
          and t.record_kind = p_delivery.record_kind and t.record_id = p_delivery.record_id
      )
    )
  )
$$;
revoke all on function private.delivery_content_of_kind(public.notification_deliveries) from public;

-- The stand-in's sign-in lock went (hosted Free/Pro keeps none), and with it the desk's way to
-- lift one. Old audit entries ('lockout_lifted') stay readable.
drop function public.admin_lift_lockout(uuid, text[]);
