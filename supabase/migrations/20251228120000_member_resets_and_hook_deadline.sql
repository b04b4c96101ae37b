-- A member's password reset that strangers cannot spend, and no auth e-mail queued after Auth
-- has stopped waiting for the Send Email hook.
--
-- Resets and magic links of a member of the team (or of a person with an open invitation) are no
-- longer counted against an hourly allowance per recipient. Anyone can ask /recover for any
-- address, and the hook cannot tell who asked: ten strangers' requests used to spend the member's
-- 10 an hour and refuse her own. They are paced instead, one e-mail per recipient a minute:
--   * a request within the minute is refused (429 "you can only request this after N seconds"),
--     and Auth rolls its token back, so the e-mail already in her inbox keeps working (Auth
--     stores a new reset token only when the hook accepts: supabase/auth internal/api/mail.go
--     sendPasswordRecovery, in recover.go's transaction);
--   * so a member always holds a working link or can ask again within 60 s, whoever else asks;
--     what it gives up: a stranger can still send her up to 60 reset e-mails an hour, each
--     replacing the last one's link (the newest always works), as GoTrue's own max_frequency
--     (60 s on a hosted project) already allows.
-- E-mail changes and reauthentication codes stay on the member's 10 an hour: only her own signed-in
-- session can cause them.
--
-- Auth waits 5 s for the hook in all (internal/hooks/hookshttp/hookshttp.go:27,115) and rolls the
-- sign-up, invitation or reset back when it gives up, so an e-mail queued later would carry a dead
-- link. The hook passes the moment by which the e-mail must be queued (p_send_by); the queue
-- refuses it after that moment, checked once the allowance's lock is held.

alter table private.auth_email_allowances
  drop constraint auth_email_allowances_purpose_check,
  add constraint auth_email_allowances_purpose_check
    check (purpose in ('signup', 'account', 'member', 'member_reset', 'invite')),
  add column min_interval interval check (min_interval > interval '0');

comment on column private.auth_email_allowances.min_interval is
  'At least this long between two e-mails of the purpose to one recipient (null: no pacing).';

insert into private.auth_email_allowances (purpose, per_hour, per_recipient, min_interval)
values ('member_reset', 60, true, interval '1 minute');

drop function public.enqueue_auth_email(uuid, text, text, text, text, text, text);

-- Queues one auth e-mail and leases it to the caller: see migration 20251101030400_auth_emails.sql
-- for the outbox, and the head of this file for pacing and p_send_by.
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
