-- Replies that come back by e-mail: reply tokens, the answers received (threaded into a record or
-- unmatched), the reviewers' notices of them and their limits, and the desk's handling of
-- unmatched answers.
-- Baseline (docs/migration-baseline.md).

-- Function bodies here may name objects defined further down or in a later file of the baseline,
-- as pg_dump's output does: they are checked when they run (pgTAP runs every one), not when
-- they are created. Only for this file's transaction.
set local check_function_bodies = off;

-- Replies come back: an answer to any e-mail the desk sends a person returns to
-- the record it is about.
--
-- * record_reply_tokens: one unguessable token per record (144 random bits). Every e-mail to the
--   person (acknowledgement, reply) carries Reply-To reply+<token>@<MAIL_INBOUND_DOMAIN>; the
--   outbox hands the token to the sender with the delivery (private.delivery_content).
-- * inbound_messages: every answer received through the inbound webhook (the receive-inbound-mail
--   function, signature-checked). One carrying a known token is threaded into its record
--   ('threaded'): the record becomes unread for every reviewer and the outbox owes the reviewers an
--   'inbound_notice'. One without a token lands in the unmatched list ('unmatched'), which an
--   administrator attaches to a record or discards. A token that was never issued is refused and
--   nothing is stored. The original text (and HTML) is kept; display_text is the answer with
--   quoted text and signature trimmed (the function trims it).
--
-- The outbox (notification_deliveries, above) has the kind
-- 'inbound_notice' (item_id = inbound_messages.id, to the routed reviewers like a notification).

-- ---------------------------------------------------------------------------------------------
-- Tokens
-- ---------------------------------------------------------------------------------------------
create table public.record_reply_tokens (
  record_kind text not null,
  record_id uuid not null,
  token text not null default pg_catalog.encode(extensions.gen_random_bytes(18), 'hex'),
  created_at timestamptz not null default now(),

  constraint record_reply_tokens_pkey primary key (record_kind, record_id),
  constraint record_reply_tokens_token_key unique (token),
  constraint record_reply_tokens_record_kind_allowed check (
    record_kind in ('coach_application', 'contact_submission', 'alliance_registration')
  ),
  constraint record_reply_tokens_token_shape check (token ~ '^[0-9a-f]{36}$')
);

comment on table public.record_reply_tokens is
  'The token in each record''s reply address (reply+<token>@<inbound domain>). Service role only.';

alter table public.record_reply_tokens enable row level security;

revoke all on table public.record_reply_tokens from public, anon, authenticated;

grant all on table public.record_reply_tokens to service_role;

create function private.keep_reply_token()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    delete from public.record_reply_tokens where record_kind = tg_argv[0] and record_id = old.id;
    return null;
  end if;
  insert into public.record_reply_tokens (record_kind, record_id)
  values (tg_argv[0], new.id)
  on conflict do nothing;
  return null;
end;
$$;
revoke all on function private.keep_reply_token() from public;

create trigger coach_applications_reply_token
  after insert or delete on public.coach_applications
  for each row execute function private.keep_reply_token('coach_application');

create trigger contact_submissions_reply_token
  after insert or delete on public.contact_submissions
  for each row execute function private.keep_reply_token('contact_submission');

create trigger alliance_registrations_reply_token
  after insert or delete on public.alliance_registrations
  for each row execute function private.keep_reply_token('alliance_registration');

-- ---------------------------------------------------------------------------------------------
-- Answers received
-- ---------------------------------------------------------------------------------------------
create table public.inbound_messages (
  id uuid primary key default gen_random_uuid(),
  -- The provider's id of the received e-mail: a webhook delivered twice stores one answer.
  provider_id text not null,
  state text not null,
  record_kind text,
  record_id uuid,
  from_address text not null,
  to_address text not null,
  subject text not null default '',
  -- The original as received.
  body_text text not null default '',
  body_html text,
  -- What the desk shows: the answer without the quoted e-mail and the signature.
  display_text text not null default '',
  received_at timestamptz not null default now(),
  handled_by uuid references auth.users (id) on delete set null,
  handled_at timestamptz,
  -- Which notice carries an answer: the one opened for it, or the record's digest it joined.
  notice_delivery_id uuid,

  constraint inbound_messages_provider_key unique (provider_id),
  constraint inbound_messages_state_allowed check (state in ('threaded', 'unmatched')),
  constraint inbound_messages_threaded_has_record check (
    (state = 'threaded') = (record_id is not null and record_kind is not null)
  ),
  constraint inbound_messages_record_kind_allowed check (
    record_kind in ('coach_application', 'contact_submission', 'alliance_registration')
  ),
  constraint inbound_messages_sizes check (
    pg_catalog.length(provider_id) between 1 and 300
    and pg_catalog.length(from_address) <= 320
    and pg_catalog.length(to_address) <= 2000
    and pg_catalog.length(subject) <= 1000
    and pg_catalog.length(body_text) <= 200000
    and pg_catalog.length(coalesce(body_html, '')) <= 400000
    and pg_catalog.length(display_text) <= 200000
  )
);

comment on table public.inbound_messages is
  'Answers people sent to the desk''s e-mails: threaded into a record, or unmatched for an administrator to attach or discard. Written only by receive_inbound_mail and the admin RPCs.';

create index inbound_messages_record_idx
  on public.inbound_messages (record_kind, record_id, received_at) where state = 'threaded';

create index inbound_messages_unmatched_idx
  on public.inbound_messages (received_at) where state = 'unmatched';

comment on column public.inbound_messages.notice_delivery_id is
  'The reviewers'' notice (notification_deliveries.id, kind inbound_notice) that carries this '
  'answer: its own, or the record''s digest it was collected into.';

create index inbound_messages_notice_idx
  on public.inbound_messages (notice_delivery_id) where notice_delivery_id is not null;

alter table public.inbound_messages enable row level security;

revoke all on table public.inbound_messages from public, anon, authenticated;

grant select on table public.inbound_messages to authenticated;

grant all on table public.inbound_messages to service_role;

-- ---------------------------------------------------------------------------------------------
-- Answers cannot flood the team: the limits on the reviewers' notices
-- ---------------------------------------------------------------------------------------------
/**
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

-- ---------------------------------------------------------------------------------------------
-- The outbox's new kind, and what its senders need
-- ---------------------------------------------------------------------------------------------

-- A threaded answer leaves the record unread for everyone and owes the reviewers a notice.
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

-- A notice is about an answer: it goes when the answer goes.
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

create trigger inbound_messages_forget_notice
  after delete on public.inbound_messages
  for each row execute function private.forget_answer_notice();

-- ---------------------------------------------------------------------------------------------
-- The inbound webhook's RPC (service role)
-- ---------------------------------------------------------------------------------------------
/*
 * Stores one received answer. `p_token` is the token of the reply address it was sent to, or
 * null when it was sent to no reply address. Answers {"outcome": "threaded" | "unmatched" |
 * "duplicate" | "refused", "id", "record_kind", "record_id"}: a token never issued is refused and
 * nothing is stored; the same provider id again is a duplicate and changes nothing.
 */
create function public.receive_inbound_mail(
  p_provider_id text,
  p_token text,
  p_from text,
  p_to text,
  p_subject text,
  p_text text,
  p_html text,
  p_display_text text
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  owner public.record_reply_tokens;
  stored public.inbound_messages;
begin
  if p_provider_id is null or pg_catalog.btrim(p_provider_id) = '' then
    raise exception 'A provider id is required' using errcode = '22023';
  end if;
  select * into stored from public.inbound_messages where provider_id = p_provider_id;
  if stored.id is not null then
    return pg_catalog.jsonb_build_object(
      'outcome', 'duplicate', 'id', stored.id, 'record_kind', stored.record_kind,
      'record_id', stored.record_id
    );
  end if;
  if p_token is not null then
    select * into owner from public.record_reply_tokens where token = pg_catalog.lower(p_token);
    if owner.token is null then
      return pg_catalog.jsonb_build_object('outcome', 'refused');
    end if;
  end if;

  insert into public.inbound_messages (
    provider_id, state, record_kind, record_id, from_address, to_address, subject, body_text,
    body_html, display_text
  )
  values (
    p_provider_id,
    case when owner.token is null then 'unmatched' else 'threaded' end,
    owner.record_kind,
    owner.record_id,
    pg_catalog.left(coalesce(p_from, ''), 320),
    pg_catalog.left(coalesce(p_to, ''), 2000),
    pg_catalog.left(coalesce(p_subject, ''), 1000),
    pg_catalog.left(coalesce(p_text, ''), 200000),
    pg_catalog.left(p_html, 400000),
    pg_catalog.left(coalesce(p_display_text, p_text, ''), 200000)
  )
  on conflict (provider_id) do nothing
  returning * into stored;
  if stored.id is null then
    -- The same answer arrived twice at once: the first one stored it.
    select * into stored from public.inbound_messages where provider_id = p_provider_id;
    return pg_catalog.jsonb_build_object('outcome', 'duplicate', 'id', stored.id);
  end if;
  if stored.state = 'threaded' then
    perform private.thread_answer(stored);
  end if;
  return pg_catalog.jsonb_build_object(
    'outcome', stored.state, 'id', stored.id, 'record_kind', stored.record_kind,
    'record_id', stored.record_id
  );
end;
$$;
revoke all on function public.receive_inbound_mail(text, text, text, text, text, text, text, text)
  from public, anon, authenticated;
grant execute on function public.receive_inbound_mail(text, text, text, text, text, text, text, text)
  to service_role;

-- The unmatched answers, oldest first.
create function public.admin_unmatched_mail()
returns setof public.inbound_messages
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not coalesce(public.has_role(auth.uid(), 'admin'), false) then
    raise exception 'Only administrators can see unmatched answers' using errcode = '42501';
  end if;
  return query
  select * from public.inbound_messages where state = 'unmatched' order by received_at;
end;
$$;
revoke all on function public.admin_unmatched_mail() from public, anon;
grant execute on function public.admin_unmatched_mail() to authenticated;

-- Threads an unmatched answer into a record, as if it had come with the record's token.
create or replace function public.admin_attach_inbound_mail(
  p_message_id uuid,
  p_record_kind text,
  p_record_id uuid
)
returns public.inbound_messages
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  source_table text := private.notification_table(p_record_kind);
  record_exists boolean;
  attached public.inbound_messages;
begin
  if not coalesce(public.has_role(auth.uid(), 'admin'), false) then
    raise exception 'Only administrators can attach answers' using errcode = '42501';
  end if;
  if source_table is null then
    raise exception 'Unknown record kind: %', p_record_kind using errcode = '22023';
  end if;
  execute pg_catalog.format('select exists (select 1 from public.%I where id = $1)', source_table)
  into record_exists
  using p_record_id;
  if not record_exists then
    raise exception 'That record was not found: it may have been deleted. Reload the list to see the records there are now.'
      using errcode = 'PT404';
  end if;
  update public.inbound_messages
  set state = 'threaded', record_kind = p_record_kind, record_id = p_record_id,
      handled_by = auth.uid(), handled_at = pg_catalog.now()
  where id = p_message_id and state = 'unmatched'
  returning * into attached;
  if attached.id is null then
    raise exception 'This answer is no longer waiting to be attached: another administrator may have attached or discarded it. Reload the list.'
      using errcode = 'PT404';
  end if;
  perform private.thread_answer(attached);
  perform private.write_audit('inbound_mail_attached', p_record_kind, p_record_id, '{}'::jsonb);
  return attached;
end;
$$;
revoke all on function public.admin_attach_inbound_mail(uuid, text, uuid) from public, anon;
grant execute on function public.admin_attach_inbound_mail(uuid, text, uuid) to authenticated;

-- Deletes an unmatched answer (spam, or nothing the desk needs to keep).
create or replace function public.admin_discard_inbound_mail(p_message_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not coalesce(public.has_role(auth.uid(), 'admin'), false) then
    raise exception 'Only administrators can discard answers' using errcode = '42501';
  end if;
  delete from public.inbound_messages where id = p_message_id and state = 'unmatched';
  if not found then
    raise exception 'This answer is no longer waiting to be attached: another administrator may have attached or discarded it. Reload the list.'
      using errcode = 'PT404';
  end if;
  perform private.write_audit('inbound_mail_discarded', null, null, '{}'::jsonb);
end;
$$;
revoke all on function public.admin_discard_inbound_mail(uuid) from public, anon;
grant execute on function public.admin_discard_inbound_mail(uuid) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Who reads answers and reply tokens
-- ---------------------------------------------------------------------------------------------
create policy "the desk reads answers: threaded for reviewers, unmatched for administrators"
  on public.inbound_messages for select to authenticated
  using (
    case state
      when 'threaded' then (select public.can_work_submissions())
      when 'unmatched' then (select public.has_role((select auth.uid()), 'admin'))
      else false
    end
  );

create index inbound_messages_handled_by_idx on public.inbound_messages (handled_by);

create policy "no API role reads reply tokens"
  on public.record_reply_tokens for select to anon, authenticated
  using (false);
