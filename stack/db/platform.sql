-- What hosted Supabase provides before a project's migrations run, recreated for the local stack.
-- Mirrors supabase/postgres (roles, default privileges) and supabase/auth (auth schema, helper
-- functions) closely enough that the migrations in supabase/migrations deploy unchanged to both.
-- Idempotent: safe to run on every start.
--
-- Runs as the bootstrap superuser `supabase_admin`, as hosted's platform set-up does. Everything
-- after it (migrations, seed, cron jobs, admin tools) runs as `postgres`, which is NOT a superuser
-- here, exactly as on hosted (supabase/postgres migrations/db/migrations/
-- 10000000000000_demote-postgres.sql and the grants that followed it).

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'postgres') then
    create role postgres;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    -- Local-only password; the gateway is the only client and listens on loopback.
    create role authenticator login noinherit password 'authenticator-local-only';
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin nologin noinherit createrole;
  end if;
end
$$;

-- Hosted's `postgres`: no superuser, the attributes demote-postgres.sql gives it. Local-only
-- password, as `supabase start` prints it.
alter role postgres nosuperuser createdb createrole login replication bypassrls password 'postgres';
alter role supabase_admin set search_path to public, extensions;
-- Hosted's and the CLI's `postgres` finds extensions' functions (gen_salt, crypt, …) without a
-- schema (supabase/cli@1d1e7191:apps/cli-go/internal/utils/templates/globals.sql, hosted's
-- roles as pg_dumpall shows them: `ALTER ROLE postgres SET search_path TO "$user", public, extensions`).
alter role postgres set search_path to "$user", public, extensions;

grant anon, authenticated, service_role to authenticator;
-- The auth service logs in as supabase_auth_admin, as GoTrue does on hosted Supabase, never as
-- the superuser (local-only password, see stack/db/service-roles.ts).
alter role supabase_auth_admin login password 'auth-admin-local-only';
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

-- What hosted grants `postgres` (supabase/postgres migrations 20230201083204, 20230306081037,
-- 20240606060239): the API roles, monitoring, read-all. Not membership of supabase_auth_admin
-- (20220609081115): hosted no longer lets projects change the auth schema's objects, only add
-- triggers to them, which the TRIGGER privilege granted below allows.
grant anon, authenticated, service_role to postgres;
revoke supabase_auth_admin from postgres;
grant pg_monitor, pg_read_all_data, pg_signal_backend to postgres;
grant all on database postgres to postgres;
grant all on schema public to postgres;
-- Settings hosted's supautils lets `postgres` change (privileged_role_allowed_configs), among them
-- the one npm run db:seed-large uses to skip triggers for its bulk inserts.
grant set on parameter session_replication_role to postgres;

create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
grant all on schema extensions to postgres;
create extension if not exists pgcrypto with schema extensions;
grant all on all routines in schema extensions to postgres;

-- Supabase's initial grants on the public schema (supabase/postgres init-scripts
-- 00000000000000-initial-schema.sql) ...
grant usage on schema public to anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant all on sequences to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public
  grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public
  grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public
  grant all on sequences to postgres, anon, authenticated, service_role;
-- ... then what a new project runs with "Default privileges for new entities" off, the default
-- since 30 May 2026 (supabase/cli's RevokeDefaultDataApiPrivilegesSql, word for word): a table,
-- sequence or function a migration creates in public is not reachable by the API roles until
-- the migration grants it. (Functions keep PostgreSQL's own EXECUTE for PUBLIC.)
alter default privileges for role postgres in schema public
  revoke select, insert, update, delete on tables from anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  revoke usage, select on sequences from anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  revoke execute on functions from anon, authenticated, service_role;

-- The auth schema, as far as the project and the local gateway use it (supabase/auth migrations).
create schema if not exists auth authorization supabase_auth_admin;
grant usage on schema auth to anon, authenticated, service_role;

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key default gen_random_uuid(),
  aud varchar(255) default 'authenticated',
  role varchar(255) default 'authenticated',
  email varchar(255) unique,
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{"provider":"email","providers":["email"]}',
  raw_user_meta_data jsonb not null default '{}',
  is_super_admin boolean,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  phone text unique default null,
  phone_confirmed_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  banned_until timestamptz,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  not_after timestamptz,
  aal text not null default 'aal1'
);

create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token varchar(255) not null unique,
  user_id varchar(255) not null,
  revoked boolean not null default false,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);

-- Two-factor factors, as supabase/auth creates them (enum types included), so migrations that
-- consult auth.mfa_factors (the desk's session check) deploy unchanged to hosted and here.
do $mfa$
begin
  if pg_catalog.to_regtype('auth.factor_type') is null then
    create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
  end if;
  if pg_catalog.to_regtype('auth.factor_status') is null then
    create type auth.factor_status as enum ('unverified', 'verified');
  end if;
end
$mfa$;
create table if not exists auth.mfa_factors (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  secret text,
  phone text,
  last_challenged_at timestamptz
);
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);
alter table auth.mfa_factors owner to supabase_auth_admin;
alter type auth.factor_type owner to supabase_auth_admin;
alter type auth.factor_status owner to supabase_auth_admin;

alter table auth.users owner to supabase_auth_admin;
alter table auth.sessions owner to supabase_auth_admin;
alter table auth.refresh_tokens owner to supabase_auth_admin;

-- Definitions as in supabase/auth migration 20240624145325.
create or replace function auth.uid() returns uuid
language sql stable set search_path to '' as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable set search_path to '' as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
language sql stable set search_path to '' as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create or replace function auth.jwt() returns jsonb
language sql stable set search_path to '' as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt()
  to anon, authenticated, service_role;

-- demote-postgres.sql: `postgres` keeps full rights on the auth schema's objects (it may add
-- triggers to auth.users; it does not own them).
grant all on schema auth to postgres;
grant all on all tables in schema auth to postgres;
grant all on all sequences in schema auth to postgres;
grant all on all routines in schema auth to postgres;

-- supabase_migrations (the history of applied migrations and seeds) is not made here: as on a new
-- hosted project, `supabase db push` creates it on its first run, owned by `postgres`, the role it
-- signs in as (stack/db/migrate.ts).

-- Stand-ins for pg_cron, pg_net and Supabase Vault, which hosted Supabase provides and the embedded
-- PostgreSQL lacks: the same names and signatures, as far as supabase/migrations uses them, so the
-- migrations that schedule deliver-notifications run unchanged. stack/scheduler/ runs the cron
-- jobs (as the role that scheduled them) and performs the queued HTTP requests. Owned by the
-- superuser with hosted's grants to `postgres` (supabase/postgres migrations 20220713082019,
-- 20231020085357 and supabase_vault's own grants). Skipped where the real extension is installed.
do $platform$
begin
  if not exists (select 1 from pg_extension where extname = 'pg_cron') then
    create schema if not exists cron;
    revoke all on schema cron from public;
    create table if not exists cron.job (
      jobid bigserial primary key,
      schedule text not null,
      command text not null,
      nodename text not null default 'localhost',
      nodeport integer not null default 5432,
      database text not null default current_database(),
      username text not null default current_user,
      active boolean not null default true,
      jobname text unique
    );
    create table if not exists cron.job_run_details (
      runid bigserial primary key,
      jobid bigint,
      command text,
      status text,
      return_message text,
      start_time timestamptz,
      end_time timestamptz
    );
    -- pg_cron records the calling user and runs the job as that user; cron.job itself is
    -- read-only to postgres on hosted, so scheduling goes through this definer-rights helper,
    -- which only schedules as a role the signed-in user is a member of.
    create or replace function cron._schedule_as(
      job_name text, schedule text, command text, as_user text
    ) returns bigint language plpgsql security definer set search_path = '' as $fn$
    declare
      id bigint;
    begin
      if not pg_catalog.pg_has_role(session_user, as_user, 'MEMBER') then
        raise exception 'permission denied to schedule a job as %', as_user;
      end if;
      if schedule !~ '^\s*([1-9]|[1-5][0-9])\s+seconds?\s*$'
        and pg_catalog.array_length(
          pg_catalog.regexp_split_to_array(pg_catalog.btrim(schedule), '\s+'), 1
        ) <> 5 then
        raise exception 'invalid schedule: %', schedule;
      end if;
      insert into cron.job (jobname, schedule, command, username)
      values (job_name, schedule, command, as_user)
      on conflict (jobname) do update
        set schedule = excluded.schedule, command = excluded.command,
            username = excluded.username, active = true
      returning jobid into id;
      return id;
    end;
    $fn$;
    -- pg_cron accepts five-field cron expressions and "N seconds" (1-59).
    create or replace function cron.schedule(job_name text, schedule text, command text)
    returns bigint language sql as $fn$
      select cron._schedule_as(job_name, schedule, command, current_user::text)
    $fn$;
    create or replace function cron.unschedule(job_name text)
    returns boolean language plpgsql security definer set search_path = '' as $fn$
    begin
      delete from cron.job
      where jobname = job_name
        and pg_catalog.pg_has_role(session_user, username, 'MEMBER');
      if not found then
        raise exception 'could not find valid entry for job ''%''', job_name;
      end if;
      return true;
    end;
    $fn$;
    revoke all on all functions in schema cron from public;
    grant usage on schema cron to postgres with grant option;
    grant all on all tables in schema cron to postgres with grant option;
    grant all on all sequences in schema cron to postgres with grant option;
    revoke all on table cron.job from postgres;
    grant select on table cron.job to postgres with grant option;
    grant execute on function cron.schedule(text, text, text), cron.unschedule(text),
      cron._schedule_as(text, text, text, text) to postgres with grant option;
  end if;

  if not exists (select 1 from pg_extension where extname = 'pg_net') then
    create schema if not exists net;
    revoke all on schema net from public;
    create table if not exists net.http_request_queue (
      id bigserial primary key,
      method text not null,
      url text not null,
      headers jsonb,
      params jsonb,
      body bytea,
      timeout_milliseconds integer not null
    );
    create table if not exists net._http_response (
      id bigint,
      status_code integer,
      content_type text,
      headers jsonb,
      content text,
      timed_out boolean,
      error_msg text,
      created timestamptz not null default now()
    );
    create or replace function net.http_post(
      url text,
      body jsonb default '{}'::jsonb,
      params jsonb default '{}'::jsonb,
      headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
      timeout_milliseconds integer default 5000
    ) returns bigint language sql security definer set search_path = net as $fn$
      insert into net.http_request_queue (method, url, headers, params, body, timeout_milliseconds)
      values ('POST', url, headers, params, convert_to(body::text, 'UTF8'), timeout_milliseconds)
      returning id
    $fn$;
    revoke all on function net.http_post(text, jsonb, jsonb, jsonb, integer) from public;
    grant usage on schema net to postgres, anon, authenticated, service_role;
    grant execute on function net.http_post(text, jsonb, jsonb, jsonb, integer)
      to postgres, anon, authenticated, service_role;
  end if;

  if not exists (select 1 from pg_extension where extname = 'supabase_vault') then
    create schema if not exists vault;
    revoke all on schema vault from public;
    -- Encrypted at rest as on hosted: `secret` holds base64 ciphertext (pgcrypto's PGP symmetric
    -- encryption; pgsodium is not available). The root key is not in the database at all: it is
    -- a file in the cluster's folder (as pgsodium's server key is), read only by the
    -- definer-rights functions below; a dump of the database holds ciphertext and no key.
    create table if not exists vault.secrets (
      id uuid primary key default gen_random_uuid(),
      name text unique,
      description text not null default '',
      secret text not null,
      key_id uuid,
      nonce bytea,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    if pg_catalog.pg_stat_file('vault_root_key', true) is null then
      execute pg_catalog.format(
        'copy (select pg_catalog.encode(extensions.gen_random_bytes(32), %L)) to %L',
        'hex',
        pg_catalog.current_setting('data_directory') || '/vault_root_key'
      );
    end if;
    create or replace function vault._root_key() returns text
    language sql stable security definer set search_path = '' as $fn$
      select pg_catalog.btrim(pg_catalog.pg_read_file('vault_root_key'), E' \n')
    $fn$;
    create or replace function vault._encrypt(plain text) returns text
    language sql volatile security definer set search_path = '' as $fn$
      select pg_catalog.encode(extensions.pgp_sym_encrypt(plain, vault._root_key()), 'base64')
    $fn$;
    create or replace function vault._decrypt(cipher text) returns text
    language sql stable security definer set search_path = '' as $fn$
      select extensions.pgp_sym_decrypt(pg_catalog.decode(cipher, 'base64'), vault._root_key())
    $fn$;
    create or replace view vault.decrypted_secrets with (security_barrier) as
      select id, name, description, secret, vault._decrypt(secret) as decrypted_secret,
        key_id, nonce, created_at, updated_at
      from vault.secrets;
    create or replace function vault.create_secret(
      new_secret text, new_name text default null, new_description text default '',
      new_key_id uuid default null
    ) returns uuid language sql security definer set search_path = '' as $fn$
      insert into vault.secrets (secret, name, description, key_id)
      values (vault._encrypt(new_secret), new_name, coalesce(new_description, ''), new_key_id)
      returning id
    $fn$;
    create or replace function vault.update_secret(
      secret_id uuid, new_secret text default null, new_name text default null,
      new_description text default null, new_key_id uuid default null
    ) returns void language sql security definer set search_path = '' as $fn$
      update vault.secrets set
        secret = coalesce(vault._encrypt(new_secret), secret),
        name = coalesce(new_name, name),
        description = coalesce(new_description, description),
        key_id = coalesce(new_key_id, key_id),
        updated_at = pg_catalog.now()
      where id = secret_id
    $fn$;
    revoke all on all functions in schema vault from public;
    revoke all on all tables in schema vault from public, anon, authenticated, service_role;
    grant usage on schema vault to postgres with grant option;
    grant select, delete, truncate, references on vault.secrets, vault.decrypted_secrets
      to postgres with grant option;
    grant execute on function vault.create_secret(text, text, text, uuid),
      vault.update_secret(uuid, text, text, text, uuid), vault._decrypt(text)
      to postgres with grant option;
  end if;
end;
$platform$;

-- ==== Auth service: confirmations, recovery, invitations, MFA and sessions ======================
-- The columns and tables of supabase/auth's migrations that the local auth service
-- (stack/gateway/auth) uses for e-mailed links, TOTP factors and authenticator assurance levels.
alter table auth.users add column if not exists confirmation_token varchar(255) not null default '';
alter table auth.users add column if not exists recovery_token varchar(255) not null default '';
alter table auth.users add column if not exists recovery_sent_at timestamptz;
alter table auth.users add column if not exists email_change varchar(255) not null default '';
alter table auth.users add column if not exists email_change_token_new varchar(255) not null default '';
create index if not exists users_confirmation_token_idx on auth.users (confirmation_token)
  where confirmation_token <> '';
create index if not exists users_recovery_token_idx on auth.users (recovery_token)
  where recovery_token <> '';

-- auth.mfa_factors is created above with supabase/auth's enum types.
create unique index if not exists mfa_factors_user_friendly_name_unique
  on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);

create table if not exists auth.mfa_challenges (
  id uuid primary key,
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null default now(),
  verified_at timestamptz,
  ip_address inet
);

alter table auth.sessions add column if not exists factor_id uuid;
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.mfa_amr_claims (
  id uuid primary key,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  authentication_method text not null,
  constraint mfa_amr_claims_session_id_authentication_method_pkey
    unique (session_id, authentication_method)
);

-- GoTrue keeps no per-account or per-factor failure counts and no record of used TOTP steps
-- (supabase/auth@bc32168 internal/api/token.go, mfa.go); the stand-in's former tables for them go.
drop table if exists auth.lockouts;
drop table if exists auth.mfa_totp_steps;

alter table auth.mfa_factors owner to supabase_auth_admin;
alter table auth.mfa_challenges owner to supabase_auth_admin;
alter table auth.mfa_amr_claims owner to supabase_auth_admin;

-- As on hosted (supabase/postgres grants the auth tables to postgres): the migration role can read
-- sessions and factors, so a SECURITY DEFINER helper it owns can tell a policy whether the
-- request's session still exists.
grant usage on schema auth to postgres;
grant select on auth.users, auth.sessions, auth.mfa_factors, auth.mfa_amr_claims to postgres;
-- ==== end of the auth service block ============================================================
