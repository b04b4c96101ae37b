/**
 * The status page says an answer arrived.
 *
 * A person who replies to one of our e-mails (an interview's times, a question answered) could
 * not tell from /application-status whether the reply reached us. public.submission_status()
 * now also answers, for a lookup that matches, how many of their answers were threaded into the
 * record (public.inbound_messages, state 'threaded') and when the latest arrived: a count and a
 * date, never the sender, subject or text. A refused or throttled lookup answers exactly as
 * before, so the extra facts give a guesser nothing. The rest of the function is unchanged
 * (20251101020100_intake_rpcs.sql describes the lookup, its identical refusals and its throttle);
 * 20251229000000_definer_functions_private.sql moves it behind an invoker wrapper as before.
 */

create or replace function public.submission_status(p_reference text, p_email text)
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
comment on function public.submission_status(text, text) is
  'The stage of a submission for the person who sent it, by reference and e-mail address, with '
  'how many answers they e-mailed back reached it and when the latest did; '
  'refused answers are identical and guesses are throttled per client network (in all, and per '
  'reference from that network).';
revoke all on function public.submission_status(text, text) from public, anon, authenticated;
grant execute on function public.submission_status(text, text) to anon, authenticated, service_role;
