/*
 * Page copy gains the `competition` block (issue 33, the lists several pages share): one
 * competition's words (name, who it is for, description, what participants get;
 * competitionBlockSchema in supabase/functions/_shared/schemas/page-copy.ts), one block per
 * competition on /join-competition, its id the competition's slug, read by the home page and
 * /programs too. private.page_copy_problem names every kind of block it accepts; this is that
 * function again (as 20251226000000_page_copy_pathway_block.sql left it) with `competition` among
 * the kinds, and a competition without its words refused in words an editor reads.
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
             'related', 'pathway', 'competition')) then
        return _route || ': a block needs an id and one of the kinds of block';
      end if;
      if _block ->> 'kind' = 'competition' and not (
          pg_catalog.length(pg_catalog.btrim(coalesce(_block ->> 'name', ''))) > 0
          and pg_catalog.length(pg_catalog.btrim(coalesce(_block ->> 'audience', ''))) > 0
          and pg_catalog.length(pg_catalog.btrim(coalesce(_block ->> 'description', ''))) > 0
          and pg_catalog.jsonb_typeof(_block -> 'benefits') is not distinct from 'array'
          and pg_catalog.jsonb_array_length(
            case when pg_catalog.jsonb_typeof(_block -> 'benefits') = 'array'
              then _block -> 'benefits' else '[]'::jsonb end) > 0
          and not exists (
            select 1
            from pg_catalog.jsonb_array_elements(
              case when pg_catalog.jsonb_typeof(_block -> 'benefits') = 'array'
                then _block -> 'benefits' else '[]'::jsonb end) as benefit
            where pg_catalog.jsonb_typeof(benefit) <> 'string'
              or pg_catalog.length(pg_catalog.btrim(benefit #>> '{}')) = 0)) then
        return _route || ': a competition needs its name, who it is for, what it is and at least one thing participants get';
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
