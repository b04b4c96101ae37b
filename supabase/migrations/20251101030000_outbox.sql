-- The one outbox (`notification_deliveries`) for every e-mail the project sends: the table, what
-- fills it (a record's notification and acknowledgement, a desk reply, a deletion confirmation),
-- claim, lease, back-off and sent/failed bookkeeping, each kind's content, and the schedule that
-- runs the deliver-notifications worker.
-- Baseline (docs/migration-baseline.md).

-- Function bodies here may name objects defined further down or in a later file of the baseline,
-- as pg_dump's output does: they are checked when they run (pgTAP runs every one), not when
-- they are created. Only for this file's transaction.
set local check_function_bodies = off;

-- The notification outbox: every stored submission is owed exactly one e-mail to the reviewers.
--
-- An AFTER INSERT trigger on the three intake tables writes one `notification_deliveries` row per
-- stored submission, in the same transaction as the submission itself, so a row that exists is a
-- row that will be notified, whatever the visitor's browser does next. Two senders work from it:
--
-- * the fast path: the notification function the app calls right after its insert claims the
--   stored row that matches the payload (never-attempted rows only) and sends the e-mail at once;
-- * the worker: the `deliver-notifications` function, called every minute by pg_cron through
--   pg_net, claims what is due (new rows after a 20 s head start for the fast path, failed
--   attempts after their back-off, expired leases of a sender that died mid-send) and sends it.
--
-- Claims are leases: a sender that crashes leaves a 'sending' row whose lease expires and which the
-- worker then retries. Failures back off 1, 2, 4 ... 60 minutes; after 24 hours of failures the row
-- becomes 'failed' with the reason, which an admin sees and can resend.
--
-- Access: admins read delivery state; nobody but the service role writes it (the functions use the
-- service-role RPCs below, which anon and authenticated cannot execute). Admins put a row back to
-- pending through resend_notification, which checks the role itself.

-- One outbox for every e-mail the project sends, so each kind is claimed, retried and reported
-- alike.
--
-- THE TABLE (for anyone reading delivery state, e.g. a mail-health view): public.notification_deliveries
--   one row per e-mail owed, whatever its kind:
--   kind            'notification' (to the reviewers), 'acknowledgement' (to the record's address),
--                   'reply' (a reviewer's reply from the desk; item_id = public.desk_replies.id),
--                   'inbound_notice' (an answer that came back; item_id = public.inbound_messages.id),
--                   'deletion_confirmation' (item_id = public.deletion_requests.id)
--   record_kind, record_id   the submission the e-mail is about
--   item_id         the kind's own row when a record can owe several of that kind; null for the
--                   record's single notification and acknowledgement
--   recipient       the person's address (null for notifications and inbound notices: the routed
--                   reviewers)
--   state           pending -> sending (leased) -> sent | failed; 'skipped' = never to be sent
--   attempts, next_attempt_at, lease_expires_at, give_up_at, sent_at, last_error, skipped_reason
--   resend_generation  bumped by an admin's "Send again"; part of the e-mail's identity
--
-- One of each, by delivery id, for every kind (desk replies included):
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

create table public.notification_deliveries (
  id uuid primary key default gen_random_uuid(),
  -- The same strings the reviewers' desk uses for notes.
  record_kind text not null,
  record_id uuid not null,
  state text not null default 'pending',
  attempts integer not null default 0,
  -- The fast path's head start: the worker leaves a new row to the function the app calls, whose
  -- e-mail is sent seconds after the submission.
  next_attempt_at timestamptz not null default now() + interval '20 seconds',
  -- Set while a sender holds the row ('sending'); past it, the worker may take the row over.
  lease_expires_at timestamptz,
  -- Failing attempts stop being retried after this; a resend moves it 24 hours ahead again.
  give_up_at timestamptz not null default now() + interval '24 hours',
  sent_at timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Bumped by an admin's "Send again": part of the e-mail's identity (see the resend generation
  -- below).
  resend_generation integer not null default 0
    constraint notification_deliveries_resend_generation_check check (resend_generation >= 0),
  kind text not null default 'notification',
  -- The person's address (lower case), copied from the record when the row is written; null for
  -- notifications and inbound notices, whose recipients are the routed reviewers.
  recipient text,
  skipped_reason text,
  -- The kind's own row when a record can owe several of that kind (a reply, an inbound message, a
  -- deletion request); null for the record's single notification and acknowledgement.
  item_id uuid,
  -- A combined acknowledgement's earlier references (the limits on e-mail to a person, below).
  earlier_references text[],
  -- Which limit on e-mail to a person skipped the row (mail health counts and names it).
  skipped_limit text,

  constraint notification_deliveries_record_key
    unique nulls not distinct (record_kind, record_id, kind, item_id),
  constraint notification_deliveries_record_kind_allowed check (
    record_kind in (
      'coach_application', 'contact_submission', 'alliance_registration', 'auth_user',
      'update_subscription', 'update_send'
    )
  ),
  constraint notification_deliveries_state_allowed check (
    state in ('pending', 'sending', 'sent', 'failed', 'skipped')
  ),
  constraint notification_deliveries_attempts_not_negative check (attempts >= 0),
  constraint notification_deliveries_sending_has_lease check (
    state <> 'sending' or lease_expires_at is not null
  ),
  constraint notification_deliveries_sent_has_time check (state <> 'sent' or sent_at is not null),
  constraint notification_deliveries_kind_allowed check (
    kind in (
      'notification', 'acknowledgement', 'reply', 'inbound_notice', 'deletion_confirmation',
      'auth_email', 'update_confirmation', 'update', 'update_test'
    )
  ),
  constraint notification_deliveries_skipped_has_reason check (
    (state = 'skipped') = (skipped_reason is not null)
  ),
  constraint notification_deliveries_person_has_recipient check (
    (kind in ('notification', 'inbound_notice')) = (recipient is null)
  ),
  constraint notification_deliveries_item_only_for_replies check (
    (kind in (
      'reply', 'inbound_notice', 'deletion_confirmation', 'auth_email', 'update_confirmation',
      'update', 'update_test'
    )) = (item_id is not null)
  ),
  constraint notification_deliveries_auth_email_is_about_a_user check (
    (kind = 'auth_email') = (record_kind = 'auth_user')
  ),
  constraint notification_deliveries_update_confirmation_is_about_a_subscription check (
    (kind = 'update_confirmation') = (record_kind = 'update_subscription')
  ),
  -- item_id is the subscription (an update) or the sender's account (a test).
  constraint notification_deliveries_update_is_about_a_send check (
    (kind in ('update', 'update_test')) = (record_kind = 'update_send')
  ),
  constraint notification_deliveries_skipped_limit_allowed check (
    skipped_limit in ('mailbox', 'network', 'project_hour', 'project_day')
  )
);

comment on column public.notification_deliveries.earlier_references is
  'A combined acknowledgement: the references of the same person''s earlier records of the same '
  'form within the hour, which the e-mail names with this one.';

comment on column public.notification_deliveries.skipped_limit is
  'Which limit on e-mail to a person skipped this row: mailbox, network, project_hour (the hour''s '
  'share of the day) or project_day; null when no limit did.';

create index notification_deliveries_due_idx
  on public.notification_deliveries (next_attempt_at) where state = 'pending';

create index notification_deliveries_lease_idx
  on public.notification_deliveries (lease_expires_at) where state = 'sending';

alter table public.notification_deliveries enable row level security;

revoke all on table public.notification_deliveries from anon, authenticated, public;

grant select on table public.notification_deliveries to authenticated;

grant all on table public.notification_deliveries to service_role;

-- The only policy: admins read. No insert, update or delete policy exists for anon or
-- authenticated, so they change nothing; the service role bypasses RLS.
create policy "team reads notification deliveries"
  on public.notification_deliveries for select to authenticated
  using ((select private.can_work_submissions()));

-- ---------------------------------------------------------------------------------------------
-- Which table holds each kind of record, and the columns a notification payload must name.
-- ---------------------------------------------------------------------------------------------
create function private.notification_table(p_record_kind text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_record_kind
    when 'coach_application' then 'coach_applications'
    when 'contact_submission' then 'contact_submissions'
    when 'alliance_registration' then 'alliance_registrations'
  end
$$;
revoke all on function private.notification_table(text) from public;

-- Every answer column of a kind, in order, read from the one list (private.intake_answer_columns,
-- 20251101020000_intake.sql): a notification payload names each one (the fast path matches a row
-- by all of them, so a partial payload, an e-mail address alone, can never match), and an intake
-- call may name no other (besides the attribution columns).
create function private.notification_columns(p_record_kind text)
returns text[]
language sql
stable
set search_path = ''
as $$
  select pg_catalog.array_agg(c.column_name order by c.position)
  from private.intake_answer_columns c
  where c.record_kind = p_record_kind
$$;
revoke all on function private.notification_columns(text) from public;

-- The answers an intake call must name: all but the optional ones ('{}' when none are required).
create function private.required_answer_columns(p_record_kind text)
returns text[]
language sql
stable
set search_path = ''
as $$
  select coalesce(
    pg_catalog.array_agg(c.column_name order by c.position) filter (where not c.optional),
    '{}'
  )
  from private.intake_answer_columns c
  where c.record_kind = p_record_kind
$$;
revoke all on function private.required_answer_columns(text) from public;

-- The stored submission as JSON, for the worker to render (null when it no longer exists).
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

-- ---------------------------------------------------------------------------------------------
-- The trigger that fills the outbox from the intake tables: every record owes one notification
-- and one acknowledgement, which the rule above lets through, combines or skips.
-- ---------------------------------------------------------------------------------------------
create function private.enqueue_notification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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

  insert into public.notification_deliveries (record_kind, record_id, kind, recipient)
  values (tg_argv[0], new.id, 'acknowledgement', pg_catalog.lower(new.email))
  on conflict (record_kind, record_id, kind, item_id) do nothing;
  return null;
end;
$$;
revoke all on function private.enqueue_notification() from public;

create trigger coach_applications_enqueue_notification
  after insert or delete on public.coach_applications
  for each row execute function private.enqueue_notification('coach_application');

create trigger contact_submissions_enqueue_notification
  after insert or delete on public.contact_submissions
  for each row execute function private.enqueue_notification('contact_submission');

create trigger alliance_registrations_enqueue_notification
  after insert or delete on public.alliance_registrations
  for each row execute function private.enqueue_notification('alliance_registration');

-- ---------------------------------------------------------------------------------------------
-- Service-role RPCs, called by the notification functions with the key the platform gives them.
-- ---------------------------------------------------------------------------------------------

-- How long a sender may hold a row; far above one send's 10 s time-out.
create function private.notification_lease()
returns interval
language sql
immutable
set search_path = ''
as $$ select interval '3 minutes' $$;
revoke all on function private.notification_lease() from public;

-- ---------------------------------------------------------------------------------------------
-- The claims, on the one lease.
-- ---------------------------------------------------------------------------------------------
-- The fast path's claim: a payload names every required answer (the e-mail address always among
-- them) and may leave out an optional one (an edge function deployed before the field was added);
-- the answers it names must all match the row.
create function public.claim_notification_for_submission(p_record_kind text, p_row jsonb)
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
    or not (p_row ?& private.required_answer_columns(p_record_kind))
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
revoke all on function public.claim_notification_for_submission(text, jsonb) from public, anon, authenticated;
grant execute on function public.claim_notification_for_submission(text, jsonb) to service_role;

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
revoke all on function public.claim_due_notifications(integer) from public, anon, authenticated;
grant execute on function public.claim_due_notifications(integer) to service_role;

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
revoke all on function public.record_notification_sent(text, uuid, text) from public, anon, authenticated;
grant execute on function public.record_notification_sent(text, uuid, text) to service_role;

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
revoke all on function public.record_notification_failure(text, uuid, text, boolean, text) from public, anon, authenticated;
grant execute on function public.record_notification_failure(text, uuid, text, boolean, text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Admins: send a notification again, retry a reply (both the one requeue).
-- ---------------------------------------------------------------------------------------------
create function private.resend_notification(p_record_kind text, p_record_id uuid)
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
  if not public.can_work_submissions() then
    raise exception 'Only admins can resend notifications' using errcode = '42501';
  end if;
  if source_table is null then
    raise exception 'Unknown record kind: %', p_record_kind using errcode = '22023';
  end if;
  execute pg_catalog.format('select exists (select 1 from public.%I where id = $1)', source_table)
  into record_exists
  using p_record_id;
  if not record_exists then
    raise exception 'That record was not found; it may have been deleted.' using errcode = 'PT404';
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
revoke all on function private.resend_notification(text, uuid) from public, anon;
grant execute on function private.resend_notification(text, uuid) to authenticated, service_role;

-- The API's entry point: runs as the caller and calls the function above.
create function public.resend_notification(p_record_kind text, p_record_id uuid)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
begin atomic
  select private.resend_notification($1, $2);
end;
revoke all on function public.resend_notification(text, uuid) from public;
grant execute on function public.resend_notification(text, uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The schedule: every minute, pg_cron asks pg_net to POST to the deliver-notifications function,
-- with the project URL and the service-role key read from Supabase Vault (the two secrets
-- `project_url` and `service_role_key`, set once per project; see README "Notifications").
-- Hosted Supabase provides pg_cron, pg_net and Vault; the local stack provides stand-ins with the
-- same interface (stack/db/platform.sql) and runs them (stack/scheduler/), so this runs unchanged.
-- ---------------------------------------------------------------------------------------------
do $schedule$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
  end if;
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net with schema extensions;
  end if;

  if pg_catalog.to_regnamespace('cron') is null or pg_catalog.to_regnamespace('net') is null then
    raise warning 'pg_cron or pg_net is missing: deliver-notifications is not scheduled';
    return;
  end if;

  -- cron.schedule with an existing name replaces that job, so this is safe to run again.
  perform cron.schedule(
    'deliver-notifications',
    '* * * * *',
    $command$
    select net.http_post(
      url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
        || '/functions/v1/deliver-notifications',
      headers := jsonb_build_object(
        'Content-Type', 'application/json',
        'Authorization', 'Bearer ' || (
          select decrypted_secret from vault.decrypted_secrets
          where name = 'deliver_notifications_secret'
        )
      ),
      body := jsonb_build_object('scheduled_at', now()),
      timeout_milliseconds := 30000
    ) as request_id;
    $command$
  );
end;
$schedule$;

-- Resend idempotency keys carry a resend generation.
--
-- The functions send each notification with Resend's Idempotency-Key, which Resend keeps for 24
-- hours. A key fixed per record would make "Send again" on the reviewers' desk within 24 hours of
-- the first e-mail answered with the first send and nothing sent, silently. Each delivery
-- counts its resends (`resend_generation`, bumped by resend_notification); the functions put
-- it in the key (notification/<kind>/<id>/<generation>/<digest of what is sent>), so a resend is a
-- new e-mail while a retry of the same attempt stays deduplicated. The digest makes a retry whose
-- payload changed (new recipients in NOTIFY_TO, new MAIL_FROM) a new key too, where Resend would
-- otherwise answer 409 to every retry. Nothing depends on a custom Message-ID on the Resend path.

comment on column public.notification_deliveries.resend_generation is
  'How many times an admin asked to send this notification again; part of the e-mail''s '
  'Idempotency-Key, so a resend within Resend''s 24 hours is sent rather than deduplicated.';

-- The acknowledgement e-mail to the person who wrote in, through the same outbox as the
-- reviewers' notification.
--
-- Each delivery has a `kind`; 'acknowledgement' is addressed to the address stored on the record.
-- The insert trigger writes both, in the same transaction as the submission, so every stored
-- record owes exactly one of each and nothing else: the anon role can cause exactly two e-mails per stored record, both rendered by the
-- functions from the stored row, the acknowledgement addressed to the row's own e-mail. No request
-- names a recipient or any content.
--
-- At most one acknowledgement per address per hour: a later submission from the same address is
-- stored and notified to the reviewers as usual, and its acknowledgement row is written as
-- 'skipped' with the reason, so the desk shows why no e-mail went out. This stops the forms from
-- being used to flood a stranger's mailbox (the per-address limit of five submissions an hour
-- would otherwise let five acknowledgements through).
--
-- The fast path claims the notification by payload, then the
-- acknowledgement of the same record by id; the worker claims whatever is due, of either kind.

comment on column public.notification_deliveries.kind is
  '''notification'' (to the reviewers) or ''acknowledgement'' (to the address on the record).';

comment on column public.notification_deliveries.recipient is
  'The acknowledgement''s address, lower case, from the stored record; null for notifications.';

comment on column public.notification_deliveries.skipped_reason is
  'Why an acknowledgement was not sent (state skipped).';

create index notification_deliveries_acknowledgement_recipient_idx
  on public.notification_deliveries (recipient, created_at)
  where kind = 'acknowledgement';

-- The fast path's acknowledgement claim (the function the app calls right after its insert): an
-- acknowledgement held for a later hour is not its to send; the worker sends it when it is due.
create function public.claim_acknowledgement(p_record_kind text, p_record_id uuid)
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
    and d.next_attempt_at <= d.created_at + interval '20 seconds'
  for update skip locked;
  if delivery_id is null then
    return null;
  end if;
  claimed := private.lease_delivery(delivery_id);
  return pg_catalog.jsonb_build_object(
    'delivery_id', claimed.id,
    'attempts', claimed.attempts,
    'resend_generation', claimed.resend_generation,
    'recipient', claimed.recipient,
    'record', private.notification_record(p_record_kind, p_record_id),
    'content', private.delivery_content(claimed)
  );
end;
$$;
revoke all on function public.claim_acknowledgement(text, uuid) from public, anon, authenticated;
grant execute on function public.claim_acknowledgement(text, uuid) to service_role;

create function private.retry_desk_reply(p_reply_id uuid)
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
  if not public.can_work_submissions() then
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
    raise exception 'That reply was not found; it may have been deleted with its record.' using errcode = 'PT404';
  end if;
  return pg_catalog.to_jsonb(reply);
end;
$$;
revoke all on function private.retry_desk_reply(uuid) from public, anon;
grant execute on function private.retry_desk_reply(uuid) to authenticated, service_role;

-- The API's entry point: runs as the caller and calls the function above.
create function public.retry_desk_reply(p_reply_id uuid)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
begin atomic
  select private.retry_desk_reply($1);
end;
revoke all on function public.retry_desk_reply(uuid) from public;
grant execute on function public.retry_desk_reply(uuid) to authenticated, service_role;

create index notification_deliveries_item_idx
  on public.notification_deliveries (item_id) where item_id is not null;

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

create function public.record_delivery_sent(p_delivery_id uuid)
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
revoke all on function public.record_delivery_sent(uuid) from public, anon, authenticated;
grant execute on function public.record_delivery_sent(uuid) to service_role;

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
  if updated.state = 'failed' then
    perform private.after_delivery_settled(updated);
  end if;
  return pg_catalog.jsonb_build_object(
    'state', updated.state, 'next_attempt_at', updated.next_attempt_at
  );
end;
$$;
revoke all on function public.record_delivery_failure(uuid, text, boolean) from public, anon, authenticated;
grant execute on function public.record_delivery_failure(uuid, text, boolean) to service_role;

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

-- Each kind's own content; private.delivery_content adds what every kind shares. An update's
-- confirmation carries its links, signed again on every attempt (the same words each time): the
-- confirmation link expires 48 hours after the sign-up that asked for it. An update carries its
-- words and the subscription's preferences link (signed again on every attempt); a subscription no
-- longer subscribed gives no recipient, so nothing is sent to it. A test carries the words and its
-- sender's address.
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
        when 'update_confirmation' then (
          select pg_catalog.jsonb_build_object(
            'id', e.id,
            'recipient', s.email,
            'topics', pg_catalog.to_jsonb(s.topics),
            'confirm_token', private.update_link_token(
              'confirm', s.id, e.happened_at + private.update_confirmation_lifetime()
            ),
            'expires_at', e.happened_at + private.update_confirmation_lifetime()
          )
          from public.update_consent_events e
          join public.update_subscriptions s on s.id = e.subscription_id
          where e.id = p_delivery.item_id
        )
        when 'update' then (
          select pg_catalog.jsonb_build_object(
            'id', u.id,
            'recipient', case when s.state = 'subscribed' then s.email end,
            'subject', u.subject,
            'text', u.body,
            'topics', pg_catalog.to_jsonb(u.topics),
            'source', u.source,
            'manage_token', private.update_link_token('manage', s.id, null)
          )
          from public.update_sends u
          join public.update_subscriptions s on s.id = p_delivery.item_id
          where u.id = p_delivery.record_id
        )
        when 'update_test' then (
          select pg_catalog.jsonb_build_object(
            'id', u.id,
            'recipient', p_delivery.recipient,
            'subject', u.subject,
            'text', u.body,
            'topics', pg_catalog.to_jsonb(u.topics),
            'source', u.source
          )
          from public.update_sends u where u.id = p_delivery.record_id
        )
      end,
      '{}'::jsonb
    )
    || pg_catalog.jsonb_build_object(
      'reply_token', (
        select t.token from public.record_reply_tokens t
        where p_delivery.recipient is not null
          and p_delivery.kind not in (
            'deletion_confirmation', 'auth_email', 'update_confirmation', 'update', 'update_test'
          )
          and t.record_kind = p_delivery.record_kind and t.record_id = p_delivery.record_id
      )
    )
  )
$$;
revoke all on function private.delivery_content_of_kind(public.notification_deliveries) from public;

-- What the senders get with a delivery: its kind's content, a combined acknowledgement's
-- earlier references (the limits on e-mail to a person, above), an answer notice's answers, and
-- an auth e-mail's kind (its email_action_type) with the moment it was queued. Every e-mail names
-- its kind in an X-Email-Kind header (supabase/functions/_shared/email-kind.ts), so people and
-- tests tell e-mails apart without reading their wording; from the moment queued the sender
-- renders the e-mail that a member's access ended (supabase/functions/_shared/access-removed.ts).
create or replace function private.delivery_content(p_delivery public.notification_deliveries)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select private.delivery_content_of_kind(p_delivery)
    || case
      when p_delivery.kind = 'acknowledgement' and pg_catalog.cardinality(p_delivery.earlier_references) > 0
        then pg_catalog.jsonb_build_object(
          'earlier_references', pg_catalog.to_jsonb(p_delivery.earlier_references)
        )
      when p_delivery.kind = 'inbound_notice' then (
        select pg_catalog.jsonb_build_object(
          'answer_count', pg_catalog.count(*),
          'answers', coalesce(
            pg_catalog.jsonb_agg(
              pg_catalog.jsonb_build_object(
                'id', a.id, 'from_address', a.from_address, 'subject', a.subject,
                'display_text', a.display_text, 'received_at', a.received_at
              ) order by a.received_at, a.id
            ) filter (where a.position <= 20),
            '[]'::jsonb
          )
        )
        from (
          select m.*, pg_catalog.row_number() over (order by m.received_at, m.id) as position
          from public.inbound_messages m
          where m.notice_delivery_id = p_delivery.id or m.id = p_delivery.item_id
        ) a
      )
      when p_delivery.kind = 'auth_email' then coalesce((
        select pg_catalog.jsonb_build_object(
          'email_action_type', e.email_action_type, 'created_at', e.created_at
        )
        from private.auth_emails e where e.id = p_delivery.item_id
      ), '{}'::jsonb)
      else '{}'::jsonb
    end
$$;

revoke all on function private.delivery_content(public.notification_deliveries) from public;

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
