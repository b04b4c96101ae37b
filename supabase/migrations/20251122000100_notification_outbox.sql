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

  constraint notification_deliveries_record_key unique (record_kind, record_id),
  constraint notification_deliveries_record_kind_allowed check (
    record_kind in ('coach_application', 'contact_submission', 'alliance_registration')
  ),
  constraint notification_deliveries_state_allowed check (
    state in ('pending', 'sending', 'sent', 'failed')
  ),
  constraint notification_deliveries_attempts_not_negative check (attempts >= 0),
  constraint notification_deliveries_sending_has_lease check (
    state <> 'sending' or lease_expires_at is not null
  ),
  constraint notification_deliveries_sent_has_time check (state <> 'sent' or sent_at is not null)
);

comment on table public.notification_deliveries is
  'One notification e-mail owed per stored submission (the outbox). Admins read; only the service role writes.';

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
create policy "admins read notification deliveries"
  on public.notification_deliveries for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

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

-- The columns the app inserts (src/features/*/api/submit-*.ts): a fast-path payload must describe
-- every one of them, so a partial payload (an e-mail address alone) can never match a row.
create function private.notification_columns(p_record_kind text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case p_record_kind
    when 'coach_application' then array[
      'first_name', 'last_name', 'email', 'phone', 'city', 'region', 'organization', 'title',
      'experience', 'ai_experience', 'teaching_experience', 'availability', 'motivation'
    ]
    when 'contact_submission' then array[
      'first_name', 'last_name', 'email', 'phone', 'organization_type', 'organization_name',
      'subject', 'message'
    ]
    when 'alliance_registration' then array[
      'first_name', 'last_name', 'email', 'phone', 'organization', 'organization_type', 'title',
      'interests', 'message'
    ]
  end
$$;

-- The stored submission as JSON, for the worker to render (null when it no longer exists).
create function private.notification_record(p_record_kind text, p_record_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  result jsonb;
begin
  execute pg_catalog.format(
    'select pg_catalog.to_jsonb(t) from public.%I t where t.id = $1',
    private.notification_table(p_record_kind)
  )
  into result
  using p_record_id;
  return result;
end;
$$;

revoke all on function private.notification_table(text), private.notification_columns(text),
  private.notification_record(text, uuid) from public;

-- ---------------------------------------------------------------------------------------------
-- The outbox is filled by the database itself: one delivery per stored submission.
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
  insert into public.notification_deliveries (record_kind, record_id)
  values (tg_argv[0], new.id)
  on conflict (record_kind, record_id) do nothing;
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

/*
 * The fast path. Finds the stored submission whose columns equal `p_row` (the payload the app sent,
 * mapped to columns as the app maps it), stored in the last 15 minutes and never attempted, and
 * claims it. Answers {"outcome": "claimed", "record_id", "attempts"}; "already_handled" when such a
 * row exists but was notified, is being notified or is left to the worker; "not_found" otherwise.
 * Nothing that was not stored can ever be claimed, so nothing that was not stored is ever mailed.
 */
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
      'outcome', 'claimed', 'record_id', claimed.record_id, 'attempts', claimed.attempts
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
 * The worker. Claims up to `p_limit` rows that are due (pending and past next_attempt_at, or
 * 'sending' with an expired lease) without waiting for rows another worker holds, and returns each
 * with its stored submission for rendering.
 */
create function public.claim_due_notifications(p_limit integer default 10)
returns table (record_kind text, record_id uuid, attempts integer, record jsonb)
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
    returning d.record_kind, d.record_id, d.attempts
  )
  select c.record_kind, c.record_id, c.attempts, private.notification_record(c.record_kind, c.record_id)
  from claimed c;
end;
$$;

-- Marks a claimed row sent. False when the row was not being sent (e.g. a lease taken over).
create function public.record_notification_sent(p_record_kind text, p_record_id uuid)
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
  where record_kind = p_record_kind and record_id = p_record_id and state = 'sending';
  return found;
end;
$$;

/*
 * Records a failed attempt of a claimed row: back to pending after 1, 2, 4 ... 60 minutes, or
 * 'failed' once give_up_at has passed (or at once when `p_permanent`, e.g. the submission is gone).
 * Returns the row's new state and next attempt.
 */
create function public.record_notification_failure(
  p_record_kind text,
  p_record_id uuid,
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
  where d.record_kind = p_record_kind and d.record_id = p_record_id and d.state = 'sending'
  returning * into updated;
  if updated.id is null then
    return null;
  end if;
  return pg_catalog.jsonb_build_object(
    'state', updated.state, 'next_attempt_at', updated.next_attempt_at
  );
end;
$$;

revoke all on function public.claim_notification_for_submission(text, jsonb),
  public.claim_due_notifications(integer),
  public.record_notification_sent(text, uuid),
  public.record_notification_failure(text, uuid, text, boolean)
  from public, anon, authenticated;
grant execute on function public.claim_notification_for_submission(text, jsonb),
  public.claim_due_notifications(integer),
  public.record_notification_sent(text, uuid),
  public.record_notification_failure(text, uuid, text, boolean)
  to service_role;

-- ---------------------------------------------------------------------------------------------
-- Admins: send a record's notification again.
-- ---------------------------------------------------------------------------------------------

/*
 * Puts the record's delivery back to pending, due now, with a fresh 24 hours of retries (creating
 * the delivery for a record stored before the outbox existed). The worker sends it on its next run;
 * the admin screen also calls the worker right away. Refused unless the caller is an admin.
 */
create function public.resend_notification(p_record_kind text, p_record_id uuid)
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

  insert into public.notification_deliveries as d (record_kind, record_id, next_attempt_at)
  values (p_record_kind, p_record_id, pg_catalog.now())
  on conflict (record_kind, record_id) do update
  set state = 'pending',
      attempts = 0,
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
    where record_kind = p_record_kind and record_id = p_record_id;
  end if;
  return pg_catalog.to_jsonb(updated);
end;
$$;

revoke all on function public.resend_notification(text, uuid) from public, anon;
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
          select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key'
        )
      ),
      body := jsonb_build_object('scheduled_at', now()),
      timeout_milliseconds := 30000
    ) as request_id;
    $command$
  );
end;
$schedule$;
