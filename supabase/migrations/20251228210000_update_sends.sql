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
-- An address that bounced for good or complained (public.mail_suppressions, created by
-- 20251228211000_mail_suppressions.sql and read here when a send runs) is left out.
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
  using ((select public.can_send_updates()));

/** The outbox's kinds: an update to a subscriber, and a test to its sender */
alter table public.notification_deliveries
  drop constraint notification_deliveries_record_kind_allowed,
  add constraint notification_deliveries_record_kind_allowed check (
    record_kind in (
      'coach_application', 'contact_submission', 'alliance_registration', 'auth_user',
      'update_subscription', 'update_send'
    )
  ),
  drop constraint notification_deliveries_kind_allowed,
  add constraint notification_deliveries_kind_allowed check (
    kind in (
      'notification', 'acknowledgement', 'reply', 'inbound_notice', 'deletion_confirmation',
      'auth_email', 'update_confirmation', 'update', 'update_test'
    )
  ),
  drop constraint notification_deliveries_item_only_for_replies,
  add constraint notification_deliveries_item_only_for_replies check (
    (kind in (
      'reply', 'inbound_notice', 'deletion_confirmation', 'auth_email', 'update_confirmation',
      'update', 'update_test'
    )) = (item_id is not null)
  ),
  -- item_id is the subscription (an update) or the sender's account (a test).
  add constraint notification_deliveries_update_is_about_a_send check (
    (kind in ('update', 'update_test')) = (record_kind = 'update_send')
  );

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
create function public.count_update_recipients(p_topics jsonb)
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
comment on function public.count_update_recipients(jsonb) is
  'How many confirmed, unpaused subscriptions share at least one of the topics, leaving out '
  'suppressed addresses: who an update sent now would go to.';
revoke all on function public.count_update_recipients(jsonb) from public, anon;
grant execute on function public.count_update_recipients(jsonb) to authenticated, service_role;

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
create function public.send_update(p_send jsonb)
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
comment on function public.send_update(jsonb) is
  'Sends an update to every confirmed, unpaused subscription with one of its topics, through the '
  'outbox, once per person. p_send: {id, subject, text, topics, source}.';
revoke all on function public.send_update(jsonb) from public, anon;
grant execute on function public.send_update(jsonb) to authenticated, service_role;

/* "Send a test to me": the same e-mail to the sender's own address, due at once. */
create function public.send_update_test(p_send jsonb)
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
comment on function public.send_update_test(jsonb) is
  'Sends the update as written to the caller''s own address alone, marked as a test.';
revoke all on function public.send_update_test(jsonb) from public, anon;
grant execute on function public.send_update_test(jsonb) to authenticated, service_role;

/** Progress and results: "1,240 of 3,100 sent", and each send's outcome */
create function public.update_send_progress(p_limit integer default 20)
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
comment on function public.update_send_progress(integer) is
  'The latest sends (tests included), newest first, each with how many of its e-mails were sent, '
  'are waiting, failed and were skipped (an unsubscribe after the send started).';
revoke all on function public.update_send_progress(integer) from public, anon;
grant execute on function public.update_send_progress(integer) to authenticated, service_role;

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

/*
 * Each kind's own content; private.delivery_content adds what every kind shares. An update
 * carries its words and the subscription's preferences link (signed again on every attempt); a
 * subscription no longer subscribed gives no recipient, so nothing is sent to it. A test carries
 * the words and its sender's address.
 */
create or replace function private.delivery_content_of_kind(p_delivery public.notification_deliveries)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_strip_nulls(
    coalesce(
      case p_delivery.kind
        when 'reply' then (
          select pg_catalog.jsonb_build_object(
            'id', r.id, 'recipient', r.recipient, 'reference', r.reference, 'body', r.body
          )
          from public.desk_replies r where r.id = p_delivery.item_id
        )
        when 'inbound_notice' then (
          select pg_catalog.jsonb_build_object(
            'id', m.id, 'from_address', m.from_address, 'subject', m.subject,
            'display_text', m.display_text
          )
          from public.inbound_messages m where m.id = p_delivery.item_id
        )
        when 'deletion_confirmation' then (
          select pg_catalog.jsonb_build_object(
            'id', q.id,
            'recipient', q.email,
            'references', (
              select coalesce(pg_catalog.jsonb_agg(x.reference order by x.reference), '[]'::jsonb)
              from (
                select reference from public.coach_applications
                where pg_catalog.lower(email) = q.email
                union all select reference from public.contact_submissions
                where pg_catalog.lower(email) = q.email
                union all select reference from public.alliance_registrations
                where pg_catalog.lower(email) = q.email
              ) x
              where x.reference is not null
            )
          )
          from public.deletion_requests q where q.id = p_delivery.item_id
        )
        when 'auth_email' then (
          select pg_catalog.jsonb_build_object(
            'id', e.id, 'recipient', e.recipient, 'subject', e.subject, 'html', e.html,
            'text', e.body_text
          )
          from private.auth_emails e where e.id = p_delivery.item_id
        )
        when 'update_confirmation' then (
          select pg_catalog.jsonb_build_object(
            'id', e.id,
            'recipient', s.email,
            'topics', pg_catalog.to_jsonb(s.topics),
            'confirm_token', private.update_link_token(
              'confirm', s.id, e.happened_at + private.update_confirmation_lifetime()
            ),
            'expires_at', e.happened_at + private.update_confirmation_lifetime()
          )
          from public.update_consent_events e
          join public.update_subscriptions s on s.id = e.subscription_id
          where e.id = p_delivery.item_id
        )
        when 'update' then (
          select pg_catalog.jsonb_build_object(
            'id', u.id,
            'recipient', case when s.state = 'subscribed' then s.email end,
            'subject', u.subject,
            'text', u.body,
            'topics', pg_catalog.to_jsonb(u.topics),
            'source', u.source,
            'manage_token', private.update_link_token('manage', s.id, null)
          )
          from public.update_sends u
          join public.update_subscriptions s on s.id = p_delivery.item_id
          where u.id = p_delivery.record_id
        )
        when 'update_test' then (
          select pg_catalog.jsonb_build_object(
            'id', u.id,
            'recipient', p_delivery.recipient,
            'subject', u.subject,
            'text', u.body,
            'topics', pg_catalog.to_jsonb(u.topics),
            'source', u.source
          )
          from public.update_sends u where u.id = p_delivery.record_id
        )
      end,
      '{}'::jsonb
    )
    || pg_catalog.jsonb_build_object(
      'reply_token', (
        select t.token from public.record_reply_tokens t
        where p_delivery.recipient is not null
          and p_delivery.kind not in (
            'deletion_confirmation', 'auth_email', 'update_confirmation', 'update', 'update_test'
          )
          and t.record_kind = p_delivery.record_kind and t.record_id = p_delivery.record_id
      )
    )
  )
$$;
revoke all on function private.delivery_content_of_kind(public.notification_deliveries) from public;

/*
 * Mail health (20251228150000_answers_stored_within_limits.sql's), with updates: a fifth group
 * 'update' (updates to subscribers, their tests and the sign-ups' confirmations, about no record
 * the desk opens, so a failing one is listed like an account e-mail), and each recent send's
 * result ('update_sends').
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
comment on function public.mail_health() is
  'Mail health for the desk''s front page: per kind (notification, acknowledgement, reply, '
  'account: the sign-in and account e-mails, update: updates, their tests and sign-up '
  'confirmations) the '
  'waiting and failed counts, the oldest waiting and the last sent, up to 50 failing deliveries '
  'with why each is listed, the acknowledgements a limit skipped in the last day, those held for a '
  'later hour, the answers by e-mail a limit stored in short or refused in the last day, and the '
  'result of the five latest updates sent to subscribers. '
  'Read-only; refused unless public.can_work_submissions().';
revoke all on function public.mail_health() from public, anon;
grant execute on function public.mail_health() to authenticated, service_role;
