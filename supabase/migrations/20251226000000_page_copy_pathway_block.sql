/*
 * Page copy gains the `pathway` block (issue 33): a training pathway's facts (name, level, stage,
 * duration, summary, prerequisites; pathwayBlockSchema in
 * supabase/functions/_shared/schemas/page-copy.ts), kept on the pathway's own page and read by
 * every page that states them, so a duration such as "12–16 weeks, hybrid" is edited in the desk
 * like any other words. private.page_copy_problem names every kind of block it accepts; this is
 * that function again with `pathway` among them, nothing else changed.
 */
create or replace function private.page_copy_problem(_content jsonb)
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
            ('hero', 'prose', 'list', 'steps', 'cards', 'table', 'faq', 'cta', 'price', 'links',
             'related', 'pathway')) then
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
