-- Launch findings kept by the database: a missing scheduled publication answers 404, an
-- announcement's picture is an address on this site that cannot leave it, and the visit counters
-- keep campaign and referrer values normalised and a bounded number of them a day.

-- ---------------------------------------------------------------------------------------------
-- Cancelling a scheduled publication
-- ---------------------------------------------------------------------------------------------
-- A missing record answers PT404 (HTTP 404 through PostgREST) with a sentence, as every RPC that
-- names an id (docs/roles.md, "Rules the database keeps"); P0002 is PostgREST's 500. A schedule
-- that has already gone live or been cancelled is there but cannot change: PT409 (HTTP 409).
create or replace function public.cancel_site_schedule(_id uuid)
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
revoke all on function public.cancel_site_schedule(uuid) from public, anon;
grant execute on function public.cancel_site_schedule(uuid) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- An announcement's picture
-- ---------------------------------------------------------------------------------------------
-- A picture is a path on this site: one or more segments of letters, digits, underscores and
-- dashes, with dots only inside a name. So `//host/x.png` (another host, protocol-relative),
-- `/../x` or `/./x` (leaving the folder), a backslash, a space or a query string are refused, in
-- the same words as the schema (supabase/functions/_shared/schemas/news.ts, `newsImageSrcSchema`).
create or replace function private.news_problem(_content jsonb)
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

-- ---------------------------------------------------------------------------------------------
-- Visit counters: campaign and referrer values
-- ---------------------------------------------------------------------------------------------
/**
 * utm_source, utm_medium and utm_campaign are whatever a link says, and a referrer domain is
 * whatever a browser sends, so each is kept in one form and only a bounded number of them a day:
 * - private.visit_campaign_value: trimmed, lower-case, runs of anything but a-z, 0-9, '.', '_'
 *   and '-' made one '-', at most 60 characters. "Fall Flyer" and "fall-flyer " count together,
 *   and nothing a page could read as markup is ever stored.
 * - private.visit_capped_value: the first private.visit_distinct_per_day() distinct values of a
 *   dimension in a day are kept; every later new value of that day counts as '(other)', which no
 *   normalised value can be (it has parentheses). 10,000 made-up sources in a day store at most
 *   cap + 1 counter rows, not 10,000.
 * - private.visit_dimension_values: the values kept today, per dimension; deleted with the day's
 *   salt by private.forget_old_visitors, like the visitor hashes.
 */
create function private.visit_distinct_per_day(out per_dimension integer)
language sql
immutable
set search_path = ''
as $$
  select 100
$$;
revoke all on function private.visit_distinct_per_day() from public;

create function private.visit_campaign_value(_value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.btrim(pg_catalog.left(pg_catalog.btrim(pg_catalog.regexp_replace(
    pg_catalog.lower(coalesce(_value, '')), '[^a-z0-9._]+', '-', 'g'), '-'), 60), '-')
$$;
revoke all on function private.visit_campaign_value(text) from public;

create table private.visit_dimension_values (
  day date not null,
  dimension text not null check (dimension in ('referrer', 'utm_source', 'utm_medium', 'utm_campaign')),
  value text not null,
  primary key (day, dimension, value)
);

comment on table private.visit_dimension_values is
  'The referrer domains and campaign values counted today, at most visit_distinct_per_day() each; '
  'deleted when the day is over.';

alter table private.visit_dimension_values enable row level security;
revoke all on table private.visit_dimension_values from public, anon, authenticated, service_role;
create policy "no API role reads the day's visit values"
  on private.visit_dimension_values for select to anon, authenticated
  using (false);

-- The value as counted today: itself while the day has room for it, else '(other)'. '' (none)
-- is always itself. The lock is taken only for a value new today, so a busy day's known values
-- never wait; under it, two new values cannot both take the last place.
create function private.visit_capped_value(_day date, _dimension text, _value text)
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  cap integer := (select l.per_dimension from private.visit_distinct_per_day() l);
begin
  if _value = '' or exists (
    select 1 from private.visit_dimension_values v
    where v.day = _day and v.dimension = _dimension and v.value = _value
  ) then
    return _value;
  end if;
  if (select pg_catalog.count(*) from private.visit_dimension_values v
      where v.day = _day and v.dimension = _dimension) >= cap then
    return '(other)';
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('visit values ' || _dimension));
  if (select pg_catalog.count(*) from private.visit_dimension_values v
      where v.day = _day and v.dimension = _dimension) >= cap then
    return '(other)';
  end if;
  insert into private.visit_dimension_values (day, dimension, value)
  values (_day, _dimension, _value)
  on conflict do nothing;
  return _value;
end;
$$;
revoke all on function private.visit_capped_value(date, text, text) from public;

/** Deletes every salt, visitor hash, counted value and network count of the days before today (Mountain Time). */
create or replace function private.forget_old_visitors()
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  today date := (pg_catalog.now() at time zone 'America/Boise')::date;
begin
  delete from private.visit_salts s where s.day < today;
  delete from private.visit_visitors v where v.day < today;
  delete from private.visit_dimension_values v where v.day < today;
  delete from private.visit_network_hours n where n.hour_start < pg_catalog.now() - interval '1 day';
end;
$$;
revoke all on function private.forget_old_visitors() from public, anon, authenticated;

create or replace function public.record_page_view(
  p_path text,
  p_device text,
  p_referrer text default null,
  p_utm_source text default null,
  p_utm_medium text default null,
  p_utm_campaign text default null
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  headers jsonb := nullif(pg_catalog.current_setting('request.headers', true), '')::jsonb;
  address text := private.client_address(headers);
  agent text := pg_catalog.btrim(coalesce(headers ->> 'user-agent', ''));
  site text := pg_catalog.lower(coalesce(headers ->> 'origin', headers ->> 'host', ''));
  site_host text := pg_catalog.regexp_replace(site, '^[a-z]+://([^/:]+).*$', '\1');
  today date := (pg_catalog.now() at time zone 'America/Boise')::date;
  v_referrer text := pg_catalog.regexp_replace(
    pg_catalog.lower(pg_catalog.btrim(coalesce(p_referrer, ''))), '^www\.', '');
  v_salt bytea;
  network_views integer;
  new_visitor integer := 0;
begin
  -- What is not a person's view of a public page is not counted, without saying so.
  if address is null
     or p_path is null or p_path !~ '^/[A-Za-z0-9/_.-]{0,199}$'
     or p_path ~ '^/(admin|auth)(/|$)'
     or p_device is null or p_device not in ('phone', 'desktop')
     or agent = ''
     or agent ~* '(bot|crawl|spider|slurp|headless|phantom|selenium|puppeteer|playwright|lighthouse|pagespeed|curl|wget|python|httpclient|http-client|okhttp|java/|go-http|node-fetch|axios|undici|preview|monitor|scan)'
  then
    return;
  end if;
  -- A desk member's own visits are not the public's.
  if (select auth.uid()) is not null
     and exists (select 1 from public.user_roles r where r.user_id = (select auth.uid())) then
    return;
  end if;

  if v_referrer !~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$'
     or pg_catalog.length(v_referrer) > 253
     or v_referrer = pg_catalog.regexp_replace(site_host, '^www\.', '') then
    v_referrer := '';
  end if;

  insert into private.visit_salts (day) values (today) on conflict (day) do nothing;
  if found then
    -- The first view of a new day: yesterday's salt and hashes go now, not at the next cron run.
    perform private.forget_old_visitors();
  end if;
  select s.salt into v_salt from private.visit_salts s where s.day = today;

  -- The per-network limit: one counter per network and hour, its row lock serialising a burst.
  insert into private.visit_network_hours as n (hour_start, network_hash, views)
  values (
    pg_catalog.date_trunc('hour', pg_catalog.now()),
    pg_catalog.sha256(v_salt || pg_catalog.convert_to('|network|' || private.client_network(address), 'UTF8')),
    1
  )
  on conflict (network_hash, hour_start) do update set views = n.views + 1
  returning n.views into network_views;
  if network_views > (select l.per_network_hour from private.page_view_limits() l) then
    return;
  end if;

  insert into private.visit_visitors (day, visitor_hash)
  values (
    today,
    pg_catalog.sha256(
      v_salt || pg_catalog.convert_to('|' || address || '|' || agent || '|' || site, 'UTF8'))
  )
  on conflict do nothing;
  if found then
    new_visitor := 1;
  end if;

  insert into public.page_view_counts as c (
    day, path, device, referrer_domain, utm_source, utm_medium, utm_campaign, views, visitors
  )
  values (
    today, p_path, p_device,
    private.visit_capped_value(today, 'referrer', v_referrer),
    private.visit_capped_value(today, 'utm_source', private.visit_campaign_value(p_utm_source)),
    private.visit_capped_value(today, 'utm_medium', private.visit_campaign_value(p_utm_medium)),
    private.visit_capped_value(today, 'utm_campaign', private.visit_campaign_value(p_utm_campaign)),
    1, new_visitor
  )
  on conflict (day, path, device, referrer_domain, utm_source, utm_medium, utm_campaign)
  do update set views = c.views + 1, visitors = c.visitors + excluded.visitors;
end;
$$;

comment on function public.record_page_view(text, text, text, text, text, text) is
  'Counts one view of a public page (path, phone or desktop, referrer domain, campaign) in the '
  'day''s counters; bots, desk members and networks over their hourly allowance are not counted; '
  'campaign values are normalised and each day keeps at most visit_distinct_per_day() of each.';

revoke all on function public.record_page_view(text, text, text, text, text, text) from public;
grant execute on function public.record_page_view(text, text, text, text, text, text)
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The audit chain's newest entries, anchored outside the database as they are written
-- ---------------------------------------------------------------------------------------------
/**
 * The daily e-mail anchors the chain up to the entry it names (private.audit_fingerprint_mails).
 * Entries written after it were known only to the database: someone with the owner's rights could
 * delete them from the end, or rewrite them and recompute their hashes, and the chain would still
 * read intact with the mailed entry held. Nothing inside the database can tell, since that person
 * can rewrite anything inside it. So each entry's id and fingerprint also leave the database as
 * the entry is chained: a LOG line in PostgreSQL's server log. On hosted Supabase that is the
 * project's Postgres logs (Logs Explorer, kept for the plan's retention:
 * https://supabase.com/docs/guides/telemetry/logs), which the database's roles can neither change
 * nor delete; LOG is written at the default log_min_messages (warning), because LOG ranks above
 * it for the server log. An entry rewritten later no longer matches its line, and an entry
 * deleted from the end still has one (a line whose entry is missing may also be a write that was
 * rolled back, since the line is written before the commit). To check the entries newer than the
 * last mailed fingerprint: search the Postgres logs for "audit_log entry" and compare each line's
 * fingerprint with the entry the desk lists.
 */
create function private.audit_entry_log_line(_id bigint, _hash text)
returns text
language sql
immutable
set search_path = ''
as $$
  select 'audit_log entry ' || _id || ' fingerprint ' || _hash
$$;
revoke all on function private.audit_entry_log_line(bigint, text) from public;

-- Entries chain in id order. The lock serialises writers so the newest committed entry is the
-- one before; it is taken again (re-entrantly) here for writers that bypass write_audit.
create or replace function private.chain_audit_entry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.audit_log chain'));
  new.prev_hash := (select a.hash from public.audit_log a order by a.id desc limit 1);
  new.hash := private.audit_entry_hash(new, new.prev_hash);
  raise log '%', private.audit_entry_log_line(new.id, new.hash);
  return new;
end;
$$;
revoke all on function private.chain_audit_entry() from public;
