-- One outbox for every e-mail the project sends (issue 28, item 1).
--
-- THE TABLE (for anyone reading delivery state, e.g. a mail-health view): public.notification_deliveries
--   one row per e-mail owed, whatever its kind:
--   kind            'notification' (to the reviewers), 'acknowledgement' (to the record's address),
--                   'reply' (a reviewer's reply from the desk; item_id = public.desk_replies.id)
--   record_kind, record_id   the submission the e-mail is about
--   item_id         the kind's own row when a record can owe several of that kind (replies); null
--                   for the record's single notification and acknowledgement
--   recipient       the person's address (null for notifications: the routed reviewers)
--   state           pending -> sending (leased) -> sent | failed; 'skipped' = never to be sent
--   attempts, next_attempt_at, lease_expires_at, give_up_at, sent_at, last_error, skipped_reason
--   resend_generation  bumped by an admin's "Send again"; part of the e-mail's identity
--
-- Before this migration the replies had their own table with its own claim, lease, back-off and
-- mark functions (desk_replies_and_routing), and the notification functions had been redefined
-- three times. Now there is one of each, by delivery id:
--   private.lease_delivery        the one claim (state sending, one more attempt, a lease)
--   public.claim_due_notifications  the worker's claim of every due row of every kind
--   public.record_delivery_sent   the one mark-sent
--   public.record_delivery_failure  the one mark-failed and back-off (1, 2, 4 ... 60 minutes;
--                                 failed after give_up_at)
--   private.requeue_delivery      the one "due again now" (resend, retry)
-- The fast path's claims (claim_notification_for_submission, claim_acknowledgement) use the same
-- lease; record_notification_sent/failure remain as record-keyed names for the one mark.
--
-- Idempotency rule (supabase/functions/_shared/outbox.ts, deliveryIdentity): every attempt of one
-- delivery carries the same Message-ID and Resend Idempotency-Key, made of its kind, record, item
-- and resend generation; Resend drops a repeated key and the local inbox a repeated Message-ID, so
-- a sender killed after the mail service accepted and before "sent" was recorded causes no second
-- e-mail when the lease expires and the worker tries again.
--
-- desk_replies keeps what was written (author, recipient, body) and shows where its e-mail stands
-- (state, attempts, last_error, sent_at) as a copy the outbox writes; it no longer schedules
-- anything itself.

-- ---------------------------------------------------------------------------------------------
-- The table takes every kind.
-- ---------------------------------------------------------------------------------------------
alter table public.notification_deliveries add column item_id uuid;

comment on column public.notification_deliveries.item_id is
  'The kind''s own row when a record owes several e-mails of that kind (desk_replies.id for replies).';
comment on table public.notification_deliveries is
  'The outbox: one row per e-mail the project owes (notifications, acknowledgements, replies). Admins read; only the service role writes.';

alter table public.notification_deliveries
  drop constraint notification_deliveries_record_key,
  add constraint notification_deliveries_record_key
    unique nulls not distinct (record_kind, record_id, kind, item_id),
  drop constraint notification_deliveries_kind_allowed,
  add constraint notification_deliveries_kind_allowed check (
    kind in ('notification', 'acknowledgement', 'reply')
  ),
  drop constraint notification_deliveries_acknowledgement_has_recipient,
  add constraint notification_deliveries_person_has_recipient check (
    (kind = 'notification') = (recipient is null)
  ),
  add constraint notification_deliveries_item_only_for_replies check (
    (kind = 'reply') = (item_id is not null)
  );

create index notification_deliveries_item_idx
  on public.notification_deliveries (item_id) where item_id is not null;

-- ---------------------------------------------------------------------------------------------
-- Replies move into the outbox: their delivery state becomes outbox rows.
-- ---------------------------------------------------------------------------------------------
insert into public.notification_deliveries (
  record_kind, record_id, kind, item_id, recipient, state, attempts, next_attempt_at,
  lease_expires_at, give_up_at, sent_at, last_error, created_at, updated_at
)
select r.record_kind, r.record_id, 'reply', r.id, r.recipient, r.state, r.attempts,
  r.next_attempt_at, r.lease_expires_at, r.give_up_at, r.sent_at, r.last_error, r.created_at,
  r.updated_at
from public.desk_replies r;

drop function public.claim_due_replies(integer);
drop function public.record_reply_sent(uuid);
drop function public.record_reply_failure(uuid, text, boolean);

alter table public.desk_replies
  drop constraint desk_replies_sending_has_lease,
  drop column next_attempt_at,
  drop column lease_expires_at,
  drop column give_up_at;

comment on table public.desk_replies is
  'Replies written on the desk. Their e-mail is an outbox row (notification_deliveries, kind reply); state, attempts, last_error and sent_at are its copy. Admins read; only send_desk_reply and the service role write.';

-- A written reply is owed one e-mail, due at once.
create function private.enqueue_reply()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    delete from public.notification_deliveries where kind = 'reply' and item_id = old.id;
    return null;
  end if;
  insert into public.notification_deliveries (
    record_kind, record_id, kind, item_id, recipient, next_attempt_at
  )
  values (new.record_kind, new.record_id, 'reply', new.id, new.recipient, pg_catalog.now())
  on conflict (record_kind, record_id, kind, item_id) do nothing;
  return null;
end;
$$;

revoke all on function private.enqueue_reply() from public;

create trigger desk_replies_enqueue
  after insert or delete on public.desk_replies
  for each row execute function private.enqueue_reply();

-- The desk reads where a reply stands from desk_replies: the outbox keeps that copy current.
create function private.copy_reply_state()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.desk_replies
  set state = case when new.state = 'skipped' then 'failed' else new.state end,
      attempts = new.attempts,
      last_error = coalesce(new.last_error, new.skipped_reason),
      sent_at = new.sent_at,
      updated_at = pg_catalog.now()
  where id = new.item_id;
  return null;
end;
$$;

revoke all on function private.copy_reply_state() from public;

create trigger notification_deliveries_copy_reply_state
  after update on public.notification_deliveries
  for each row when (new.kind = 'reply')
  execute function private.copy_reply_state();

-- ---------------------------------------------------------------------------------------------
-- The one claim, mark-sent, mark-failed (with the back-off) and requeue.
-- ---------------------------------------------------------------------------------------------

-- Takes one row the caller has selected FOR UPDATE: sending, one more attempt, a lease.
create function private.lease_delivery(p_id uuid)
returns public.notification_deliveries
language sql
volatile
security definer
set search_path = ''
as $$
  update public.notification_deliveries
  set state = 'sending',
      attempts = attempts + 1,
      lease_expires_at = pg_catalog.now() + private.notification_lease(),
      updated_at = pg_catalog.now()
  where id = p_id
  returning *
$$;

revoke all on function private.lease_delivery(uuid) from public;

-- Marks a claimed row sent. False when the row was not being sent (e.g. a lease taken over).
create function public.record_delivery_sent(p_delivery_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  update public.notification_deliveries
  set state = 'sent',
      sent_at = pg_catalog.now(),
      lease_expires_at = null,
      last_error = null,
      updated_at = pg_catalog.now()
  where id = p_delivery_id and state = 'sending';
  return found;
end;
$$;

/*
 * Records a failed attempt of a claimed row: back to pending after 1, 2, 4 ... 60 minutes, or
 * 'failed' once give_up_at has passed (or at once when `p_permanent`, e.g. the record is gone).
 * Returns the row's new state and next attempt; null when the row was not being sent.
 */
create function public.record_delivery_failure(
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
  return pg_catalog.jsonb_build_object(
    'state', updated.state, 'next_attempt_at', updated.next_attempt_at
  );
end;
$$;

-- The record-keyed names of the same marks (a record's single notification or acknowledgement).
drop function public.record_notification_sent(text, uuid, text);
create function public.record_notification_sent(
  p_record_kind text,
  p_record_id uuid,
  p_kind text default 'notification'
)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  select coalesce((
    select public.record_delivery_sent(d.id) from public.notification_deliveries d
    where d.record_kind = p_record_kind and d.record_id = p_record_id and d.kind = p_kind
      and d.item_id is null
  ), false)
$$;

drop function public.record_notification_failure(text, uuid, text, boolean, text);
create function public.record_notification_failure(
  p_record_kind text,
  p_record_id uuid,
  p_error text,
  p_permanent boolean default false,
  p_kind text default 'notification'
)
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select public.record_delivery_failure(d.id, p_error, p_permanent)
  from public.notification_deliveries d
  where d.record_kind = p_record_kind and d.record_id = p_record_id and d.kind = p_kind
    and d.item_id is null
$$;

/*
 * Makes a row due now with a fresh 24 hours of retries (an admin's resend or retry). A row being
 * sent is left alone: its sender finishes or its lease expires. `p_new_generation` makes it a new
 * e-mail (a new identity) rather than another attempt of the same one.
 */
create function private.requeue_delivery(p_id uuid, p_new_generation boolean)
returns public.notification_deliveries
language sql
volatile
security definer
set search_path = ''
as $$
  update public.notification_deliveries d
  set state = 'pending',
      attempts = case when p_new_generation then 0 else d.attempts end,
      resend_generation = d.resend_generation + case when p_new_generation then 1 else 0 end,
      next_attempt_at = pg_catalog.now(),
      lease_expires_at = null,
      give_up_at = pg_catalog.now() + interval '24 hours',
      last_error = case when p_new_generation then null else d.last_error end,
      updated_at = pg_catalog.now()
  where d.id = p_id
    and d.state <> 'sending'
    and (p_new_generation or d.state in ('pending', 'failed'))
  returning *
$$;

revoke all on function private.requeue_delivery(uuid, boolean) from public;

-- ---------------------------------------------------------------------------------------------
-- The claims, on the one lease.
-- ---------------------------------------------------------------------------------------------
create or replace function public.claim_notification_for_submission(p_record_kind text, p_row jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  source_table text := private.notification_table(p_record_kind);
  columns text[] := private.notification_columns(p_record_kind);
  matches constant text := $match$
    pg_catalog.lower(t.email) = pg_catalog.lower($1 ->> 'email')
    and not exists (
      select 1 from pg_catalog.jsonb_each($1) as field
      where (pg_catalog.to_jsonb(t) -> field.key) is distinct from field.value
    )
  $match$;
  claimed public.notification_deliveries;
  delivery_id uuid;
  found_any boolean;
begin
  if source_table is null then
    raise exception 'Unknown record kind: %', p_record_kind using errcode = '22023';
  end if;
  if p_row is null or pg_catalog.jsonb_typeof(p_row) <> 'object'
    or not (p_row ?& columns)
    or exists (select 1 from pg_catalog.jsonb_object_keys(p_row) as key where key <> all (columns))
  then
    raise exception 'The payload does not describe a % row', p_record_kind using errcode = '22023';
  end if;

  execute pg_catalog.format(
    $sql$
      select d.id
      from public.notification_deliveries d
      join public.%I t on t.id = d.record_id
      where d.record_kind = $2
        and d.kind = 'notification'
        and d.state = 'pending'
        and d.attempts = 0
        and t.created_at > pg_catalog.now() - interval '15 minutes'
        and %s
      order by t.created_at
      limit 1
      for update of d skip locked
    $sql$,
    source_table,
    matches
  )
  into delivery_id
  using p_row, p_record_kind;

  if delivery_id is not null then
    claimed := private.lease_delivery(delivery_id);
    return pg_catalog.jsonb_build_object(
      'outcome', 'claimed', 'delivery_id', claimed.id, 'record_id', claimed.record_id,
      'attempts', claimed.attempts, 'resend_generation', claimed.resend_generation,
      'record', private.notification_record(p_record_kind, claimed.record_id)
    );
  end if;

  execute pg_catalog.format(
    'select exists (select 1 from public.%I t where %s)', source_table, matches
  )
  into found_any
  using p_row;
  return pg_catalog.jsonb_build_object(
    'outcome', case when found_any then 'already_handled' else 'not_found' end
  );
end;
$$;

/*
 * The fast path's second e-mail: claims the acknowledgement of a record whose notification it has
 * just claimed, if that acknowledgement was never attempted (else the worker owns it).
 */
create or replace function public.claim_acknowledgement(p_record_kind text, p_record_id uuid)
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
  select d.id into delivery_id
  from public.notification_deliveries d
  where d.record_kind = p_record_kind
    and d.record_id = p_record_id
    and d.kind = 'acknowledgement'
    and d.state = 'pending'
    and d.attempts = 0
  for update skip locked;
  if delivery_id is null then
    return null;
  end if;
  claimed := private.lease_delivery(delivery_id);
  return pg_catalog.jsonb_build_object(
    'delivery_id', claimed.id,
    'attempts', claimed.attempts,
    'resend_generation', claimed.resend_generation,
    'record', private.notification_record(p_record_kind, p_record_id)
  );
end;
$$;

-- What the sender of one delivery needs beyond the record: the reply's text for a reply.
create function private.delivery_content(p_delivery public.notification_deliveries)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case p_delivery.kind
    when 'reply' then (
      select pg_catalog.jsonb_build_object(
        'id', r.id, 'recipient', r.recipient, 'reference', r.reference, 'body', r.body
      )
      from public.desk_replies r where r.id = p_delivery.item_id
    )
  end
$$;

revoke all on function private.delivery_content(public.notification_deliveries) from public;

/*
 * The worker: claims up to `p_limit` due rows of every kind (pending and past next_attempt_at, or
 * 'sending' with an expired lease) without waiting for rows another worker holds, and returns each
 * with its stored record (null when it no longer exists) and its kind's content.
 */
drop function public.claim_due_notifications(integer);

create function public.claim_due_notifications(p_limit integer default 10)
returns table (
  id uuid, record_kind text, record_id uuid, attempts integer, record jsonb,
  resend_generation integer, kind text, item_id uuid, recipient text, content jsonb
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  due_id uuid;
  claimed public.notification_deliveries;
begin
  for due_id in
    select d.id
    from public.notification_deliveries d
    where (d.state = 'pending' and d.next_attempt_at <= pg_catalog.now())
       or (d.state = 'sending' and d.lease_expires_at <= pg_catalog.now())
    order by d.next_attempt_at
    limit greatest(1, least(coalesce(p_limit, 10), 100))
    for update skip locked
  loop
    claimed := private.lease_delivery(due_id);
    id := claimed.id;
    record_kind := claimed.record_kind;
    record_id := claimed.record_id;
    attempts := claimed.attempts;
    record := private.notification_record(claimed.record_kind, claimed.record_id);
    resend_generation := claimed.resend_generation;
    kind := claimed.kind;
    item_id := claimed.item_id;
    recipient := claimed.recipient;
    content := private.delivery_content(claimed);
    return next;
  end loop;
end;
$$;

revoke all on function public.claim_acknowledgement(text, uuid),
  public.claim_due_notifications(integer),
  public.record_delivery_sent(uuid),
  public.record_delivery_failure(uuid, text, boolean),
  public.record_notification_sent(text, uuid, text),
  public.record_notification_failure(text, uuid, text, boolean, text)
  from public, anon, authenticated;
grant execute on function public.claim_acknowledgement(text, uuid),
  public.claim_due_notifications(integer),
  public.record_delivery_sent(uuid),
  public.record_delivery_failure(uuid, text, boolean),
  public.record_notification_sent(text, uuid, text),
  public.record_notification_failure(text, uuid, text, boolean, text)
  to service_role;

-- ---------------------------------------------------------------------------------------------
-- The trigger that fills the outbox from the intake tables, on the new conflict key.
-- ---------------------------------------------------------------------------------------------
create or replace function private.enqueue_notification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text;
begin
  if tg_op = 'DELETE' then
    -- A deleted submission is owed nothing any more.
    delete from public.notification_deliveries
    where record_kind = tg_argv[0] and record_id = old.id;
    return null;
  end if;

  insert into public.notification_deliveries (record_kind, record_id, kind)
  values (tg_argv[0], new.id, 'notification')
  on conflict (record_kind, record_id, kind, item_id) do nothing;

  address := pg_catalog.lower(new.email);
  -- Submissions for one address are serialised here, so two at once cannot both be acknowledged.
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('acknowledgement:' || address, 0)
  );
  if exists (
    select 1 from public.notification_deliveries d
    where d.kind = 'acknowledgement'
      and d.recipient = address
      and d.state <> 'skipped'
      and d.created_at > pg_catalog.now() - interval '1 hour'
  ) then
    insert into public.notification_deliveries (record_kind, record_id, kind, recipient, state, skipped_reason)
    values (
      tg_argv[0], new.id, 'acknowledgement', address, 'skipped',
      'An acknowledgement went to this address less than an hour ago (at most one an hour)'
    )
    on conflict (record_kind, record_id, kind, item_id) do nothing;
  else
    insert into public.notification_deliveries (record_kind, record_id, kind, recipient)
    values (tg_argv[0], new.id, 'acknowledgement', address)
    on conflict (record_kind, record_id, kind, item_id) do nothing;
  end if;
  return null;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Admins: send a notification again, retry a reply (both the one requeue).
-- ---------------------------------------------------------------------------------------------
create or replace function public.resend_notification(p_record_kind text, p_record_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  source_table text := private.notification_table(p_record_kind);
  record_exists boolean;
  delivery public.notification_deliveries;
  requeued public.notification_deliveries;
begin
  if not coalesce(public.has_role(auth.uid(), 'admin'), false) then
    raise exception 'Only admins can resend notifications' using errcode = '42501';
  end if;
  if source_table is null then
    raise exception 'Unknown record kind: %', p_record_kind using errcode = '22023';
  end if;
  execute pg_catalog.format('select exists (select 1 from public.%I where id = $1)', source_table)
  into record_exists
  using p_record_id;
  if not record_exists then
    raise exception 'No such record' using errcode = 'P0002';
  end if;

  -- A record stored before the outbox existed gets its delivery now.
  insert into public.notification_deliveries as d (record_kind, record_id, kind, next_attempt_at)
  values (p_record_kind, p_record_id, 'notification', pg_catalog.now())
  on conflict (record_kind, record_id, kind, item_id) do nothing
  returning * into delivery;
  if delivery.id is null then
    select * into delivery from public.notification_deliveries d
    where d.record_kind = p_record_kind and d.record_id = p_record_id
      and d.kind = 'notification' and d.item_id is null
    for update;
    requeued := private.requeue_delivery(delivery.id, true);
    if requeued.id is not null then
      delivery := requeued;
    end if;
  end if;
  return pg_catalog.to_jsonb(delivery);
end;
$$;

create or replace function public.retry_desk_reply(p_reply_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  delivery_id uuid;
  reply public.desk_replies;
begin
  if not coalesce(public.has_role(auth.uid(), 'admin'), false) then
    raise exception 'Only admins can retry replies' using errcode = '42501';
  end if;
  select d.id into delivery_id from public.notification_deliveries d
  where d.kind = 'reply' and d.item_id = p_reply_id
  for update;
  if delivery_id is not null then
    perform private.requeue_delivery(delivery_id, false);
  end if;
  select * into reply from public.desk_replies where id = p_reply_id;
  if reply.id is null then
    raise exception 'No such reply' using errcode = 'P0002';
  end if;
  return pg_catalog.to_jsonb(reply);
end;
$$;
