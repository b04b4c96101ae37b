-- Permissions under the roles, and the site's content published part by part.
--
-- Roles are bundles of permissions (Supabase's RBAC guide: app_permission, role_permissions and
-- one authorize() the policies and functions call). The bundles are written once here and once in
-- supabase/functions/_shared/schemas/team-roles.ts, which the desk, the e-mails and the command
-- line read; tests/stack/team-roles.test.ts fails when the two disagree.
--
-- The site's content stays one draft document, but it is published in parts (pages, news, events,
-- partners, contact and banner), each guarded by its own permission: publishing news takes the
-- latest published version and replaces only its news, so half-finished page edits stay in the
-- draft, and an editor given news only can publish news and nothing else.
set local check_function_bodies = off;

/** Permissions and the roles' bundles */
create type public.app_permission as enum (
  'work_submissions',
  'export_submissions',
  'manage_people',
  'publish_pages',
  'publish_news',
  'publish_events',
  'publish_partners',
  'publish_settings'
);

comment on type public.app_permission is
  'What a member may do; roles are bundles of these (public.role_permissions).';

create table public.role_permissions (
  role public.app_role not null,
  permission public.app_permission not null,
  constraint role_permissions_pkey primary key (role, permission)
);

comment on table public.role_permissions is
  'Each role''s permissions: the only place the database says what a role may do.';

alter table public.role_permissions enable row level security;

revoke all on table public.role_permissions from public, anon, authenticated;

grant select on table public.role_permissions to authenticated;

grant all on table public.role_permissions to service_role;

-- Not a secret: the desk shows every member what each role may do.
create policy "members read what each role may do"
  on public.role_permissions for select to authenticated
  using (true);

insert into public.role_permissions (role, permission) values
  ('admin', 'work_submissions'), ('admin', 'export_submissions'), ('admin', 'manage_people'),
  ('reviewer', 'work_submissions'), ('reviewer', 'export_submissions'),
  ('editor', 'publish_pages'), ('editor', 'publish_news'), ('editor', 'publish_events'),
  ('editor', 'publish_partners'), ('editor', 'publish_settings'),
  ('news_editor', 'publish_news');

-- True when the caller holds the permission through one of their roles, in a trusted session (a
-- live session, two-factor when required: private.admin_session_is_trusted), as has_role asks.
create function private.authorize(_permission public.app_permission)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.user_roles r
    join public.role_permissions p on p.role = r.role
    where r.user_id = (select auth.uid()) and p.permission = _permission
  )
  and private.admin_session_is_trusted((select auth.uid()))
$$;
comment on function private.authorize(public.app_permission) is
  'True when the signed-in caller holds the permission through a role, in a trusted session.';
revoke all on function private.authorize(public.app_permission) from public;
grant execute on function private.authorize(public.app_permission) to authenticated, service_role;

create or replace function public.can_work_submissions()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.authorize('work_submissions')
$$;
comment on function public.can_work_submissions() is
  'True when the caller may read and work submissions (status, notes, replies): the '
  'work_submissions permission in a trusted session.';

/** The parts of the site's content, each published on its own */
create table public.site_parts (
  part text primary key,
  -- The desk's name for it ("Publish News").
  label text not null,
  permission public.app_permission not null,
  -- The keys of the content document that belong to it.
  content_keys text[] not null,
  position integer not null unique,
  constraint site_parts_permission_publishes check (permission::text like 'publish\_%')
);

comment on table public.site_parts is
  'The parts of the site content that are published on their own, with the permission each needs.';

alter table public.site_parts enable row level security;

revoke all on table public.site_parts from public, anon, authenticated;

grant select on table public.site_parts to authenticated;

grant all on table public.site_parts to service_role;

create policy "members read the site's parts"
  on public.site_parts for select to authenticated
  using (true);

insert into public.site_parts (part, label, permission, content_keys, position) values
  ('pages', 'Pages', 'publish_pages', array['pages', 'timeline', 'goals', 'pilotGoals'], 1),
  ('news', 'News', 'publish_news', array['news'], 2),
  ('events', 'Events', 'publish_events', array['events'], 3),
  ('partners', 'Partners', 'publish_partners', array['partners', 'partnerTiers'], 4),
  ('settings', 'Contact and banner', 'publish_settings', array['contact', 'banner'], 5);

-- May the caller edit the site at all (read the draft, versions and publications; upload
-- pictures)? Anyone who may publish one of its parts.
create or replace function public.can_edit_site()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.site_parts p where private.authorize(p.permission))
$$;
comment on function public.can_edit_site() is
  'True when the caller may publish at least one part of the site''s content (see site_parts).';

-- The parts named (every part when null), checked: unknown names are refused.
create function private.site_parts_named(_parts text[])
returns setof public.site_parts
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  _unknown text;
begin
  if _parts is not null then
    if pg_catalog.cardinality(_parts) = 0 then
      raise exception 'Choose at least one part of the site to publish' using errcode = '22023';
    end if;
    select n into _unknown from pg_catalog.unnest(_parts) n
    where not exists (select 1 from public.site_parts p where p.part = n) limit 1;
    if _unknown is not null then
      raise exception 'Unknown part of the site: %', _unknown using errcode = '22023';
    end if;
  end if;
  return query select * from public.site_parts p
    where _parts is null or p.part = any (_parts) order by p.position;
end;
$$;
revoke all on function private.site_parts_named(text[]) from public;

-- Refuses (42501, in words) unless the caller may publish every part named.
create function private.require_site_parts(_parts text[])
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  _missing text;
begin
  perform private.require_site_editor();
  select pg_catalog.string_agg(p.label, ', ' order by p.position) into _missing
  from private.site_parts_named(_parts) p
  where not private.authorize(p.permission);
  if _missing is not null then
    raise exception 'Your role does not let you publish %. Ask an administrator if you need to.',
      _missing using errcode = '42501';
  end if;
end;
$$;
revoke all on function private.require_site_parts(text[]) from public;

-- _base with the named parts' keys taken from _source.
create function private.merge_site_parts(_base jsonb, _source jsonb, _parts text[])
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  _merged jsonb := _base;
  _key text;
begin
  for _key in
    select k from private.site_parts_named(_parts) p, pg_catalog.unnest(p.content_keys) k
  loop
    if _source ? _key then
      _merged := pg_catalog.jsonb_set(_merged, array[_key], _source -> _key);
    end if;
  end loop;
  return _merged;
end;
$$;
revoke all on function private.merge_site_parts(jsonb, jsonb, text[]) from public;

create function private.latest_site_content()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select v.content from public.site_content_versions v order by v.number desc limit 1
$$;
revoke all on function private.latest_site_content() from public;

/** What each version and schedule published */
alter table public.site_content_versions add column parts text[];

comment on column public.site_content_versions.parts is
  'The parts this publication named (null: the whole site, as before parts existed).';

alter table public.site_scheduled_publications add column parts text[];

comment on column public.site_scheduled_publications.parts is
  'The parts of the draft snapshot that go live (null: all of it).';

/** Saving, publishing, restoring and scheduling by part */
-- Saves one key of the draft (or the whole document when _part is null, which needs every part's
-- permission); a key needs the permission of the part it belongs to.
create or replace function public.save_site_draft(_part text, _value jsonb)
returns public.site_content_draft
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _draft public.site_content_draft;
  _content jsonb;
  _owner text;
begin
  perform private.require_site_editor();
  if _part is null then
    perform private.require_site_parts(null);
  else
    select p.part into _owner from public.site_parts p where _part = any (p.content_keys);
    if _owner is null then
      raise exception 'Unknown part of the site content: %', _part using errcode = '22023';
    end if;
    perform private.require_site_parts(array[_owner]);
  end if;
  select d.content into _content from public.site_content_draft d for update;
  if _part is null then
    _content := _value;
  elsif _content is null then
    raise exception 'There is no draft to change yet' using errcode = 'P0002';
  else
    _content := pg_catalog.jsonb_set(_content, array[_part], _value);
  end if;
  perform private.check_site_content(_content);
  insert into public.site_content_draft as d (id, content, updated_at, updated_by)
  values (true, _content, now(), auth.uid())
  on conflict (id) do update
    set content = excluded.content, updated_at = excluded.updated_at, updated_by = excluded.updated_by
  returning d.* into _draft;
  perform private.write_audit('settings_changed', 'site_content', null,
    pg_catalog.jsonb_build_object('site', 'draft_saved', 'part', coalesce(_part, 'all')));
  return _draft;
end;
$$;

drop function public.publish_site_draft();
drop function public.restore_site_version(uuid);
drop function public.discard_site_draft();
drop function public.schedule_site_draft(timestamptz);
drop function public.publish_due_site_content(timestamptz);
drop function private.publish_site_content(jsonb, uuid);

create function private.publish_site_content(_content jsonb, _restored_from uuid, _parts text[])
returns public.site_publications
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _version public.site_content_versions;
  _publication public.site_publications;
begin
  perform private.check_site_content(_content);
  -- One publication at a time gets the next number.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.site_content_versions'));
  insert into public.site_content_versions (number, content, published_by, published_by_email,
    restored_from, parts)
  values (
    coalesce((select max(v.number) from public.site_content_versions v), 0) + 1,
    _content, auth.uid(), (select u.email from auth.users u where u.id = auth.uid()), _restored_from,
    _parts
  )
  returning * into _version;
  insert into public.site_publications (version_id) values (_version.id)
  returning * into _publication;
  perform private.write_audit('settings_changed', 'site_content', _version.id,
    pg_catalog.jsonb_build_object(
      'site', case when _restored_from is null then 'published' else 'restored' end,
      'version', _version.number, 'restored_from', _restored_from,
      'parts', coalesce(pg_catalog.to_jsonb(_parts), '"all"'::jsonb)));
  return _publication;
end;
$$;
revoke all on function private.publish_site_content(jsonb, uuid, text[]) from public;

-- Publishes the named parts of the draft (every part when null) on top of the latest published
-- version, as the next version, and queues its build. The draft's other parts stay unpublished.
create function public.publish_site_draft(_parts text[] default null)
returns public.site_publications
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _draft jsonb;
  _live jsonb;
begin
  perform private.require_site_parts(_parts);
  select d.content into _draft from public.site_content_draft d;
  if _draft is null then
    raise exception 'There is no draft to publish' using errcode = 'P0002';
  end if;
  _live := private.latest_site_content();
  return private.publish_site_content(
    case when _live is null then _draft else private.merge_site_parts(_live, _draft, _parts) end,
    null, _parts);
end;
$$;
comment on function public.publish_site_draft(text[]) is
  'Publishes the named parts of the draft (all when null); needs each part''s permission.';
revoke all on function public.publish_site_draft(text[]) from public, anon;
grant execute on function public.publish_site_draft(text[]) to authenticated;

-- Publishes the named parts (all when null) of an earlier version again, as a new version, and
-- puts them back in the draft.
create function public.restore_site_version(_version_id uuid, _parts text[] default null)
returns public.site_publications
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _content jsonb;
begin
  perform private.require_site_parts(_parts);
  select v.content into _content from public.site_content_versions v where v.id = _version_id;
  if _content is null then
    raise exception 'That version is not in the history any more. Reload the page to see the versions there are.'
      using errcode = 'PT404';
  end if;
  update public.site_content_draft d
    set content = private.merge_site_parts(d.content, _content, _parts), updated_at = now(),
      updated_by = auth.uid()
  where d.id;
  return private.publish_site_content(
    private.merge_site_parts(coalesce(private.latest_site_content(), _content), _content, _parts),
    _version_id, _parts);
end;
$$;
revoke all on function public.restore_site_version(uuid, text[]) from public, anon;
grant execute on function public.restore_site_version(uuid, text[]) to authenticated;

-- Throws the named parts (all when null) of the draft away: they become the published ones again.
create function public.discard_site_draft(_parts text[] default null)
returns public.site_content_draft
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _draft public.site_content_draft;
  _live jsonb;
begin
  perform private.require_site_parts(_parts);
  _live := private.latest_site_content();
  if _live is null then
    raise exception 'Nothing has been published yet' using errcode = 'P0002';
  end if;
  update public.site_content_draft d
    set content = private.merge_site_parts(d.content, _live, _parts), updated_at = now(),
      updated_by = auth.uid()
  where d.id
  returning d.* into _draft;
  perform private.write_audit('settings_changed', 'site_content', null,
    pg_catalog.jsonb_build_object('site', 'draft_discarded',
      'parts', coalesce(pg_catalog.to_jsonb(_parts), '"all"'::jsonb)));
  return _draft;
end;
$$;
revoke all on function public.discard_site_draft(text[]) from public, anon;
grant execute on function public.discard_site_draft(text[]) to authenticated;

-- Schedules the named parts (all when null) of the draft as it stands now to publish at
-- _publish_at, on top of whatever is published then.
create function public.schedule_site_draft(_publish_at timestamptz, _parts text[] default null)
returns public.site_scheduled_publications
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _content jsonb;
  _scheduled public.site_scheduled_publications;
begin
  perform private.require_site_parts(_parts);
  if _publish_at is null or _publish_at <= now() then
    raise exception 'Choose a date and time in the future' using errcode = '22023';
  end if;
  select d.content into _content from public.site_content_draft d;
  if _content is null then
    raise exception 'There is no draft to schedule' using errcode = 'P0002';
  end if;
  perform private.check_site_content(_content);
  insert into public.site_scheduled_publications (content, publish_at, scheduled_by,
    scheduled_by_email, parts)
  values (_content, _publish_at, auth.uid(),
    (select u.email from auth.users u where u.id = auth.uid()), _parts)
  returning * into _scheduled;
  perform private.write_audit('settings_changed', 'site_content', _scheduled.id,
    pg_catalog.jsonb_build_object('site', 'scheduled', 'publish_at', _publish_at,
      'parts', coalesce(pg_catalog.to_jsonb(_parts), '"all"'::jsonb)));
  return _scheduled;
end;
$$;
revoke all on function public.schedule_site_draft(timestamptz, text[]) from public, anon;
grant execute on function public.schedule_site_draft(timestamptz, text[]) to authenticated;

-- Publishes every scheduled change due at _now (oldest first): each schedule's parts on top of
-- what is published at that moment, as the next version with its publication queued.
create function public.publish_due_site_content(_now timestamptz default now())
returns setof public.site_publications
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _due public.site_scheduled_publications;
  _publication public.site_publications;
  _live jsonb;
begin
  for _due in
    select * from public.site_scheduled_publications s
    where s.state = 'scheduled' and s.publish_at <= _now
    order by s.publish_at, s.scheduled_at
    for update skip locked
  loop
    _live := private.latest_site_content();
    _publication := private.publish_site_content(
      case when _live is null then _due.content
        else private.merge_site_parts(_live, _due.content, _due.parts) end,
      null, _due.parts);
    -- The version is the scheduling editor's, not the scheduler's.
    update public.site_content_versions v
      set published_by = _due.scheduled_by, published_by_email = _due.scheduled_by_email
    where v.id = _publication.version_id;
    update public.site_scheduled_publications s
      set state = 'published', version_id = _publication.version_id
    where s.id = _due.id;
    return next _publication;
  end loop;
end;
$$;
comment on function public.publish_due_site_content(timestamptz) is
  'Publishes the scheduled site content due at _now; the publish-site function calls it every minute.';
revoke all on function public.publish_due_site_content(timestamptz) from public, anon, authenticated;
grant execute on function public.publish_due_site_content(timestamptz) to service_role;

/** Exporting submissions: an audited call that checks the permission */
alter table public.audit_log drop constraint audit_log_action_known;

alter table public.audit_log add constraint audit_log_action_known check (action in (
  'record_deleted', 'personal_data_exported', 'personal_data_deleted', 'retention_deleted',
  'role_granted', 'role_revoked', 'reviewer_invited', 'reviewer_removed', 'factors_reset',
  'settings_changed', 'routing_changed', 'saved_reply_changed', 'retention_changed',
  'display_name_changed', 'invitation_withdrawn',
  -- From the one outbox's conversation (answers received by e-mail; a person's data deleted).
  'personal_data_deletion_requested', 'inbound_mail_attached', 'inbound_mail_discarded',
  -- A member's sign-in lockout lifted (the stand-in's lock, since removed; old entries stay readable).
  'lockout_lifted',
  -- A CSV export of submissions: which list, which filter, how many rows (never the rows).
  'submissions_exported'
));

-- The desk calls this before it reads the rows of a CSV export: refused without the
-- export_submissions permission; the audit log keeps who exported which list and with which
-- filter (never the rows themselves).
create function public.desk_export_submissions(_kind text, _filter jsonb)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not private.authorize('export_submissions') then
    raise exception 'Your role does not let you export submissions. Ask an administrator if you need to.'
      using errcode = '42501';
  end if;
  if _kind is null or _kind not in ('applications', 'contacts', 'alliance') then
    raise exception 'Unknown list to export: %', _kind using errcode = '22023';
  end if;
  perform private.write_audit('submissions_exported', _kind, null,
    pg_catalog.jsonb_build_object('filter', coalesce(_filter, '{}'::jsonb)));
end;
$$;
comment on function public.desk_export_submissions(text, jsonb) is
  'Records a CSV export (list and filter) after checking the export_submissions permission.';
revoke all on function public.desk_export_submissions(text, jsonb) from public, anon;
grant execute on function public.desk_export_submissions(text, jsonb) to authenticated;
