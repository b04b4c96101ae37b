-- Updates by e-mail: subscriptions with consent on record, double opt-in, preferences reached by a
-- signed link, and one-click unsubscribe.
--
-- What a subscription keeps (public.update_subscriptions): the address, the topics, an optional
-- name and region, and where it stands. What the person was shown and where, each time consent was
-- asked for, given, changed or withdrawn, is one row of public.update_consent_events. Nothing else
-- about the person: no client address, no browser, no opens or clicks.
--
-- Double opt-in: public.subscribe_to_updates stores an unconfirmed subscription and queues a
-- confirmation e-mail (outbox kind 'update_confirmation'); nothing else is ever sent to it until
-- the person follows the e-mail's link (public.confirm_update_subscription). A sign-up for an
-- address already on the list answers exactly what a new one does and sends one more confirmation;
-- it never changes a confirmed subscription's choices (a stranger could otherwise), the person does
-- that on the preferences page. Unconfirmed subscriptions are forgotten a week after their last
-- sign-up (their links expired long before; private.forget_unconfirmed_update_subscriptions).
--
-- Links are signed, not stored: a token is `<subscription id>.<expiry, unix seconds, 0 for
-- none>.<HMAC-SHA256 of purpose|id|expiry, 18 bytes, base64url>`, keyed by a random key that never
-- leaves this schema (private.update_link_key). Why signed rather than random-and-hashed: the
-- outbox renders an e-mail again on every retry (with the same identity), and every update carries
-- a preferences link; a signed link is derived again each time, so no usable token is ever stored,
-- in the outbox or anywhere else, and replacing the key withdraws every link at once. A
-- confirmation link ('confirm') works for 48 hours from the sign-up that sent it; a preferences
-- link ('manage') works for as long as the subscription exists.
--
-- Limits: a sign-up counts against the intake forms' per-network limit (100 an hour, 300 a day,
-- private.intake_client_submissions) and the per-address limit of each form (5 an hour); its
-- confirmation e-mail is one of the kinds the limits on e-mail to a person cover
-- (private.person_mail_limits: 3 an hour and 10 a day per mailbox, 20 an hour per network), so the
-- form cannot be used to mail strangers. An e-mail a limit skips leaves the answer unchanged.
--
-- Who reads: administrators and members holding 'send_updates' (the admin and editor bundles) read
-- subscriptions and their consent records; reviewers and visitors read nothing. Visitors act only
-- through the functions below, and only on the subscription a valid token names.

-- Baseline (docs/migration-baseline.md). The permission 'send_updates' and its place in the admin
-- and editor bundles are in 20251101010000_accounts_and_roles.sql; the outbox's kinds
-- ('update_confirmation') and each kind's content in 20251101030000_outbox.sql.

-- Function bodies here may name objects defined further down or in a later file of the baseline,
-- as pg_dump's output does: they are checked when they run (pgTAP runs every one), not when
-- they are created. Only for this file's transaction.
set local check_function_bodies = off;

/** Subscriptions */
create table public.update_subscriptions (
  id uuid primary key default gen_random_uuid(),
  -- Lower case, as typed otherwise: one subscription per address.
  email text not null,
  topics text[] not null,
  name text,
  region text,
  state text not null default 'unconfirmed',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  constraint update_subscriptions_email_key unique (email),
  constraint update_subscriptions_email_valid check (
    private.is_email(email) and pg_catalog.length(email) <= 254 and email = pg_catalog.lower(email)
  ),
  constraint update_subscriptions_topics_allowed check (
    pg_catalog.cardinality(topics) between 1 and 4
    and topics <@ array['training', 'contests', 'events', 'news']
  ),
  constraint update_subscriptions_name_length check (
    name is null or (pg_catalog.length(name) <= 100 and private.has_visible_text(name))
  ),
  constraint update_subscriptions_region_allowed check (
    region in (
      'north', 'north-central', 'southwestern', 'south-central', 'southeastern', 'eastern'
    )
  ),
  constraint update_subscriptions_state_allowed check (
    state in ('unconfirmed', 'subscribed', 'paused', 'unsubscribed')
  ),
  constraint update_subscriptions_confirmed_has_time check (
    state in ('unconfirmed', 'unsubscribed') or confirmed_at is not null
  ),
  constraint update_subscriptions_unsubscribed_has_time check (
    state <> 'unsubscribed' or unsubscribed_at is not null
  )
);

comment on table public.update_subscriptions is
  'Who asked for updates by e-mail: the address, topics, optional name and region, and where the '
  'subscription stands (unconfirmed until the e-mailed link is followed; paused and unsubscribed '
  'receive nothing). Read by administrators and members who send updates.';

alter table public.update_subscriptions enable row level security;
revoke all on table public.update_subscriptions from public, anon, authenticated;
grant select on table public.update_subscriptions to authenticated;
grant all on table public.update_subscriptions to service_role;

create policy "members who send updates read subscriptions"
  on public.update_subscriptions for select to authenticated
  using ((select private.can_send_updates()));

/** Consent on record */
create table public.update_consent_events (
  id uuid primary key default gen_random_uuid(),
  subscription_id uuid not null references public.update_subscriptions (id) on delete cascade,
  action text not null,
  -- Where it happened: the page (or the mailbox provider's one-click request).
  source text not null,
  -- The words the person was shown when they acted (a consent sentence, a button's label).
  shown text not null,
  -- The topics chosen at that moment (a sign-up, a confirmation, a change).
  topics text[],
  happened_at timestamptz not null default now(),
  constraint update_consent_events_action_allowed check (
    action in ('requested', 'confirmed', 'changed', 'paused', 'resumed', 'unsubscribed')
  ),
  constraint update_consent_events_source_allowed check (
    source in (
      'updates-page', 'news-page', 'contact-form', 'alliance-registration', 'confirmation-page',
      'preferences-page', 'one-click'
    )
  ),
  constraint update_consent_events_shown_length check (
    pg_catalog.length(shown) between 1 and 1000 and private.has_visible_text(shown)
  )
);

comment on table public.update_consent_events is
  'When and how consent to updates was asked for, given, changed and withdrawn: what the person '
  'was shown and where. Nothing else about them.';

create index update_consent_events_subscription_idx
  on public.update_consent_events (subscription_id, happened_at);

alter table public.update_consent_events enable row level security;
revoke all on table public.update_consent_events from public, anon, authenticated;
grant select on table public.update_consent_events to authenticated;
grant all on table public.update_consent_events to service_role;

create policy "members who send updates read consent records"
  on public.update_consent_events for select to authenticated
  using ((select private.can_send_updates()));

/** Signed links */
create table private.update_link_key (
  only_row boolean primary key default true check (only_row),
  key bytea not null default extensions.gen_random_bytes(32)
);
insert into private.update_link_key default values;
alter table private.update_link_key enable row level security;
revoke all on table private.update_link_key from public, anon, authenticated, service_role;
-- Said outright, as for the other private tables (the Advisor's rls_enabled_no_policy): only the
-- definer-rights functions below read the key.
create policy "no API role reads the link key"
  on private.update_link_key for select to anon, authenticated
  using (false);

-- How long a confirmation link works; the page and the e-mail say it in words (48 hours).
create function private.update_confirmation_lifetime()
returns interval
language sql
immutable
set search_path = ''
as $$ select interval '48 hours' $$;
revoke all on function private.update_confirmation_lifetime() from public;

create function private.update_link_token(p_purpose text, p_id uuid, p_expires timestamptz)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  with parts as (
    select p_id::text as id,
      coalesce(pg_catalog.floor(extract(epoch from p_expires))::bigint, 0)::text as expiry
  )
  select parts.id || '.' || parts.expiry || '.' || pg_catalog.translate(
    pg_catalog.encode(pg_catalog.substr(extensions.hmac(
      pg_catalog.convert_to(p_purpose || '|' || parts.id || '|' || parts.expiry, 'UTF8'),
      (select k.key from private.update_link_key k),
      'sha256'
    ), 1, 18), 'base64'),
    '+/', '-_'
  )
  from parts
$$;
revoke all on function private.update_link_token(text, uuid, timestamptz) from public;

/*
 * The subscription a token names for a purpose. Raises 22023 with words for the page when the
 * token is not one we made (or its subscription is gone) and when it has expired.
 */
create function private.update_link_subscription(p_purpose text, p_token text)
returns public.update_subscriptions
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  parts text[] := pg_catalog.string_to_array(coalesce(p_token, ''), '.');
  subscription public.update_subscriptions;
  expires timestamptz;
begin
  if pg_catalog.cardinality(parts) <> 3
    or parts[1] !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    or parts[2] !~ '^[0-9]{1,12}$'
    or p_token <> private.update_link_token(
      p_purpose, parts[1]::uuid,
      case when parts[2] = '0' then null else pg_catalog.to_timestamp(parts[2]::bigint) end
    )
  then
    raise exception 'This link is not complete or not one we sent. Copy the whole link from the e-mail, or sign up again.'
      using errcode = '22023', hint = 'invalid';
  end if;
  expires := case when parts[2] = '0' then null else pg_catalog.to_timestamp(parts[2]::bigint) end;
  if expires is not null and expires < pg_catalog.now() then
    raise exception 'This confirmation link has expired (links work for 48 hours). Sign up again and we will send a new one.'
      using errcode = '22023', hint = 'expired';
  end if;
  select * into subscription from public.update_subscriptions s where s.id = parts[1]::uuid;
  if subscription.id is null then
    raise exception 'This link is not complete or not one we sent. Copy the whole link from the e-mail, or sign up again.'
      using errcode = '22023', hint = 'invalid';
  end if;
  return subscription;
end;
$$;
revoke all on function private.update_link_subscription(text, text) from public;

/** What a page and a sign-up may send */
create function private.update_topics(p_topics jsonb)
returns text[]
language plpgsql
immutable
set search_path = ''
as $$
declare
  topics text[];
begin
  if pg_catalog.jsonb_typeof(p_topics) is distinct from 'array' then
    raise exception 'Choose at least one topic.' using errcode = '22023';
  end if;
  select pg_catalog.array_agg(distinct t order by t) into topics
  from pg_catalog.jsonb_array_elements_text(p_topics) t;
  if topics is null or not topics <@ array['training', 'contests', 'events', 'news'] then
    raise exception 'Choose at least one topic: training, contests, events or news.'
      using errcode = '22023';
  end if;
  return topics;
end;
$$;
revoke all on function private.update_topics(jsonb) from public;

create function private.update_shown(p_shown text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_shown is null or pg_catalog.length(p_shown) not between 1 and 1000
    or not private.has_visible_text(p_shown) then
    raise exception 'The words you were shown are missing: reload the page and try again.'
      using errcode = '22023';
  end if;
  return p_shown;
end;
$$;
revoke all on function private.update_shown(text) from public;

/*
 * The per-network limit the intake forms share (private.enforce_intake_abuse_limits): the same
 * salted network hash, the same table, the same figures. A caller with no client address (direct
 * SQL, the service role) is not limited.
 */
create function private.limit_update_signups(p_address text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  headers jsonb := nullif(pg_catalog.current_setting('request.headers', true), '')::jsonb;
  client_address text := private.client_address(headers);
  client bytea;
  last_hour bigint;
  last_day bigint;
  recent bigint;
begin
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('update_subscriptions:' || p_address, 0)
  );
  select pg_catalog.count(*) into recent from public.update_consent_events e
  join public.update_subscriptions s on s.id = e.subscription_id
  where s.email = p_address and e.action = 'requested'
    and e.happened_at > pg_catalog.now() - interval '1 hour';
  if recent >= 5 then
    raise exception using
      errcode = 'P0001',
      message = 'Too many submissions from this email address. Please try again later.';
  end if;
  if client_address is null then
    return;
  end if;
  client := pg_catalog.sha256(pg_catalog.convert_to(
    (select salt from private.intake_limit_salt) || '|' || private.client_network(client_address),
    'UTF8'
  ));
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('intake-client:' || pg_catalog.encode(client, 'hex'), 0)
  );
  select
    pg_catalog.count(*) filter (where submitted_at > pg_catalog.now() - interval '1 hour'),
    pg_catalog.count(*)
  into last_hour, last_day
  from private.intake_client_submissions
  where client_hash = client and submitted_at > pg_catalog.now() - interval '1 day';
  if last_hour + 1 > 100 then
    raise exception using
      errcode = 'P0001',
      message = 'We have received many submissions from your network in the last hour. '
        || 'Your answers are still here: please try again later.',
      detail = 'Per-network limit: 100 submissions per hour across the forms.';
  end if;
  if last_day + 1 > 300 then
    raise exception using
      errcode = 'P0001',
      message = 'We have received many submissions from your network today. '
        || 'Your answers are still here: please try again tomorrow.',
      detail = 'Per-network limit: 300 submissions per day across the forms.';
  end if;
  insert into private.intake_client_submissions (client_hash) values (client);
end;
$$;
revoke all on function private.limit_update_signups(text) from public;

/** Forgetting sign-ups nobody confirmed */
-- A week after its last sign-up (its links expired long before), an unconfirmed subscription and
-- its consent records go: the address was typed by someone who may not own it. Run daily by
-- pg_cron and before every sign-up.
create function private.forget_unconfirmed_update_subscriptions()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  forgotten integer;
begin
  delete from public.update_subscriptions s
  where s.state = 'unconfirmed' and s.updated_at < pg_catalog.now() - interval '7 days';
  get diagnostics forgotten = row_count;
  return forgotten;
end;
$$;
revoke all on function private.forget_unconfirmed_update_subscriptions() from public;

-- Daily at 09:27 UTC. Where pg_cron is missing the job is not scheduled and says so, like the
-- retention job's schedule.
do $schedule$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
  end if;
  if pg_catalog.to_regnamespace('cron') is null then
    raise warning 'pg_cron is missing: forget-unconfirmed-update-subscriptions is not scheduled';
    return;
  end if;
  perform cron.schedule(
    'forget-unconfirmed-update-subscriptions', '27 9 * * *',
    'select private.forget_unconfirmed_update_subscriptions()'
  );
end;
$schedule$;

/** Sign-up */
/*
 * A sign-up: {email, topics, name?, region?, source, shown}. Stores or refreshes an unconfirmed
 * subscription (a confirmed one keeps its choices), records what was shown where, and queues one
 * confirmation e-mail. Answers {"state": "confirmation_sent", "expires_in_hours": 48} whatever the
 * address's history, so the answer reveals nothing about who is on the list.
 */
create function private.subscribe_to_updates(p_subscription jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  address text := pg_catalog.lower(pg_catalog.btrim(coalesce(p_subscription ->> 'email', '')));
  v_topics text[] := private.update_topics(p_subscription -> 'topics');
  v_name text := nullif(pg_catalog.btrim(coalesce(p_subscription ->> 'name', '')), '');
  v_region text := nullif(p_subscription ->> 'region', '');
  v_source text := coalesce(p_subscription ->> 'source', '');
  v_shown text := private.update_shown(p_subscription ->> 'shown');
  subscription public.update_subscriptions;
  request_id uuid;
begin
  if not private.is_email(address) or pg_catalog.length(address) > 254 then
    raise exception 'Enter an email address in the correct format, like name@example.com'
      using errcode = '22023';
  end if;
  if v_source not in ('updates-page', 'news-page', 'contact-form', 'alliance-registration') then
    raise exception 'Unknown sign-up source' using errcode = '22023';
  end if;
  perform private.limit_update_signups(address);

  perform private.forget_unconfirmed_update_subscriptions();

  select * into subscription from public.update_subscriptions s where s.email = address for update;
  -- A new subscriber (an address not on the list, or back after unsubscribing) counts for the
  -- campaign or site that brought the visit; a second sign-up of the same address does not.
  if subscription.id is null or subscription.state = 'unsubscribed' then
    perform private.count_update_signup_source(p_subscription -> 'visit');
  end if;
  if subscription.id is null then
    insert into public.update_subscriptions (email, topics, name, region)
    values (address, v_topics, v_name, v_region)
    returning * into subscription;
  elsif subscription.state in ('unconfirmed', 'unsubscribed') then
    -- Nothing is sent to it until the new link is followed, so the new choices may replace the old.
    update public.update_subscriptions s
    set topics = v_topics, name = v_name, region = v_region,
        state = 'unconfirmed', updated_at = pg_catalog.now()
    where s.id = subscription.id
    returning s.* into subscription;
  end if;

  insert into public.update_consent_events (subscription_id, action, source, shown, topics)
  values (subscription.id, 'requested', v_source, v_shown, v_topics)
  returning id into request_id;

  insert into public.notification_deliveries (
    record_kind, record_id, kind, item_id, recipient, next_attempt_at
  )
  values (
    'update_subscription', subscription.id, 'update_confirmation', request_id, address,
    pg_catalog.now()
  );

  return pg_catalog.jsonb_build_object(
    'state', 'confirmation_sent',
    'expires_in_hours', extract(epoch from private.update_confirmation_lifetime())::integer / 3600
  );
end;
$$;
comment on function private.subscribe_to_updates(jsonb) is
  'A sign-up for updates: stores an unconfirmed subscription and queues its confirmation e-mail. '
  'The same answer for every address.';
revoke all on function private.subscribe_to_updates(jsonb) from public;
grant execute on function private.subscribe_to_updates(jsonb) to anon, authenticated, service_role;

-- The API's entry point: runs as the caller and calls the function above.
create function public.subscribe_to_updates(p_subscription jsonb)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
begin atomic
  select private.subscribe_to_updates($1);
end;
revoke all on function public.subscribe_to_updates(jsonb) from public;
grant execute on function public.subscribe_to_updates(jsonb) to anon, authenticated, service_role;
comment on function public.subscribe_to_updates(jsonb) is
  'A sign-up for updates: stores an unconfirmed subscription and queues its confirmation e-mail. '
  'The same answer for every address.';

/** Confirmation, preferences and unsubscribe, each through a signed link */

-- What a page shows of a subscription, with its preferences link.
create function private.update_subscription_view(p_subscription public.update_subscriptions)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'email', p_subscription.email,
    'topics', pg_catalog.to_jsonb(p_subscription.topics),
    'state', p_subscription.state,
    'manage_token', private.update_link_token('manage', p_subscription.id, null)
  )
$$;
revoke all on function private.update_subscription_view(public.update_subscriptions) from public;

create function private.confirm_update_subscription(p_token text, p_shown text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  subscription public.update_subscriptions := private.update_link_subscription('confirm', p_token);
  v_shown text := private.update_shown(p_shown);
begin
  if subscription.state = 'unconfirmed' then
    update public.update_subscriptions s
    set state = 'subscribed', confirmed_at = pg_catalog.now(), unsubscribed_at = null,
        updated_at = pg_catalog.now()
    where s.id = subscription.id
    returning s.* into subscription;
    insert into public.update_consent_events (subscription_id, action, source, shown, topics)
    values (subscription.id, 'confirmed', 'confirmation-page', v_shown, subscription.topics);
  end if;
  return private.update_subscription_view(subscription);
end;
$$;
comment on function private.confirm_update_subscription(text, text) is
  'Confirms the subscription a confirmation link names (48 hours); a confirmed one stays as it is.';
revoke all on function private.confirm_update_subscription(text, text) from public;
grant execute on function private.confirm_update_subscription(text, text)
  to anon, authenticated, service_role;

-- The API's entry point: runs as the caller and calls the function above.
create function public.confirm_update_subscription(p_token text, p_shown text)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
begin atomic
  select private.confirm_update_subscription($1, $2);
end;
revoke all on function public.confirm_update_subscription(text, text) from public;
grant execute on function public.confirm_update_subscription(text, text) to anon, authenticated, service_role;
comment on function public.confirm_update_subscription(text, text) is
  'Confirms the subscription a confirmation link names (48 hours); a confirmed one stays as it is.';

create function private.update_subscription_preferences(p_token text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return private.update_subscription_view(private.update_link_subscription('manage', p_token));
end;
$$;
comment on function private.update_subscription_preferences(text) is
  'What the preferences page shows of the subscription a preferences link names.';
revoke all on function private.update_subscription_preferences(text) from public;
grant execute on function private.update_subscription_preferences(text)
  to anon, authenticated, service_role;

-- The API's entry point: runs as the caller and calls the function above.
create function public.update_subscription_preferences(p_token text)
returns jsonb
language sql
stable
security invoker
set search_path = ''
begin atomic
  select private.update_subscription_preferences($1);
end;
revoke all on function public.update_subscription_preferences(text) from public;
grant execute on function public.update_subscription_preferences(text) to anon, authenticated, service_role;
comment on function public.update_subscription_preferences(text) is
  'What the preferences page shows of the subscription a preferences link names.';

/*
 * The preferences page's save: the topics, and whether updates are paused. An unconfirmed or
 * unsubscribed subscription is not started again here (only a confirmed sign-up starts one).
 */
create function private.save_update_preferences(
  p_token text, p_topics jsonb, p_paused boolean, p_shown text
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  subscription public.update_subscriptions := private.update_link_subscription('manage', p_token);
  v_topics text[] := private.update_topics(p_topics);
  v_shown text := private.update_shown(p_shown);
  next_state text;
begin
  if subscription.state not in ('subscribed', 'paused') then
    raise exception 'You are not subscribed to updates. Sign up again to start receiving them.'
      using errcode = '22023', hint = 'not_subscribed';
  end if;
  next_state := case when coalesce(p_paused, false) then 'paused' else 'subscribed' end;
  if v_topics is distinct from subscription.topics then
    insert into public.update_consent_events (subscription_id, action, source, shown, topics)
    values (subscription.id, 'changed', 'preferences-page', v_shown, v_topics);
  end if;
  if next_state <> subscription.state then
    insert into public.update_consent_events (subscription_id, action, source, shown, topics)
    values (
      subscription.id, case next_state when 'paused' then 'paused' else 'resumed' end,
      'preferences-page', v_shown, v_topics
    );
  end if;
  update public.update_subscriptions s
  set topics = v_topics, state = next_state, updated_at = pg_catalog.now()
  where s.id = subscription.id
  returning s.* into subscription;
  return private.update_subscription_view(subscription);
end;
$$;
comment on function private.save_update_preferences(text, jsonb, boolean, text) is
  'Changes the topics of the subscription a preferences link names, or pauses or resumes it.';
revoke all on function private.save_update_preferences(text, jsonb, boolean, text) from public;
grant execute on function private.save_update_preferences(text, jsonb, boolean, text)
  to anon, authenticated, service_role;

-- The API's entry point: runs as the caller and calls the function above.
create function public.save_update_preferences(p_token text, p_topics jsonb, p_paused boolean, p_shown text)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
begin atomic
  select private.save_update_preferences($1, $2, $3, $4);
end;
revoke all on function public.save_update_preferences(text, jsonb, boolean, text) from public;
grant execute on function public.save_update_preferences(text, jsonb, boolean, text) to anon, authenticated, service_role;
comment on function public.save_update_preferences(text, jsonb, boolean, text) is
  'Changes the topics of the subscription a preferences link names, or pauses or resumes it.';

/*
 * Unsubscribes at once from everything: the next send skips the address. `p_source` is
 * 'preferences-page' (the page's button) or 'one-click' (RFC 8058's POST, through the
 * unsubscribe-updates function, which passes the provider's body as what was shown). Unsubscribing
 * twice records it once.
 */
create function private.unsubscribe_from_updates(p_token text, p_source text, p_shown text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  subscription public.update_subscriptions := private.update_link_subscription('manage', p_token);
  v_shown text := private.update_shown(p_shown);
begin
  if p_source not in ('preferences-page', 'one-click') then
    raise exception 'Unknown unsubscribe source' using errcode = '22023';
  end if;
  if subscription.state <> 'unsubscribed' then
    update public.update_subscriptions s
    set state = 'unsubscribed', unsubscribed_at = pg_catalog.now(), updated_at = pg_catalog.now()
    where s.id = subscription.id
    returning s.* into subscription;
    insert into public.update_consent_events (subscription_id, action, source, shown)
    values (subscription.id, 'unsubscribed', p_source, v_shown);
  end if;
  return private.update_subscription_view(subscription);
end;
$$;
comment on function private.unsubscribe_from_updates(text, text, text) is
  'Unsubscribes the subscription a preferences link names from every update, at once.';
revoke all on function private.unsubscribe_from_updates(text, text, text) from public;
grant execute on function private.unsubscribe_from_updates(text, text, text)
  to anon, authenticated, service_role;

-- The API's entry point: runs as the caller and calls the function above.
create function public.unsubscribe_from_updates(p_token text, p_source text, p_shown text)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
begin atomic
  select private.unsubscribe_from_updates($1, $2, $3);
end;
revoke all on function public.unsubscribe_from_updates(text, text, text) from public;
grant execute on function public.unsubscribe_from_updates(text, text, text) to anon, authenticated, service_role;
comment on function public.unsubscribe_from_updates(text, text, text) is
  'Unsubscribes the subscription a preferences link names from every update, at once.';

/*
 * Who an update on a topic goes to now: confirmed, not paused, not unsubscribed, with the topic.
 * What the sender of updates reads (send_updates); an unsubscribe is honoured by the next call.
 */
create function private.update_recipients(p_topic text)
returns table (subscription_id uuid, email text, manage_token text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  -- Visitors and members without the permission are refused; the service role (a sender
  -- function) and direct SQL are trusted.
  if coalesce(pg_catalog.current_setting('role', true), '') in ('anon', 'authenticated')
    and not coalesce(public.can_send_updates(), false) then
    raise exception 'Sending updates requires the send_updates permission' using errcode = '42501';
  end if;
  return query
    select s.id, s.email, private.update_link_token('manage', s.id, null)
    from public.update_subscriptions s
    where s.state = 'subscribed' and p_topic = any (s.topics)
    order by s.email;
end;
$$;
comment on function private.update_recipients(text) is
  'The confirmed, unpaused subscriptions with a topic, each with its preferences link token.';
revoke all on function private.update_recipients(text) from public, anon;
grant execute on function private.update_recipients(text) to authenticated, service_role;

-- The API's entry point: runs as the caller and calls the function above.
create function public.update_recipients(p_topic text)
returns table (subscription_id uuid, email text, manage_token text)
language sql
stable
security invoker
set search_path = ''
begin atomic
  select * from private.update_recipients($1);
end;
revoke all on function public.update_recipients(text) from public;
grant execute on function public.update_recipients(text) to authenticated, service_role;
comment on function public.update_recipients(text) is
  'The confirmed, unpaused subscriptions with a topic, each with its preferences link token.';

-- A subscription forgotten (unconfirmed for a week) takes its unsent confirmations with it.
create function private.forget_update_confirmations()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.notification_deliveries d
  where d.record_kind = 'update_subscription' and d.record_id = old.id;
  return old;
end;
$$;
revoke all on function private.forget_update_confirmations() from public;

create trigger update_subscriptions_forget_confirmations
  after delete on public.update_subscriptions
  for each row execute function private.forget_update_confirmations();
