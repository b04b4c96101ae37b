-- The events' revisions, for their calendar entries (src/lib/event-calendar.ts writes SEQUENCE and
-- LAST-MODIFIED from them). RFC 5545 §3.8.7.4: an entry's SEQUENCE is 0 when first published and
-- rises each time the event is revised, so a calendar that holds the event replaces it with the
-- new one. The build is a fresh process each time and keeps nothing, so the count comes from what
-- the database already keeps for good: the published versions. An event's revision is the number
-- of times a publication changed what the event says (its first appearance is 0); republishing
-- it unchanged, or publishing another part of the site, changes nothing, and an edit raises it by
-- one. Its picture and its dates as words are not in the calendar entry and do not count.

/** The revision of every event of a published version, counted from the versions up to it */
create function public.published_event_revisions(_version integer default null)
returns table (slug text, sequence integer, changed_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  with target as (
    select v.number, v.content
    from public.site_content_versions v
    where _version is null or v.number = _version
    order by v.number desc
    limit 1
  ),
  appearances as (
    select e ->> 'slug' as slug, v.number, v.published_at, e - 'image' - 'dates' as says
    from public.site_content_versions v
    cross join lateral pg_catalog.jsonb_array_elements(
      case when pg_catalog.jsonb_typeof(v.content -> 'events') = 'array'
        then v.content -> 'events' else '[]'::jsonb end) e
    where v.number <= (select t.number from target t)
  ),
  changes as (
    select a.slug, a.published_at,
      a.says is distinct from pg_catalog.lag(a.says) over (partition by a.slug order by a.number)
        as changed
    from appearances a
  )
  select c.slug,
    (pg_catalog.count(*) filter (where c.changed) - 1)::integer,
    pg_catalog.max(c.published_at) filter (where c.changed)
  from changes c
  where c.slug in (
    select t_event ->> 'slug'
    from target t
    cross join lateral pg_catalog.jsonb_array_elements(t.content -> 'events') t_event
  )
  group by c.slug
  order by c.slug
$$;
comment on function public.published_event_revisions(integer) is
  'Each event of the published version _version (the latest when null): how often a publication changed what it says (0: never since it first appeared) and when it last did. What the build writes as the events'' calendar SEQUENCE and LAST-MODIFIED; counted from published versions only, which anyone may read.';
revoke all on function public.published_event_revisions(integer) from public;
grant execute on function public.published_event_revisions(integer) to anon, authenticated, service_role;
