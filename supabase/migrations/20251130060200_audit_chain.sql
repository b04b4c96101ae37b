-- An audit log worth its name (issue 25, item 8).
--
-- * Routing, saved replies, retention periods and display names are logged, as settings and role
--   changes already were; invitations withdrawn are logged too.
-- * Entries are hash-chained: each carries the SHA-256 of its own content and of the entry before
--   it (prev_hash). Rewriting, deleting or inserting an entry anywhere but at the end breaks the
--   chain after it, which public.audit_log_chain() reports to the desk and `launch:check`.
--
-- What the database owner (`postgres`) can still do, and what then shows (docs/roles.md):
-- rewriting an entry with the append-only trigger disabled breaks the chain and is detected;
-- recomputing the whole chain after a rewrite, or deleting the newest entries, is not detected by
-- the chain alone: the desk shows the newest entry's hash, which an administrator can note
-- outside the database (the launch check prints it) to catch that too.

alter table public.audit_log drop constraint audit_log_action_known;
alter table public.audit_log add constraint audit_log_action_known check (action in (
  'record_deleted', 'personal_data_exported', 'personal_data_deleted', 'retention_deleted',
  'role_granted', 'role_revoked', 'reviewer_invited', 'reviewer_removed', 'factors_reset',
  'settings_changed', 'routing_changed', 'saved_reply_changed', 'retention_changed',
  'display_name_changed', 'invitation_withdrawn',
  -- From the one outbox's conversation (20251130050100, 20251130050200).
  'personal_data_deletion_requested', 'inbound_mail_attached', 'inbound_mail_discarded'
));

-- ---------------------------------------------------------------------------------------------
-- The chain
-- ---------------------------------------------------------------------------------------------
alter table public.audit_log
  add column prev_hash text,
  add column hash text;

comment on column public.audit_log.hash is
  'SHA-256 (hex) of this entry''s content and prev_hash: see private.audit_entry_hash().';

-- The content an entry's hash covers, in a form that does not depend on session settings (the
-- time as epoch seconds, jsonb in its canonical text).
create function private.audit_entry_hash(_entry public.audit_log, _prev_hash text)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.encode(extensions.digest(pg_catalog.jsonb_build_array(
    _prev_hash, _entry.id, extract(epoch from _entry.occurred_at)::text,
    _entry.actor_id, _entry.actor_email, _entry.actor_role, _entry.action, _entry.target_kind,
    _entry.target_id, _entry.details
  )::text, 'sha256'), 'hex')
$$;

revoke all on function private.audit_entry_hash(public.audit_log, text) from public;

-- Entries chain in id order. The lock serialises writers so the newest committed entry is the
-- one before; it is taken again (re-entrantly) here for writers that bypass write_audit.
create function private.chain_audit_entry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.audit_log chain'));
  new.prev_hash := (select a.hash from public.audit_log a order by a.id desc limit 1);
  new.hash := private.audit_entry_hash(new, new.prev_hash);
  return new;
end;
$$;

revoke all on function private.chain_audit_entry() from public;

-- The identity value is drawn before a BEFORE trigger runs, so write_audit takes the lock before
-- its insert: ids then follow the order in which entries join the chain.
create or replace function private.write_audit(
  _action text,
  _target_kind text default null,
  _target_id uuid default null,
  _details jsonb default '{}'::jsonb
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _actor uuid := coalesce(
    nullif(pg_catalog.current_setting('app.audit_actor', true), '')::uuid,
    auth.uid()
  );
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.audit_log chain'));
  insert into public.audit_log (actor_id, actor_email, actor_role, action, target_kind, target_id,
    details)
  values (
    _actor,
    (select u.email from auth.users u where u.id = _actor),
    coalesce(nullif(auth.role(), ''), pg_catalog.current_setting('role', true), current_user),
    _action, _target_kind, _target_id, coalesce(_details, '{}'::jsonb)
  );
end;
$$;

-- Existing entries join the chain once, in id order (the append-only trigger is set aside for
-- this one statement of the migration, which the table's owner runs).
alter table public.audit_log disable trigger audit_log_append_only;
do $$
declare
  _entry public.audit_log;
  _prev text;
begin
  for _entry in select * from public.audit_log order by id loop
    update public.audit_log set prev_hash = _prev, hash = private.audit_entry_hash(_entry, _prev)
    where id = _entry.id
    returning hash into _prev;
  end loop;
end;
$$;
alter table public.audit_log enable trigger audit_log_append_only;

create trigger audit_log_chain
  before insert on public.audit_log
  for each row execute function private.chain_audit_entry();

-- The chain's state: entries checked, the first entry whose hash or link does not match (null
-- when the chain holds), and the newest entry's hash to note outside the database.
create function public.audit_log_chain()
returns table (entries bigint, first_broken_id bigint, newest_id bigint, newest_hash text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if pg_catalog.current_setting('role') in ('anon', 'authenticated')
    and not public.has_role(auth.uid(), 'admin') then
    raise exception 'Only an administrator can read the audit log' using errcode = '42501';
  end if;
  return query
  with entries as (
    select a.id, a.hash, a.prev_hash,
      private.audit_entry_hash(a, a.prev_hash) as computed,
      pg_catalog.lag(a.hash) over (order by a.id) as previous
    from public.audit_log a
  )
  select
    (select pg_catalog.count(*) from entries),
    (select pg_catalog.min(e.id) from entries e
      where e.hash is distinct from e.computed or e.prev_hash is distinct from e.previous),
    (select e.id from entries e order by e.id desc limit 1),
    (select e.hash from entries e order by e.id desc limit 1);
end;
$$;

comment on function public.audit_log_chain() is
  'Checks the audit log''s hash chain: entries, the first broken entry (null when intact), and '
  'the newest entry''s id and hash. Administrators and the database''s own roles.';

revoke all on function public.audit_log_chain() from public, anon;
grant execute on function public.audit_log_chain() to authenticated, service_role;

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
create trigger retention_periods_audit
  after insert or update or delete on public.retention_periods
  for each row execute function private.audit_setting_change('retention_changed', 'rule');
