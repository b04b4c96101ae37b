-- The database as strict as hosted Supabase: `postgres` is not a superuser (migrations and these
-- tests run as it), new tables in public are not exposed to the API roles until granted, Vault
-- is out of the API roles' reach, and the intake limits read the client address from the
-- rightmost X-Forwarded-For entry (migration 20251101000000_platform.sql).
begin;
set local search_path = public, extensions;
select plan(17);

select is(
  (select rolsuper from pg_catalog.pg_roles where rolname = 'postgres'), false,
  'postgres is not a superuser'
);
select ok(
  (select rolcreaterole and rolcreatedb and rolbypassrls and rolreplication and rolcanlogin
   from pg_catalog.pg_roles where rolname = 'postgres'),
  'postgres has hosted''s attributes: CREATEROLE, CREATEDB, BYPASSRLS, REPLICATION, LOGIN'
);
select is(
  (select tableowner::text from pg_catalog.pg_tables
   where schemaname = 'public' and tablename = 'coach_applications'),
  'postgres',
  'the migrations'' tables are owned by postgres, as db push leaves them'
);

-- New projects' default privileges: a table a migration creates is not reachable by the API
-- roles until the migration grants it.
create table public.hosted_strictness_probe (id bigint generated always as identity primary key);
select ok(
  not pg_catalog.has_table_privilege('anon', 'public.hosted_strictness_probe', 'select')
  and not pg_catalog.has_table_privilege('authenticated', 'public.hosted_strictness_probe', 'insert')
  and not pg_catalog.has_table_privilege('service_role', 'public.hosted_strictness_probe', 'select'),
  'a new table in public is not exposed to anon, authenticated or service_role'
);
select ok(
  not pg_catalog.has_sequence_privilege(
    'anon', pg_catalog.pg_get_serial_sequence('public.hosted_strictness_probe', 'id'), 'usage'
  ),
  'a new sequence in public is not exposed to anon'
);

-- Vault: encrypted at rest, and out of the API roles' reach.
select ok(
  not pg_catalog.has_schema_privilege('anon', 'vault', 'usage')
  and not pg_catalog.has_schema_privilege('authenticated', 'vault', 'usage')
  and not pg_catalog.has_schema_privilege('service_role', 'vault', 'usage'),
  'the API roles cannot use the vault schema'
);
select lives_ok(
  $$select vault.create_secret('pgtap-plain-value', 'pgtap_probe_secret', 'a test secret')$$,
  'postgres can create a Vault secret, as on hosted'
);
select isnt(
  (select secret from vault.secrets where name = 'pgtap_probe_secret'), 'pgtap-plain-value',
  'Vault stores the secret encrypted, not as given'
);
select is(
  (select decrypted_secret from vault.decrypted_secrets where name = 'pgtap_probe_secret'),
  'pgtap-plain-value',
  'vault.decrypted_secrets gives the secret back'
);
select lives_ok(
  $$select vault.update_secret(
      (select id from vault.secrets where name = 'pgtap_probe_secret'), 'pgtap-new-value'
    )$$,
  'vault.update_secret works for postgres'
);
select is(
  (select decrypted_secret from vault.decrypted_secrets where name = 'pgtap_probe_secret'),
  'pgtap-new-value',
  'vault.update_secret replaced the value'
);
select throws_ok(
  $$insert into cron.job (schedule, command) values ('* * * * *', 'select 1')$$,
  '42501',
  null,
  'postgres cannot write cron.job directly (only through cron.schedule), as on hosted'
);

-- The client address (private.client_address).
select is(
  private.client_address('{"x-forwarded-for": "198.51.100.20"}'::jsonb), '198.51.100.20',
  'one X-Forwarded-For entry is the client address'
);
select is(
  private.client_address('{"x-forwarded-for": "203.0.113.7, 10.0.0.1,198.51.100.20"}'::jsonb),
  '198.51.100.20',
  'a client-written X-Forwarded-For prefix is ignored: the rightmost entry counts'
);
select is(
  private.client_address(
    '{"x-forwarded-for": "198.51.100.20", "cf-connecting-ip": "203.0.113.9"}'::jsonb
  ),
  '198.51.100.20',
  'X-Forwarded-For wins over cf-connecting-ip'
);
select is(
  private.client_address('{"cf-connecting-ip": "203.0.113.9"}'::jsonb), '203.0.113.9',
  'cf-connecting-ip is used only when no X-Forwarded-For arrives'
);
select is(
  private.client_address('{}'::jsonb), null,
  'without either header there is no client address (the limit does not apply)'
);

select * from finish();
rollback;
