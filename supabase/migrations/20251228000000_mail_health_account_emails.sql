-- Mail health reads every kind of e-mail the outbox holds (mail_health() was last defined in
-- 20251101030300_mail_health.sql, re-created here whole).
--
-- The outbox also sends the auth e-mails the Send Email hook queues (invitations, password
-- resets, sign-in links; kind 'auth_email', about an auth user rather than a record) and the
-- notice that a member's access ended. mail_health() passed those through under their own kind
-- with a record kind of 'auth_user', which the desk's reader does not know, so one failed
-- invitation made the whole panel read "Mail health could not be checked just now" for the
-- team. They are now a fourth group, 'account' ("Sign-in and account e-mails" on the desk),
-- counted like the others; a listed one says what it is ('about': its email_action_type) and
-- names no record (record_kind and record_id are null: the desk cannot open an account as a
-- record).

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
        when 'auth_email' then 'account'
        else d.kind
      end as kind,
      -- What an account e-mail is (invite, recovery, magiclink, signup, email_change,
      -- reauthentication, access_removed); null for the other kinds.
      e.email_action_type as about,
      d.id,
      -- An account e-mail is about a person's account, not a record the desk can open.
      case when d.kind = 'auth_email' then null else d.record_kind end as record_kind,
      case when d.kind = 'auth_email' then null else d.record_id end as record_id,
      d.recipient, d.state, d.attempts,
      d.last_error, d.sent_at, d.give_up_at - interval '24 hours' as waiting_since,
      d.next_attempt_at
    from public.notification_deliveries d
    left join private.auth_emails e on d.kind = 'auth_email' and e.id = d.item_id
    where d.state <> 'skipped'
  ),
  kinds (kind, position) as (
    values ('notification', 1), ('acknowledgement', 2), ('reply', 3), ('account', 4)
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
comment on function public.mail_health() is
  'Mail health for the desk''s front page: per kind (notification, acknowledgement, reply, '
  'account: the sign-in and account e-mails) the '
  'waiting and failed counts, the oldest waiting and the last sent, up to 50 failing deliveries '
  'with why each is listed, and the acknowledgements a limit skipped in the last day. Read-only; '
  'refused unless public.can_work_submissions().';
revoke all on function public.mail_health() from public, anon;
grant execute on function public.mail_health() to authenticated, service_role;
