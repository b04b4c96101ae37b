/**
 * News (issue 33, item 6): the site content's `news` part, dated announcements shown on /news,
 * its archive, the home page and the Atom feed.
 *
 * An announcement is part of the one site-content document (20251101060000_site_content.sql), so
 * it is drafted, previewed, published, scheduled (20251217000000_site_editing.sql), compared and
 * restored exactly as the rest is. This file adds the part to what an editor may save and the
 * CHECK that refuses an announcement the build would refuse (the zod schema is
 * supabase/functions/_shared/schemas/news.ts).
 */

-- Null when the document's announcements have the schema's shape, else the first problem in
-- words. A document without news (published before it existed) is fine: the build then shows
-- the repository's announcements.
create function private.news_problem(_content jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  _news jsonb := _content -> 'news';
  _item jsonb;
  _slugs text[] := '{}';
begin
  if _news is null then
    return null;
  end if;
  if pg_catalog.jsonb_typeof(_news) <> 'array' then
    return 'news must be a list';
  end if;
  for _item in select value from pg_catalog.jsonb_array_elements(_news) loop
    if not (coalesce(_item ->> 'slug', '') ~ '^[a-z0-9]+(-[a-z0-9]+)*$') then
      return 'An announcement''s short name uses lower-case letters, digits and dashes';
    end if;
    if (_item ->> 'slug') = any (_slugs) then
      return 'Two announcements share the short name ' || (_item ->> 'slug') || ': give one another title';
    end if;
    _slugs := _slugs || (_item ->> 'slug');
    if not (private.is_text(_item -> 'title') and private.is_text(_item -> 'summary')
        and private.is_text_array(_item -> 'body', 1)) then
      return 'An announcement needs a title, a summary and its text';
    end if;
    if not (coalesce(_item ->> 'date', '') ~ '^\d{4}-\d{2}-\d{2}$') then
      return 'An announcement''s date is a day such as 2026-12-01';
    end if;
    if _item ? 'link' and not (
        private.is_text(_item -> 'link' -> 'label')
        and (coalesce(_item -> 'link' ->> 'href', '') ~ '^https://[^\s/.]+\.[^\s]+$'
          or coalesce(_item -> 'link' ->> 'href', '') ~ '^/[a-z0-9\-/]*$')) then
      return 'An announcement''s link has words and an address on this site or starting with https://';
    end if;
    if _item ? 'image' and not (
        coalesce(_item -> 'image' ->> 'src', '') ~ '^/[\w\-/.]+$'
        and private.is_text(_item -> 'image' -> 'alt')) then
      return 'An announcement''s picture is an address on this site with its alt text';
    end if;
  end loop;
  return null;
end;
$$;
revoke all on function private.news_problem(jsonb) from public;

alter table public.site_content_draft
  add constraint site_content_draft_news check (private.news_problem(content) is null);
alter table public.site_content_versions
  add constraint site_content_versions_news check (private.news_problem(content) is null);
alter table public.site_scheduled_publications
  add constraint site_scheduled_publications_news check (private.news_problem(content) is null);

-- The document's problem in words, the pages and the news included, before any row is written.
create or replace function private.check_site_content(_content jsonb)
returns void
language plpgsql
immutable
set search_path = ''
as $$
declare
  _problem text := coalesce(private.site_content_shape_problem(_content),
    private.page_copy_problem(_content), private.news_problem(_content));
begin
  if _problem is not null then
    raise exception '%', _problem using errcode = '23514';
  end if;
end;
$$;

-- Saves one part of the draft (or the whole document when _part is null); `news` is a part.
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
begin
  perform private.require_site_editor();
  select d.content into _content from public.site_content_draft d for update;
  if _part is null then
    _content := _value;
  elsif _part not in ('events', 'timeline', 'banner', 'goals', 'pilotGoals', 'partners',
      'contact', 'partnerTiers', 'pages', 'news') then
    raise exception 'Unknown part of the site content: %', _part using errcode = '22023';
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
