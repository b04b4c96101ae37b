-- Resend idempotency keys carry a resend generation.
--
-- The functions send each notification with Resend's Idempotency-Key, which Resend keeps for 24
-- hours. The key was fixed per record, so "Send again" on the reviewers' desk within 24 hours of
-- the first e-mail was answered with the first send and nothing went out, silently. Each delivery
-- now counts its resends (`resend_generation`, bumped by resend_notification); the functions put
-- it in the key (notification/<kind>/<id>/<generation>/<digest of what is sent>), so a resend is a
-- new e-mail while a retry of the same attempt stays deduplicated. The digest makes a retry whose
-- payload changed (new recipients in NOTIFY_TO, new MAIL_FROM) a new key too, where Resend would
-- otherwise answer 409 to every retry. Nothing depends on a custom Message-ID on the Resend path.

alter table public.notification_deliveries
  add column resend_generation integer not null default 0
  constraint notification_deliveries_resend_generation_check check (resend_generation >= 0);

comment on column public.notification_deliveries.resend_generation is
  'How many times an admin asked to send this notification again; part of the e-mail''s '
  'Idempotency-Key, so a resend within Resend''s 24 hours is sent rather than deduplicated.';

-- The fast path's claim also says which generation it claimed (same signature, one more key).
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
      'resend_generation', claimed.resend_generation
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

-- The worker's claim returns the generation too: a new result column, so drop and recreate
-- (the grants are restored below, exactly as before).
drop function public.claim_due_notifications(integer);

create function public.claim_due_notifications(p_limit integer default 10)
returns table (
  record_kind text, record_id uuid, attempts integer, record jsonb, resend_generation integer
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
    returning d.record_kind, d.record_id, d.attempts, d.resend_generation
  )
  select c.record_kind, c.record_id, c.attempts,
    private.notification_record(c.record_kind, c.record_id), c.resend_generation
  from claimed c;
end;
$$;

revoke all on function public.claim_due_notifications(integer) from public, anon, authenticated;
grant execute on function public.claim_due_notifications(integer) to service_role;

-- "Send again" starts a new generation.
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

  insert into public.notification_deliveries as d (record_kind, record_id, next_attempt_at)
  values (p_record_kind, p_record_id, pg_catalog.now())
  on conflict (record_kind, record_id) do update
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
    where record_kind = p_record_kind and record_id = p_record_id;
  end if;
  return pg_catalog.to_jsonb(updated);
end;
$$;
