-- Mail health: what the desk shows about the outbox (failed, retrying, late and skipped e-mails)
-- and "Try again" for any kind.
-- Baseline (docs/migration-baseline.md).

-- Function bodies here may name objects defined further down or in a later file of the baseline,
-- as pg_dump's output does: they are checked when they run (pgTAP runs every one), not when
-- they are created. Only for this file's transaction.
set local check_function_bodies = off;

-- Mail health on the one outbox: mail_health() reads the
-- outbox alone, and "Try again" is one RPC for every kind, on the outbox's one requeue.

/**
 * Mail health that tells the truth, so the desk can trust what it lists.
 *
 * - The 15-minute rule means 15 minutes. mail_health() listed a waiting e-mail as soon as one
 *   attempt had failed, and the desk's alert called every listed e-mail one that "has failed or
 *   waited over 15 minutes": an e-mail retried after a refusal a minute ago read as 15 minutes
 *   late. Each listed e-mail now says why it is listed ('failed', 'retrying' after a failed
 *   attempt, or 'late': due and unsent for over 15 minutes), and the desk words its alert from
 *   that. An e-mail not yet due (an answer digest, due in an hour) is neither late nor waiting.
 * - Acknowledgements a limit skipped are counted and named: mail_health() answers "skipped": the
 *   day's total, the count per limit (mailbox, network, project_hour, project_day) and the 20
 *   newest, each with the person, the address and the reason.
 * - The visitor's page never promises an e-mail a limit will skip: the intake RPCs answer
 *   "acknowledgement": "sending" or "skipped" beside the reference, decided by the same insert
 *   (private.limit_person_mail runs before the RPC returns).
 */

/* Whether the acknowledgement of the record with this reference will be sent. */
create function private.acknowledgement_outlook(p_record_kind text, p_reference text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  found_state text;
begin
  execute pg_catalog.format(
    'select d.state from public.notification_deliveries d join public.%I t on t.id = d.record_id
      where t.reference = $1 and d.record_kind = $2 and d.kind = ''acknowledgement''',
    private.notification_table(p_record_kind)
  )
  into found_state
  using p_reference, p_record_kind;
  return case when found_state = 'skipped' then 'skipped' else 'sending' end;
end;
$$;
revoke all on function private.acknowledgement_outlook(text, text) from public, anon, authenticated;

-- Mail health reads every kind of e-mail the outbox holds, in four groups: notifications (the
-- answer notice among them: it goes to the reviewers), acknowledgements, replies (the deletion
-- confirmation among them: it goes to the person) and account e-mails ('account', "Sign-in and
-- account e-mails" on the desk: the auth e-mails the Send Email hook queues, kind 'auth_email',
-- and the notice that a member's access ended). A listed account e-mail says what it is
-- ('about': its email_action_type) and names no record (record_kind and record_id are null: it
-- is about a person's account, which the desk cannot open as a record). A fifth group, 'update'
-- (updates to subscribers, their tests and the sign-ups' confirmations), is about no record the
-- desk opens either, so a failing one is listed like an account e-mail. Besides: "held",
-- acknowledgements a full hour holds for a later one (not late, not skipped: the worker sends
-- them when their hour begins), how many and when the next is due; "answers", answers received
-- by e-mail that a limit stored in short or refused in the last day, each in total and per limit
-- (record, sender, project); and "update_sends", each recent send's result.
create or replace function private.mail_health()
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
        when 'auth_email' then 'account'
        -- Updates to subscribers, their tests and the sign-ups' confirmations: e-mail to people
        -- on the list, about no record the desk opens.
        when 'update' then 'update'
        when 'update_test' then 'update'
        when 'update_confirmation' then 'update'
        else d.kind
      end as kind,
      -- What an account e-mail is (invite, recovery, magiclink, signup, email_change,
      -- reauthentication, access_removed); null for the other kinds.
      e.email_action_type as about,
      d.id,
      -- An account e-mail is about a person's account, an update about a subscription: not a
      -- record the desk can open.
      case when d.kind in ('auth_email', 'update', 'update_test', 'update_confirmation')
        then null else d.record_kind end as record_kind,
      case when d.kind in ('auth_email', 'update', 'update_test', 'update_confirmation')
        then null else d.record_id end as record_id,
      d.recipient, d.state, d.attempts,
      d.last_error, d.sent_at, d.give_up_at - interval '24 hours' as waiting_since,
      d.next_attempt_at
    from public.notification_deliveries d
    left join private.auth_emails e on d.kind = 'auth_email' and e.id = d.item_id
    where d.state <> 'skipped'
  ),
  kinds (kind, position) as (
    values ('notification', 1), ('acknowledgement', 2), ('reply', 3), ('account', 4), ('update', 5)
  ),
  per_kind as (
    select k.kind, k.position,
      count(d.id) filter (where d.state in ('pending', 'sending')) as pending,
      count(d.id) filter (where d.state = 'failed') as failed,
      min(d.waiting_since) filter (
        where d.state in ('pending', 'sending') and d.waiting_since <= pg_catalog.now()
      ) as oldest_waiting_at,
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
        and (d.last_error is not null or d.waiting_since < pg_catalog.now() - interval '15 minutes')
        and d.waiting_since <= pg_catalog.now())
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
  ,
  skipped as (
    -- Acknowledgements a limit skipped in the last day, by limit, newest first.
    select d.id, d.record_kind, d.record_id, d.recipient, d.skipped_reason, d.created_at,
      coalesce(d.skipped_limit, 'other') as skipped_limit
    from public.notification_deliveries d
    where d.kind = 'acknowledgement' and d.state = 'skipped'
      and d.created_at > pg_catalog.now() - interval '1 day'
  ),
  skipped_named as (
    select s.*,
      coalesce(
        a.first_name || ' ' || a.last_name,
        c.first_name || ' ' || c.last_name,
        l.first_name || ' ' || l.last_name
      ) as name
    from (select * from skipped order by created_at desc, id limit 20) s
    left join public.coach_applications a
      on s.record_kind = 'coach_application' and a.id = s.record_id
    left join public.contact_submissions c
      on s.record_kind = 'contact_submission' and c.id = s.record_id
    left join public.alliance_registrations l
      on s.record_kind = 'alliance_registration' and l.id = s.record_id
  )
  select pg_catalog.jsonb_build_object(
    'checked_at', pg_catalog.now(),
    'skipped', pg_catalog.jsonb_build_object(
      'total', (select pg_catalog.count(*) from skipped),
      'by_limit', coalesce((
        select pg_catalog.jsonb_object_agg(x.skipped_limit, x.n)
        from (select s.skipped_limit, pg_catalog.count(*) as n from skipped s group by 1) x
      ), '{}'::jsonb),
      'recent', coalesce((
        select pg_catalog.jsonb_agg(
          pg_catalog.jsonb_build_object(
            'id', n.id, 'record_kind', n.record_kind, 'record_id', n.record_id, 'name', n.name,
            'recipient', n.recipient, 'limit', n.skipped_limit, 'reason', n.skipped_reason,
            'skipped_at', n.created_at
          ) order by n.created_at desc, n.id)
        from skipped_named n
      ), '[]'::jsonb)
    ),
    'held', (
      select pg_catalog.jsonb_build_object(
        'total', pg_catalog.count(*), 'next_at', pg_catalog.min(d.next_attempt_at)
      )
      from public.notification_deliveries d
      where d.kind = 'acknowledgement' and d.state = 'pending' and d.attempts = 0
        and d.next_attempt_at > d.created_at + interval '20 seconds'
        and d.next_attempt_at > pg_catalog.now()
    ),
    'answers', (
      select pg_catalog.jsonb_object_agg(o.outcome, pg_catalog.jsonb_build_object(
        'total', coalesce((
          select pg_catalog.sum(l.answers) from private.inbound_answers_limited l
          where l.outcome = o.outcome and l.hour > pg_catalog.now() - interval '1 day'
        ), 0),
        'by_limit', coalesce((
          select pg_catalog.jsonb_object_agg(x.limit_hit, x.n)
          from (
            select l.limit_hit, pg_catalog.sum(l.answers) as n
            from private.inbound_answers_limited l
            where l.outcome = o.outcome and l.hour > pg_catalog.now() - interval '1 day'
            group by 1
          ) x
        ), '{}'::jsonb)
      ))
      from (values ('shortened'), ('refused')) as o(outcome)
    ),
    'last_sent_at', (select max(p.last_sent_at) from per_kind p),
    -- Each recent send's result: sent, waiting, failed, and not sent because the person
    -- unsubscribed or paused after it started.
    'update_sends', coalesce((
      select pg_catalog.jsonb_agg(
        pg_catalog.jsonb_build_object(
          'id', u.id, 'subject', u.subject, 'created_at', u.created_at,
          'recipient_count', u.recipient_count,
          'sent', (select pg_catalog.count(*) from public.notification_deliveries d
            where d.record_kind = 'update_send' and d.record_id = u.id and d.state = 'sent'),
          'waiting', (select pg_catalog.count(*) from public.notification_deliveries d
            where d.record_kind = 'update_send' and d.record_id = u.id
              and d.state in ('pending', 'sending')),
          'failed', (select pg_catalog.count(*) from public.notification_deliveries d
            where d.record_kind = 'update_send' and d.record_id = u.id and d.state = 'failed'),
          'skipped', (select pg_catalog.count(*) from public.notification_deliveries d
            where d.record_kind = 'update_send' and d.record_id = u.id and d.state = 'skipped')
        ) order by u.created_at desc)
      from (
        select * from public.update_sends s where not s.test order by s.created_at desc limit 5
      ) u
    ), '[]'::jsonb),
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
          'about', n.about,
          'id', n.id,
          'record_kind', n.record_kind,
          'record_id', n.record_id,
          'name', n.name,
          'recipient', n.recipient,
          'state', n.state,
          'attempts', n.attempts,
          'last_error', n.last_error,
          'waiting_since', n.waiting_since,
          'next_attempt_at', n.next_attempt_at,
          -- Why it is listed: failed for good, an attempt failed and it is being retried, or it
          -- has waited over 15 minutes (the alert says which, never "over 15 minutes" of an
          -- e-mail that has not waited that long).
          'why', case
            when n.state = 'failed' then 'failed'
            when n.waiting_since < pg_catalog.now() - interval '15 minutes' then 'late'
            else 'retrying'
          end
        ) order by n.waiting_since, n.id)
      from named n
    ), '[]'::jsonb)
  ) into result;
  return result;
end;
$$;
comment on function private.mail_health() is
  'Mail health for the desk''s front page: per kind (notification, acknowledgement, reply, '
  'account: the sign-in and account e-mails, update: updates, their tests and sign-up '
  'confirmations) the '
  'waiting and failed counts, the oldest waiting and the last sent, up to 50 failing deliveries '
  'with why each is listed, the acknowledgements a limit skipped in the last day, those held for a '
  'later hour, the answers by e-mail a limit stored in short or refused in the last day, and the '
  'result of the five latest updates sent to subscribers. '
  'Read-only; refused unless public.can_work_submissions().';
revoke all on function private.mail_health() from public, anon;
grant execute on function private.mail_health() to authenticated, service_role;

-- The API's entry point: runs as the caller and calls the function above.
create function public.mail_health()
returns jsonb
language sql
stable
security invoker
set search_path = ''
begin atomic
  select private.mail_health();
end;
revoke all on function public.mail_health() from public;
grant execute on function public.mail_health() to authenticated, service_role;
comment on function public.mail_health() is
  'Mail health for the desk''s front page: per kind (notification, acknowledgement, reply, '
  'account: the sign-in and account e-mails, update: updates, their tests and sign-up '
  'confirmations) the '
  'waiting and failed counts, the oldest waiting and the last sent, up to 50 failing deliveries '
  'with why each is listed, the acknowledgements a limit skipped in the last day, those held for a '
  'later hour, the answers by e-mail a limit stored in short or refused in the last day, and the '
  'result of the five latest updates sent to subscribers. '
  'Read-only; refused unless public.can_work_submissions().';

comment on column public.notification_deliveries.item_id is
  'The kind''s own row when a record owes several e-mails of that kind (desk_replies.id for replies).';

comment on table public.notification_deliveries is
  'The outbox: one row per e-mail the project owes (notifications, acknowledgements, replies). Admins read; only the service role writes.';

/**
 * "Try again" in mail health, for any kind: a failed delivery goes back in the outbox as a new
 * generation (a new Idempotency-Key and Message-ID: the last attempt was refused, so nothing was
 * delivered); one that is only late is made due now under its own identity, so a send that
 * did reach the mail service is still dropped as a repeat. Refused unless can_work_submissions().
 */
create or replace function private.retry_delivery(p_delivery_id uuid)
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
    raise exception 'This e-mail is no longer in the outbox: its record may have been deleted. Reload mail health to see what is waiting now.'
      using errcode = 'PT404';
  end if;
  if delivery.state in ('pending', 'failed') then
    perform private.requeue_delivery(delivery.id, delivery.state = 'failed');
  end if;
  select * into delivery from public.notification_deliveries where id = p_delivery_id;
  return pg_catalog.to_jsonb(delivery) - 'last_error';
end;
$$;
comment on function private.retry_delivery(uuid) is
  'Mail health''s "Try again": a failed delivery of any kind sent again as a new generation, a '
  'late one made due now. Only for those who can work submissions.';
revoke all on function private.retry_delivery(uuid) from public, anon;
grant execute on function private.retry_delivery(uuid) to authenticated, service_role;

-- The API's entry point: runs as the caller and calls the function above.
create function public.retry_delivery(p_delivery_id uuid)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
begin atomic
  select private.retry_delivery($1);
end;
revoke all on function public.retry_delivery(uuid) from public;
grant execute on function public.retry_delivery(uuid) to authenticated, service_role;
comment on function public.retry_delivery(uuid) is
  'Mail health''s "Try again": a failed delivery of any kind sent again as a new generation, a '
  'late one made due now. Only for those who can work submissions.';
