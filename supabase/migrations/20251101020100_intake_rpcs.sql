-- Intake's way in: references and idempotency keys, the intake RPCs (submit_<form>) and what they
-- accept, and the public status lookup with its throttle.
-- Baseline (docs/migration-baseline.md).

-- Function bodies here may name objects defined further down or in a later file of the baseline,
-- as pg_dump's output does: they are checked when they run (pgTAP runs every one), not when
-- they are created. Only for this file's transaction.
set local check_function_bodies = off;

-- A reference for every stored submission, and no duplicates from one draft.
--
-- 1. `reference`: CA-XXXXXXXX (coach applications), CT-… (contact), AL-… (alliance). The database
--    sets it, always: a BEFORE INSERT trigger overwrites whatever a request sent (and draws again on
--    a collision), no API role has a column grant on it, and the column default covers rows
--    written with triggers off. Eight characters from an alphabet without look-alikes (no 0/O, 1/I),
--    drawn from gen_random_bytes: 32^8 ≈ 10^12 values, so a reference reveals no volume and cannot
--    be guessed from another. A collision is retried.
--
-- 2. `idempotency_key`: one random uuid per draft in the browser, unique per table. The forms store
--    through submit_<form>(submission, idempotency_key), which stores the row once and answers
--    {"reference"}; the same key again (a double click, a retry after a lost response, the same
--    draft re-sent from the tab) stores nothing, counts against no limit, creates no delivery and
--    answers the same reference. Anon cannot read rows back (RLS), which is why the reference is
--    returned by this function rather than by `Prefer: return=representation`.
--
--    The function is SECURITY DEFINER so that it can find the row of a key it did not just insert;
--    it inserts exactly the columns anon may insert (the answers in private.intake_answer_columns,
--    the attribution columns and the language: private.submission_context_columns), with status
--    and everything else left to their defaults.
--    current_setting('role') stays the caller's, so the abuse-limit and rate-limit triggers, which
--    read it, limit a visitor exactly as a plain INSERT.

-- ---------------------------------------------------------------------------------------------
-- References
-- ---------------------------------------------------------------------------------------------
-- Six random bytes are exactly eight base64 symbols, each uniform over 64; translate maps the 64
-- onto the 32 symbols twice over, so each character stays uniform. Only built-in functions and
-- pgcrypto (which every API role may use) appear, so the same expression also serves as the
-- columns' default, for rows written with triggers off (a bulk load, pgTAP fixtures).
create function private.new_intake_reference(p_prefix text)
returns text
language sql
volatile
set search_path = ''
as $$
  select p_prefix || '-' || pg_catalog.translate(
    pg_catalog.encode(extensions.gen_random_bytes(6), 'base64'),
    'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/',
    '23456789ABCDEFGHJKLMNPQRSTUVWXYZ23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
  )
$$;
revoke all on function private.new_intake_reference(text) from public;

create function private.assign_intake_reference()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  candidate text;
  taken boolean;
begin
  for attempt in 1..10 loop
    candidate := private.new_intake_reference(tg_argv[0]);
    execute pg_catalog.format(
      'select exists (select 1 from %I.%I where reference = $1)', tg_table_schema, tg_table_name
    )
    into taken
    using candidate;
    if not taken then
      new.reference := candidate;
      return new;
    end if;
  end loop;
  raise exception 'Could not draw a free reference' using errcode = 'P0001';
end;
$$;
revoke all on function private.assign_intake_reference() from public;

comment on column public.coach_applications.reference is
  'The reference the applicant is shown and mailed (CA-…); set by the database, never by a request.';

comment on column public.contact_submissions.reference is
  'The reference the sender is shown and mailed (CT-…); set by the database, never by a request.';

comment on column public.alliance_registrations.reference is
  'The reference the registrant is shown and mailed (AL-…); set by the database, never by a request.';

-- Named to fire before the other BEFORE INSERT triggers (alphabetical order); it does not depend
-- on them, and they do not read the reference.
create trigger coach_applications_assign_reference
  before insert on public.coach_applications
  for each row execute function private.assign_intake_reference('CA');

create trigger contact_submissions_assign_reference
  before insert on public.contact_submissions
  for each row execute function private.assign_intake_reference('CT');

create trigger alliance_registrations_assign_reference
  before insert on public.alliance_registrations
  for each row execute function private.assign_intake_reference('AL');

-- ---------------------------------------------------------------------------------------------
-- Idempotency keys
-- ---------------------------------------------------------------------------------------------
comment on column public.coach_applications.idempotency_key is
  'The browser draft''s key: one stored row per key (submit_coach_application). Null for rows stored by a plain INSERT.';

comment on column public.contact_submissions.idempotency_key is
  'The browser draft''s key: one stored row per key (submit_contact_message). Null for rows stored by a plain INSERT.';

comment on column public.alliance_registrations.idempotency_key is
  'The browser draft''s key: one stored row per key (submit_alliance_registration). Null for rows stored by a plain INSERT.';

comment on column public.contact_submissions.landing_page is
  'The first page of the visit that sent this (a path, no query); null when unknown.';
comment on column public.contact_submissions.referrer_domain is
  'The domain of the site that sent the visitor at the start of the visit; null when none or unknown.';
comment on column public.contact_submissions.utm_campaign is
  'utm_campaign of the visit''s first page; utm_source and utm_medium beside it.';
comment on column public.coach_applications.landing_page is
  'The first page of the visit that sent this (a path, no query); null when unknown.';
comment on column public.alliance_registrations.landing_page is
  'The first page of the visit that sent this (a path, no query); null when unknown.';

-- The desk filters the list by campaign and by landing page.
create index coach_applications_utm_campaign_idx on public.coach_applications (utm_campaign)
  where utm_campaign is not null;
create index coach_applications_landing_page_idx on public.coach_applications (landing_page)
  where landing_page is not null;
create index contact_submissions_utm_campaign_idx on public.contact_submissions (utm_campaign)
  where utm_campaign is not null;
create index contact_submissions_landing_page_idx on public.contact_submissions (landing_page)
  where landing_page is not null;
create index alliance_registrations_utm_campaign_idx on public.alliance_registrations (utm_campaign)
  where utm_campaign is not null;
create index alliance_registrations_landing_page_idx on public.alliance_registrations (landing_page)
  where landing_page is not null;

-- Attribution: what the intake RPCs accept.

-- Optional in every submission: a visit may have none (no referrer, no campaign, storage blocked,
-- Global Privacy Control), and callers written before these columns keep working. They are not
-- among private.notification_columns(): the notification fast path matches a payload by the
-- visitor's answers, and the notification payload carries none of these.
create function private.attribution_columns()
returns text[]
language sql
immutable
set search_path = ''
as $$ select array['landing_page', 'referrer_domain', 'utm_source', 'utm_medium', 'utm_campaign'] $$;
revoke all on function private.attribution_columns() from public;

-- What a submission carries besides its answers: the visit's attribution and the language it was
-- made in. None is an answer (the notification fast path matches answers only), all are optional
-- in a call, and each is insertable, stored by the intake RPC and shown in the desk view.
create function private.submission_context_columns()
returns text[]
language sql
immutable
set search_path = ''
as $$ select private.attribution_columns() || array['language'] $$;
revoke all on function private.submission_context_columns() from public;

-- A submission whose idempotency key was already used with different answers is refused with a
-- clear message. Before, submit_<form>() answered success with the first
-- submission's reference and dropped the second payload without a word: a visitor who changed an
-- answer after a lost response believed the new answers were stored.
--
-- The same key with the same answers (a double click, a retry after a lost response) still stores
-- nothing and answers the stored reference. "The same" compares the stored row with the payload
-- read through the same jsonb_populate_record() the insert uses, column by column, so a value is
-- compared as stored (types, not spelling). The refusal is SQLSTATE PT409 (PostgREST answers
-- HTTP 409) with a sentence written for the visitor; the form keeps every answer and draws a new
-- key, so sending again stores the changed answers as a new submission.
--
-- A call names every required answer of the kind (private.required_answer_columns) and may leave
-- out an optional one, stored as null (as jsonb_populate_record reads a missing key), so a browser
-- still running the page from before an optional field was added keeps working.
create or replace function private.submit_intake(
  p_record_kind text,
  p_submission jsonb,
  p_idempotency_key uuid
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  source_table text := private.notification_table(p_record_kind);
  columns text[] := private.notification_columns(p_record_kind);
  required_columns text[] := private.required_answer_columns(p_record_kind);
  stored_columns text[] := columns || private.submission_context_columns();
  submission_language text;
  column_list text;
  stored_reference text;
  same_answers boolean;
  violated text;
  find_stored constant text := $find$
    select t.reference,
      not exists (
        select 1 from pg_catalog.unnest($3) as name
        where (pg_catalog.to_jsonb(t) -> name) is distinct from (
          pg_catalog.to_jsonb(pg_catalog.jsonb_populate_record(null::public.%1$I, $2)) -> name
        )
      )
    from public.%1$I t
    where t.idempotency_key = $1
  $find$;
begin
  if source_table is null then
    raise exception 'Unknown record kind: %', p_record_kind using errcode = '22023';
  end if;
  if p_idempotency_key is null then
    raise exception 'An idempotency key is required' using errcode = '22023';
  end if;
  if p_submission is null or pg_catalog.jsonb_typeof(p_submission) <> 'object'
    or not (p_submission ?& required_columns)
    or exists (
      select 1 from pg_catalog.jsonb_object_keys(p_submission) as key where key <> all (stored_columns)
    )
  then
    raise exception 'The submission must name exactly these fields: % (and may name %)',
      pg_catalog.array_to_string(required_columns, ', '),
      pg_catalog.array_to_string(
        array(select name from pg_catalog.unnest(columns) as name where name <> all (required_columns))
          || private.submission_context_columns(),
        ', '
      )
      using errcode = '22023';
  end if;

  -- The language the form was filled in: left out (a page from before the Spanish forms) is
  -- English; anything but a language of the site is refused rather than stored as English.
  submission_language := coalesce(p_submission ->> 'language', 'en');
  if not private.is_language(submission_language) then
    raise exception 'The submission''s language must be en (English) or es (Spanish), or left out for English'
      using errcode = '22023';
  end if;
  p_submission := p_submission || pg_catalog.jsonb_build_object('language', submission_language);

  execute pg_catalog.format(find_stored, source_table)
  into stored_reference, same_answers
  using p_idempotency_key, p_submission, stored_columns;

  if stored_reference is null then
    select pg_catalog.string_agg(pg_catalog.quote_ident(name), ', ') into column_list
    from pg_catalog.unnest(stored_columns) as name;
    begin
      execute pg_catalog.format(
        'insert into public.%1$I (%2$s, idempotency_key)
         select %2$s, $2 from pg_catalog.jsonb_populate_record(null::public.%1$I, $1)
         returning reference',
        source_table,
        column_list
      )
      into stored_reference
      using p_submission, p_idempotency_key;
      return pg_catalog.jsonb_build_object(
        'reference', stored_reference,
        'acknowledgement', private.acknowledgement_outlook(p_record_kind, stored_reference)
      );
    exception when unique_violation then
      get stacked diagnostics violated = constraint_name;
      if violated is distinct from source_table || '_idempotency_key_key' then
        raise;
      end if;
      -- Another request with the same key committed first: compare with what it stored.
      execute pg_catalog.format(find_stored, source_table)
      into stored_reference, same_answers
      using p_idempotency_key, p_submission, stored_columns;
    end;
  end if;

  if not same_answers then
    raise exception 'These answers differ from the ones this form already sent (reference %). Nothing new was stored and your answers are still here: press the button again to send them as a new submission.',
      stored_reference
      using errcode = 'PT409',
        hint = 'idempotency_key_reused';
  end if;
  return pg_catalog.jsonb_build_object(
    'reference', stored_reference,
    'acknowledgement', private.acknowledgement_outlook(p_record_kind, stored_reference)
  );
end;
$$;
revoke all on function private.submit_intake(text, jsonb, uuid) from public;

create function private.submit_coach_application(p_submission jsonb, p_idempotency_key uuid)
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$ select private.submit_intake('coach_application', p_submission, p_idempotency_key) $$;
comment on function private.submit_coach_application(jsonb, uuid) is
  'Stores a coach application once per idempotency key; answers {"reference"}.';
revoke all on function private.submit_coach_application(jsonb, uuid) from public, anon, authenticated;
grant execute on function private.submit_coach_application(jsonb, uuid) to anon, authenticated, service_role;

-- The API's entry point: runs as the caller and calls the function above.
create function public.submit_coach_application(p_submission jsonb, p_idempotency_key uuid)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
begin atomic
  select private.submit_coach_application($1, $2);
end;
revoke all on function public.submit_coach_application(jsonb, uuid) from public;
grant execute on function public.submit_coach_application(jsonb, uuid) to anon, authenticated, service_role;
comment on function public.submit_coach_application(jsonb, uuid) is
  'Stores a coach application once per idempotency key; answers {"reference"}.';

create function private.submit_contact_message(p_submission jsonb, p_idempotency_key uuid)
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$ select private.submit_intake('contact_submission', p_submission, p_idempotency_key) $$;
comment on function private.submit_contact_message(jsonb, uuid) is
  'Stores a contact message once per idempotency key; answers {"reference"}.';
revoke all on function private.submit_contact_message(jsonb, uuid) from public, anon, authenticated;
grant execute on function private.submit_contact_message(jsonb, uuid) to anon, authenticated, service_role;

-- The API's entry point: runs as the caller and calls the function above.
create function public.submit_contact_message(p_submission jsonb, p_idempotency_key uuid)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
begin atomic
  select private.submit_contact_message($1, $2);
end;
revoke all on function public.submit_contact_message(jsonb, uuid) from public;
grant execute on function public.submit_contact_message(jsonb, uuid) to anon, authenticated, service_role;
comment on function public.submit_contact_message(jsonb, uuid) is
  'Stores a contact message once per idempotency key; answers {"reference"}.';

create function private.submit_alliance_registration(p_submission jsonb, p_idempotency_key uuid)
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$ select private.submit_intake('alliance_registration', p_submission, p_idempotency_key) $$;
comment on function private.submit_alliance_registration(jsonb, uuid) is
  'Stores an alliance registration once per idempotency key; answers {"reference"}.';
revoke all on function private.submit_alliance_registration(jsonb, uuid) from public, anon, authenticated;
grant execute on function private.submit_alliance_registration(jsonb, uuid) to anon, authenticated, service_role;

-- The API's entry point: runs as the caller and calls the function above.
create function public.submit_alliance_registration(p_submission jsonb, p_idempotency_key uuid)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
begin atomic
  select private.submit_alliance_registration($1, $2);
end;
revoke all on function public.submit_alliance_registration(jsonb, uuid) from public;
grant execute on function public.submit_alliance_registration(jsonb, uuid) to anon, authenticated, service_role;
comment on function public.submit_alliance_registration(jsonb, uuid) is
  'Stores an alliance registration once per idempotency key; answers {"reference"}.';

create index coach_applications_search_idx on public.coach_applications
  using gin (lower(first_name || ' ' || last_name || ' ' || email || ' ' || reference)
    extensions.gin_trgm_ops);

create index contact_submissions_search_idx on public.contact_submissions
  using gin (lower(first_name || ' ' || last_name || ' ' || email || ' ' || reference)
    extensions.gin_trgm_ops);

create index alliance_registrations_search_idx on public.alliance_registrations
  using gin (lower(first_name || ' ' || last_name || ' ' || email || ' ' || reference)
    extensions.gin_trgm_ops);

-- 0008 rls_enabled_no_policy: these tables are read and written only by definer-rights functions
-- (their owner); no API role has any privilege on them. A read policy that admits nothing says so
-- explicitly, so a grant added by mistake later still reads nothing (and with no write policy,
-- writes nothing).
create policy "no API role reads the submission log"
  on private.intake_client_submissions for select to anon, authenticated
  using (false);

create policy "no API role reads the rate-limit salt"
  on private.intake_limit_salt for select to anon, authenticated
  using (false);

-- Where a submission stands, for the person who sent it, without writing in to ask.
--
-- public.submission_status(p_reference, p_email): anyone holding a reference and the address it
-- was sent from learns the stage in plain words (received, under review, interview, decision; a
-- message or registration: received, under review, answered), the date it last changed and what
-- happens next, and nothing else about the record: no name, no answers, no decision's content.
-- A lookup that matches also learns how many of the person's answers by e-mail were threaded into
-- the record (public.inbound_messages, state 'threaded') and when the latest arrived, so a reply
-- is seen to have reached us: a count and a date, never the sender, subject or text. A refused or
-- throttled lookup answers exactly as before, so the extra facts give a guesser nothing.
--
-- * Refused answers are one answer. "No such reference", "wrong address" and a malformed reference
--   all answer {"found": false}, with HTTP 200, after the same work: one indexed lookup by
--   reference and address on the table the prefix names, and one throttle row.
-- * Guesses are throttled per network (20 refused lookups an hour) and per reference (5 refused
--   lookups an hour, whatever the network): past either, every lookup, right or wrong, answers
--   {"throttled": true} until the hour has passed, so a correct guess cannot be told from a
--   wrong one. A right answer is never counted: an applicant checking daily is never throttled.
--   The counts keep a salted hash of the network and of the reference, never either in clear,
--   and are forgotten after a day.
-- * SECURITY DEFINER (anon reads no intake row), empty search_path, callable by anon and
--   authenticated only through this function.

create table private.status_lookup_failures (
  client_hash bytea,
  reference_hash bytea not null,
  failed_at timestamptz not null default now(),
  -- No natural key (one network may fail twice in the same microsecond): the Advisor's 0004.
  id bigint generated always as identity primary key
);

comment on table private.status_lookup_failures is
  'One row per refused status lookup: salted hashes of the client network and of the reference '
  'asked about, and when. Read by submission_status()''s throttle; rows older than a day are deleted.';

create index status_lookup_failures_client_idx
  on private.status_lookup_failures (client_hash, failed_at);

create index status_lookup_failures_reference_idx
  on private.status_lookup_failures (reference_hash, failed_at);

alter table private.status_lookup_failures enable row level security;

revoke all on table private.status_lookup_failures from public, anon, authenticated, service_role;

-- The limits, in one place (and read by the stack test).
create function private.status_lookup_limits()
returns table (per_network integer, per_reference integer, window_length interval)
language sql
immutable
set search_path = ''
as $$ select 20, 5, interval '1 hour' $$;
revoke all on function private.status_lookup_limits() from public;

create or replace function private.submission_status(p_reference text, p_email text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  limits record;
  v_salt text := (select s.salt from private.intake_limit_salt s);
  v_reference text := pg_catalog.upper(pg_catalog.btrim(coalesce(p_reference, '')));
  v_address text := pg_catalog.lower(pg_catalog.btrim(coalesce(p_email, '')));
  client_address text := private.client_address(
    nullif(pg_catalog.current_setting('request.headers', true), '')::jsonb
  );
  client bytea;
  reference_key bytea;
  source_table text;
  v_kind text;
  found_id uuid;
  found_status text;
  found_created timestamptz;
  changed timestamptz;
  first_read timestamptz;
  stage text;
  stage_changed timestamptz;
  answers integer;
  last_answer timestamptz;
begin
  select * into limits from private.status_lookup_limits();
  reference_key := pg_catalog.sha256(pg_catalog.convert_to(v_salt || '|ref|' || v_reference, 'UTF8'));
  if client_address is not null then
    client := pg_catalog.sha256(pg_catalog.convert_to(
      v_salt || '|status|' || private.client_network(client_address), 'UTF8'
    ));
  end if;

  -- One caller's guesses at a time per network, so a burst cannot all slip under the limit.
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('status-lookup:' || pg_catalog.encode(coalesce(client, reference_key), 'hex'), 0)
  );

  if (
    client is not null and (
      select pg_catalog.count(*) from private.status_lookup_failures f
      where f.client_hash = client and f.failed_at > pg_catalog.now() - limits.window_length
    ) >= limits.per_network
  ) or (
    -- Per reference from this network only: a stranger's wrong guesses elsewhere never withhold
    -- the stage from the person who holds the reference.
    select pg_catalog.count(*) from private.status_lookup_failures f
    where f.reference_hash = reference_key
      and f.client_hash is not distinct from client
      and f.failed_at > pg_catalog.now() - limits.window_length
  ) >= limits.per_reference then
    return pg_catalog.jsonb_build_object('throttled', true);
  end if;

  source_table := case pg_catalog.left(v_reference, 3)
    when 'CA-' then 'coach_applications'
    when 'CT-' then 'contact_submissions'
    when 'AL-' then 'alliance_registrations'
  end;
  v_kind := case source_table
    when 'coach_applications' then 'coach_application'
    when 'contact_submissions' then 'contact_submission'
    when 'alliance_registrations' then 'alliance_registration'
  end;

  -- The same lookup whether the reference exists or not: by reference and address together.
  execute pg_catalog.format(
    'select id, status, created_at from public.%I
      where reference = $1 and pg_catalog.lower(email) = $2',
    coalesce(source_table, 'coach_applications')
  )
  into found_id, found_status, found_created
  using case when source_table is null then '' else v_reference end, v_address;

  if found_id is null then
    delete from private.status_lookup_failures f where f.failed_at < pg_catalog.now() - interval '1 day';
    insert into private.status_lookup_failures (client_hash, reference_hash)
    values (client, reference_key);
    return pg_catalog.jsonb_build_object('found', false);
  end if;

  select pg_catalog.max(s.changed_at) into changed
  from public.status_changes s
  where s.record_id = found_id and s.table_name = source_table;
  select pg_catalog.min(r.read_at) into first_read
  from public.record_reads r
  where r.record_id = found_id and r.record_kind = v_kind;

  if found_status in ('new', 'pending') then
    -- Opened by a reviewer, or moved on and back: someone is looking at it.
    if first_read is not null or changed is not null then
      stage := 'under_review';
      stage_changed := greatest(first_read, changed);
    else
      stage := 'received';
      stage_changed := found_created;
    end if;
  elsif found_status = 'interview' then
    stage := 'interview';
  elsif found_status in ('approved', 'rejected') then
    stage := 'decision';
  else
    -- 'responded' and 'closed': a message or registration that has been answered.
    stage := 'answered';
  end if;

  -- Answers the person e-mailed back that reached this record: how many and when the latest
  -- arrived, never who sent them or what they say.
  select pg_catalog.count(*)::integer, pg_catalog.max(m.received_at) into answers, last_answer
  from public.inbound_messages m
  where m.state = 'threaded' and m.record_kind = v_kind and m.record_id = found_id;

  return pg_catalog.jsonb_build_object(
    'found', true,
    'kind', v_kind,
    'stage', stage,
    'changed_at', coalesce(stage_changed, changed, found_created),
    'answers_received', answers,
    'last_answer_at', last_answer
  );
end;
$$;
comment on function private.submission_status(text, text) is
  'The stage of a submission for the person who sent it, by reference and e-mail address, with '
  'how many answers they e-mailed back reached it and when the latest did; '
  'refused answers are identical and guesses are throttled per client network (in all, and per '
  'reference from that network).';
revoke all on function private.submission_status(text, text) from public, anon, authenticated;
grant execute on function private.submission_status(text, text) to service_role, anon, authenticated;

-- The API's entry point: runs as the caller and calls the function above.
create function public.submission_status(p_reference text, p_email text)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
begin atomic
  select private.submission_status($1, $2);
end;
revoke all on function public.submission_status(text, text) from public;
grant execute on function public.submission_status(text, text) to service_role, anon, authenticated;
comment on function public.submission_status(text, text) is
  'The stage of a submission for the person who sent it, by reference and e-mail address, with '
  'how many answers they e-mailed back reached it and when the latest did; '
  'refused answers are identical and guesses are throttled per client network (in all, and per '
  'reference from that network).';

-- 0008 rls_enabled_no_policy: read and written only by definer-rights functions; a read policy
-- that admits nothing says so, so a grant added by mistake later still reads nothing.
create policy "no API role reads the status lookup throttle"
  on private.status_lookup_failures for select to anon, authenticated
  using (false);
