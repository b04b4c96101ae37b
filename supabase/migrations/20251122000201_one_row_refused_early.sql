-- One row per request, refused at the second row instead of after the last.
--
-- 20251122000200 refuses a multi-row insert in its statement-level trigger, which runs after every
-- row has passed the per-row triggers. A 4,000-row array then spent the whole 3 s statement
-- timeout in the per-address rate limit (a lock and a count per row) and ended as a 500 "statement
-- timeout" instead of the clear refusal. This row-level trigger counts the rows as they come and
-- refuses the second at once, before the rate limit runs for it: row triggers of the same kind
-- fire in name order, and "<table>_limit_one_row" sorts before "<table>_rate_limit".
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

-- The statement-level trigger of 20251122000200, now that the row trigger counts: it only resets
-- the count after a direct-SQL statement and keeps its transition-table check as a backstop.
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
