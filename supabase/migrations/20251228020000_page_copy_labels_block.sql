/*
 * Page copy gains the `labels` block (issue 33, item 2): the named words a page writes around its
 * records (an event card's labels and states, a partner tier card's "Discuss this tier", the
 * timeline's date sentences and phases table; labelsBlockSchema and labelSets in
 * supabase/functions/_shared/schemas/page-copy.ts). private.page_copy_problem names every kind of
 * block it accepts; this is that function again (as migration 20251228010000 left it: the
 * `competition` kind and its check kept) with
 * `labels` among the kinds and its shape checked: a `labels` object of named words, each a written
 * text of at most 240 characters. Which names a block holds and the placeholders each keeps are
 * the schema's (the desk and publish-site check them beside the field).
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
             'related', 'pathway', 'competition', 'labels')) then
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
      if _block ->> 'kind' = 'labels' then
        if pg_catalog.jsonb_typeof(_block -> 'labels') is distinct from 'object'
            or _block -> 'labels' = '{}'::jsonb then
          return _route || ': the block ' || (_block ->> 'id')
            || ' holds its words as named texts, such as {"link": "Discuss this tier"}';
        end if;
        if exists (
            select from pg_catalog.jsonb_each(_block -> 'labels') as word
            where word.key !~ '^[a-z]+(-[a-z]+)*$'
              or pg_catalog.jsonb_typeof(word.value) <> 'string'
              or pg_catalog.length(pg_catalog.btrim(word.value #>> '{}')) not between 1 and 240) then
          return _route || ': each of the words in ' || (_block ->> 'id')
            || ' must be written, in at most 240 characters';
        end if;
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
