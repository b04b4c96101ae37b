-- Deletion with a confirmation that is sent (issue 26, item 5).
--
-- Deleting everything about an address now goes in two steps:
-- 1. admin_request_personal_data_deletion(email) queues a confirmation e-mail to that address (the
--    outbox kind 'deletion_confirmation', item_id = the request) and deletes nothing yet;
-- 2. when the mail service has accepted the confirmation (record_delivery_sent), the records go,
--    with their notes, history, replies and answers, as admin_delete_personal_data deletes them.
--    Replies to the address still queued at that moment are sent first: the deletion waits until
--    none is pending or being sent (a reply that finally fails no longer holds it up), so a queued
--    reply is never dropped without being tried. admin_personal_data_deletion_preview says so
--    before the reviewer confirms.
-- The audit log keeps that a confirmation went and what was deleted (counts), never its content.
-- The request row is removed once the deletion is done: nothing about the address remains.
-- The desk's fast path (the send-deletion-confirmation function) sends the confirmation at once;
-- the deliver-notifications worker retries it through an outage like every other e-mail.

create table public.deletion_requests (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  requested_by uuid references auth.users (id) on delete set null,
  requested_at timestamptz not null default now(),
  constraint deletion_requests_email_valid check (private.are_emails(array[email]))
);

comment on table public.deletion_requests is
  'Deletions of an address waiting for their confirmation e-mail to be accepted. Service role only; removed when done.';

alter table public.deletion_requests enable row level security;
revoke all on table public.deletion_requests from public, anon, authenticated;
grant all on table public.deletion_requests to service_role;

alter table public.notification_deliveries
  drop constraint notification_deliveries_kind_allowed,
  add constraint notification_deliveries_kind_allowed check (
    kind in ('notification', 'acknowledgement', 'reply', 'inbound_notice', 'deletion_confirmation')
  ),
  drop constraint notification_deliveries_item_only_for_replies,
  add constraint notification_deliveries_item_only_for_replies check (
    (kind in ('reply', 'inbound_notice', 'deletion_confirmation')) = (item_id is not null)
  );

alter table public.audit_log drop constraint audit_log_action_known;
alter table public.audit_log add constraint audit_log_action_known check (action in (
  'record_deleted', 'personal_data_exported', 'personal_data_deleted', 'retention_deleted',
  'role_granted', 'role_revoked', 'reviewer_invited', 'reviewer_removed', 'factors_reset',
  'settings_changed', 'inbound_mail_attached', 'inbound_mail_discarded',
  'personal_data_deletion_requested'
));

-- What the desk is told before it confirms: what is held and what happens to queued replies.
create function public.admin_personal_data_deletion_preview(_email text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  _address text := pg_catalog.lower(pg_catalog.btrim(coalesce(_email, '')));
begin
  if not coalesce(public.has_role(auth.uid(), 'admin'), false) then
    raise exception 'Admin privileges required' using errcode = '42501';
  end if;
  return pg_catalog.jsonb_build_object(
    'email', _address,
    'records', (select count(*) from public.coach_applications where pg_catalog.lower(email) = _address)
      + (select count(*) from public.contact_submissions where pg_catalog.lower(email) = _address)
      + (select count(*) from public.alliance_registrations where pg_catalog.lower(email) = _address),
    'queued_replies', (
      select count(*) from public.notification_deliveries d
      where d.kind = 'reply' and pg_catalog.lower(d.recipient) = _address
        and d.state in ('pending', 'sending')
    ),
    'pending_request', exists (
      select 1 from public.deletion_requests r where pg_catalog.lower(r.email) = _address
    )
  );
end;
$$;

-- The deletion itself, once its confirmation went and no reply to the address is still queued.
create function private.complete_deletion(p_request_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  request public.deletion_requests;
  _address text;
  _coach integer;
  _contact integer;
  _alliance integer;
begin
  select * into request from public.deletion_requests where id = p_request_id for update;
  if request.id is null then
    return null;
  end if;
  _address := pg_catalog.lower(request.email);
  if not exists (
    select 1 from public.notification_deliveries d
    where d.kind = 'deletion_confirmation' and d.item_id = request.id and d.state = 'sent'
  ) or exists (
    select 1 from public.notification_deliveries d
    where d.kind = 'reply' and pg_catalog.lower(d.recipient) = _address
      and d.state in ('pending', 'sending')
  ) then
    return pg_catalog.jsonb_build_object('state', 'waiting');
  end if;
  -- The audit entry is the request's, whoever's call completes it.
  perform pg_catalog.set_config('app.audit_actor', coalesce(request.requested_by::text, ''), true);
  delete from public.coach_applications a where pg_catalog.lower(a.email) = _address;
  get diagnostics _coach = row_count;
  delete from public.contact_submissions c where pg_catalog.lower(c.email) = _address;
  get diagnostics _contact = row_count;
  delete from public.alliance_registrations g where pg_catalog.lower(g.email) = _address;
  get diagnostics _alliance = row_count;
  delete from public.notification_deliveries d
  where d.kind = 'deletion_confirmation' and d.item_id = request.id;
  delete from public.deletion_requests where id = request.id;
  perform private.write_audit('personal_data_deleted', null, null, pg_catalog.jsonb_build_object(
    'coach_applications', _coach, 'contact_submissions', _contact,
    'alliance_registrations', _alliance, 'confirmation_sent', true));
  perform pg_catalog.set_config('app.audit_actor', '', true);
  return pg_catalog.jsonb_build_object(
    'state', 'deleted', 'coach_applications', _coach, 'contact_submissions', _contact,
    'alliance_registrations', _alliance
  );
end;
$$;

revoke all on function private.complete_deletion(uuid) from public;

/*
 * Queues the confirmation and the deletion of everything about an address. Answers the request's
 * id and what will happen; the same address again while a request waits answers that request.
 */
create function public.admin_request_personal_data_deletion(_email text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _address text := pg_catalog.lower(pg_catalog.btrim(coalesce(_email, '')));
  request public.deletion_requests;
  newest record;
begin
  if not coalesce(public.has_role(auth.uid(), 'admin'), false) then
    raise exception 'Admin privileges required' using errcode = '42501';
  end if;
  if not private.is_email(_address) then
    raise exception 'Enter a valid e-mail address' using errcode = '22023';
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('deletion:' || _address, 0));
  select * into request from public.deletion_requests where pg_catalog.lower(email) = _address;
  if request.id is null then
    -- The outbox row hangs off the person's newest record (it goes with the records).
    select k.kind, k.id into newest from (
      select 'coach_application' as kind, id, created_at from public.coach_applications
      where pg_catalog.lower(email) = _address
      union all
      select 'contact_submission', id, created_at from public.contact_submissions
      where pg_catalog.lower(email) = _address
      union all
      select 'alliance_registration', id, created_at from public.alliance_registrations
      where pg_catalog.lower(email) = _address
    ) k order by k.created_at desc limit 1;
    if newest.id is null then
      raise exception 'Nothing is held about %', _address using errcode = 'P0002';
    end if;
    insert into public.deletion_requests (email, requested_by)
    values (_address, auth.uid())
    returning * into request;
    insert into public.notification_deliveries (
      record_kind, record_id, kind, item_id, recipient, next_attempt_at
    )
    values (newest.kind, newest.id, 'deletion_confirmation', request.id, _address, pg_catalog.now());
    perform private.write_audit('personal_data_deletion_requested', null, null, '{}'::jsonb);
  end if;
  return public.admin_personal_data_deletion_preview(_address)
    || pg_catalog.jsonb_build_object('request_id', request.id);
end;
$$;

-- Where a request stands: 'waiting' (confirmation or queued replies not yet sent) or 'deleted'.
create function public.admin_personal_data_deletion_state(_request_id uuid)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not coalesce(public.has_role(auth.uid(), 'admin'), false) then
    raise exception 'Admin privileges required' using errcode = '42501';
  end if;
  return case
    when exists (select 1 from public.deletion_requests where id = _request_id) then 'waiting'
    else 'deleted'
  end;
end;
$$;

revoke all on function public.admin_personal_data_deletion_preview(text),
  public.admin_request_personal_data_deletion(text),
  public.admin_personal_data_deletion_state(uuid)
  from public, anon, service_role;
grant execute on function public.admin_personal_data_deletion_preview(text),
  public.admin_request_personal_data_deletion(text),
  public.admin_personal_data_deletion_state(uuid)
  to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The outbox: what the confirmation's sender needs, and what follows a settled delivery.
-- ---------------------------------------------------------------------------------------------

-- A settled delivery (sent, or failed for good) may let a waiting deletion go ahead.
create function private.after_delivery_settled(p_delivery public.notification_deliveries)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  waiting uuid;
  outcome jsonb;
begin
  if p_delivery.kind = 'deletion_confirmation' and p_delivery.state = 'sent' then
    return private.complete_deletion(p_delivery.item_id);
  end if;
  if p_delivery.kind = 'reply' and p_delivery.state in ('sent', 'failed') then
    for waiting in
      select r.id from public.deletion_requests r
      where pg_catalog.lower(r.email) = pg_catalog.lower(p_delivery.recipient)
    loop
      outcome := private.complete_deletion(waiting);
    end loop;
  end if;
  return outcome;
end;
$$;

revoke all on function private.after_delivery_settled(public.notification_deliveries) from public;

create or replace function public.record_delivery_sent(p_delivery_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  updated public.notification_deliveries;
begin
  update public.notification_deliveries
  set state = 'sent',
      sent_at = pg_catalog.now(),
      lease_expires_at = null,
      last_error = null,
      updated_at = pg_catalog.now()
  where id = p_delivery_id and state = 'sending'
  returning * into updated;
  if updated.id is null then
    return false;
  end if;
  perform private.after_delivery_settled(updated);
  return true;
end;
$$;

create or replace function public.record_delivery_failure(
  p_delivery_id uuid,
  p_error text,
  p_permanent boolean default false
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  updated public.notification_deliveries;
begin
  update public.notification_deliveries d
  set state = case
        when p_permanent or d.give_up_at <= pg_catalog.now() then 'failed'
        else 'pending'
      end,
      next_attempt_at = pg_catalog.now()
        + least(60, pg_catalog.power(2, least(greatest(d.attempts, 1) - 1, 6)))
          * interval '1 minute',
      lease_expires_at = null,
      last_error = pg_catalog.left(coalesce(nullif(p_error, ''), 'Unknown error'), 1000),
      updated_at = pg_catalog.now()
  where d.id = p_delivery_id and d.state = 'sending'
  returning * into updated;
  if updated.id is null then
    return null;
  end if;
  if updated.state = 'failed' then
    perform private.after_delivery_settled(updated);
  end if;
  return pg_catalog.jsonb_build_object(
    'state', updated.state, 'next_attempt_at', updated.next_attempt_at
  );
end;
$$;

create or replace function private.delivery_content(p_delivery public.notification_deliveries)
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
      end,
      '{}'::jsonb
    )
    || pg_catalog.jsonb_build_object(
      'reply_token', (
        select t.token from public.record_reply_tokens t
        where p_delivery.recipient is not null and p_delivery.kind <> 'deletion_confirmation'
          and t.record_kind = p_delivery.record_kind and t.record_id = p_delivery.record_id
      )
    )
  )
$$;

/*
 * The desk's fast path for one confirmation: claims it if never attempted (else the worker owns
 * it), with its content. Service role (the send-deletion-confirmation function).
 */
create function public.claim_deletion_confirmation(p_request_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  delivery_id uuid;
  claimed public.notification_deliveries;
begin
  select d.id into delivery_id from public.notification_deliveries d
  where d.kind = 'deletion_confirmation' and d.item_id = p_request_id
    and d.state = 'pending' and d.attempts = 0
  for update skip locked;
  if delivery_id is null then
    return null;
  end if;
  claimed := private.lease_delivery(delivery_id);
  return pg_catalog.jsonb_build_object(
    'id', claimed.id, 'record_kind', claimed.record_kind, 'record_id', claimed.record_id,
    'kind', claimed.kind, 'item_id', claimed.item_id, 'attempts', claimed.attempts,
    'recipient', claimed.recipient,
    'record', private.notification_record(claimed.record_kind, claimed.record_id),
    'content', private.delivery_content(claimed)
  );
end;
$$;

revoke all on function public.claim_deletion_confirmation(uuid) from public, anon, authenticated;
grant execute on function public.claim_deletion_confirmation(uuid) to service_role;
