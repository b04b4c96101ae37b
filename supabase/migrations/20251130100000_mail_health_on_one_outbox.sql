-- Mail health on the one outbox (issue 25 item 5 on issue 28 item 1). mail_health() was written
-- over the three delivery mechanisms of its day (20251130040000); the outbox is now one table
-- (20251130050000_one_outbox.sql), so it reads that table alone, and "Try again" is one RPC for
-- every kind, on the outbox's one requeue.

create or replace function public.mail_health()
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
    -- Every e-mail is one outbox row now. The panel keeps its three groups: the answer notice
    -- goes to the reviewers like a notification, the deletion confirmation to the person like a
    -- reply. `id` is the delivery's own id, which public.retry_delivery takes.
    select
      case d.kind
        when 'inbound_notice' then 'notification'
        when 'deletion_confirmation' then 'reply'
        else d.kind
      end as kind,
      d.id, d.record_kind, d.record_id, d.recipient, d.state, d.attempts,
      d.last_error, d.sent_at, d.give_up_at - interval '24 hours' as waiting_since,
      d.next_attempt_at
    from public.notification_deliveries d
    where d.state <> 'skipped'
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


/**
 * "Try again" in mail health, for any kind: a failed delivery goes back in the outbox as a new
 * generation (a new Idempotency-Key and Message-ID: the last attempt was refused, so nothing was
 * delivered); one that is only late is made due now under its own identity, so a send that
 * did reach the mail service is still dropped as a repeat. Refused unless can_work_submissions().
 */
create function public.retry_delivery(p_delivery_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  delivery public.notification_deliveries;
begin
  if not coalesce(public.can_work_submissions(), false) then
    raise exception 'Only the desk''s reviewers can send e-mails again' using errcode = '42501';
  end if;
  select * into delivery from public.notification_deliveries where id = p_delivery_id for update;
  if delivery.id is null then
    raise exception 'This e-mail is no longer in the outbox' using errcode = 'P0002';
  end if;
  if delivery.state in ('pending', 'failed') then
    perform private.requeue_delivery(delivery.id, delivery.state = 'failed');
  end if;
  select * into delivery from public.notification_deliveries where id = p_delivery_id;
  return pg_catalog.to_jsonb(delivery) - 'last_error';
end;
$$;

comment on function public.retry_delivery(uuid) is
  'Mail health''s "Try again": a failed delivery of any kind sent again as a new generation, a '
  'late one made due now. Only for those who can work submissions.';

revoke all on function public.retry_delivery(uuid) from public, anon;
grant execute on function public.retry_delivery(uuid) to authenticated, service_role;

-- Its only caller was mail health; retry_delivery replaces it.
drop function public.resend_acknowledgement(text, uuid);

-- One read policy on inbound_messages instead of two permissive ones for the same role and action
-- (the Advisor's multiple_permissive_policies WARN): threaded answers for whoever works
-- submissions, unmatched ones for administrators only, as before.
drop policy "reviewers read answers on records" on public.inbound_messages;
drop policy "administrators read unmatched answers" on public.inbound_messages;
create policy "the desk reads answers: threaded for reviewers, unmatched for administrators"
  on public.inbound_messages for select to authenticated
  using (
    case state
      when 'threaded' then (select public.can_work_submissions())
      when 'unmatched' then (select public.has_role((select auth.uid()), 'admin'))
      else false
    end
  );
