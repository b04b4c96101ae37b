-- Sending an update from the desk: a member holding 'send_updates' writes an update (or sends a
-- published news item or event announcement) to the topics chosen, sends a test to herself, is
-- told how many people will receive it, and confirms. The e-mails go through the one outbox
-- (public.notification_deliveries), one row per recipient, kind 'update'.
--
-- What a send keeps (public.update_sends): the subject, the text, the topics, where the words came
-- from ('written', 'news:<slug>', 'event:<slug>'), who sent it and how many it was owed to. Where
-- it stands (sent, waiting, failed, skipped) is read from its outbox rows
-- (public.update_send_progress), never copied onto the send, so ten thousand deliveries do not
-- queue behind one row's lock.
--
-- Exactly once per person: the outbox's unique (record_kind, record_id, kind, item_id) is
-- (update_send, send id, update, subscription id), and the desk names the send's id itself, so a
-- confirmation repeated after a lost answer, a restart or a double click inserts nothing more.
-- Every attempt of one row carries the same Idempotency-Key (supabase/functions/_shared/outbox.ts,
-- deliveryIdentity: `update/<subscription id>` with the send as its record), so an outage between
-- "accepted" and "marked sent" sends nothing twice either.
--
-- An address that bounced for good or complained (public.mail_suppressions, at the end of this
-- file, read when a send runs) is left out.
--
-- An unsubscribe or a pause is honoured at once: the rows of that subscription still waiting are
-- skipped by a trigger (private.skip_updates_no_longer_wanted), and a row already claimed renders
-- no recipient (private.delivery_content_of_kind), so the sender records it as not sent.
--
-- The pace: the rows fall due one after another, 50 a minute (private.update_send_pace), which is
-- what one run of the deliver-notifications worker sends within its 25 seconds while keeping
-- under Resend's rate limit of 2 requests a second per team
-- (https://resend.com/docs/api-reference/rate-limit; the worker also spaces update e-mails
-- 500 ms apart). An e-mail of another kind (a reply, an acknowledgement) due now is therefore
-- never behind the rest of a large send: the claim takes rows in the order they fall due.
--
-- No open or click tracking: an update's links are the site's own addresses (the privacy policy
-- says so).

-- Baseline (docs/migration-baseline.md). The outbox's kinds ('update', 'update_test'), each
-- kind's content and mail health's 'update' group are in the outbox and mail health files.

-- Function bodies here may name objects defined further down or in a later file of the baseline,
-- as pg_dump's output does: they are checked when they run (pgTAP runs every one), not when
-- they are created. Only for this file's transaction.
set local check_function_bodies = off;

/** Sends */
create table public.update_sends (
  id uuid primary key default gen_random_uuid(),
  subject text not null,
  -- The update's words, paragraphs separated by a blank line.
  body text not null,
  topics text[] not null,
  -- Where the words came from: written in the desk, or a published news item or event.
  source text not null default 'written',
  -- A test goes to its sender alone and is never counted as a send to subscribers.
  test boolean not null default false,
  -- No foreign key: a send outlives the account that sent it.
  created_by uuid,
  created_by_email text,
  -- How many recipients the send was owed to when it was confirmed (one outbox row each).
  recipient_count integer not null default 0,
  created_at timestamptz not null default now(),
  constraint update_sends_subject_length check (
    pg_catalog.length(subject) between 1 and 150 and private.has_visible_text(subject)
  ),
  constraint update_sends_body_length check (
    pg_catalog.length(body) between 1 and 20000 and private.has_visible_text(body)
  ),
  constraint update_sends_topics_allowed check (
    pg_catalog.cardinality(topics) between 1 and 4
    and topics <@ array['training', 'contests', 'events', 'news']
  ),
  constraint update_sends_source_allowed check (
    source = 'written' or source ~ '^(news|event):[a-z0-9]+(-[a-z0-9]+)*$'
  ),
  constraint update_sends_recipient_count_not_negative check (recipient_count >= 0)
);

comment on table public.update_sends is
  'Every update sent from the desk (and every test of one): its words, topics, source, sender and '
  'how many it went to. Its e-mails are outbox rows of kind update; read by members who send updates.';

create index update_sends_created_idx on public.update_sends (created_at desc);

alter table public.update_sends enable row level security;
revoke all on table public.update_sends from public, anon, authenticated;
grant select on table public.update_sends to authenticated;
grant all on table public.update_sends to service_role;

create policy "members who send updates read the sends"
  on public.update_sends for select to authenticated
  using ((select private.can_send_updates()));

-- The progress of a send counts its rows by state.
create index notification_deliveries_update_send_idx
  on public.notification_deliveries (record_id, state) where record_kind = 'update_send';

/** What a desk form may send */

-- How far apart the e-mails of one send fall due: 50 a minute (see the top of this file).
create function private.update_send_pace()
returns interval
language sql
immutable
set search_path = ''
as $$ select interval '1.2 seconds' $$;
revoke all on function private.update_send_pace() from public;

/*
 * The desk's form as one validated row: subject, text, topics and source, each refused in words
 * with the field's name as the hint (the desk shows the message beside that field). A news item
 * or event must be in the published site content.
 */
create function private.update_send_values(p_send jsonb)
returns public.update_sends
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  result public.update_sends;
  v_source text := coalesce(nullif(p_send ->> 'source', ''), 'written');
  published jsonb := (
    select v.content from public.site_content_versions v order by v.number desc limit 1
  );
begin
  result.subject := pg_catalog.btrim(coalesce(p_send ->> 'subject', ''));
  result.body := pg_catalog.btrim(coalesce(p_send ->> 'text', ''), E' \n\r\t');
  if not private.has_visible_text(result.subject) then
    raise exception 'Enter a subject, the line people see in their inbox.'
      using errcode = '22023', hint = 'subject';
  end if;
  if pg_catalog.length(result.subject) > 150 then
    raise exception 'Keep the subject to 150 characters or fewer.'
      using errcode = '22023', hint = 'subject';
  end if;
  if not private.has_visible_text(result.body) then
    raise exception 'Enter the update''s text.' using errcode = '22023', hint = 'text';
  end if;
  if pg_catalog.length(result.body) > 20000 then
    raise exception 'Keep the text to 20,000 characters or fewer.'
      using errcode = '22023', hint = 'text';
  end if;
  begin
    result.topics := private.update_topics(p_send -> 'topics');
  exception when sqlstate '22023' then
    raise exception 'Choose at least one topic: the update goes to the people who asked for it.'
      using errcode = '22023', hint = 'topics';
  end;
  if v_source <> 'written' and not exists (
    select 1
    from pg_catalog.jsonb_array_elements(
      case pg_catalog.split_part(v_source, ':', 1)
        when 'news' then coalesce(published -> 'news', '[]')
        when 'event' then coalesce(published -> 'events', '[]')
        else '[]'
      end
    ) item
    where item ->> 'slug' = pg_catalog.substr(v_source, pg_catalog.strpos(v_source, ':') + 1)
  ) then
    raise exception 'That news item or event is not on the published site. Publish it first, or write the update.'
      using errcode = '22023', hint = 'source';
  end if;
  result.source := v_source;
  return result;
end;
$$;
revoke all on function private.update_send_values(jsonb) from public;

create function private.require_send_updates()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not coalesce(private.authorize('send_updates'), false) then
    raise exception 'Sending updates requires the send_updates permission' using errcode = '42501';
  end if;
end;
$$;
revoke all on function private.require_send_updates() from public;

/** How many people an update on these topics goes to, before confirming */
create function private.count_update_recipients(p_topics jsonb)
returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_topics text[];
begin
  perform private.require_send_updates();
  v_topics := private.update_topics(p_topics);
  return (
    select pg_catalog.count(*)::integer from public.update_subscriptions s
    where s.state = 'subscribed' and s.topics && v_topics
      and not exists (select 1 from public.mail_suppressions m where m.email = s.email)
  );
end;
$$;
comment on function private.count_update_recipients(jsonb) is
  'How many confirmed, unpaused subscriptions share at least one of the topics, leaving out '
  'suppressed addresses: who an update sent now would go to.';
revoke all on function private.count_update_recipients(jsonb) from public, anon;
grant execute on function private.count_update_recipients(jsonb) to authenticated, service_role;

-- The API's entry point: runs as the caller and calls the function above.
create function public.count_update_recipients(p_topics jsonb)
returns integer
language sql
stable
security invoker
set search_path = ''
begin atomic
  select private.count_update_recipients($1);
end;
revoke all on function public.count_update_recipients(jsonb) from public;
grant execute on function public.count_update_recipients(jsonb) to authenticated, service_role;
comment on function public.count_update_recipients(jsonb) is
  'How many confirmed, unpaused subscriptions share at least one of the topics, leaving out '
  'suppressed addresses: who an update sent now would go to.';

/*
 * One outbox row per recipient of a send, in one statement: confirmed, not paused, not
 * unsubscribed, sharing a topic. The rows fall due `p_pace` apart from now. Inserting again (a
 * retry, a restart) adds nobody twice. Returns how many rows the send has.
 */
create function private.enqueue_update_send(p_send_id uuid, p_pace interval)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  send public.update_sends;
  total integer;
begin
  select * into send from public.update_sends u where u.id = p_send_id and not u.test;
  if send.id is null then
    raise exception 'No such update' using errcode = 'PT404';
  end if;
  insert into public.notification_deliveries (
    record_kind, record_id, kind, item_id, recipient, next_attempt_at, give_up_at
  )
  select 'update_send', send.id, 'update', r.id, r.email,
    pg_catalog.now() + (r.position - 1) * p_pace,
    pg_catalog.now() + (r.position - 1) * p_pace + interval '24 hours'
  from (
    select s.id, s.email, pg_catalog.row_number() over (order by s.email) as position
    from public.update_subscriptions s
    where s.state = 'subscribed' and s.topics && send.topics
      and not exists (select 1 from public.mail_suppressions m where m.email = s.email)
  ) r
  on conflict (record_kind, record_id, kind, item_id) do nothing;
  select pg_catalog.count(*)::integer into total from public.notification_deliveries d
  where d.record_kind = 'update_send' and d.record_id = send.id and d.kind = 'update';
  update public.update_sends u set recipient_count = total where u.id = send.id;
  return total;
end;
$$;
revoke all on function private.enqueue_update_send(uuid, interval) from public;

/*
 * The desk's "Send": stores the update under the id the desk chose (so the same confirmation
 * twice is one send) and queues one e-mail per recipient. Answers the send with its count.
 */
create function private.send_update(p_send jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v public.update_sends;
  send_id uuid;
  existing public.update_sends;
  total integer;
begin
  perform private.require_send_updates();
  v := private.update_send_values(p_send);
  begin
    send_id := (p_send ->> 'id')::uuid;
  exception when invalid_text_representation then
    send_id := null;
  end;
  if send_id is null then
    raise exception 'The update has no id; reload the page and try again.' using errcode = '22023';
  end if;
  select * into existing from public.update_sends u where u.id = send_id;
  if existing.id is not null then
    if existing.test or existing.created_by is distinct from auth.uid() then
      raise exception 'That update id is taken; reload the page and try again.'
        using errcode = '22023';
    end if;
    -- The same confirmation again: the rows already queued stand, nobody is added twice.
    total := private.enqueue_update_send(existing.id, private.update_send_pace());
    return pg_catalog.jsonb_build_object('id', existing.id, 'recipient_count', total);
  end if;
  insert into public.update_sends (
    id, subject, body, topics, source, created_by, created_by_email
  )
  values (
    send_id, v.subject, v.body, v.topics, v.source, auth.uid(),
    (select u.email from auth.users u where u.id = auth.uid())
  );
  total := private.enqueue_update_send(send_id, private.update_send_pace());
  return pg_catalog.jsonb_build_object('id', send_id, 'recipient_count', total);
end;
$$;
comment on function private.send_update(jsonb) is
  'Sends an update to every confirmed, unpaused subscription with one of its topics, through the '
  'outbox, once per person. p_send: {id, subject, text, topics, source}.';
revoke all on function private.send_update(jsonb) from public, anon;
grant execute on function private.send_update(jsonb) to authenticated, service_role;

-- The API's entry point: runs as the caller and calls the function above.
create function public.send_update(p_send jsonb)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
begin atomic
  select private.send_update($1);
end;
revoke all on function public.send_update(jsonb) from public;
grant execute on function public.send_update(jsonb) to authenticated, service_role;
comment on function public.send_update(jsonb) is
  'Sends an update to every confirmed, unpaused subscription with one of its topics, through the '
  'outbox, once per person. p_send: {id, subject, text, topics, source}.';

/* "Send a test to me": the same e-mail to the sender's own address, due at once. */
create function private.send_update_test(p_send jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v public.update_sends;
  address text;
  send_id uuid;
begin
  perform private.require_send_updates();
  v := private.update_send_values(p_send);
  select pg_catalog.lower(u.email) into address from auth.users u where u.id = auth.uid();
  if address is null then
    raise exception 'Your account has no e-mail address to send the test to.' using errcode = '22023';
  end if;
  insert into public.update_sends (
    subject, body, topics, source, test, created_by, created_by_email, recipient_count
  )
  values (v.subject, v.body, v.topics, v.source, true, auth.uid(), address, 1)
  returning id into send_id;
  insert into public.notification_deliveries (
    record_kind, record_id, kind, item_id, recipient, next_attempt_at
  )
  values ('update_send', send_id, 'update_test', auth.uid(), address, pg_catalog.now());
  return pg_catalog.jsonb_build_object('id', send_id, 'recipient', address);
end;
$$;
comment on function private.send_update_test(jsonb) is
  'Sends the update as written to the caller''s own address alone, marked as a test.';
revoke all on function private.send_update_test(jsonb) from public, anon;
grant execute on function private.send_update_test(jsonb) to authenticated, service_role;

-- The API's entry point: runs as the caller and calls the function above.
create function public.send_update_test(p_send jsonb)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
begin atomic
  select private.send_update_test($1);
end;
revoke all on function public.send_update_test(jsonb) from public;
grant execute on function public.send_update_test(jsonb) to authenticated, service_role;
comment on function public.send_update_test(jsonb) is
  'Sends the update as written to the caller''s own address alone, marked as a test.';

/** Progress and results: "1,240 of 3,100 sent", and each send's outcome */
create function private.update_send_progress(p_limit integer default 20)
returns table (
  id uuid, subject text, topics text[], source text, test boolean, created_at timestamptz,
  created_by_email text, recipient_count integer, sent integer, waiting integer, failed integer,
  skipped integer, last_sent_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_send_updates();
  return query
    select u.id, u.subject, u.topics, u.source, u.test, u.created_at, u.created_by_email,
      u.recipient_count,
      pg_catalog.count(d.id) filter (where d.state = 'sent')::integer,
      pg_catalog.count(d.id) filter (where d.state in ('pending', 'sending'))::integer,
      pg_catalog.count(d.id) filter (where d.state = 'failed')::integer,
      pg_catalog.count(d.id) filter (where d.state = 'skipped')::integer,
      pg_catalog.max(d.sent_at)
    from (
      select * from public.update_sends s
      order by s.created_at desc
      limit greatest(1, least(coalesce(p_limit, 20), 100))
    ) u
    left join public.notification_deliveries d
      on d.record_kind = 'update_send' and d.record_id = u.id
    group by u.id, u.subject, u.topics, u.source, u.test, u.created_at, u.created_by_email,
      u.recipient_count
    order by u.created_at desc;
end;
$$;
comment on function private.update_send_progress(integer) is
  'The latest sends (tests included), newest first, each with how many of its e-mails were sent, '
  'are waiting, failed and were skipped (an unsubscribe after the send started).';
revoke all on function private.update_send_progress(integer) from public, anon;
grant execute on function private.update_send_progress(integer) to authenticated, service_role;

-- The API's entry point: runs as the caller and calls the function above.
create function public.update_send_progress(p_limit integer default 20)
returns table (id uuid, subject text, topics text[], source text, test boolean, created_at timestamp with time zone, created_by_email text, recipient_count integer, sent integer, waiting integer, failed integer, skipped integer, last_sent_at timestamp with time zone)
language sql
stable
security invoker
set search_path = ''
begin atomic
  select * from private.update_send_progress($1);
end;
revoke all on function public.update_send_progress(integer) from public;
grant execute on function public.update_send_progress(integer) to authenticated, service_role;
comment on function public.update_send_progress(integer) is
  'The latest sends (tests included), newest first, each with how many of its e-mails were sent, '
  'are waiting, failed and were skipped (an unsubscribe after the send started).';

/** An unsubscribe or a pause is honoured at once, even in the middle of a send */
create function private.skip_updates_no_longer_wanted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.notification_deliveries d
  set state = 'skipped',
      skipped_reason = case new.state
        when 'paused' then 'The person paused their updates before it was sent.'
        else 'The person unsubscribed before it was sent.'
      end,
      updated_at = pg_catalog.now()
  where d.kind = 'update' and d.item_id = new.id and d.state = 'pending';
  return null;
end;
$$;
revoke all on function private.skip_updates_no_longer_wanted() from public, anon, authenticated;

create trigger update_subscriptions_skip_updates_no_longer_wanted
  after update of state on public.update_subscriptions
  for each row when (old.state = 'subscribed' and new.state <> 'subscribed')
  execute function private.skip_updates_no_longer_wanted();

-- ---------------------------------------------------------------------------------------------
-- Bounces and complaints
-- ---------------------------------------------------------------------------------------------
-- Bounces and complaints: Resend's `email.bounced` and `email.complained` webhooks
-- (https://resend.com/docs/dashboard/webhooks/event-types), posted to the receive-inbound-mail
-- function with the same Svix signature as an inbound e-mail, are recorded here.
--
-- * A complaint (the person pressed "Report spam") or a hard bounce (`bounce.type` 'Permanent':
--   the mailbox does not exist) suppresses the address for updates at once: it is on
--   public.mail_suppressions, the count before confirming and a send leave it out (above), and
--   its updates still waiting are skipped.
-- * A hard bounce of an e-mail about a record (an acknowledgement, a reply, a deletion
--   confirmation) is shown where that e-mail's state is shown: the latest such e-mail sent to the
--   address becomes 'failed' with the bounce's words, so the record and mail health say the
--   person did not get it.
-- * A soft bounce (a full mailbox, 'Transient') changes nothing: the next e-mail may arrive.
--
-- Administrators read the suppression list; nobody writes it but the service role's RPC.

/** Addresses no update goes to */
create table public.mail_suppressions (
  -- Lower case: one row per address.
  email text primary key,
  reason text not null,
  -- The provider's words (a bounce's message), for the administrators.
  detail text,
  -- The webhook's event id: the same event delivered twice records once.
  event_id text not null,
  created_at timestamptz not null default now(),
  constraint mail_suppressions_email_lower check (email = pg_catalog.lower(email)),
  constraint mail_suppressions_reason_allowed check (reason in ('bounced', 'complained')),
  constraint mail_suppressions_detail_length check (pg_catalog.length(detail) <= 1000),
  constraint mail_suppressions_event_key unique (event_id)
);

comment on table public.mail_suppressions is
  'Addresses that bounced for good or complained: no update is sent to them. Read by '
  'administrators; written by the mail provider''s webhook through public.record_mail_event.';

alter table public.mail_suppressions enable row level security;
revoke all on table public.mail_suppressions from public, anon, authenticated;
grant select on table public.mail_suppressions to authenticated;
grant all on table public.mail_suppressions to service_role;

create policy "administrators read the suppression list"
  on public.mail_suppressions for select to authenticated
  using ((select private.authorize('manage_people')));

/*
 * One `email.bounced` or `email.complained` event: {id, type, address, bounce_type, message}.
 * Answers what it did: 'suppressed', 'soft_bounce' (nothing), 'duplicate' (seen before) or
 * 'ignored' (another event type). Service role only (the receive-inbound-mail function).
 */
create function public.record_mail_event(p_event jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_type text := p_event ->> 'type';
  v_address text := pg_catalog.lower(pg_catalog.btrim(coalesce(p_event ->> 'address', '')));
  v_event_id text := p_event ->> 'id';
  v_message text := pg_catalog.left(nullif(p_event ->> 'message', ''), 1000);
  v_reason text;
  bounced uuid;
begin
  if v_type not in ('email.bounced', 'email.complained') then
    return pg_catalog.jsonb_build_object('outcome', 'ignored');
  end if;
  if v_event_id is null or not private.is_email(v_address) then
    raise exception 'An event needs its id and the address' using errcode = '22023';
  end if;
  if exists (select 1 from public.mail_suppressions s where s.event_id = v_event_id) then
    return pg_catalog.jsonb_build_object('outcome', 'duplicate');
  end if;
  if v_type = 'email.bounced' and coalesce(p_event ->> 'bounce_type', '') <> 'Permanent' then
    return pg_catalog.jsonb_build_object('outcome', 'soft_bounce');
  end if;
  v_reason := case v_type when 'email.bounced' then 'bounced' else 'complained' end;

  insert into public.mail_suppressions (email, reason, detail, event_id)
  values (v_address, v_reason, v_message, v_event_id)
  on conflict (email) do update
    set reason = excluded.reason, detail = excluded.detail, event_id = excluded.event_id,
        created_at = pg_catalog.now();

  -- Its updates still waiting go no further.
  update public.notification_deliveries d
  set state = 'skipped',
      skipped_reason = case v_reason
        when 'bounced' then 'The address bounced for good before it was sent.'
        else 'The person reported our e-mail as spam before it was sent.'
      end,
      updated_at = pg_catalog.now()
  where d.kind = 'update' and d.recipient = v_address and d.state = 'pending';

  -- A hard bounce of an e-mail about a record: that e-mail did not arrive, and its record says so.
  if v_reason = 'bounced' then
    select d.id into bounced from public.notification_deliveries d
    where d.recipient = v_address and d.state = 'sent'
      and d.kind in ('acknowledgement', 'reply', 'deletion_confirmation')
    order by d.sent_at desc
    limit 1;
    if bounced is not null then
      update public.notification_deliveries d
      set state = 'failed',
          last_error = pg_catalog.left(
            'The address bounced for good: ' || coalesce(v_message, 'no reason given'), 1000
          ),
          updated_at = pg_catalog.now()
      where d.id = bounced;
    end if;
  end if;

  return pg_catalog.jsonb_build_object('outcome', 'suppressed', 'bounced_delivery', bounced);
end;
$$;
comment on function public.record_mail_event(jsonb) is
  'Records a hard bounce or complaint from the mail provider: the address gets no more updates, '
  'and a bounced e-mail about a record is marked failed with the reason.';
revoke all on function public.record_mail_event(jsonb) from public, anon, authenticated;
grant execute on function public.record_mail_event(jsonb) to service_role;
