/**
 * The words of the public pages (issue 33): site content's `pages` part.
 *
 * A page is its search-engine title and description and an ordered list of blocks (hero, prose,
 * list, steps, cards, table, faq, cta, price), one zod schema per kind of block
 * (supabase/functions/_shared/schemas/page-copy.ts). Every public route has an entry, keyed by
 * its route, so an internal link is checked against the pages themselves. The document keeps its
 * one draft, its versions and its publications (20251101060000_site_content.sql); this file adds
 * the part to what an editor may save and the CHECK that refuses a page the build would refuse,
 * a link to no page above all.
 */

-- Null when the document's pages have the schema's shape and every link leads somewhere, else
-- the first problem in words. A document without pages (published before they were editable) is
-- fine: the build shows those pages as their content modules write them.
create function private.page_copy_problem(_content jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  _pages jsonb := _content -> 'pages';
  _route text;
  _page jsonb;
  _block jsonb;
  _href text;
begin
  if _pages is null then
    return null;
  end if;
  if pg_catalog.jsonb_typeof(_pages) <> 'object' then
    return 'pages must be an object keyed by route';
  end if;
  for _route, _page in select key, value from pg_catalog.jsonb_each(_pages) loop
    if _route !~ '^/[a-z0-9\-/]*$' then
      return 'A page is keyed by its route, such as /contact';
    end if;
    if pg_catalog.jsonb_typeof(_page -> 'blocks') is distinct from 'array' then
      return _route || ': a page''s blocks must be a list';
    end if;
    if _page ? 'seo' and not (
        pg_catalog.length(pg_catalog.btrim(coalesce(_page -> 'seo' ->> 'title', ''))) between 10 and 60
        and pg_catalog.length(pg_catalog.btrim(coalesce(_page -> 'seo' ->> 'description', ''))) between 50 and 160) then
      return _route || ': the title holds 10 to 60 characters and the description 50 to 160';
    end if;
    for _block in select value from pg_catalog.jsonb_array_elements(_page -> 'blocks') loop
      if not (coalesce(_block ->> 'id', '') ~ '^[a-z0-9]+(-[a-z0-9]+)*$'
          and coalesce(_block ->> 'kind', '') in
            ('hero', 'prose', 'list', 'steps', 'cards', 'table', 'faq', 'cta', 'price')) then
        return _route || ': a block needs an id and one of the kinds of block';
      end if;
    end loop;
  end loop;

  for _href in
    select distinct value #>> '{}'
    from pg_catalog.jsonb_path_query(_pages, 'lax $.**.href ? (@.type() == "string")') as value
  loop
    _href := pg_catalog.btrim(_href);
    if _href ~ '^https://[^\s/.]+\.[^\s]+$' then
      continue;
    end if;
    if _href !~ '^/[a-z0-9\-/]*(\?[A-Za-z0-9_\-=&%.]*)?(#[A-Za-z0-9_\-]+)?$' then
      return 'Write the address of a page of this site, starting with / (such as /contact), or a web address starting with https://';
    end if;
    _route := pg_catalog.split_part(pg_catalog.split_part(_href, '?', 1), '#', 1);
    if pg_catalog.length(_route) > 1 then
      _route := pg_catalog.rtrim(_route, '/');
    end if;
    if not _pages ? _route then
      return 'There is no page at ' || _route
        || ': link to a page of this site, such as /contact, or to a web address starting with https://';
    end if;
  end loop;
  return null;
end;
$$;
revoke all on function private.page_copy_problem(jsonb) from public;

alter table public.site_content_draft
  add constraint site_content_draft_pages check (private.page_copy_problem(content) is null);
alter table public.site_content_versions
  add constraint site_content_versions_pages check (private.page_copy_problem(content) is null);

-- The document's problem in words, the pages included, before any row is written.
create or replace function private.check_site_content(_content jsonb)
returns void
language plpgsql
immutable
set search_path = ''
as $$
declare
  _problem text := coalesce(private.site_content_shape_problem(_content),
    private.page_copy_problem(_content));
begin
  if _problem is not null then
    raise exception '%', _problem using errcode = '23514';
  end if;
end;
$$;

-- Saves one part of the draft (or the whole document when _part is null); `pages` is a part.
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
      'contact', 'partnerTiers', 'pages') then
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
