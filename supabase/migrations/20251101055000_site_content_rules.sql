-- Site content's rules: what the CHECKs on every stored document (draft, versions, schedules) call,
-- each answering null or the first problem in words, in the same words as the site content's
-- schemas (supabase/functions/_shared/schemas/): the document's shape, the pages' words and the
-- news, an announcement's picture, the forms' messages, made pages and event reminders.
-- Baseline (docs/migration-baseline.md); split from 20251101060000_site_content.sql, whose tables
-- call them, so each file stays readable.

-- Function bodies here may name objects defined further down or in a later file of the baseline,
-- as pg_dump's output does: they are checked when they run (pgTAP runs every one), not when
-- they are created. Only for this file's transaction.
set local check_function_bodies = off;

-- ---------------------------------------------------------------------------------------------
-- The document's shape (the zod schema's rules that a CHECK can state)
-- ---------------------------------------------------------------------------------------------
create function private.is_instant(_value jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.jsonb_typeof(_value) = 'string'
    and (_value #>> '{}') ~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$'
$$;
revoke all on function private.is_instant(jsonb) from public;

create function private.is_text(_value jsonb, _min integer default 1)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.jsonb_typeof(_value) = 'string'
    and pg_catalog.length(pg_catalog.btrim(_value #>> '{}')) >= _min
$$;
revoke all on function private.is_text(jsonb, integer) from public;

create function private.is_text_array(_value jsonb, _min integer default 0)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.jsonb_typeof(_value) = 'array'
    and pg_catalog.jsonb_array_length(_value) >= _min
    and not pg_catalog.jsonb_path_exists(_value, '$[*] ? (@.type() != "string")')
$$;
revoke all on function private.is_text_array(jsonb, integer) from public;

-- Null when the document has the schema's shape, else the first problem in words.
create or replace function private.site_content_shape_problem(_content jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  _item jsonb;
  _phase jsonb;
  _tiers jsonb;
begin
  if pg_catalog.jsonb_typeof(_content) is distinct from 'object' then
    return 'The site content must be an object';
  end if;
  if not (_content ?& array['events', 'timeline', 'banner', 'goals', 'pilotGoals', 'partners',
      'contact', 'partnerTiers']) then
    return 'The site content lacks one of its parts';
  end if;

  if pg_catalog.jsonb_typeof(_content -> 'events') <> 'array' then
    return 'events must be a list';
  end if;
  for _item in select value from pg_catalog.jsonb_array_elements(_content -> 'events') loop
    if not (coalesce(_item ->> 'slug', '') ~ '^[a-z0-9]+(-[a-z0-9]+)*$') then
      return 'An event''s short name uses lower-case letters, digits and dashes';
    end if;
    if not (private.is_text(_item -> 'name') and private.is_text(_item -> 'dates')
        and private.is_text(_item -> 'location') and private.is_text(_item -> 'description')) then
      return 'An event needs a name, dates, a place and a summary';
    end if;
    -- The website is optional (an event without one shows no link), but never empty or http://.
    if _item ? 'url' and not (coalesce(_item ->> 'url', '') ~ '^https://[^\s]+$') then
      return 'Enter the event''s website as a full address starting with https://, or leave it empty';
    end if;
    if not private.is_text_array(_item -> 'highlights') then
      return 'An event''s highlights must be a list of text';
    end if;
    if (_item ? 'startsAt') <> (_item ? 'endsAt') then
      return 'Give both a start and an end, the end after the start';
    end if;
    if _item ? 'startsAt' then
      if not (private.is_instant(_item -> 'startsAt') and private.is_instant(_item -> 'endsAt')) then
        return 'An event''s start and end are instants with their offset';
      end if;
      if (_item ->> 'endsAt')::timestamptz < (_item ->> 'startsAt')::timestamptz then
        return 'Give both a start and an end, the end after the start';
      end if;
    end if;
  end loop;

  if pg_catalog.jsonb_typeof(_content -> 'timeline') <> 'array'
      or pg_catalog.jsonb_array_length(_content -> 'timeline') < 1 then
    return 'Keep at least one timeline cycle';
  end if;
  for _item in select value from pg_catalog.jsonb_array_elements(_content -> 'timeline') loop
    if not private.is_text(_item -> 'cycle') or pg_catalog.jsonb_typeof(_item -> 'phases') <> 'array'
        or pg_catalog.jsonb_array_length(_item -> 'phases') < 1 then
      return 'A timeline cycle needs a name and at least one phase';
    end if;
    for _phase in select value from pg_catalog.jsonb_array_elements(_item -> 'phases') loop
      if not (private.is_text(_phase -> 'phase', 0) and private.is_text(_phase -> 'dates', 0)
          and private.is_instant(_phase -> 'startsAt') and private.is_instant(_phase -> 'endsAt')
          and private.is_text_array(_phase -> 'details', 1)) then
        return 'A timeline phase needs a name, dates, a start, an end and at least one detail';
      end if;
      if (_phase ->> 'endsAt')::timestamptz < (_phase ->> 'startsAt')::timestamptz then
        return 'Give both a start and an end, the end after the start';
      end if;
    end loop;
  end loop;

  if pg_catalog.jsonb_typeof(_content -> 'banner') <> 'object'
      or (_content -> 'banner' ? 'text' and (pg_catalog.jsonb_typeof(_content -> 'banner' -> 'text') <> 'string'
        or pg_catalog.length(_content -> 'banner' ->> 'text') > 120)) then
    return 'The banner holds at most 120 characters';
  end if;

  for _item in
    select value from pg_catalog.jsonb_array_elements(
      case when pg_catalog.jsonb_typeof(_content -> 'goals') = 'array'
        and pg_catalog.jsonb_typeof(_content -> 'pilotGoals') = 'array'
      then (_content -> 'goals') || (_content -> 'pilotGoals') else '[null]'::jsonb end)
  loop
    if not (private.is_text(_item -> 'label', 0) and private.is_text(_item -> 'target', 0)
        and pg_catalog.jsonb_typeof(_item -> 'progress') = 'number'
        and (_item ->> 'progress')::numeric between 0 and 100) then
      return 'A goal needs a label, a target and a progress between 0 and 100';
    end if;
    if _item ? 'asOf' and not (coalesce(_item ->> 'asOf', '') ~ '^\d{4}-\d{2}-\d{2}$') then
      return 'A goal''s "as of" date is a day such as 2026-11-25';
    end if;
  end loop;

  _tiers := _content -> 'partnerTiers';
  if pg_catalog.jsonb_typeof(_tiers) <> 'array' or pg_catalog.jsonb_array_length(_tiers) < 1 then
    return 'Keep at least one partner tier';
  end if;
  for _item in select value from pg_catalog.jsonb_array_elements(_tiers) loop
    if not (private.is_text(_item -> 'name', 0) and private.is_text(_item -> 'description', 0)
        and private.is_text_array(_item -> 'benefits', 1)) then
      return 'A partner tier needs a name, a description and at least one benefit';
    end if;
  end loop;

  if pg_catalog.jsonb_typeof(_content -> 'partners') <> 'array' then
    return 'partners must be a list';
  end if;
  for _item in select value from pg_catalog.jsonb_array_elements(_content -> 'partners') loop
    if not private.is_text(_item -> 'name') then
      return 'The partner''s name is required';
    end if;
    if not pg_catalog.jsonb_path_exists(_tiers, '$[*] ? (@.name == $tier)',
        pg_catalog.jsonb_build_object('tier', _item -> 'tier')) then
      return (_item ->> 'name') || ': the tier must be one of the partner tiers';
    end if;
    if _item ? 'url' and not (coalesce(_item ->> 'url', '') ~ '^https://[^\s]+$') then
      return 'A partner''s link must be an https:// address';
    end if;
    if _item ? 'logo' and not private.is_text(_item -> 'logo' -> 'alt') then
      return 'The logo''s alt text is required';
    end if;
  end loop;

  if not (coalesce(_content -> 'contact' ->> 'email', '') ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$') then
    return 'Enter an e-mail address such as info@example.org';
  end if;
  if not (coalesce(_content -> 'contact' ->> 'phone', '') ~ '^\(\d{3}\) \d{3}-\d{4}$') then
    return 'Write the phone number as (208) 555-0142';
  end if;
  if pg_catalog.length(coalesce(_content -> 'contact' ->> 'address', '')) > 200 then
    return 'The address holds at most 200 characters';
  end if;
  return null;
end;
$$;
revoke all on function private.site_content_shape_problem(jsonb) from public;

-- ---------------------------------------------------------------------------------------------
-- The pages' words and the news: what the CHECKs on every stored document call
-- ---------------------------------------------------------------------------------------------
/**
 * The words of the public pages: site content's `pages` part.
 *
 * A page is its search-engine title and description and an ordered list of blocks (hero, prose,
 * list, steps, cards, table, faq, cta, price, links, related, pathway, competition, labels), one
 * zod schema per kind of block (supabase/functions/_shared/schemas/page-copy.ts). A `pathway` block
 * holds a training pathway's facts (name, level, stage, duration, summary, prerequisites), kept on
 * the pathway's own page and read by every page that states them, so a duration such as "12–16
 * weeks, hybrid" is edited in the desk like any other words. A `competition` block holds one
 * competition's words (name, who it is for, description, what participants get), one block per
 * competition on /join-competition, its id the competition's slug, read by the home page and
 * /programs too; a competition without its words is refused in words an editor reads. A
 * `labels` block holds the named words a page writes around its records (an event card's labels
 * and states, a partner tier card's "Discuss this tier", the timeline's date sentences and phases
 * table; labelsBlockSchema and labelSets in page-copy.ts): a `labels` object of named words, each
 * a written text of at most 240 characters. Which names a block holds and the placeholders each
 * keeps are the schema's (the desk and publish-site check them beside the field).
 *
 * Every public route has an entry, keyed by its route, so an internal link is checked against the
 * pages themselves. The document keeps its one draft, its versions and its publications (below);
 * the CHECK below refuses a page the build would refuse, a link to no page above all.
 */

-- Null when the document's pages have the schema's shape and every link leads somewhere, else
-- the first problem in words. A document without pages (published before they were editable) is
-- fine: the build shows those pages as their content modules write them.
-- Null when a page's translations have their shape, else what is wrong: one entry per language
-- besides English (Spanish, `es`), each saying whether the editor chose to publish the page in it
-- and holding each text's translation by its address in the page, with the fingerprint of the
-- English it was written from (supabase/functions/_shared/schemas/translated-texts.ts). Whether
-- every text has its Spanish is the schema's to say, beside each field, when the page is
-- published in Spanish: it walks the blocks the way the site renders them.
create function private.page_translation_problem(_translations jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when pg_catalog.jsonb_typeof(_translations) <> 'object' then
      'translations must be an object keyed by language, such as {"es": …}'
    when exists (
        select from pg_catalog.jsonb_object_keys(_translations) as language
        where language not in ('es')) then
      'a page is translated into Spanish (es) only'
    when exists (
        select from pg_catalog.jsonb_each(_translations) as translation
        where pg_catalog.jsonb_typeof(translation.value -> 'publish') is distinct from 'boolean'
          or pg_catalog.jsonb_typeof(translation.value -> 'texts') is distinct from 'object') then
      'a translation says whether the page is published in it and holds its texts by address'
    when exists (
        select
        from pg_catalog.jsonb_each(_translations) as translation,
          pg_catalog.jsonb_each(
            case when pg_catalog.jsonb_typeof(translation.value -> 'texts') = 'object'
              then translation.value -> 'texts' else '{}'::jsonb end) as translated
        where translated.key !~ '^[A-Za-z0-9_.-]+$'
          or pg_catalog.jsonb_typeof(translated.value -> 'text') is distinct from 'string'
          or pg_catalog.length(pg_catalog.btrim(translated.value ->> 'text')) = 0
          or coalesce(translated.value ->> 'of', '') !~ '^[0-9a-f]{8}$') then
      'each translated text is written, with the fingerprint of the English it translates'
  end
$$;
revoke all on function private.page_translation_problem(jsonb) from public;

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
    if _page ? 'translations' and private.page_translation_problem(_page -> 'translations') is not null then
      return _route || ': ' || private.page_translation_problem(_page -> 'translations');
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

/**
 * News: the site content's `news` part, dated announcements shown on /news,
 * its archive, the home page and the Atom feed.
 *
 * An announcement is part of the one site-content document, so it is drafted, previewed,
 * published, scheduled, compared and restored exactly as the rest is. The CHECK below refuses an
 * announcement the build would refuse (the zod schema is
 * supabase/functions/_shared/schemas/news.ts), and a second CHECK a picture's size: an
 * announcement's picture, uploaded in the desk to the news-images bucket (below), carries its
 * size in the content (`image.width`, `image.height`).
 */

-- ---------------------------------------------------------------------------------------------
-- An announcement's picture
-- ---------------------------------------------------------------------------------------------
-- A picture is a path on this site: one or more segments of letters, digits, underscores and
-- dashes, with dots only inside a name. So `//host/x.png` (another host, protocol-relative),
-- `/../x` or `/./x` (leaving the folder), a backslash, a space or a query string are refused, in
-- the same words as the schema (supabase/functions/_shared/schemas/news.ts, `newsImageSrcSchema`).
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
        coalesce(_item -> 'image' ->> 'src', '') ~ '^(/[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*)+$'
        and private.is_text(_item -> 'image' -> 'alt')) then
      return 'An announcement''s picture is an address on this site such as /news-images/photo.jpg '
        '(no // or .., no backslash), with its alt text';
    end if;
  end loop;
  return null;
end;
$$;
revoke all on function private.news_problem(jsonb) from public;

-- Null when every announcement's picture gives its width and height as positive whole numbers,
-- or none (a picture written by hand before uploads has no size); else the problem in words.
create function private.news_image_size_problem(_content jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select 'An announcement''s picture gives its width and height as whole pixels'
  from pg_catalog.jsonb_array_elements(
    case when pg_catalog.jsonb_typeof(_content -> 'news') = 'array'
      then _content -> 'news' else '[]'::jsonb end) as item(value)
  cross join lateral (values ('width'), ('height')) as side(name)
  where item.value -> 'image' ? side.name
    and not (pg_catalog.jsonb_typeof(item.value -> 'image' -> side.name) = 'number'
      and (item.value -> 'image' ->> side.name) ~ '^[1-9][0-9]{0,4}$')
  limit 1;
$$;
revoke all on function private.news_image_size_problem(jsonb) from public;

-- ---------------------------------------------------------------------------------------------
-- The forms' messages, made pages and event reminders: their rules
-- ---------------------------------------------------------------------------------------------
-- What the forms promise once sent, as content the team publishes: each form's confirmation
-- heading, its notice, and "What happens next", which the confirmation panel and the
-- acknowledgement e-mail both show (supabase/functions/_shared/schemas/site-messages.ts holds the
-- same rules in zod). Before this, an editor who changed "5-7 business days" on the coach
-- application page left the confirmation, the notice and the e-mail promising the old words.
--
-- The messages are one more key of the site content document ("messages", optional: a version
-- published before it promises today's words), published on their own as the part "Confirmations
-- and e-mails" by whoever may publish pages. Each form's messages may also hold the
-- acknowledgement e-mail's own sentences ("Thank you for your {received}…", "Questions? Reply to
-- this e-mail, or write to {address}."), optional (a version published before holds none, and the
-- e-mail then says today's words); a sentence keeps exactly the placeholders the e-mail fills, so
-- an edit cannot send a status page sentence with no address in it.
-- The messages may hold their Spanish (`translations.es`: {"publish", "texts"}), each text by
-- its address in the messages (`contact_submission.nextSteps.1`) with the fingerprint of the
-- English it was written from, the shape a page's translations have; the Spanish pages'
-- confirmations and the acknowledgement of a form sent in Spanish read it (site-messages-defaults.ts
-- messagesIn). Whether every text has its Spanish when shown is the schema's to say, beside each
-- field.
--
-- Null when the document's messages (if any) have the schema's shape, else the problem in words.
create function private.site_messages_problem(_content jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  _kind text;
  _form jsonb;
  _step jsonb;
  _sentence record;
  _used text[];
begin
  if pg_catalog.jsonb_typeof(_content) is distinct from 'object' or not (_content ? 'messages') then
    return null;
  end if;
  if pg_catalog.jsonb_typeof(_content -> 'messages') is distinct from 'object' then
    return 'Confirmations and e-mails: the messages must be an object';
  end if;
  -- The messages' Spanish has a page's shape (private.page_translation_problem): whether the team
  -- shows it, and each text by its address in the messages with the fingerprint of its English.
  if _content -> 'messages' ? 'translations'
      and private.page_translation_problem(_content -> 'messages' -> 'translations') is not null then
    return 'Confirmations and e-mails: '
      || private.page_translation_problem(_content -> 'messages' -> 'translations');
  end if;
  foreach _kind in array array['coach_application', 'contact_submission', 'alliance_registration'] loop
    _form := _content -> 'messages' -> _kind;
    -- coalesce: a form left out reads as null, which must refuse rather than pass.
    if not coalesce(private.is_text(_form -> 'heading') and private.is_text(_form -> 'toastTitle')
        and private.is_text(_form -> 'toastText') and private.is_text_array(_form -> 'nextSteps', 1),
        false) then
      return 'Confirmations and e-mails: each form needs a confirmation heading, a notice title, a notice sentence and at least one step';
    end if;
    if pg_catalog.length(_form ->> 'heading') > 120 then
      return 'Confirmations and e-mails: keep the heading under 120 characters';
    end if;
    if pg_catalog.length(_form ->> 'toastTitle') > 60 then
      return 'Confirmations and e-mails: keep the notice''s title under 60 characters';
    end if;
    if pg_catalog.length(_form ->> 'toastText') > 200 then
      return 'Confirmations and e-mails: keep the notice''s sentence under 200 characters';
    end if;
    if pg_catalog.jsonb_array_length(_form -> 'nextSteps') > 8 then
      return 'Confirmations and e-mails: keep at most 8 steps, one a line';
    end if;
    for _step in select value from pg_catalog.jsonb_array_elements(_form -> 'nextSteps') loop
      if not coalesce(private.is_text(_step), false) or pg_catalog.length(_step #>> '{}') > 300 then
        return 'Confirmations and e-mails: each step holds some words and under 300 characters';
      end if;
    end loop;
    -- The e-mail's sentences and the placeholders each keeps (site-messages-defaults.ts
    -- emailPlaceholders).
    for _sentence in
      select field, kept from (values
        ('emailThanks', array['received']),
        ('emailThanksCombined', array['earlier', 'received', 'reference']),
        ('emailQuote', array[]::text[]),
        ('emailQuoteCombined', array[]::text[]),
        ('emailStatusPage', array['link']),
        ('emailQuestions', array['address']),
        ('emailWhy', array[]::text[])) as sentences(field, kept)
    loop
      continue when not (_form ? _sentence.field);
      if not coalesce(private.is_text(_form -> _sentence.field), false)
          or pg_catalog.length(_form ->> _sentence.field) > 300 then
        return 'Confirmations and e-mails: each sentence of the acknowledgement e-mail holds some words and under 300 characters';
      end if;
      select coalesce(pg_catalog.array_agg(distinct m[1] order by m[1]), array[]::text[])
        into _used
        from pg_catalog.regexp_matches(_form ->> _sentence.field, '\{([a-z-]+)\}', 'g') as m;
      if _used is distinct from _sentence.kept then
        return 'Confirmations and e-mails: a sentence of the acknowledgement e-mail keeps exactly its placeholders ('
          || coalesce(nullif(pg_catalog.array_to_string(
               array(select '{' || k || '}' from pg_catalog.unnest(_sentence.kept) as k), ', '), ''),
             'none') || ')';
      end if;
    end loop;
  end loop;
  return null;
end;
$$;
revoke all on function private.site_messages_problem(jsonb) from public;

-- Pages the team makes in the desk, and retiring them with a redirect.
--
-- A made page is an entry of the content's `pages` marked `made` ({"name", "menu"}): it lives at
-- a free address of one segment that no route of the code uses, has its title and description
-- for search engines and starts with its top block (the page's one heading). Retiring it keeps
-- the entry with `retiredTo`, the page its address now leads to; only made pages can be retired
-- (the site's own pages are wired into its menus, forms and records). The same rules as
-- supabase/functions/_shared/schemas/made-pages.ts, which the desk and publish-site apply with
-- the message beside the field; here they hold for any writer.
--
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

-- Reminders of events: subscribers to "events" get one e-mail a set number of days before an
-- event the editor chose to remind them of (the event's `reminderDays` in the published site
-- content, 1 to 30; schemas/site-content.ts), through the same path as an update sent from the
-- desk: an update_sends row of source event:<slug> and one outbox row per subscriber, paced and
-- exactly once (private.enqueue_update_send). The e-mail links to the event on the site, where
-- "Add to calendar" offers its .ics file.
--
-- Once per event and start: private.event_reminders_sent is keyed by the event's short name and
-- its start, so a job that runs again, an edit of the words or a republication sends nothing more,
-- while an event moved to a new start (next year's edition kept under its name) is reminded again.
--
-- Null when every event's reminder is a whole number of days from 1 to 30 on a dated event, else
-- the sentence the desk shows beside the field.
create function private.event_reminder_problem(_content jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  _event jsonb;
begin
  if pg_catalog.jsonb_typeof(_content -> 'events') is distinct from 'array' then
    return null;
  end if;
  for _event in select value from pg_catalog.jsonb_array_elements(_content -> 'events') loop
    if not _event ? 'reminderDays' then
      continue;
    end if;
    if pg_catalog.jsonb_typeof(_event -> 'reminderDays') <> 'number'
        or (_event ->> 'reminderDays') !~ '^[0-9]+$'
        or (_event ->> 'reminderDays')::integer not between 1 and 30 then
      return 'Events: enter a whole number of days from 1 to 30, or leave it empty for no reminder';
    end if;
    if not _event ? 'startsAt' then
      return 'Events: give the event’s start and end so the reminder knows when to go, or leave the reminder empty';
    end if;
  end loop;
  return null;
end;
$$;
revoke all on function private.event_reminder_problem(jsonb) from public;
