-- Abuse limits on the three intake forms, and has_role answering only for the caller.
--
-- Measured on the forms before this migration: one anonymous request stored 4,000 contact
-- submissions (an array insert with a different e-mail address in each row), and the only limit,
-- five per e-mail address per hour, never slowed a script that varies the address. Two limits
-- are added here, both for visitors and signed-in users who are not admins; admins, the service
-- role and direct SQL (migrations, the SQL editor, `npm run admin:grant`) are never limited.
--
-- 1. One row per request. A form submits one row; a request that tries to store more is refused
--    whole, so nothing of it is stored.
--
-- 2. A limit per client network across all three forms: 100 submissions per hour and 300 per day.
--    Why these numbers: the largest honest burst we expect is a workshop or staff meeting where
--    everyone applies at once from one school or office address (NAT): 60 teachers must all get
--    through within the hour, with room for a few corrections and contact messages from the same
--    building, hence 100. A district running several such sessions in one day stays under 300.
--    A script, meanwhile, stores at most 100 rows before it is stopped for the hour and 300 in a
--    day, which a reviewer can still clear by hand (the old limit let one request store 4,000).
--
--    The client address is the one the platform's gateway passes to PostgREST in
--    request.headers: hosted Supabase sits behind Cloudflare, which sets `cf-connecting-ip` to
--    the address of the TCP connection and overwrites any value the client sent; the first entry
--    of x-forwarded-for, by contrast, is whatever the client wrote (supabase discussion #34647).
--    The local gateway (stack/gateway/server.ts) sets the same header the same way. IPv6 clients
--    are counted per /64 network, because one household or server is usually given a whole /64
--    and could otherwise rotate through addresses. Without a client address (direct SQL, a
--    server-side caller without the header) the per-network limit does not apply.
--
--    Only a salted SHA-256 of the network is stored, never the address, and entries older than a
--    day are deleted as new submissions arrive: the table holds at most a day of hashes.

-- ---------------------------------------------------------------------------------------------
-- has_role: no longer an oracle for other users' roles
-- ---------------------------------------------------------------------------------------------
-- Any signed-in user could call /rest/v1/rpc/has_role with another user's id and learn whether
-- that user is an admin. It now answers for the caller's own id only; for anyone else it answers
-- false. The policies and admin functions all pass auth.uid(), so they work as before; the
-- service role and direct SQL (role neither anon nor authenticated) may still ask about anyone.
-- current_setting('role') is the role PostgREST switched to: SECURITY DEFINER changes
-- current_user but not that setting.
create or replace function public.has_role(_user_id uuid, _role public.app_role)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.user_roles
    where user_id = _user_id
      and role = _role
      and (
        _user_id = (select auth.uid())
        or pg_catalog.current_setting('role') not in ('anon', 'authenticated')
      )
  )
$$;

comment on function public.has_role(uuid, public.app_role) is
  'True when the user holds the role. Signed-in users get an answer about themselves only '
  '(false for anyone else); the service role and direct SQL may ask about anyone. Not callable by anon.';

-- ---------------------------------------------------------------------------------------------
-- Per-network counts
-- ---------------------------------------------------------------------------------------------
-- The salt makes the stored hashes useless for recovering addresses (IPv4 has only 2^32 values);
-- it never leaves the private schema.
create table private.intake_limit_salt (
  only_row boolean primary key default true check (only_row),
  salt text not null default (gen_random_uuid()::text || gen_random_uuid()::text)
);
insert into private.intake_limit_salt default values;

create table private.intake_client_submissions (
  client_hash bytea not null,
  submitted_at timestamptz not null default now()
);

comment on table private.intake_client_submissions is
  'One row per accepted intake submission that came with a client address: a salted hash of the '
  'client network and the time. Read by the per-network limit; rows older than a day are deleted.';

create index intake_client_submissions_client_idx
  on private.intake_client_submissions (client_hash, submitted_at);
create index intake_client_submissions_submitted_at_idx
  on private.intake_client_submissions (submitted_at);

-- Reachable only through the trigger below (SECURITY DEFINER), never by an API role.
alter table private.intake_limit_salt enable row level security;
alter table private.intake_client_submissions enable row level security;
revoke all on table private.intake_limit_salt, private.intake_client_submissions
  from public, anon, authenticated, service_role;

-- The network a client address belongs to, as counted: the address itself for IPv4, its /64 for
-- IPv6; text that is not an address is counted as given.
create function private.client_network(address text)
returns text
language plpgsql
immutable
strict
set search_path = ''
as $$
declare
  parsed inet;
begin
  begin
    parsed := pg_catalog.btrim(address)::inet;
  exception when others then
    return pg_catalog.lower(pg_catalog.btrim(address));
  end;
  if pg_catalog.family(parsed) = 6 then
    return pg_catalog.network(pg_catalog.set_masklen(parsed, 64))::text;
  end if;
  return pg_catalog.host(parsed);
end;
$$;

revoke all on function private.client_network(text) from public;

-- ---------------------------------------------------------------------------------------------
-- The trigger: one row per request, then the per-network limit
-- ---------------------------------------------------------------------------------------------
-- The row trigger refuses the second row of a request at once, before the per-address rate
-- limit runs for it (row triggers of one kind fire in name order: "<table>_limit_one_row" sorts
-- before "<table>_rate_limit"); a 4,000-row array is refused in ~0.3 s instead of running into
-- the 3 s statement timeout.
--
-- The count lasts for the request: through the API (request.method is set) a request is one
-- transaction, so the count is never reset and a second statement of the same request is refused
-- too; for direct SQL the statement-level trigger resets it after each statement.

create function private.enforce_one_row_per_request()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  caller text := pg_catalog.current_setting('role');
  rows_so_far bigint;
begin
  if caller not in ('anon', 'authenticated') then
    return new;
  end if;
  rows_so_far := coalesce(
    nullif(pg_catalog.current_setting('intake.rows_in_request', true), '')::bigint,
    0
  ) + 1;
  -- Nested rather than one AND: anon may not execute has_role, and PostgreSQL checks that
  -- permission when a (generic) plan containing the call starts, whether or not it is reached.
  if rows_so_far > 1 then
    if caller = 'authenticated' then
      if public.has_role((select auth.uid()), 'admin') then
        perform pg_catalog.set_config('intake.rows_in_request', rows_so_far::text, true);
        return new;
      end if;
    end if;
    raise exception using
      errcode = 'P0001',
      message = 'Only one submission can be sent at a time. This request held more than one, '
        || 'so none of them was saved.',
      detail = pg_catalog.format(
        'Visitors may store one row per request in %I.%I; send each submission as its own request.',
        tg_table_schema,
        tg_table_name
      );
  end if;
  perform pg_catalog.set_config('intake.rows_in_request', rows_so_far::text, true);
  return new;
end;
$$;

revoke all on function private.enforce_one_row_per_request() from public;

create trigger coach_applications_limit_one_row
  before insert on public.coach_applications
  for each row
  execute function private.enforce_one_row_per_request();

create trigger contact_submissions_limit_one_row
  before insert on public.contact_submissions
  for each row
  execute function private.enforce_one_row_per_request();

create trigger alliance_registrations_limit_one_row
  before insert on public.alliance_registrations
  for each row
  execute function private.enforce_one_row_per_request();

-- The statement-level trigger: the per-network limit, and the reset of the row count after a
-- direct-SQL statement; its transition-table check stays as a backstop.
create function private.enforce_intake_abuse_limits()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller text := pg_catalog.current_setting('role');
  rows_in_statement bigint;
  headers jsonb;
  address text;
  client bytea;
  last_hour bigint;
  last_day bigint;
begin
  if coalesce(pg_catalog.current_setting('request.method', true), '') = '' then
    perform pg_catalog.set_config('intake.rows_in_request', '', true);
  end if;

  -- Admins, the service role and direct SQL are trusted (see 20251122000200).
  if caller not in ('anon', 'authenticated') then
    return null;
  end if;
  if caller = 'authenticated' and public.has_role((select auth.uid()), 'admin') then
    return null;
  end if;

  select pg_catalog.count(*) into rows_in_statement from submitted;
  if rows_in_statement = 0 then
    return null;
  end if;
  if rows_in_statement > 1 then
    raise exception using
      errcode = 'P0001',
      message = 'Only one submission can be sent at a time. This request held more than one, '
        || 'so none of them was saved.',
      detail = pg_catalog.format(
        'Visitors may store one row per request in %I.%I; send each submission as its own request.',
        tg_table_schema,
        tg_table_name
      );
  end if;

  headers := nullif(pg_catalog.current_setting('request.headers', true), '')::jsonb;
  address := nullif(pg_catalog.btrim(headers ->> 'cf-connecting-ip'), '');
  if address is null then
    return null;
  end if;

  client := pg_catalog.sha256(pg_catalog.convert_to(
    (select salt from private.intake_limit_salt) || '|' || private.client_network(address),
    'UTF8'
  ));

  -- Serialise submissions from one network so a burst of parallel requests cannot all slip under
  -- the limit.
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('intake-client:' || pg_catalog.encode(client, 'hex'), 0)
  );

  select
    pg_catalog.count(*) filter (where submitted_at > pg_catalog.now() - interval '1 hour'),
    pg_catalog.count(*)
  into last_hour, last_day
  from private.intake_client_submissions
  where client_hash = client
    and submitted_at > pg_catalog.now() - interval '1 day';

  if last_hour + rows_in_statement > 100 then
    raise exception using
      errcode = 'P0001',
      message = 'We have received many submissions from your network in the last hour. '
        || 'Your answers are still here: please try again later.',
      detail = 'Per-network limit: 100 submissions per hour across the three forms.';
  end if;
  if last_day + rows_in_statement > 300 then
    raise exception using
      errcode = 'P0001',
      message = 'We have received many submissions from your network today. '
        || 'Your answers are still here: please try again tomorrow.',
      detail = 'Per-network limit: 300 submissions per day across the three forms.';
  end if;

  insert into private.intake_client_submissions (client_hash)
  select client from pg_catalog.generate_series(1, rows_in_statement);

  -- Keep no more than a day of hashes.
  delete from private.intake_client_submissions
  where submitted_at < pg_catalog.now() - interval '1 day';

  return null;
end;
$$;

revoke all on function private.enforce_intake_abuse_limits() from public;

create trigger coach_applications_abuse_limits
  after insert on public.coach_applications
  referencing new table as submitted
  for each statement
  execute function private.enforce_intake_abuse_limits();

create trigger contact_submissions_abuse_limits
  after insert on public.contact_submissions
  referencing new table as submitted
  for each statement
  execute function private.enforce_intake_abuse_limits();

create trigger alliance_registrations_abuse_limits
  after insert on public.alliance_registrations
  referencing new table as submitted
  for each statement
  execute function private.enforce_intake_abuse_limits();

-- ---------------------------------------------------------------------------------------------
-- Alliance interests: each area at most once
-- ---------------------------------------------------------------------------------------------
-- The form refuses ["training","training"] ('Each area can be chosen once'); so does the table.
create function private.has_no_duplicates(value text[])
returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select pg_catalog.count(*) = pg_catalog.count(distinct element)
  from pg_catalog.unnest(value) as element
$$;

revoke all on function private.has_no_duplicates(text[]) from public;
grant execute on function private.has_no_duplicates(text[]) to anon, authenticated, service_role;

-- Rows stored before the constraint keep their interests, each once, in the order first chosen.
update public.alliance_registrations
set interests = array(
  select element
  from pg_catalog.unnest(interests) with ordinality as chosen (element, position)
  group by element
  order by pg_catalog.min(position)
)
where not private.has_no_duplicates(interests);

alter table public.alliance_registrations
  add constraint alliance_registrations_interests_distinct
  check (private.has_no_duplicates(interests));
