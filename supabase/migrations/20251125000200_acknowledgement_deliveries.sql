-- The acknowledgement e-mail to the person who wrote in (issue 18), through the same outbox as the
-- reviewers' notification.
--
-- notification_deliveries gains a `kind`: 'notification' (to the reviewers, as before) or
-- 'acknowledgement' (to the address stored on the record). The insert trigger writes both, in the
-- same transaction as the submission, so every stored record owes exactly one of each and nothing
-- else: the anon role can cause exactly two e-mails per stored record, both rendered by the
-- functions from the stored row, the acknowledgement addressed to the row's own e-mail. No request
-- names a recipient or any content.
--
-- At most one acknowledgement per address per hour: a later submission from the same address is
-- stored and notified to the reviewers as usual, and its acknowledgement row is written as
-- 'skipped' with the reason, so the desk shows why no e-mail went out. This stops the forms from
-- being used to flood a stranger's mailbox (the per-address limit of five submissions an hour
-- would otherwise let five acknowledgements through).
--
-- The senders are unchanged in shape: the fast path claims the notification by payload, then the
-- acknowledgement of the same record by id; the worker claims whatever is due, of either kind.
-- Other kinds (replies from the desk) can be added by widening the kind check.

alter table public.notification_deliveries
  add column kind text not null default 'notification',
  -- The acknowledgement's address (lower case), copied from the record when the row is written;
  -- null for notifications, whose recipients are the reviewers.
  add column recipient text,
  add column skipped_reason text;

alter table public.notification_deliveries
  drop constraint notification_deliveries_record_key,
  add constraint notification_deliveries_record_key unique (record_kind, record_id, kind),
  drop constraint notification_deliveries_state_allowed,
  add constraint notification_deliveries_state_allowed check (
    state in ('pending', 'sending', 'sent', 'failed', 'skipped')
  ),
  add constraint notification_deliveries_kind_allowed check (
    kind in ('notification', 'acknowledgement')
  ),
  add constraint notification_deliveries_acknowledgement_has_recipient check (
    (kind = 'acknowledgement') = (recipient is not null)
  ),
  add constraint notification_deliveries_skipped_has_reason check (
    (state = 'skipped') = (skipped_reason is not null)
  );

comment on column public.notification_deliveries.kind is
  '''notification'' (to the reviewers) or ''acknowledgement'' (to the address on the record).';
comment on column public.notification_deliveries.recipient is
  'The acknowledgement''s address, lower case, from the stored record; null for notifications.';
comment on column public.notification_deliveries.skipped_reason is
  'Why an acknowledgement was not sent (state skipped).';

create index notification_deliveries_acknowledgement_recipient_idx
  on public.notification_deliveries (recipient, created_at)
  where kind = 'acknowledgement';

-- ---------------------------------------------------------------------------------------------
-- The trigger: one notification and one acknowledgement (or a skipped one) per stored record.
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
  on conflict (record_kind, record_id, kind) do nothing;

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
    on conflict (record_kind, record_id, kind) do nothing;
  else
    insert into public.notification_deliveries (record_kind, record_id, kind, recipient)
    values (tg_argv[0], new.id, 'acknowledgement', address)
    on conflict (record_kind, record_id, kind) do nothing;
  end if;
  return null;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The fast path: claims the notification only (as before), and answers the record's reference.
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
    update public.notification_deliveries
    set state = 'sending',
        attempts = attempts + 1,
        lease_expires_at = pg_catalog.now() + private.notification_lease(),
        updated_at = pg_catalog.now()
    where id = delivery_id
    returning * into claimed;
    return pg_catalog.jsonb_build_object(
      'outcome', 'claimed', 'record_id', claimed.record_id, 'attempts', claimed.attempts,
      'resend_generation', claimed.resend_generation,
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
 * just claimed, if that acknowledgement was never attempted (else the worker owns it). Answers the
 * stored record to render it from, or null.
 */
create function public.claim_acknowledgement(p_record_kind text, p_record_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  claimed public.notification_deliveries;
begin
  update public.notification_deliveries
  set state = 'sending',
      attempts = attempts + 1,
      lease_expires_at = pg_catalog.now() + private.notification_lease(),
      updated_at = pg_catalog.now()
  where record_kind = p_record_kind
    and record_id = p_record_id
    and kind = 'acknowledgement'
    and state = 'pending'
    and attempts = 0
  returning * into claimed;
  if claimed.id is null then
    return null;
  end if;
  return pg_catalog.jsonb_build_object(
    'attempts', claimed.attempts,
    'record', private.notification_record(p_record_kind, p_record_id)
  );
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The worker: every due delivery, of either kind.
-- ---------------------------------------------------------------------------------------------
drop function public.claim_due_notifications(integer);

create function public.claim_due_notifications(p_limit integer default 10)
returns table (
  record_kind text, record_id uuid, attempts integer, record jsonb, resend_generation integer,
  kind text
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  return query
  with due as (
    select d.id
    from public.notification_deliveries d
    where (d.state = 'pending' and d.next_attempt_at <= pg_catalog.now())
       or (d.state = 'sending' and d.lease_expires_at <= pg_catalog.now())
    order by d.next_attempt_at
    limit greatest(1, least(coalesce(p_limit, 10), 100))
    for update skip locked
  ),
  claimed as (
    update public.notification_deliveries d
    set state = 'sending',
        attempts = d.attempts + 1,
        lease_expires_at = pg_catalog.now() + private.notification_lease(),
        updated_at = pg_catalog.now()
    from due
    where d.id = due.id
    returning d.record_kind, d.record_id, d.attempts, d.resend_generation, d.kind
  )
  select c.record_kind, c.record_id, c.attempts,
    private.notification_record(c.record_kind, c.record_id), c.resend_generation, c.kind
  from claimed c;
end;
$$;

drop function public.record_notification_sent(text, uuid);

-- Marks a claimed row sent. False when the row was not being sent (e.g. a lease taken over).
create function public.record_notification_sent(
  p_record_kind text,
  p_record_id uuid,
  p_kind text default 'notification'
)
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
  where record_kind = p_record_kind and record_id = p_record_id and kind = p_kind
    and state = 'sending';
  return found;
end;
$$;

drop function public.record_notification_failure(text, uuid, text, boolean);

-- Records a failed attempt of a claimed row (see the outbox migration for the back-off).
create function public.record_notification_failure(
  p_record_kind text,
  p_record_id uuid,
  p_error text,
  p_permanent boolean default false,
  p_kind text default 'notification'
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
  where d.record_kind = p_record_kind and d.record_id = p_record_id and d.kind = p_kind
    and d.state = 'sending'
  returning * into updated;
  if updated.id is null then
    return null;
  end if;
  return pg_catalog.jsonb_build_object(
    'state', updated.state, 'next_attempt_at', updated.next_attempt_at
  );
end;
$$;

revoke all on function public.claim_acknowledgement(text, uuid),
  public.claim_due_notifications(integer),
  public.record_notification_sent(text, uuid, text),
  public.record_notification_failure(text, uuid, text, boolean, text)
  from public, anon, authenticated;
grant execute on function public.claim_acknowledgement(text, uuid),
  public.claim_due_notifications(integer),
  public.record_notification_sent(text, uuid, text),
  public.record_notification_failure(text, uuid, text, boolean, text)
  to service_role;

-- ---------------------------------------------------------------------------------------------
-- Admins resend the reviewers' notification (as migration resend_generation has it; the conflict
-- key now names the kind).
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
  updated public.notification_deliveries;
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

  insert into public.notification_deliveries as d (record_kind, record_id, kind, next_attempt_at)
  values (p_record_kind, p_record_id, 'notification', pg_catalog.now())
  on conflict (record_kind, record_id, kind) do update
  set state = 'pending',
      attempts = 0,
      resend_generation = d.resend_generation + 1,
      next_attempt_at = pg_catalog.now(),
      lease_expires_at = null,
      give_up_at = pg_catalog.now() + interval '24 hours',
      last_error = null,
      updated_at = pg_catalog.now()
  -- A row being sent right now is left alone: its sender finishes or its lease expires.
  where d.state <> 'sending'
  returning * into updated;

  if updated.id is null then
    select * into updated from public.notification_deliveries
    where record_kind = p_record_kind and record_id = p_record_id and kind = 'notification';
  end if;
  return pg_catalog.to_jsonb(updated);
end;
$$;
