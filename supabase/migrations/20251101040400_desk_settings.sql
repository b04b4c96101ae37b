-- The desk's settings: the two-factor requirement (desk_settings), and every change to a setting
-- (routing, saved replies, retention periods) written to the audit log.
-- Baseline (docs/migration-baseline.md).

-- Function bodies here may name objects defined further down or in a later file of the baseline,
-- as pg_dump's output does: they are checked when they run (pgTAP runs every one), not when
-- they are created. Only for this file's transaction.
set local check_function_bodies = off;

-- ---------------------------------------------------------------------------------------------
-- Settings
-- ---------------------------------------------------------------------------------------------
create table public.desk_settings (
  only_row boolean primary key default true check (only_row),
  require_two_factor boolean not null default true,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);

comment on table public.desk_settings is
  'One row: the reviewers'' desk settings. Read through desk_settings(); admins change them '
  'through admin_update_desk_settings(), which writes the audit log.';

insert into public.desk_settings (only_row) values (true);

alter table public.desk_settings enable row level security;

revoke all on table public.desk_settings from public, anon, authenticated;

grant select on table public.desk_settings to service_role;

create or replace function private.desk_settings()
returns table (require_two_factor boolean, updated_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if coalesce(pg_catalog.current_setting('role', true), '') in ('anon', 'authenticated')
    and not exists (select 1 from public.user_roles r where r.user_id = auth.uid())
  then
    raise exception 'Only members of the team can read the desk''s settings' using errcode = '42501';
  end if;
  return query select d.require_two_factor, d.updated_at from public.desk_settings d;
end;
$$;
comment on function private.desk_settings() is
  'The reviewers'' desk settings (require_two_factor), for members of the team (any role, before '
  'their session is two-factor) and the service role.';
revoke all on function private.desk_settings() from public, anon;
grant execute on function private.desk_settings() to authenticated, service_role;

-- The API's entry point: runs as the caller and calls the function above.
create function public.desk_settings()
returns table (require_two_factor boolean, updated_at timestamp with time zone)
language sql
stable
security invoker
set search_path = ''
begin atomic
  select * from private.desk_settings();
end;
revoke all on function public.desk_settings() from public;
grant execute on function public.desk_settings() to authenticated, service_role;
comment on function public.desk_settings() is
  'The reviewers'' desk settings (require_two_factor), for members of the team (any role, before '
  'their session is two-factor) and the service role.';

-- ---------------------------------------------------------------------------------------------
-- Settings
-- ---------------------------------------------------------------------------------------------
create function private.admin_update_desk_settings(_require_two_factor boolean)
returns table (require_two_factor boolean, updated_at timestamptz)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _before boolean;
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Admin privileges required' using errcode = '42501';
  end if;
  if _require_two_factor is null then
    raise exception 'require_two_factor must be true or false' using errcode = '22023';
  end if;
  select d.require_two_factor into _before from public.desk_settings d where d.only_row;
  update public.desk_settings d
  set require_two_factor = _require_two_factor, updated_at = pg_catalog.now(),
    updated_by = auth.uid()
  where d.only_row;
  if _before is distinct from _require_two_factor then
    perform private.write_audit('settings_changed', 'desk_settings', null,
      pg_catalog.jsonb_build_object('require_two_factor',
        pg_catalog.jsonb_build_object('from', _before, 'to', _require_two_factor)));
  end if;
  return query select d.require_two_factor, d.updated_at from public.desk_settings d;
end;
$$;

-- The API's entry point: runs as the caller and calls the function above.
create function public.admin_update_desk_settings(_require_two_factor boolean)
returns table (require_two_factor boolean, updated_at timestamp with time zone)
language sql
volatile
security invoker
set search_path = ''
begin atomic
  select * from private.admin_update_desk_settings($1);
end;
revoke all on function public.admin_update_desk_settings(boolean) from public;
grant execute on function public.admin_update_desk_settings(boolean) to authenticated;
-- Supabase's default privileges grant EXECUTE to anon and service_role too: signed-in users only
-- (and of those only admins in a trusted session, checked inside).
revoke all on function private.admin_update_desk_settings(boolean) from public, anon, service_role;
grant execute on function private.admin_update_desk_settings(boolean) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The Advisor's INFO findings on the desk's settings tables
-- ---------------------------------------------------------------------------------------------
-- What Supabase's Advisor (`supabase db advisors --type all --level info`) reported at INFO level,
-- fixed where there is something to fix; docs/advisor.md lists what it still reports and why.

-- 0001 unindexed_foreign_keys: deleting an account (auth.users) sets these columns to null, and
-- without an index each delete scans the whole table to find the rows that name the account.
create index desk_replies_author_id_idx on public.desk_replies (author_id);

create index desk_settings_updated_by_idx on public.desk_settings (updated_by);

create index notification_routes_updated_by_idx on public.notification_routes (updated_by);

create index saved_replies_updated_by_idx on public.saved_replies (updated_by);

create policy "no API role reads desk settings directly"
  on public.desk_settings for select to anon, authenticated
  using (false);

-- ---------------------------------------------------------------------------------------------
-- Settings changes logged: routing, saved replies, retention periods
-- ---------------------------------------------------------------------------------------------
-- One trigger for the three tables: the entry names the table's row and what changed (old and
-- new values of the changed columns; saved replies' bodies are settings text, not personal data).
create function private.audit_setting_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _old jsonb := case when tg_op <> 'INSERT' then pg_catalog.to_jsonb(old) end;
  _new jsonb := case when tg_op <> 'DELETE' then pg_catalog.to_jsonb(new) end;
  _changes jsonb := '{}'::jsonb;
  _key text;
begin
  for _key in
    select k from pg_catalog.jsonb_object_keys(coalesce(_new, _old)) k
    where k not in ('updated_at', 'updated_by', 'created_at')
  loop
    if (_old -> _key) is distinct from (_new -> _key) then
      _changes := _changes || pg_catalog.jsonb_build_object(_key,
        pg_catalog.jsonb_build_object('from', _old -> _key, 'to', _new -> _key));
    end if;
  end loop;
  if _changes = '{}'::jsonb then
    return null;
  end if;
  perform private.write_audit(tg_argv[0], tg_table_name, null,
    pg_catalog.jsonb_build_object('operation', pg_catalog.lower(tg_op),
      'key', coalesce(_new, _old) -> tg_argv[1], 'changes', _changes));
  return null;
end;
$$;
revoke all on function private.audit_setting_change() from public;

create trigger notification_routes_audit
  after insert or update or delete on public.notification_routes
  for each row execute function private.audit_setting_change('routing_changed', 'id');

create trigger saved_replies_audit
  after insert or update or delete on public.saved_replies
  for each row execute function private.audit_setting_change('saved_reply_changed', 'id');
