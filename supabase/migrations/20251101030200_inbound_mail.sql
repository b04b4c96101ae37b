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
-- Answers stored within limits
-- ---------------------------------------------------------------------------------------------
-- The reviewers' notices of answers by e-mail were already a digest per record, but the answers
-- themselves were stored with no count per record, sender or hour, each up to the webhook's 1 MB:
-- 100 answers of about 245 kB in 11 s grew public.inbound_messages by 32 MB, and a Free project's
-- 500 MB was full after about 1,600. So public.receive_inbound_mail stores an answer in one of
-- three ways (THE LIMITS, private.inbound_answer_limits, one row; an operator may change a figure
-- with UPDATE):
--
--   WHOLE     while its record has had fewer than 10 answers in the last hour and 30 in the last
--             day, its sender (the mailbox as private.mailbox_key counts it) fewer than 10 and 30,
--             and the project fewer than 60 and 200. Its text and the text the desk shows are each
--             kept up to 16,000 characters, its HTML only when it is at most 16,000; what is cut
--             is dropped with a note at the end of the text, saying how much.
--   IN SHORT  past any of those: its first 500 characters and a note saying which limit, no HTML.
--             A record keeps at most 100 a day in short, and the project 1,000.
--   REFUSED   past those: nothing of it is stored. The answer counts in mail health (per limit,
--             for the day) and the record's latest stored answer ends with a note saying how many
--             later answers were not stored, so a reviewer reading the record sees that more
--             arrived than were kept; the record is left unread. The webhook answers 200 with
--             outcome 'limited' (a provider retries anything else, and a retry would be refused too).
--
-- Every stored answer is threaded and noticed as before (the digest, above).
-- The campaign's 100 answers of 245 kB to one record now store 10 whole (cut to 16,000 characters)
-- and 90 in short. A day of the worst the limits allow stores about 200 x 48 kB + 1,000 x 1.5 kB,
-- some 11 MB. What it gives up: a person who writes more than 10 answers an hour to one record
-- sees the later ones kept in short; an answer longer than 16,000 characters (a long quoted thread,
-- pasted documents) loses its end and any large HTML; and past the day's short answers, answers
-- to every record are refused until the day has room, a real person's among them.

create table private.inbound_answer_limits (
  singleton boolean primary key default true check (singleton),
  record_per_hour integer not null check (record_per_hour > 0),
  record_per_day integer not null check (record_per_day >= record_per_hour),
  sender_per_hour integer not null check (sender_per_hour > 0),
  sender_per_day integer not null check (sender_per_day >= sender_per_hour),
  project_per_hour integer not null check (project_per_hour > 0),
  project_per_day integer not null check (project_per_day >= project_per_hour),
  short_record_per_day integer not null check (short_record_per_day > 0),
  short_project_per_day integer not null check (short_project_per_day > 0),
  stored_chars integer not null check (stored_chars between 1000 and 200000),
  short_chars integer not null check (short_chars between 100 and 5000)
);

comment on table private.inbound_answer_limits is
  'The limits on answers received by e-mail: how many are stored whole per record, sender and '
  'project an hour and a day, how many in short, and how much of one is kept. One row.';

insert into private.inbound_answer_limits (
  record_per_hour, record_per_day, sender_per_hour, sender_per_day, project_per_hour,
  project_per_day, short_record_per_day, short_project_per_day, stored_chars, short_chars
) values (10, 30, 10, 30, 60, 200, 100, 1000, 16000, 500);

alter table private.inbound_answer_limits enable row level security;
revoke all on table private.inbound_answer_limits from public, anon, authenticated, service_role;
create policy "no API role reads the answer limits"
  on private.inbound_answer_limits for select to anon, authenticated
  using (false);

/*
 * What the limits did, per clock hour, for mail health: answers stored in short and answers
 * refused, per limit. A count, never the answer; kept a day.
 */
create table private.inbound_answers_limited (
  hour timestamptz not null,
  outcome text not null check (outcome in ('shortened', 'refused')),
  limit_hit text not null check (limit_hit in ('record', 'sender', 'project')),
  answers integer not null default 0 check (answers >= 0),
  primary key (hour, outcome, limit_hit)
);

comment on table private.inbound_answers_limited is
  'Answers received by e-mail that a limit stored in short or refused, counted per hour and limit '
  'for mail health. Kept a day.';

alter table private.inbound_answers_limited enable row level security;
revoke all on table private.inbound_answers_limited from public, anon, authenticated, service_role;
create policy "no API role reads what the answer limits did"
  on private.inbound_answers_limited for select to anon, authenticated
  using (false);

/*
 * What the limits count: one row per answer stored in the last day, whether whole, its record and
 * its sender (the mailbox as private.mailbox_key counts it). It goes with its answer.
 */
create table private.inbound_answer_counts (
  message_id uuid primary key references public.inbound_messages (id) on delete cascade,
  record_kind text,
  record_id uuid,
  sender text not null,
  whole boolean not null,
  received_at timestamptz not null default pg_catalog.now()
);

comment on table private.inbound_answer_counts is
  'One row per answer by e-mail stored in the last day: whole or in short, its record and sender, '
  'for the answer limits. Kept a day.';

create index inbound_answer_counts_received_idx on private.inbound_answer_counts (received_at);

alter table private.inbound_answer_counts enable row level security;
revoke all on table private.inbound_answer_counts from public, anon, authenticated, service_role;
create policy "no API role reads what the answer limits count"
  on private.inbound_answer_counts for select to anon, authenticated
  using (false);

-- ---------------------------------------------------------------------------------------------
-- The inbound webhook's RPC (service role)
-- ---------------------------------------------------------------------------------------------
/*
 * Stores one received answer. `p_token` is the token of the reply address it was sent to, or
 * null when it was sent to no reply address. Answers {"outcome": "threaded" | "unmatched" |
 * "duplicate" | "refused" | "limited", "id", "record_kind", "record_id"}: a token never issued is
 * refused and nothing is stored; the same provider id again is a duplicate and changes nothing;
 * an answer past the limits above is 'limited' and nothing of it is stored ("reason" says why).
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
  limits private.inbound_answer_limits;
  owner public.record_reply_tokens;
  stored public.inbound_messages;
  sender_key text := private.mailbox_key(pg_catalog.left(coalesce(p_from, ''), 320));
  body text := coalesce(p_text, '');
  shown text := coalesce(p_display_text, p_text, '');
  html text := p_html;
  record_hour integer;
  record_day integer;
  sender_hour integer;
  sender_day integer;
  project_hour integer;
  project_day integer;
  short_day integer;
  record_short_day integer;
  shortened text;
  refused text;
  reason text;
  latest uuid;
  earlier integer;
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

  -- One answer at a time decides what the day still has room for.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('inbound-answers', 0));
  select * into limits from private.inbound_answer_limits;

  select
    pg_catalog.count(*) filter (where c.whole and c.received_at > pg_catalog.now() - interval '1 hour'),
    pg_catalog.count(*) filter (where c.whole),
    pg_catalog.count(*) filter (where c.whole and c.sender = sender_key
      and c.received_at > pg_catalog.now() - interval '1 hour'),
    pg_catalog.count(*) filter (where c.whole and c.sender = sender_key),
    pg_catalog.count(*) filter (where not c.whole),
    pg_catalog.count(*) filter (where c.whole and c.record_id = owner.record_id
      and c.record_kind = owner.record_kind
      and c.received_at > pg_catalog.now() - interval '1 hour'),
    pg_catalog.count(*) filter (where c.whole and c.record_id = owner.record_id
      and c.record_kind = owner.record_kind),
    pg_catalog.count(*) filter (where not c.whole and c.record_id = owner.record_id
      and c.record_kind = owner.record_kind)
  into project_hour, project_day, sender_hour, sender_day, short_day, record_hour, record_day,
    record_short_day
  from private.inbound_answer_counts c
  where c.received_at > pg_catalog.now() - interval '1 day';

  -- Stored whole, in short, or refused.
  if record_hour >= limits.record_per_hour or record_day >= limits.record_per_day then
    shortened := 'record';
    reason := pg_catalog.format(
      'this record had %s answers stored whole in the last hour or %s in the last day (%s an hour '
      || 'and %s a day are stored whole)', record_hour, record_day, limits.record_per_hour, limits.record_per_day);
  elsif sender_hour >= limits.sender_per_hour or sender_day >= limits.sender_per_day then
    shortened := 'sender';
    reason := pg_catalog.format(
      'its sender had %s answers stored whole in the last hour or %s in the last day (%s an hour '
      || 'and %s a day are stored whole)', sender_hour, sender_day, limits.sender_per_hour,
      limits.sender_per_day);
  elsif project_hour >= limits.project_per_hour or project_day >= limits.project_per_day then
    shortened := 'project';
    reason := pg_catalog.format(
      'the project had %s answers stored whole in the last hour or %s in the last day (%s an hour '
      || 'and %s a day are stored whole)', project_hour, project_day, limits.project_per_hour,
      limits.project_per_day);
  end if;
  if shortened is not null then
    if owner.token is not null and record_short_day >= limits.short_record_per_day then
      refused := 'record';
    elsif short_day >= limits.short_project_per_day then
      refused := 'project';
    end if;
  end if;

  if refused is not null then
    insert into private.inbound_answers_limited as l (hour, outcome, limit_hit, answers)
    values (pg_catalog.date_trunc('hour', pg_catalog.now()), 'refused', refused, 1)
    on conflict (hour, outcome, limit_hit) do update set answers = l.answers + 1;
    delete from private.inbound_answers_limited where hour < pg_catalog.now() - interval '1 day';
    if owner.token is not null then
      -- The record's latest stored answer says how many more arrived than were kept.
      select m.id, coalesce(pg_catalog.substring(
        m.display_text, '\[(\d+) later answers? to this record (?:was|were) not stored[^]]*\]$'
      )::integer, 0)
      into latest, earlier
      from public.inbound_messages m
      where m.record_kind = owner.record_kind and m.record_id = owner.record_id
      order by m.received_at desc, m.id desc
      limit 1;
      update public.inbound_messages
      set display_text = pg_catalog.regexp_replace(
          display_text, '\n\n\[\d+ later answers? to this record (?:was|were) not stored[^]]*\]$', ''
        ) || pg_catalog.format(
          E'\n\n[%s later %s to this record %s not stored (a record keeps at most %s a day in '
          || 'short); mail health counts them.]',
          earlier + 1, case when earlier = 0 then 'answer' else 'answers' end,
          case when earlier = 0 then 'was' else 'were' end, limits.short_record_per_day)
      where id = latest;
      delete from public.record_reads
      where record_kind = owner.record_kind and record_id = owner.record_id;
    end if;
    return pg_catalog.jsonb_build_object(
      'outcome', 'limited', 'limit', refused, 'record_kind', owner.record_kind,
      'record_id', owner.record_id,
      'reason', case refused
        when 'record' then pg_catalog.format(
          'This record had %s answers stored in short today, its most', limits.short_record_per_day)
        else pg_catalog.format(
          'The project stored %s answers in short today, its most', limits.short_project_per_day)
      end
    );
  end if;

  if shortened is not null then
    insert into private.inbound_answers_limited as l (hour, outcome, limit_hit, answers)
    values (pg_catalog.date_trunc('hour', pg_catalog.now()), 'shortened', shortened, 1)
    on conflict (hour, outcome, limit_hit) do update set answers = l.answers + 1;
    shown := pg_catalog.left(shown, limits.short_chars) || pg_catalog.format(
      E'\n\n[Stored in short: %s; only its first %s characters are kept.]',
      reason, limits.short_chars);
    body := pg_catalog.left(body, limits.short_chars);
    html := null;
  else
    if pg_catalog.length(body) > limits.stored_chars then
      body := pg_catalog.left(body, limits.stored_chars) || pg_catalog.format(
        E'\n\n[The rest of this answer (%s more characters) was not stored: answers are kept up '
        || 'to %s characters.]', pg_catalog.length(body) - limits.stored_chars, limits.stored_chars);
    end if;
    if pg_catalog.length(shown) > limits.stored_chars then
      shown := pg_catalog.left(shown, limits.stored_chars) || pg_catalog.format(
        E'\n\n[The rest of this answer (%s more characters) was not stored: answers are kept up '
        || 'to %s characters.]', pg_catalog.length(shown) - limits.stored_chars, limits.stored_chars);
    end if;
    if pg_catalog.length(html) > limits.stored_chars then
      shown := shown || pg_catalog.format(
        E'\n\n[Its HTML version (%s characters) was not stored: only the text is kept.]',
        pg_catalog.length(html));
      html := null;
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
    body,
    html,
    shown
  )
  on conflict (provider_id) do nothing
  returning * into stored;
  if stored.id is null then
    -- The same answer arrived twice at once: the first one stored it.
    select * into stored from public.inbound_messages where provider_id = p_provider_id;
    return pg_catalog.jsonb_build_object('outcome', 'duplicate', 'id', stored.id);
  end if;
  insert into private.inbound_answer_counts (message_id, record_kind, record_id, sender, whole)
  values (stored.id, stored.record_kind, stored.record_id, sender_key, shortened is null);
  delete from private.inbound_answer_counts where received_at < pg_catalog.now() - interval '1 day';
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
create function private.admin_unmatched_mail()
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
revoke all on function private.admin_unmatched_mail() from public, anon;
grant execute on function private.admin_unmatched_mail() to authenticated;

-- The API's entry point: runs as the caller and calls the function above.
create function public.admin_unmatched_mail()
returns setof public.inbound_messages
language sql
stable
security invoker
set search_path = ''
begin atomic
  select private.admin_unmatched_mail();
end;
revoke all on function public.admin_unmatched_mail() from public;
grant execute on function public.admin_unmatched_mail() to authenticated;

-- Threads an unmatched answer into a record, as if it had come with the record's token.
create or replace function private.admin_attach_inbound_mail(
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
revoke all on function private.admin_attach_inbound_mail(uuid, text, uuid) from public, anon;
grant execute on function private.admin_attach_inbound_mail(uuid, text, uuid) to authenticated;

-- The API's entry point: runs as the caller and calls the function above.
create function public.admin_attach_inbound_mail(p_message_id uuid, p_record_kind text, p_record_id uuid)
returns public.inbound_messages
language sql
volatile
security invoker
set search_path = ''
begin atomic
  select private.admin_attach_inbound_mail($1, $2, $3);
end;
revoke all on function public.admin_attach_inbound_mail(uuid, text, uuid) from public;
grant execute on function public.admin_attach_inbound_mail(uuid, text, uuid) to authenticated;

-- Deletes an unmatched answer (spam, or nothing the desk needs to keep).
create or replace function private.admin_discard_inbound_mail(p_message_id uuid)
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
revoke all on function private.admin_discard_inbound_mail(uuid) from public, anon;
grant execute on function private.admin_discard_inbound_mail(uuid) to authenticated;

-- The API's entry point: runs as the caller and calls the function above.
create function public.admin_discard_inbound_mail(p_message_id uuid)
returns void
language sql
volatile
security invoker
set search_path = ''
begin atomic
  select private.admin_discard_inbound_mail($1);
end;
revoke all on function public.admin_discard_inbound_mail(uuid) from public;
grant execute on function public.admin_discard_inbound_mail(uuid) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Who reads answers and reply tokens
-- ---------------------------------------------------------------------------------------------
create policy "the desk reads answers: threaded for reviewers, unmatched for administrators"
  on public.inbound_messages for select to authenticated
  using (
    case state
      when 'threaded' then (select private.can_work_submissions())
      when 'unmatched' then (select private.has_role((select auth.uid()), 'admin'))
      else false
    end
  );

create index inbound_messages_handled_by_idx on public.inbound_messages (handled_by);

create policy "no API role reads reply tokens"
  on public.record_reply_tokens for select to anon, authenticated
  using (false);
