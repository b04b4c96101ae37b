-- What hosted Supabase provides before a project's migrations run, recreated for the local stack.
-- Mirrors supabase/postgres (roles, default privileges) and supabase/auth (auth schema, helper
-- functions) closely enough that the migrations in supabase/migrations deploy unchanged to both.
-- Idempotent: safe to run on every start.

do $$
begin
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

grant anon, authenticated, service_role to authenticator;
-- The auth service logs in as supabase_auth_admin, as GoTrue does on hosted Supabase, never as
-- the superuser (local-only password, see stack/db/service-roles.ts).
alter role supabase_auth_admin login password 'auth-admin-local-only';
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
create extension if not exists pgcrypto with schema extensions;

-- Supabase's default grants on the public schema (supabase/postgres init scripts).
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

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

-- Where the Supabase CLI records applied migrations and seeds.
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
create table if not exists supabase_migrations.seed_files (
  path text primary key,
  hash text not null
);

-- Stand-ins for pg_cron, pg_net and Supabase Vault, which hosted Supabase provides and the embedded
-- PostgreSQL lacks: the same names and signatures, as far as supabase/migrations uses them, so the
-- migration that schedules deliver-notifications runs unchanged. stack/scheduler/ runs the cron
-- jobs and performs the queued HTTP requests. Vault keeps secrets unencrypted here (local only).
-- Skipped where the real extension is installed.
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
    -- pg_cron accepts five-field cron expressions and "N seconds" (1-59).
    create or replace function cron.schedule(job_name text, schedule text, command text)
    returns bigint language plpgsql as $fn$
    declare
      id bigint;
    begin
      if schedule !~ '^\s*([1-9]|[1-5][0-9])\s+seconds?\s*$'
        and array_length(regexp_split_to_array(btrim(schedule), '\s+'), 1) <> 5 then
        raise exception 'invalid schedule: %', schedule;
      end if;
      insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
      on conflict (jobname) do update
        set schedule = excluded.schedule, command = excluded.command, active = true
      returning jobid into id;
      return id;
    end;
    $fn$;
    create or replace function cron.unschedule(job_name text)
    returns boolean language plpgsql as $fn$
    begin
      delete from cron.job where jobname = job_name;
      if not found then
        raise exception 'could not find valid entry for job ''%''', job_name;
      end if;
      return true;
    end;
    $fn$;
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
    ) returns bigint language sql as $fn$
      insert into net.http_request_queue (method, url, headers, params, body, timeout_milliseconds)
      values ('POST', url, headers, params, convert_to(body::text, 'UTF8'), timeout_milliseconds)
      returning id
    $fn$;
  end if;

  if not exists (select 1 from pg_extension where extname = 'supabase_vault') then
    create schema if not exists vault;
    revoke all on schema vault from public;
    create table if not exists vault.secrets (
      id uuid primary key default gen_random_uuid(),
      name text unique,
      description text not null default '',
      secret text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create or replace view vault.decrypted_secrets as
      select id, name, description, secret, secret as decrypted_secret, created_at, updated_at
      from vault.secrets;
    create or replace function vault.create_secret(
      new_secret text, new_name text default null, new_description text default ''
    ) returns uuid language sql as $fn$
      insert into vault.secrets (secret, name, description)
      values (new_secret, new_name, new_description)
      returning id
    $fn$;
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

create table if not exists auth.mfa_factors (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type text not null default 'totp' check (factor_type in ('totp', 'phone', 'webauthn')),
  status text not null check (status in ('unverified', 'verified')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  secret text not null,
  last_challenged_at timestamptz
);
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

alter table auth.mfa_factors owner to supabase_auth_admin;
alter table auth.mfa_challenges owner to supabase_auth_admin;
alter table auth.mfa_amr_claims owner to supabase_auth_admin;

-- As on hosted (supabase/postgres grants the auth tables to postgres): the migration role can read
-- sessions and factors, so a SECURITY DEFINER helper it owns can tell a policy whether the
-- request's session still exists.
grant usage on schema auth to postgres;
grant select on auth.users, auth.sessions, auth.mfa_factors, auth.mfa_amr_claims to postgres;
-- ==== end of the auth service block ============================================================
