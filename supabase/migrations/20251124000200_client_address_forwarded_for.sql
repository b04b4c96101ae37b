-- The intake forms' per-network limit reads the client address hosted Supabase documents.
--
-- 20251122000200_abuse_limits read `cf-connecting-ip`. Whether Cloudflare's header reaches
-- PostgREST on hosted Supabase is not documented; if it does not, the per-network limit was
-- silently off. Supabase documents X-Forwarded-For for the client address in request.headers.
-- Its first entries are whatever the client wrote (supabase discussion #34647): every proxy
-- APPENDS the address of the connection it received, so the trustworthy entry is the rightmost
-- one, written by the platform's own proxy in front of PostgREST. A visitor who sends
-- `X-Forwarded-For: 1.2.3.4` arrives as `1.2.3.4, <their real address>` and is still counted by
-- their real address. `cf-connecting-ip`, which Cloudflare always overwrites with the connection's
-- address, is used only when no X-Forwarded-For arrives at all (its presence on hosted is not
-- promised; the local gateway never sends it and drops any a client sends).
--
-- The limit itself (numbers, hashing, /64 for IPv6) is unchanged; only where the address comes
-- from changes. Without either header (direct SQL, a server-side caller) the limit does not apply.

create function private.client_address(headers jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    nullif(pg_catalog.btrim(
      (pg_catalog.regexp_split_to_array(headers ->> 'x-forwarded-for', '\s*,\s*'))[
        pg_catalog.array_length(
          pg_catalog.regexp_split_to_array(headers ->> 'x-forwarded-for', '\s*,\s*'), 1
        )
      ]
    ), ''),
    nullif(pg_catalog.btrim(headers ->> 'cf-connecting-ip'), '')
  )
$$;

comment on function private.client_address(jsonb) is
  'The client address from PostgREST''s request.headers: the rightmost X-Forwarded-For entry '
  '(the one the platform''s proxy appended), else cf-connecting-ip.';

revoke all on function private.client_address(jsonb) from public, anon, authenticated, service_role;

create or replace function private.enforce_intake_abuse_limits()
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
  address := private.client_address(headers);
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
