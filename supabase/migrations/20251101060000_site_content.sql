-- Site content: the editors' draft, the published versions and the publications the site is
-- built from, each checked against the shape the site's content schema defines, and the two
-- Storage buckets editors upload pictures to (partner logos, news pictures).
-- Baseline (docs/migration-baseline.md).

-- Function bodies here may name objects defined further down or in a later file of the baseline,
-- as pg_dump's output does: they are checked when they run (pgTAP runs every one), not when
-- they are created. Only for this file's transaction.
set local check_function_bodies = off;

-- The site's content, edited by the initiative in the desk ("Site"), without a developer.
--
-- * One document (events, timeline, banner, goals, partners, contact, partner tiers), typed by
--   src/content/site-content-schema.ts. The desk checks it with that zod schema before saving,
--   the publish-site function checks it again before a build, and the CHECKs below repeat its
--   shape here (private.site_content_shape_problem and the other rules, in
--   20251101055000_site_content_rules.sql), so no client can store a document the build would
--   refuse.
-- * public.site_content_draft: the one draft. Edits land here and change nothing visitors see.
-- * public.site_content_versions: every published version, kept with who published it and when;
--   restoring an earlier version publishes its content again as a new version.
-- * public.site_publications: each publication's build: queued → building → live, or failed with
--   the reason. The local stack's site host (stack/site-host/) and the publish-site function move
--   it along through record_site_publication() (service role only).
-- * Visitors (anon) read only the latest published content, through published_site_content();
--   the tables themselves are closed to them. Editors (public.can_edit_site()) read and write
--   through the functions below; a reviewer or anon writes nothing.
-- * Every save, publication and restore goes into the audit log through private.write_audit.
--   The log's action list has no site actions and this work leaves the table alone, so these are
--   'settings_changed' entries with target_kind 'site_content' and the step in details.site.

-- ---------------------------------------------------------------------------------------------
-- The parts of the site's content, each published on its own
-- ---------------------------------------------------------------------------------------------
-- The site's content stays one draft document, but it is published in parts (pages, news, events,
-- partners, contact and banner), each guarded by its own permission: publishing news takes the
-- latest published version and replaces only its news, so half-finished page edits stay in the
-- draft, and an editor given news only can publish news and nothing else.
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
  ('settings', 'Contact and banner', 'publish_settings', array['contact', 'banner'], 5),
  ('messages', 'Confirmations and e-mails', 'publish_pages', array['messages'], 6);

-- ---------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------
create table public.site_content_draft (
  -- One draft for the whole site.
  id boolean primary key default true constraint site_content_draft_single check (id),
  content jsonb not null
    constraint site_content_draft_shape check (private.site_content_shape_problem(content) is null),
  updated_at timestamptz not null default now(),
  updated_by uuid,
  constraint site_content_draft_pages check (private.page_copy_problem(content) is null),
  constraint site_content_draft_news check (private.news_problem(content) is null),
  constraint site_content_draft_news_image_size check (private.news_image_size_problem(content) is null),
  constraint site_content_draft_messages check (private.site_messages_problem(content) is null),
  constraint site_content_draft_made_pages check (private.made_page_problem(content) is null),
  constraint site_content_draft_event_reminders
    check (private.event_reminder_problem(content) is null)
);

create table public.site_content_versions (
  id uuid primary key default gen_random_uuid(),
  number integer not null unique,
  content jsonb not null
    constraint site_content_versions_shape check (private.site_content_shape_problem(content) is null),
  published_at timestamptz not null default now(),
  -- No foreign keys: a version outlives the account that published it.
  published_by uuid,
  published_by_email text,
  restored_from uuid references public.site_content_versions (id),
  parts text[],
  constraint site_content_versions_pages check (private.page_copy_problem(content) is null),
  constraint site_content_versions_news check (private.news_problem(content) is null),
  constraint site_content_versions_news_image_size check (private.news_image_size_problem(content) is null),
  constraint site_content_versions_messages check (private.site_messages_problem(content) is null),
  constraint site_content_versions_made_pages check (private.made_page_problem(content) is null),
  constraint site_content_versions_event_reminders
    check (private.event_reminder_problem(content) is null)
);

create table public.site_publications (
  id uuid primary key default gen_random_uuid(),
  version_id uuid not null references public.site_content_versions (id),
  state text not null default 'queued'
    constraint site_publications_state_known check (state in ('queued', 'building', 'live', 'failed')),
  reason text,
  requested_at timestamptz not null default now(),
  started_at timestamptz,
  -- When the pages changed (live) or the build gave up (failed).
  finished_at timestamptz,
  constraint site_publications_failed_has_reason check (state <> 'failed' or reason is not null)
);

create index site_publications_requested_at_idx on public.site_publications (requested_at desc);

comment on table public.site_content_draft is
  'The site content being edited in the desk; visitors never see it until it is published.';

comment on table public.site_content_versions is
  'Every published version of the site content, with who published it and when.';

comment on column public.site_content_versions.parts is
  'The parts this publication named (null: the whole site, as before parts existed).';


comment on table public.site_publications is
  'Each publication''s rebuild of the prerendered site: queued, building, live or failed (reason).';

alter table public.site_content_draft enable row level security;

alter table public.site_content_versions enable row level security;

alter table public.site_publications enable row level security;

revoke all on table public.site_content_draft, public.site_content_versions,
  public.site_publications from public, anon, authenticated;

grant select on table public.site_content_draft, public.site_content_versions,
  public.site_publications to authenticated;

grant select, insert, update on table public.site_content_draft, public.site_content_versions,
  public.site_publications to service_role;

create policy "editors read the draft"
  on public.site_content_draft for select to authenticated
  using ((select private.can_edit_site()));

create policy "editors read the published versions"
  on public.site_content_versions for select to authenticated
  using ((select private.can_edit_site()));

create policy "editors read the publications"
  on public.site_publications for select to authenticated
  using ((select private.can_edit_site()));

-- ---------------------------------------------------------------------------------------------
-- Reading the published content (visitors, the build)
-- ---------------------------------------------------------------------------------------------
create function private.published_site_content()
returns table (version_id uuid, number integer, content jsonb, published_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select v.id, v.number, v.content, v.published_at
  from public.site_content_versions v
  order by v.number desc
  limit 1
$$;
comment on function private.published_site_content() is
  'The latest published site content (none before the first publication): what the build renders.';
revoke all on function private.published_site_content() from public;
grant execute on function private.published_site_content() to anon, authenticated, service_role;

-- The API's entry point: runs as the caller and calls the function above.
create function public.published_site_content()
returns table (version_id uuid, number integer, content jsonb, published_at timestamp with time zone)
language sql
stable
security invoker
set search_path = ''
begin atomic
  select * from private.published_site_content();
end;
revoke all on function public.published_site_content() from public;
grant execute on function public.published_site_content() to anon, authenticated, service_role;
comment on function public.published_site_content() is
  'The latest published site content (none before the first publication): what the build renders.';

-- The published messages, for the function that sends acknowledgements (service role only: the
-- public pages carry them in their build). Null before any version holds messages.
create function public.published_site_messages()
returns jsonb
language sql
stable
set search_path = ''
as $$
  select v.content -> 'messages'
  from public.site_content_versions v
  order by v.number desc
  limit 1
$$;
comment on function public.published_site_messages() is
  'The latest published messages of the forms (confirmation, notice, next steps), or null.';
revoke all on function public.published_site_messages() from public, anon, authenticated;
grant execute on function public.published_site_messages() to service_role;


-- ---------------------------------------------------------------------------------------------
-- Editing, publishing, restoring (editors)
-- ---------------------------------------------------------------------------------------------
create function private.require_site_editor()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not coalesce(public.can_edit_site(), false) then
    raise exception 'Only an editor may change the site''s content' using errcode = '42501';
  end if;
end;
$$;
revoke all on function private.require_site_editor() from public;

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


create or replace function private.check_site_content(_content jsonb)
returns void
language plpgsql
immutable
set search_path = ''
as $$
declare
  _problem text := coalesce(private.site_content_shape_problem(_content),
    private.page_copy_problem(_content), private.made_page_problem(_content),
    private.news_problem(_content), private.site_messages_problem(_content),
    private.event_reminder_problem(_content));
begin
  if _problem is not null then
    raise exception '%', _problem using errcode = '23514';
  end if;
end;
$$;
revoke all on function private.check_site_content(jsonb) from public;

-- Saves one key of the draft (or the whole document when _part is null, which needs every part's
-- permission); a key needs the permission of the part it belongs to.
create or replace function private.save_site_draft(_part text, _value jsonb)
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
revoke all on function private.save_site_draft(text, jsonb) from public, anon;
grant execute on function private.save_site_draft(text, jsonb) to authenticated;

-- The API's entry point: runs as the caller and calls the function above.
create function public.save_site_draft(_part text, _value jsonb)
returns public.site_content_draft
language sql
volatile
security invoker
set search_path = ''
begin atomic
  select private.save_site_draft($1, $2);
end;
revoke all on function public.save_site_draft(text, jsonb) from public;
grant execute on function public.save_site_draft(text, jsonb) to authenticated;

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
create function private.publish_site_draft(_parts text[] default null)
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
comment on function private.publish_site_draft(text[]) is
  'Publishes the named parts of the draft (all when null); needs each part''s permission.';
revoke all on function private.publish_site_draft(text[]) from public, anon;
grant execute on function private.publish_site_draft(text[]) to authenticated;

-- The API's entry point: runs as the caller and calls the function above.
create function public.publish_site_draft(_parts text[] default NULL::text[])
returns public.site_publications
language sql
volatile
security invoker
set search_path = ''
begin atomic
  select private.publish_site_draft($1);
end;
revoke all on function public.publish_site_draft(text[]) from public;
grant execute on function public.publish_site_draft(text[]) to authenticated;
comment on function public.publish_site_draft(text[]) is
  'Publishes the named parts of the draft (all when null); needs each part''s permission.';

-- Publishes the named parts (all when null) of an earlier version again, as a new version, and
-- puts them back in the draft.
create function private.restore_site_version(_version_id uuid, _parts text[] default null)
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
revoke all on function private.restore_site_version(uuid, text[]) from public, anon;
grant execute on function private.restore_site_version(uuid, text[]) to authenticated;

-- The API's entry point: runs as the caller and calls the function above.
create function public.restore_site_version(_version_id uuid, _parts text[] default NULL::text[])
returns public.site_publications
language sql
volatile
security invoker
set search_path = ''
begin atomic
  select private.restore_site_version($1, $2);
end;
revoke all on function public.restore_site_version(uuid, text[]) from public;
grant execute on function public.restore_site_version(uuid, text[]) to authenticated;

-- Throws the named parts (all when null) of the draft away: they become the published ones again.
create function private.discard_site_draft(_parts text[] default null)
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
revoke all on function private.discard_site_draft(text[]) from public, anon;
grant execute on function private.discard_site_draft(text[]) to authenticated;

-- The API's entry point: runs as the caller and calls the function above.
create function public.discard_site_draft(_parts text[] default NULL::text[])
returns public.site_content_draft
language sql
volatile
security invoker
set search_path = ''
begin atomic
  select private.discard_site_draft($1);
end;
revoke all on function public.discard_site_draft(text[]) from public;
grant execute on function public.discard_site_draft(text[]) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The build's progress (the publish-site function, the local site host)
-- ---------------------------------------------------------------------------------------------
create function public.record_site_publication(_id uuid, _state text, _reason text default null)
returns public.site_publications
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _publication public.site_publications;
begin
  if _state not in ('queued', 'building', 'live', 'failed') then
    raise exception 'Unknown publication state %', _state using errcode = '22023';
  end if;
  select * into _publication from public.site_publications p where p.id = _id for update;
  if _publication is null then
    raise exception 'No publication %', _id using errcode = 'P0002';
  end if;
  -- A finished build never moves back (the host may report before the function records
  -- 'building').
  if _publication.state in ('live', 'failed') and _state in ('queued', 'building') then
    return _publication;
  end if;
  update public.site_publications p
    set state = _state,
      reason = case when _state = 'failed' then coalesce(_reason, 'The build failed') else _reason end,
      started_at = case when _state = 'building' then coalesce(p.started_at, now()) else p.started_at end,
      finished_at = case when _state in ('live', 'failed') then now() else p.finished_at end
  where p.id = _id
  returning p.* into _publication;
  -- A live build shows the latest version, so every earlier publication still waiting is live too.
  if _state = 'live' then
    update public.site_publications p
      set state = 'live', finished_at = now(), reason = 'Included in a later build'
    from public.site_content_versions v, public.site_content_versions mine
    where v.id = p.version_id and mine.id = _publication.version_id
      and v.number < mine.number and p.state in ('queued', 'building');
  end if;
  return _publication;
end;
$$;
comment on function public.record_site_publication(uuid, text, text) is
  'Moves a publication''s build along (building, live, failed with the reason): service role only.';
revoke all on function public.record_site_publication(uuid, text, text) from public, anon, authenticated;
grant execute on function public.record_site_publication(uuid, text, text) to service_role;

create index site_content_versions_restored_from_idx
  on public.site_content_versions (restored_from);

create index site_publications_version_id_idx on public.site_publications (version_id);

-- ---------------------------------------------------------------------------------------------
-- Scheduled publications: the draft as it stood, and when it goes live
-- ---------------------------------------------------------------------------------------------
create table public.site_scheduled_publications (
  id uuid primary key default gen_random_uuid(),
  -- The draft when the editor scheduled it; later edits to the draft are not included.
  content jsonb not null
    constraint site_scheduled_publications_shape
      check (private.site_content_shape_problem(content) is null),
  publish_at timestamptz not null,
  state text not null default 'scheduled'
    constraint site_scheduled_publications_state_known
      check (state in ('scheduled', 'published', 'cancelled')),
  scheduled_at timestamptz not null default now(),
  -- No foreign keys: a schedule outlives the account that made it, as a version does.
  scheduled_by uuid,
  scheduled_by_email text,
  -- The version it became.
  version_id uuid references public.site_content_versions (id),
  parts text[],
  constraint site_scheduled_publications_published_has_version
    check (state <> 'published' or version_id is not null),
  constraint site_scheduled_publications_news check (private.news_problem(content) is null),
  constraint site_scheduled_publications_news_image_size check (private.news_image_size_problem(content) is null),
  constraint site_scheduled_publications_messages
    check (private.site_messages_problem(content) is null),
  constraint site_scheduled_publications_made_pages
    check (private.made_page_problem(content) is null),
  constraint site_scheduled_publications_event_reminders
    check (private.event_reminder_problem(content) is null)
);

create index site_scheduled_publications_due_idx
  on public.site_scheduled_publications (publish_at) where state = 'scheduled';

create index site_scheduled_publications_version_id_idx
  on public.site_scheduled_publications (version_id);

comment on table public.site_scheduled_publications is
  'Site content scheduled to publish at a date and time (a snapshot of the draft), and what became of it.';

comment on column public.site_scheduled_publications.parts is
  'The parts of the draft snapshot that go live (null: all of it).';


alter table public.site_scheduled_publications enable row level security;

revoke all on table public.site_scheduled_publications from public, anon, authenticated;

grant select on table public.site_scheduled_publications to authenticated;

grant select, insert, update on table public.site_scheduled_publications to service_role;

create policy "editors read the scheduled publications"
  on public.site_scheduled_publications for select to authenticated
  using ((select private.can_edit_site()));

-- Schedules the named parts (all when null) of the draft as it stands now to publish at
-- _publish_at, on top of whatever is published then.
create function private.schedule_site_draft(_publish_at timestamptz, _parts text[] default null)
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
revoke all on function private.schedule_site_draft(timestamptz, text[]) from public, anon;
grant execute on function private.schedule_site_draft(timestamptz, text[]) to authenticated;

-- The API's entry point: runs as the caller and calls the function above.
create function public.schedule_site_draft(_publish_at timestamp with time zone, _parts text[] default NULL::text[])
returns public.site_scheduled_publications
language sql
volatile
security invoker
set search_path = ''
begin atomic
  select private.schedule_site_draft($1, $2);
end;
revoke all on function public.schedule_site_draft(timestamp with time zone, text[]) from public;
grant execute on function public.schedule_site_draft(timestamp with time zone, text[]) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Cancelling a scheduled publication
-- ---------------------------------------------------------------------------------------------
-- A missing record answers PT404 (HTTP 404 through PostgREST) with a sentence, as every RPC that
-- names an id (docs/roles.md, "Rules the database keeps"); P0002 is PostgREST's 500. A schedule
-- that has already gone live or been cancelled is there but cannot change: PT409 (HTTP 409).
create function private.cancel_site_schedule(_id uuid)
returns public.site_scheduled_publications
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _scheduled public.site_scheduled_publications;
begin
  perform private.require_site_editor();
  update public.site_scheduled_publications s
    set state = 'cancelled'
  where s.id = _id and s.state = 'scheduled'
  returning s.* into _scheduled;
  if _scheduled is null then
    if not exists (select 1 from public.site_scheduled_publications s where s.id = _id) then
      raise exception 'That scheduled publication is not in the list any more. Reload the page to see what is scheduled.'
        using errcode = 'PT404';
    end if;
    raise exception 'This scheduled publication has already gone live or been cancelled. Reload the page to see what is scheduled.'
      using errcode = 'PT409';
  end if;
  perform private.write_audit('settings_changed', 'site_content', _id,
    pg_catalog.jsonb_build_object('site', 'schedule_cancelled'));
  return _scheduled;
end;
$$;
revoke all on function private.cancel_site_schedule(uuid) from public, anon;
grant execute on function private.cancel_site_schedule(uuid) to authenticated;

-- The API's entry point: runs as the caller and calls the function above.
create function public.cancel_site_schedule(_id uuid)
returns public.site_scheduled_publications
language sql
volatile
security invoker
set search_path = ''
begin atomic
  select private.cancel_site_schedule($1);
end;
revoke all on function public.cancel_site_schedule(uuid) from public;
grant execute on function public.cancel_site_schedule(uuid) to authenticated;

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

/** The schedule: every minute, pg_cron asks publish-site to publish what is due */
-- As deliver-notifications is called (20251101030000_outbox.sql): pg_net POSTs to the function
-- with the project's URL and the scheduled jobs' secret from Vault (`deliver_notifications_secret`,
-- which publish-site accepts for this one action only).
do $schedule$
begin
  if pg_catalog.to_regnamespace('cron') is null or pg_catalog.to_regnamespace('net') is null then
    raise warning 'pg_cron or pg_net is missing: publish-due-site-content is not scheduled';
    return;
  end if;
  perform cron.schedule(
    'publish-due-site-content',
    '* * * * *',
    $command$
    select net.http_post(
      url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
        || '/functions/v1/publish-site',
      headers := jsonb_build_object(
        'Content-Type', 'application/json',
        'Authorization', 'Bearer ' || (
          select decrypted_secret from vault.decrypted_secrets
          where name = 'deliver_notifications_secret'
        )
      ),
      body := jsonb_build_object('action', 'publish-due'),
      timeout_milliseconds := 30000
    ) as request_id
    -- Only when something is due: most minutes nothing is, and the function is not woken.
    where exists (
      select 1 from public.site_scheduled_publications
      where state = 'scheduled' and publish_at <= now()
    );
    $command$
  );
end;
$schedule$;

-- ---------------------------------------------------------------------------------------------
-- Partner logos: a public Storage bucket that only editors write
-- ---------------------------------------------------------------------------------------------
-- The bucket is public, so every logo is served at its public URL with no policy at all (the
-- build copies each published logo into the site). Hosted Storage enforces the bucket's own
-- limits before any policy: only PNG, JPEG and WebP (never SVG, which could carry script) and at
-- most 1 MB. Reading the list of objects, writing, replacing and deleting are for editors in a
-- trusted session only (public.can_edit_site(), which asks has_role, which asks for aal2): no
-- broad SELECT policy, so nobody can list the bucket (the Advisor's "public bucket allows
-- listing" finding).
--
-- storage.buckets and storage.objects are hosted's own tables (the local stack recreates them
-- in stack/storage/schema.sql before migrations run), so this deploys unchanged to both.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('partner-logos', 'partner-logos', true, 1048576,
  array['image/png', 'image/jpeg', 'image/webp'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "Editors see the partner logos"
  on storage.objects for select to authenticated
  using (bucket_id = 'partner-logos' and (select private.can_edit_site()));

create policy "Editors add partner logos"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'partner-logos' and (select private.can_edit_site()));

create policy "Editors replace partner logos"
  on storage.objects for update to authenticated
  using (bucket_id = 'partner-logos' and (select private.can_edit_site()))
  with check (bucket_id = 'partner-logos' and (select private.can_edit_site()));

create policy "Editors remove partner logos"
  on storage.objects for delete to authenticated
  using (bucket_id = 'partner-logos' and (select private.can_edit_site()));

-- ---------------------------------------------------------------------------------------------
-- News pictures: a public Storage bucket that only editors write
-- ---------------------------------------------------------------------------------------------
-- An announcement's picture, uploaded in the desk: PNG, JPEG or WebP up to 2 MB, written only by
-- editors, as the partner logos are (above).
-- Public, so the build downloads each published picture from its public URL with no policy at
-- all and copies it into the site (scripts/lib/stored-images.ts): no public page asks Supabase
-- for it. Hosted Storage enforces the bucket's own limits before any policy: only PNG, JPEG and
-- WebP (never SVG, which could carry script) and at most 2 MB (a photo saved for the web).
-- Listing, adding, replacing and removing objects are for editors in a trusted session only
-- (public.can_edit_site(), which asks has_role, which asks for aal2): no broad SELECT policy, so
-- nobody else can list the bucket.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('news-images', 'news-images', true, 2097152,
  array['image/png', 'image/jpeg', 'image/webp'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "Editors see the news pictures"
  on storage.objects for select to authenticated
  using (bucket_id = 'news-images' and (select private.can_edit_site()));

create policy "Editors add news pictures"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'news-images' and (select private.can_edit_site()));

create policy "Editors replace news pictures"
  on storage.objects for update to authenticated
  using (bucket_id = 'news-images' and (select private.can_edit_site()))
  with check (bucket_id = 'news-images' and (select private.can_edit_site()));

create policy "Editors remove news pictures"
  on storage.objects for delete to authenticated
  using (bucket_id = 'news-images' and (select private.can_edit_site()));
