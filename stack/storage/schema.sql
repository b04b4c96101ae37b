-- The storage schema as hosted Supabase has it before a project's first migration, recreated for
-- the local stack (applied by stack/db/migrate.ts right after platform.sql, as the superuser).
-- The shape is the end state of supabase/storage's tenant migrations (migrations/tenant/0001..0063)
-- as far as a project's migrations and the Storage API of stack/storage/ use it: the same table
-- and column names, owners and grants, so that `insert into storage.buckets` and
-- `create policy ... on storage.objects` in supabase/migrations deploy unchanged to hosted and here.
-- Idempotent: safe to run on every start.

do $$
begin
  -- 0002-storage-schema.sql: the service's own role, which owns the schema's objects.
  if not exists (select 1 from pg_roles where rolname = 'supabase_storage_admin') then
    create role supabase_storage_admin nologin noinherit createrole;
  end if;
  create schema if not exists storage authorization supabase_storage_admin;
  if pg_catalog.to_regtype('storage.buckettype') is null then
    -- 0044-vector-bucket-type.sql
    create type storage.buckettype as enum ('STANDARD', 'ANALYTICS', 'VECTOR');
    alter type storage.buckettype owner to supabase_storage_admin;
  end if;
end
$$;

grant usage on schema storage to postgres, anon, authenticated, service_role;
grant all on schema storage to supabase_storage_admin;
-- Hosted lets `postgres` act as the storage role (supabase/postgres: "grant supabase_storage_admin
-- to postgres"), which is what lets a migration create policies on storage.objects.
grant supabase_storage_admin to postgres;

create table if not exists storage.buckets (
  id text not null primary key,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text,
  type storage.buckettype not null default 'STANDARD'
);
create unique index if not exists bname on storage.buckets using btree (name);

create table if not exists storage.objects (
  id uuid not null default gen_random_uuid() primary key,
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (pg_catalog.string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb
);
create unique index if not exists bucketid_objname on storage.objects using btree (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
alter table storage.buckets owner to supabase_storage_admin;
alter table storage.objects owner to supabase_storage_admin;

-- 0046 / 0049: the API roles hold every privilege; row-level security decides.
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
grant all on storage.buckets, storage.objects to postgres with grant option;

-- 0060 / 0061: the path helpers policies use, immutable.
create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable as $function$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end
$function$;

create or replace function storage.filename(name text) returns text
language plpgsql immutable as $function$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$function$;

create or replace function storage.extension(name text) returns text
language plpgsql immutable as $function$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$function$;

alter function storage.foldername(text) owner to supabase_storage_admin;
alter function storage.filename(text) owner to supabase_storage_admin;
alter function storage.extension(text) owner to supabase_storage_admin;
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to postgres, anon, authenticated, service_role;

-- 0055-prevent-direct-deletes.sql: rows leave only through the Storage API, which sets
-- storage.allow_delete_query for its own delete (a bare `delete from storage.objects` would
-- orphan the bytes).
create or replace function storage.protect_delete() returns trigger
language plpgsql as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') != 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.',
            errcode = '42501';
  end if;
  return null;
end;
$$;
alter function storage.protect_delete() owner to supabase_storage_admin;
drop trigger if exists protect_buckets_delete on storage.buckets;
create trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();
drop trigger if exists protect_objects_delete on storage.objects;
create trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();
