/**
 * Answers cannot flood the team (issue 32, item 8).
 *
 * Every answer e-mailed to a record's reply address used to queue one notice to the reviewers,
 * at any rate: one outsider's loop sent 3,030 notices in 75 s. Now an answer is carried by a
 * notice, and a notice carries every answer of its record that arrives before it goes:
 *
 *   - the first answer to a record in an hour gets a notice at once, unless its sender already
 *     caused `sender_per_hour` notices in the last hour, or the project `project_per_hour`;
 *   - any other answer is collected into the record's digest: one notice, due an hour after the
 *     record's last notice (or an hour from now when a sender or project limit held it back),
 *     which lists every answer collected until it is claimed. A record so gets at most one notice
 *     an hour after its first.
 *
 * Twenty answers to one record in a minute make two notices: the first at once, a digest of the
 * other nineteen an hour later. Nothing is lost: every answer is stored, threaded and marks the
 * record unread at once, whatever its notice does.
 *
 * THE LIMITS (private.answer_notice_limits, one row; an operator may change a figure with UPDATE):
 *   per record    one notice at once per hour, then one digest an hour
 *   per sender    3 notices at once an hour (the sender's mailbox as private.mailbox_key counts it)
 *   project-wide  30 notices at once an hour
 */

create table private.answer_notice_limits (
  singleton boolean primary key default true check (singleton),
  sender_per_hour integer not null check (sender_per_hour > 0),
  project_per_hour integer not null check (project_per_hour > 0),
  digest_after interval not null check (digest_after > interval '0')
);

comment on table private.answer_notice_limits is
  'The limits on the reviewers'' notices of answers by e-mail: notices sent at once per sender and '
  'project-wide an hour, and how long a record''s digest collects answers. One row.';

insert into private.answer_notice_limits (sender_per_hour, project_per_hour, digest_after)
values (3, 30, interval '1 hour');

alter table private.answer_notice_limits enable row level security;
revoke all on table private.answer_notice_limits from public, anon, authenticated, service_role;
create policy "no API role reads the answer-notice limits"
  on private.answer_notice_limits for select to anon, authenticated
  using (false);

-- Which notice carries an answer: the one opened for it, or the record's digest it joined.
alter table public.inbound_messages
  add column notice_delivery_id uuid;

comment on column public.inbound_messages.notice_delivery_id is
  'The reviewers'' notice (notification_deliveries.id, kind inbound_notice) that carries this '
  'answer: its own, or the record''s digest it was collected into.';

create index inbound_messages_notice_idx
  on public.inbound_messages (notice_delivery_id) where notice_delivery_id is not null;

/*
 * A threaded answer leaves the record unread for everyone and is carried by a notice: the
 * record's digest when one is waiting, otherwise a new notice, due at once within the limits
 * above or collected for later. Serialised per record, so two answers at once open one notice.
 */
create or replace function private.thread_answer(p_message public.inbound_messages)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  limits private.answer_notice_limits;
  carrier uuid;
  record_last timestamptz;
  sender_recent integer;
  project_recent integer;
  due timestamptz := pg_catalog.now();
begin
  delete from public.record_reads
  where record_kind = p_message.record_kind and record_id = p_message.record_id;

  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(
    'answer-notice:' || p_message.record_kind || ':' || p_message.record_id::text, 0
  ));
  select * into limits from private.answer_notice_limits;

  -- A digest not yet claimed collects this answer too.
  select d.id into carrier
  from public.notification_deliveries d
  where d.kind = 'inbound_notice'
    and d.record_kind = p_message.record_kind and d.record_id = p_message.record_id
    and d.state = 'pending' and d.attempts = 0 and d.next_attempt_at > pg_catalog.now()
  order by d.next_attempt_at
  limit 1;

  if carrier is null then
    -- When the record's last notice fell (or falls) due, if within the digest's period.
    select max(d.next_attempt_at) into record_last
    from public.notification_deliveries d
    where d.kind = 'inbound_notice'
      and d.record_kind = p_message.record_kind and d.record_id = p_message.record_id
      and d.next_attempt_at > pg_catalog.now() - limits.digest_after;

    select pg_catalog.count(*) into sender_recent
    from public.notification_deliveries d
    join public.inbound_messages m on m.id = d.item_id
    where d.kind = 'inbound_notice'
      and d.created_at > pg_catalog.now() - interval '1 hour'
      and d.next_attempt_at <= d.created_at
      and private.mailbox_key(m.from_address) = private.mailbox_key(p_message.from_address);

    select pg_catalog.count(*) into project_recent
    from public.notification_deliveries d
    where d.kind = 'inbound_notice'
      and d.created_at > pg_catalog.now() - interval '1 hour'
      and d.next_attempt_at <= d.created_at;

    if record_last is not null
      or sender_recent >= limits.sender_per_hour
      or project_recent >= limits.project_per_hour then
      due := coalesce(record_last, pg_catalog.now()) + limits.digest_after;
    end if;

    -- give_up_at counts a day of failures from when the notice falls due (mail health reads the
    -- wait from it), not from when a digest opened.
    insert into public.notification_deliveries (
      record_kind, record_id, kind, item_id, next_attempt_at, give_up_at
    )
    values (
      p_message.record_kind, p_message.record_id, 'inbound_notice', p_message.id, due,
      due + interval '24 hours'
    )
    on conflict (record_kind, record_id, kind, item_id) do nothing
    returning id into carrier;
  end if;

  update public.inbound_messages set notice_delivery_id = carrier where id = p_message.id;
end;
$$;
revoke all on function private.thread_answer(public.inbound_messages) from public;

-- A notice is about its answers: it goes when the last of them goes.
create or replace function private.forget_answer_notice()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.notification_deliveries d
  where d.kind = 'inbound_notice'
    and (d.item_id = old.id or d.id = old.notice_delivery_id)
    and not exists (
      select 1 from public.inbound_messages m
      where m.id <> old.id and (m.notice_delivery_id = d.id or m.id = d.item_id)
    );
  return null;
end;
$$;
revoke all on function private.forget_answer_notice() from public;

-- What the senders get with a delivery: its kind's content; a combined acknowledgement's earlier
-- references; and, for an answer notice, every answer it carries (oldest first, at most 20 shown
-- with their count).
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
      else '{}'::jsonb
    end
$$;
revoke all on function private.delivery_content(public.notification_deliveries) from public;
