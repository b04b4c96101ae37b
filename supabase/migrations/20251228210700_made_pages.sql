-- Pages the team makes in the desk, and retiring them with a redirect.
--
-- A made page is an entry of the content's `pages` marked `made` ({"name", "menu"}): it lives at
-- a free address of one segment that no route of the code uses, has its title and description
-- for search engines and starts with its top block (the page's one heading). Retiring it keeps
-- the entry with `retiredTo`, the page its address now leads to; only made pages can be retired
-- (the site's own pages are wired into its menus, forms and records). The same rules as
-- supabase/functions/_shared/schemas/made-pages.ts, which the desk and publish-site apply with
-- the message beside the field; here they hold for any writer.

-- Null when the made and retired pages follow the rules, else the first problem in words.
create function private.made_page_problem(_content jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  _pages jsonb := _content -> 'pages';
  _route text;
  _page jsonb;
  _target jsonb;
  -- The first segments of the code's routes and the build's folders (and /es, kept for a Spanish
  -- site): tests/unit/page-copy/made-pages-agree.test.ts holds this list to the schema's.
  _taken text[] := array['about', 'admin', 'ai-coach-application', 'ai-coach-program',
    'ai-coaches', 'ai-coaching-certification', 'ai-innovation-certification',
    'ai-skills-tracker', 'application-status', 'assets', 'auth', 'become-ai-coach',
    'build-with-ai', 'contact', 'contest-platform', 'create-with-ai', 'es', 'event-dashboard',
    'events', 'expansion', 'join-alliance', 'join-competition', 'news', 'news-images', 'pagefind',
    'partner-logos', 'partners', 'privacy-policy', 'programs', 'search', 'see-the-model',
    'site-data', 'talk-to-ai', 'technology-platform', 'terms-of-service', 'timeline',
    'training-programs', 'updates'];
begin
  if _pages is null or pg_catalog.jsonb_typeof(_pages) <> 'object' then
    return null;
  end if;
  for _route, _page in select key, value from pg_catalog.jsonb_each(_pages) loop
    if _page ? 'retiredTo' then
      if not _page ? 'made' then
        return _route || ' is one of the site’s own pages: only a page made in the desk can be retired';
      end if;
      _target := _pages -> (_page ->> 'retiredTo');
      if _target is null or _target ? 'retiredTo' or _page ->> 'retiredTo' = _route then
        return 'Choose the page ' || _route || '’s visitors are sent to: one of the site’s pages, such as /programs';
      end if;
    end if;
    if not _page ? 'made' then
      continue;
    end if;
    if _route !~ '^/[a-z0-9]+(-[a-z0-9]+)*$' or pg_catalog.length(_route) > 61 then
      return 'Write the address as / and one or more words in small letters joined by hyphens, such as /scholarships (at most 60 characters)';
    end if;
    if pg_catalog.substr(_route, 2) = any (_taken) then
      return 'The site already has a page at ' || _route || ': choose another address';
    end if;
    if pg_catalog.jsonb_typeof(_page -> 'made') <> 'object'
        or pg_catalog.length(pg_catalog.btrim(coalesce(_page -> 'made' ->> 'name', ''))) not between 3 and 40
        or coalesce(_page -> 'made' ->> 'menu', '') not in ('none', 'about', 'programs', 'get-involved') then
      return _route || ': a made page has its name (3 to 40 characters) and where its link appears';
    end if;
    if _page ? 'retiredTo' then
      continue;
    end if;
    if not _page ? 'seo' then
      return _route || ': write the page’s title and description for search engines';
    end if;
    if coalesce(_page -> 'blocks' -> 0 ->> 'kind', '') <> 'hero' then
      return _route || ': start the page with its top (a “Top of the page” block holds its heading)';
    end if;
  end loop;
  return null;
end;
$$;
revoke all on function private.made_page_problem(jsonb) from public;

-- Every save, publication and schedule checks the made pages too, with the sentence above.
create or replace function private.check_site_content(_content jsonb)
returns void
language plpgsql
immutable
set search_path = ''
as $$
declare
  _problem text := coalesce(private.site_content_shape_problem(_content),
    private.page_copy_problem(_content), private.made_page_problem(_content),
    private.news_problem(_content), private.site_messages_problem(_content));
begin
  if _problem is not null then
    raise exception '%', _problem using errcode = '23514';
  end if;
end;
$$;
revoke all on function private.check_site_content(jsonb) from public;

alter table public.site_content_draft
  add constraint site_content_draft_made_pages check (private.made_page_problem(content) is null);
alter table public.site_content_versions
  add constraint site_content_versions_made_pages check (private.made_page_problem(content) is null);
alter table public.site_scheduled_publications
  add constraint site_scheduled_publications_made_pages
    check (private.made_page_problem(content) is null);
