-- Mail health at a glance (issue 25 item 5): one read-only answer to "does our mail go out?"
-- for the desk's front page, so reviewers need not open records one by one to find a failure.
--
-- It reads the three delivery mechanisms as they are today: notifications and acknowledgements
-- (public.notification_deliveries, by kind) and replies (public.desk_replies). The client depends
-- only on the shape returned here (src/features/admin/api/get-mail-health.ts validates it), so
-- when the deliveries become one outbox only this function's body changes.
--
-- Shape:
--   { checked_at, last_sent_at,
--     kinds: [{ kind, pending, failed, oldest_waiting_at, last_sent_at }]  -- always all three,
--     failing: [{ kind, id, record_kind, record_id, name, recipient, state, attempts,
--                 last_error, waiting_since, next_attempt_at }] }      -- oldest first, at most 50
-- "Waiting" is pending or being sent; "failing" is given up (failed), a waiting delivery whose
-- last attempt failed (the mail service refused or was unreachable: an outage shows within the
-- worker's minute), or one that has waited over 15 minutes. waiting_since is when the current
-- round of attempts began (give_up_at is always set 24 hours after it, also by a resend).

create function public.mail_health()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  result jsonb;
begin
  if not coalesce(public.can_work_submissions(), false) then
    raise exception 'Only the desk''s reviewers can see mail health' using errcode = '42501';
  end if;

  with deliveries as (
    select d.kind, d.id, d.record_kind, d.record_id, d.recipient, d.state, d.attempts,
      d.last_error, d.sent_at, d.give_up_at - interval '24 hours' as waiting_since,
      d.next_attempt_at
    from public.notification_deliveries d
    union all
    select 'reply', r.id, r.record_kind, r.record_id, r.recipient, r.state, r.attempts,
      r.last_error, r.sent_at, r.give_up_at - interval '24 hours', r.next_attempt_at
    from public.desk_replies r
  ),
  kinds (kind, position) as (
    values ('notification', 1), ('acknowledgement', 2), ('reply', 3)
  ),
  per_kind as (
    select k.kind, k.position,
      count(d.id) filter (where d.state in ('pending', 'sending')) as pending,
      count(d.id) filter (where d.state = 'failed') as failed,
      min(d.waiting_since) filter (where d.state in ('pending', 'sending')) as oldest_waiting_at,
      max(d.sent_at) as last_sent_at
    from kinds k
    left join deliveries d on d.kind = k.kind
    group by k.kind, k.position
  ),
  failing as (
    select d.*
    from deliveries d
    where d.state = 'failed'
      or (d.state in ('pending', 'sending')
        and (d.last_error is not null or d.waiting_since < pg_catalog.now() - interval '15 minutes'))
    order by d.waiting_since, d.id
    limit 50
  ),
  named as (
    select f.*,
      coalesce(
        a.first_name || ' ' || a.last_name,
        c.first_name || ' ' || c.last_name,
        l.first_name || ' ' || l.last_name
      ) as name
    from failing f
    left join public.coach_applications a
      on f.record_kind = 'coach_application' and a.id = f.record_id
    left join public.contact_submissions c
      on f.record_kind = 'contact_submission' and c.id = f.record_id
    left join public.alliance_registrations l
      on f.record_kind = 'alliance_registration' and l.id = f.record_id
  )
  select pg_catalog.jsonb_build_object(
    'checked_at', pg_catalog.now(),
    'last_sent_at', (select max(p.last_sent_at) from per_kind p),
    'kinds', (
      select pg_catalog.jsonb_agg(
        pg_catalog.jsonb_build_object(
          'kind', p.kind,
          'pending', p.pending,
          'failed', p.failed,
          'oldest_waiting_at', p.oldest_waiting_at,
          'last_sent_at', p.last_sent_at
        ) order by p.position)
      from per_kind p
    ),
    'failing', coalesce((
      select pg_catalog.jsonb_agg(
        pg_catalog.jsonb_build_object(
          'kind', n.kind,
          'id', n.id,
          'record_kind', n.record_kind,
          'record_id', n.record_id,
          'name', n.name,
          'recipient', n.recipient,
          'state', n.state,
          'attempts', n.attempts,
          'last_error', n.last_error,
          'waiting_since', n.waiting_since,
          'next_attempt_at', n.next_attempt_at
        ) order by n.waiting_since, n.id)
      from named n
    ), '[]'::jsonb)
  ) into result;
  return result;
end;
$$;

comment on function public.mail_health() is
  'Mail health for the desk''s front page: per kind (notification, acknowledgement, reply) the '
  'waiting and failed counts, the oldest waiting and the last sent, and up to 50 failing '
  'deliveries. Read-only; refused unless public.can_work_submissions().';

revoke all on function public.mail_health() from public, anon;
grant execute on function public.mail_health() to authenticated, service_role;

/*
 * "Try again" for an acknowledgement in mail health: puts the record's acknowledgement back in the
 * outbox, due now, as resend_notification does for the reviewers' notification (a row being sent
 * is left to its sender). A skipped acknowledgement (the hourly limit per address) stays skipped.
 * Refused unless public.can_work_submissions().
 */
create function public.resend_acknowledgement(p_record_kind text, p_record_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  updated public.notification_deliveries;
begin
  if not coalesce(public.can_work_submissions(), false) then
    raise exception 'Only the desk''s reviewers can resend acknowledgements' using errcode = '42501';
  end if;
  update public.notification_deliveries d
  set state = 'pending',
      attempts = 0,
      resend_generation = d.resend_generation + 1,
      next_attempt_at = pg_catalog.now(),
      lease_expires_at = null,
      give_up_at = pg_catalog.now() + interval '24 hours',
      last_error = null,
      updated_at = pg_catalog.now()
  where d.record_kind = p_record_kind and d.record_id = p_record_id
    and d.kind = 'acknowledgement' and d.state in ('pending', 'failed')
  returning * into updated;
  if updated.id is null then
    select * into updated from public.notification_deliveries
    where record_kind = p_record_kind and record_id = p_record_id and kind = 'acknowledgement';
    if updated.id is null then
      raise exception 'This record has no acknowledgement to send' using errcode = 'P0002';
    end if;
  end if;
  return pg_catalog.to_jsonb(updated);
end;
$$;

revoke all on function public.resend_acknowledgement(text, uuid) from public, anon;
grant execute on function public.resend_acknowledgement(text, uuid) to authenticated, service_role;
