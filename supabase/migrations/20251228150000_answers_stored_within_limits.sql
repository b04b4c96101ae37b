/**
 * Answers stored within limits.
 *
 * The reviewers' notices of answers by e-mail were already a digest per record, but the answers
 * themselves were stored with no count per record, sender or hour, each up to the webhook's 1 MB:
 * 100 answers of about 245 kB in 11 s grew public.inbound_messages by 32 MB, and a Free project's
 * 500 MB was full after about 1,600. Now public.receive_inbound_mail stores an answer in one of
 * three ways (THE LIMITS, private.inbound_answer_limits, one row; an operator may change a figure
 * with UPDATE):
 *
 *   WHOLE     while its record has had fewer than 10 answers in the last hour and 30 in the last
 *             day, its sender (the mailbox as private.mailbox_key counts it) fewer than 10 and 30,
 *             and the project fewer than 60 and 200. Its text and the text the desk shows are each
 *             kept up to 16,000 characters, its HTML only when it is at most 16,000; what is cut
 *             is dropped with a note at the end of the text, saying how much.
 *   IN SHORT  past any of those: its first 500 characters and a note saying which limit, no HTML.
 *             A record keeps at most 100 a day in short, and the project 1,000.
 *   REFUSED   past those: nothing of it is stored. The answer counts in mail health (per limit,
 *             for the day) and the record's latest stored answer ends with a note saying how many
 *             later answers were not stored, so a reviewer reading the record sees that more
 *             arrived than were kept; the record is left unread. The webhook answers 200 with
 *             outcome 'limited' (a provider retries anything else, and a retry would be refused too).
 *
 * Every stored answer is threaded and noticed as before (the digest, 20251101030200_inbound_mail.sql).
 * The campaign's 100 answers of 245 kB to one record now store 10 whole (cut to 16,000 characters)
 * and 90 in short. A day of the worst the limits allow stores about 200 x 48 kB + 1,000 x 1.5 kB,
 * some 11 MB. What it gives up: a person who writes more than 10 answers an hour to one record
 * sees the later ones kept in short; an answer longer than 16,000 characters (a long quoted thread,
 * pasted documents) loses its end and any large HTML; and past the day's short answers, answers
 * to every record are refused until the day has room, a real person's among them.
 */

set local check_function_bodies = off;

-- ---------------------------------------------------------------------------------------------
-- The limits, in one place
-- ---------------------------------------------------------------------------------------------
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
create or replace function public.receive_inbound_mail(
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

-- ---------------------------------------------------------------------------------------------
-- Mail health
-- ---------------------------------------------------------------------------------------------
/*
 * 20251101030300_mail_health.sql's mail health, with two more facts:
 *   "held": acknowledgements a full hour holds for a later one (not late, not skipped: the
 *           worker sends them when their hour begins), how many and when the next is due;
 *   "answers": answers received by e-mail that a limit stored in short or refused in the last
 *           day, each in total and per limit (record, sender, project).
 */
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
comment on function public.mail_health() is
  'Mail health for the desk''s front page: per kind (notification, acknowledgement, reply, '
  'account: the sign-in and account e-mails) the '
  'waiting and failed counts, the oldest waiting and the last sent, up to 50 failing deliveries '
  'with why each is listed, the acknowledgements a limit skipped in the last day, those held for a '
  'later hour, and the answers by e-mail a limit stored in short or refused in the last day. '
  'Read-only; refused unless public.can_work_submissions().';
revoke all on function public.mail_health() from public, anon;
grant execute on function public.mail_health() to authenticated, service_role;
