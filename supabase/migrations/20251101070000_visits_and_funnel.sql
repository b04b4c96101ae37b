-- Visits and the form funnel: page views and unique visitors per day counted without cookies or
-- personal data, and how far visitors get through each form, both read by the desk's reports.
-- Baseline (docs/migration-baseline.md).

-- Function bodies here may name objects defined further down or in a later file of the baseline,
-- as pg_dump's output does: they are checked when they run (pgTAP runs every one), not when
-- they are created. Only for this file's transaction.
set local check_function_bodies = off;

-- ---------------------------------------------------------------------------------------------
-- Visits: page views per route and day, unique visitors per day
-- ---------------------------------------------------------------------------------------------
/**
 * Visits counted without cookies or personal data.
 *
 * Counted as Plausible, Fathom and Cloudflare Web Analytics count: page views per route and day,
 * the referrer's domain, the campaign parameters (utm_source, utm_medium, utm_campaign), phone or
 * desktop, and unique visitors per day. What is stored:
 * - public.page_view_counts: one counter row per day and combination of those values, upserted
 *   as views arrive (never a row per view). No address, user agent or identifier of any kind.
 * - public.page_view_rollups: the same counters summed per day and one dimension (day totals,
 *   route, referrer domain, campaign, device), kept by a trigger on page_view_counts, so the
 *   report's year reads ~13,000 rows rather than a busy site's ~220,000.
 * - private.visit_salts: one random salt per Mountain Time day. A visitor is "new today" when
 *   sha256(salt | client address | user agent | site) is not yet in private.visit_visitors; that
 *   set holds only the hashes, never beside an address, and both are deleted once the day is over
 *   (by the first view of the next day and by the hourly pg_cron job below), so yesterday's
 *   hashes cannot be recomputed or linked to today's.
 * - private.visit_network_hours: the per-network limit, as the intake and status look-up limits
 *   count it (private.client_address, private.client_network, a salted sha256), aggregated per
 *   hour; its hashes use the same daily salt and go with it.
 *
 * public.record_page_view is the only thing the publishable key may call (anon; the SECURITY
 * INVOKER wrapper of private.record_page_view, the definer function, like every such RPC).
 * It counts nothing for a bot's user agent, a desk member's session, a desk route, a request
 * without a client address, or a network over its hourly allowance: it answers the same (no
 * content) either way, so a caller learns nothing from it.
 *
 * public.visits_report (SECURITY INVOKER) and the counters' RLS: administrators and reviewers
 * (public.can_work_submissions(), the roles that read the other reports). Editors are not given
 * the figures: they publish copy, and the desk's reports are the reviewers' section
 * (docs/roles.md); the figures name nobody, so granting editors later is one policy line.
 */

-- ---------------------------------------------------------------------------------------------
-- The counters
-- ---------------------------------------------------------------------------------------------
create table public.page_view_counts (
  day date not null,
  path text not null check (path ~ '^/[A-Za-z0-9/_.-]{0,199}$'),
  device text not null check (device in ('phone', 'desktop')),
  -- '' when the visitor came with no referrer or from this site itself.
  referrer_domain text not null default '' check (pg_catalog.length(referrer_domain) <= 253),
  utm_source text not null default '' check (pg_catalog.length(utm_source) <= 100),
  utm_medium text not null default '' check (pg_catalog.length(utm_medium) <= 100),
  utm_campaign text not null default '' check (pg_catalog.length(utm_campaign) <= 100),
  views integer not null default 0 check (views >= 0),
  -- Visitors whose first view of the day was counted in this row: summed over a day's rows, the
  -- day's unique visitors.
  visitors integer not null default 0 check (visitors >= 0),
  primary key (day, path, device, referrer_domain, utm_source, utm_medium, utm_campaign)
);

comment on table public.page_view_counts is
  'Page views per day, route, device class, referrer domain and campaign, and the unique visitors '
  'of the day counted on the row of their first view. Written only by record_page_view(); read by '
  'administrators and reviewers. Holds no address, user agent or visitor identifier.';

alter table public.page_view_counts enable row level security;

revoke all on table public.page_view_counts from public, anon, authenticated;
grant select on table public.page_view_counts to authenticated;
grant all on table public.page_view_counts to service_role;

create policy "Administrators and reviewers read the visit counts"
  on public.page_view_counts for select to authenticated
  using ((select private.can_work_submissions()));

-- ---------------------------------------------------------------------------------------------
-- The daily rollups the report reads
-- ---------------------------------------------------------------------------------------------
-- A busy site's year is ~220,000 counter rows (600 combinations a day); summing them per report
-- took over a second. The report's unfiltered sections need only one dimension at a time, so the
-- counters are also kept summed per day and dimension (~35 rows a day): the day's totals, and per
-- route, referrer domain, campaign (source, medium, name) and device. A figure's detail (one
-- page, referrer, campaign or device) still reads the counters themselves.
create table public.page_view_rollups (
  day date not null,
  dimension text not null check (dimension in ('day', 'path', 'referrer', 'campaign', 'device')),
  -- The dimension's value: '' for 'day'; the route, referrer domain, utm_campaign or device.
  key text not null default '',
  -- For 'campaign' only: utm_source and utm_medium ('' otherwise).
  source text not null default '',
  medium text not null default '',
  views bigint not null default 0,
  visitors bigint not null default 0,
  -- How many counter rows are summed here: a rollup row goes when its last counter row goes, so
  -- the report never shows a value the counters no longer hold.
  counter_rows integer not null default 0,
  primary key (day, dimension, key, source, medium)
);

comment on table public.page_view_rollups is
  'page_view_counts summed per day and one dimension (day totals, route, referrer domain, '
  'campaign, device); kept by a trigger on page_view_counts; read by administrators and '
  'reviewers through visits_report. Holds no address, user agent or visitor identifier.';

alter table public.page_view_rollups enable row level security;

revoke all on table public.page_view_rollups from public, anon, authenticated;
grant select on table public.page_view_rollups to authenticated;
grant all on table public.page_view_rollups to service_role;

create policy "Administrators and reviewers read the visit rollups"
  on public.page_view_rollups for select to authenticated
  using ((select private.can_work_submissions()));

/**
 * Adds a statement's changed counter rows to the rollups (new rows added, old rows taken away).
 * Statement-level with transition tables, so a bulk load is one pass, and security invoker: it
 * runs as whoever may write the counters (record_page_view's owner, service_role). Upserts in key
 * order, so concurrent views lock the shared rows (the day's total) in one order.
 */
create function private.roll_up_page_view_counts()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  changed text := case tg_op
    when 'INSERT' then 'select n.*, 1 as sign from new_rows n'
    when 'UPDATE' then 'select n.*, 1 as sign from new_rows n '
      || 'union all select o.*, -1 as sign from old_rows o'
    else 'select o.*, -1 as sign from old_rows o'
  end;
begin
  if tg_op = 'TRUNCATE' then
    -- Emptied with the counters, as they were (a DELETE without WHERE is what safeupdate refuses).
    truncate public.page_view_rollups;
    return null;
  end if;
  execute format($q$
    insert into public.page_view_rollups as r
      (day, dimension, key, source, medium, views, visitors, counter_rows)
    select c.day, k.dimension, k.key, k.source, k.medium,
      sum(c.sign * c.views), sum(c.sign * c.visitors), sum(c.sign)
    from (%s) c
    cross join lateral (values
      ('day', '', '', ''),
      ('path', c.path, '', ''),
      ('referrer', c.referrer_domain, '', ''),
      ('campaign', c.utm_campaign, c.utm_source, c.utm_medium),
      ('device', c.device, '', '')
    ) as k(dimension, key, source, medium)
    group by c.day, k.dimension, k.key, k.source, k.medium
    order by c.day, k.dimension, k.key, k.source, k.medium
    on conflict (day, dimension, key, source, medium) do update
      set views = r.views + excluded.views,
        visitors = r.visitors + excluded.visitors,
        counter_rows = r.counter_rows + excluded.counter_rows
  $q$, changed);
  -- Only a delete, or an update that moves a row to other keys, can empty a rollup row; a view
  -- added to an existing counter row leaves every count above zero.
  if tg_op <> 'INSERT' then
    delete from public.page_view_rollups r
    where r.counter_rows <= 0 and r.day in (select o.day from old_rows o);
  end if;
  return null;
end;
$$;
revoke all on function private.roll_up_page_view_counts() from public, anon, authenticated;

create trigger page_view_counts_roll_up_insert
  after insert on public.page_view_counts
  referencing new table as new_rows
  for each statement execute function private.roll_up_page_view_counts();
create trigger page_view_counts_roll_up_update
  after update on public.page_view_counts
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.roll_up_page_view_counts();
create trigger page_view_counts_roll_up_delete
  after delete on public.page_view_counts
  referencing old table as old_rows
  for each statement execute function private.roll_up_page_view_counts();
create trigger page_view_counts_roll_up_truncate
  after truncate on public.page_view_counts
  for each statement execute function private.roll_up_page_view_counts();

-- ---------------------------------------------------------------------------------------------
-- The day's salt, the day's visitor hashes and the per-network allowance (private)
-- ---------------------------------------------------------------------------------------------
create table private.visit_salts (
  day date primary key,
  salt bytea not null default extensions.gen_random_bytes(32)
);

comment on table private.visit_salts is
  'One random salt per Mountain Time day for the unique-visitor hash; deleted when the day is over.';

create table private.visit_visitors (
  day date not null,
  visitor_hash bytea not null,
  primary key (day, visitor_hash)
);

comment on table private.visit_visitors is
  'The day''s salted visitor hashes, only to tell a new visitor of the day; deleted with the salt.';

create table private.visit_network_hours (
  hour_start timestamptz not null,
  network_hash bytea not null,
  views integer not null default 0,
  primary key (network_hash, hour_start)
);

comment on table private.visit_network_hours is
  'Views recorded per client network (salted hash) and hour: the per-network limit.';

alter table private.visit_salts enable row level security;
alter table private.visit_visitors enable row level security;
alter table private.visit_network_hours enable row level security;
revoke all on table private.visit_salts, private.visit_visitors, private.visit_network_hours
  from public, anon, authenticated, service_role;

-- As the intake's salt and log: a policy that reads nothing, so a grant added by mistake later
-- still reads nothing (and the Advisor's 0008 rls_enabled_no_policy has nothing to say).
create policy "no API role reads the visit salts"
  on private.visit_salts for select to anon, authenticated
  using (false);

create policy "no API role reads the day's visitor hashes"
  on private.visit_visitors for select to anon, authenticated
  using (false);

create policy "no API role reads the per-network view counts"
  on private.visit_network_hours for select to anon, authenticated
  using (false);

-- The allowance per client network: a school or library behind one address may send a few
-- hundred views an hour; a script on one network cannot add more than this.
create function private.page_view_limits(out per_network_hour integer)
language sql
immutable
set search_path = ''
as $$
  select 600
$$;
revoke all on function private.page_view_limits() from public;

-- ---------------------------------------------------------------------------------------------
-- Campaign and referrer values, normalised and a bounded number of them a day
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
create function private.forget_old_visitors()
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

create function private.record_page_view(
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
comment on function private.record_page_view(text, text, text, text, text, text) is
  'Counts one view of a public page (path, phone or desktop, referrer domain, campaign) in the '
  'day''s counters; bots, desk members and networks over their hourly allowance are not counted; '
  'campaign values are normalised and each day keeps at most visit_distinct_per_day() of each.';

revoke all on function private.record_page_view(text, text, text, text, text, text) from public;
grant execute on function private.record_page_view(text, text, text, text, text, text)
  to anon, authenticated, service_role;

-- The API's entry point: runs as the caller and calls the function above.
create function public.record_page_view(p_path text, p_device text, p_referrer text default NULL::text, p_utm_source text default NULL::text, p_utm_medium text default NULL::text, p_utm_campaign text default NULL::text)
returns void
language sql
volatile
security invoker
set search_path = ''
begin atomic
  select private.record_page_view($1, $2, $3, $4, $5, $6);
end;
revoke all on function public.record_page_view(text, text, text, text, text, text) from public;
grant execute on function public.record_page_view(text, text, text, text, text, text) to anon, authenticated, service_role;
comment on function public.record_page_view(text, text, text, text, text, text) is
  'Counts one view of a public page (path, phone or desktop, referrer domain, campaign) in the '
  'day''s counters; bots, desk members and networks over their hourly allowance are not counted; '
  'campaign values are normalised and each day keeps at most visit_distinct_per_day() of each.';

-- ---------------------------------------------------------------------------------------------
-- The Visits report
-- ---------------------------------------------------------------------------------------------
create index page_view_counts_path_day_idx on public.page_view_counts (path, day);

create function public.visits_report(
  p_from date,
  p_to date,
  p_grain text,
  p_path text default null,
  p_referrer text default null,
  p_campaign text default null,
  p_device text default null
)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  result jsonb;
begin
  if not coalesce(public.can_work_submissions(), false) then
    raise exception 'Only the desk''s reviewers can see reports' using errcode = '42501';
  end if;
  if p_from is null or p_to is null or p_from > p_to then
    raise exception 'Choose a period whose start is on or before its end' using errcode = '22023';
  end if;
  if p_grain is null or p_grain not in ('week', 'month') then
    raise exception 'Choose weeks or months' using errcode = '22023';
  end if;
  if p_to - p_from > 366 * 5 then
    raise exception 'Choose a period of at most five years' using errcode = '22023';
  end if;

  -- Without a filter every section needs one dimension at a time: the daily rollups hold each
  -- (about 35 rows a day instead of a busy site's 600 counter rows). A figure's detail (one page,
  -- referrer, campaign or device) reads its counters in one pass with grouping sets, as
  -- desk_report does. Both give the same rows: grouping() bits as `g`, the other columns unused.
  with grouped as materialized (
    select case when r.dimension = 'day' then r.day end as day,
      case when r.dimension = 'path' then r.key end as path,
      case when r.dimension = 'referrer' then r.key end as referrer_domain,
      case when r.dimension = 'campaign' then r.key end as utm_campaign,
      case when r.dimension = 'campaign' then r.source end as utm_source,
      case when r.dimension = 'campaign' then r.medium end as utm_medium,
      case when r.dimension = 'device' then r.key end as device,
      sum(r.views)::bigint as views, sum(r.visitors)::bigint as visitors,
      case r.dimension
        when 'day' then 15 when 'path' then 23 when 'referrer' then 27 when 'campaign' then 29
        else 30
      end as g
    from public.page_view_rollups r
    where p_path is null and p_referrer is null and p_campaign is null and p_device is null
      and r.day between p_from and p_to
    group by r.dimension, 1, r.key, r.source, r.medium
    union all
    select c.day, c.path, c.referrer_domain, c.utm_campaign, c.utm_source, c.utm_medium, c.device,
      sum(c.views)::bigint as views, sum(c.visitors)::bigint as visitors,
      grouping(c.day, c.path, c.referrer_domain, c.utm_campaign, c.device) as g
    from public.page_view_counts c
    where not (p_path is null and p_referrer is null and p_campaign is null and p_device is null)
      and c.day between p_from and p_to
      and (p_path is null or c.path = p_path)
      and (p_referrer is null or c.referrer_domain = p_referrer)
      and (p_campaign is null or c.utm_campaign = p_campaign)
      and (p_device is null or c.device = p_device)
    group by grouping sets (
      (c.day),
      (c.path),
      (c.referrer_domain),
      (c.utm_campaign, c.utm_source, c.utm_medium),
      (c.device)
    )
  ),
  -- grouping() bits, left to right: day 16, path 8, referrer 4, campaign 2, device 1.
  days as (select * from grouped where g = 15),
  pages as (select * from grouped where g = 23 order by views desc, path limit 50),
  referrers as (select * from grouped where g = 27 order by views desc, referrer_domain limit 50),
  campaigns as (
    select * from grouped
    where g = 29 and (utm_campaign <> '' or utm_source <> '' or utm_medium <> '')
    order by views desc, utm_campaign, utm_source, utm_medium limit 50
  ),
  devices as (select * from grouped where g = 30),
  -- The language a page was read in is its address's (/es/… is Spanish): every page's row, not
  -- only the top fifty. Page views only: a visitor who reads two pages is one visitor of each.
  languages as (
    select case when path = '/es' or path like '/es/%' then 'es' else 'en' end as language,
      sum(views)::bigint as views
    from grouped where g = 23 group by 1
  )
  select pg_catalog.jsonb_build_object(
    'from', p_from,
    'to', p_to,
    'grain', p_grain,
    'totals', (
      select pg_catalog.jsonb_build_object(
        'views', coalesce(sum(d.views), 0),
        'visitors', coalesce(sum(d.visitors), 0),
        'days', p_to - p_from + 1
      ) from days d
    ),
    'days', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'day', d.day, 'views', d.views, 'visitors', d.visitors) order by d.day)
      from days d
    ), '[]'::jsonb),
    'periods', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'period_start', p.period_start, 'views', p.views, 'visitors', p.visitors)
        order by p.period_start)
      from (
        select pg_catalog.date_trunc(p_grain, d.day::timestamp)::date as period_start,
          sum(d.views)::bigint as views, sum(d.visitors)::bigint as visitors
        from days d group by 1
      ) p
    ), '[]'::jsonb),
    'pages', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'path', t.path, 'views', t.views, 'visitors', t.visitors) order by t.views desc, t.path)
      from pages t
    ), '[]'::jsonb),
    'referrers', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'domain', t.referrer_domain, 'views', t.views, 'visitors', t.visitors)
        order by t.views desc, t.referrer_domain)
      from referrers t
    ), '[]'::jsonb),
    'campaigns', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'campaign', t.utm_campaign, 'source', t.utm_source, 'medium', t.utm_medium,
        'views', t.views, 'visitors', t.visitors)
        order by t.views desc, t.utm_campaign, t.utm_source, t.utm_medium)
      from campaigns t
    ), '[]'::jsonb),
    'devices', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'device', t.device, 'views', t.views, 'visitors', t.visitors) order by t.device)
      from devices t
    ), '[]'::jsonb),
    'languages', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'language', t.language, 'views', t.views) order by t.language)
      from languages t
    ), '[]'::jsonb)
  ) into result;
  return result;
end;
$$;

comment on function public.visits_report(date, date, text, text, text, text, text) is
  'The Visits report for a period (Mountain Time days): totals, per day and per week or month, '
  'top pages, referrers, campaigns, devices and page views per language, optionally for one page, referrer, campaign or '
  'device (a figure''s detail). Administrators and reviewers only.';

revoke all on function public.visits_report(date, date, text, text, text, text, text)
  from public, anon;
grant execute on function public.visits_report(date, date, text, text, text, text, text)
  to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Forgetting: hourly, so a day without visits still loses its salt within the hour
-- ---------------------------------------------------------------------------------------------
do $schedule$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
  end if;
  if pg_catalog.to_regnamespace('cron') is null then
    raise warning 'pg_cron is missing: forget-old-visitors is not scheduled';
    return;
  end if;
  perform cron.schedule('forget-old-visitors', '7 * * * *', 'select private.forget_old_visitors()');
end;
$schedule$;

-- ---------------------------------------------------------------------------------------------
-- The form funnel: views, starts, reviews, sends and refusals per form and day
-- ---------------------------------------------------------------------------------------------
/**
 * Form completion rates, to show where people give up; where each submission came from is in the
 * intake tables' attribution columns (20251101020000_intake.sql).
 *
 * Two things, both without cookies, identifiers or addresses:
 * - **Attribution**: each of the three submission tables gets five nullable columns: the visit's
 *   landing page (a path only), the referrer's domain and the campaign (utm_source, utm_medium,
 *   utm_campaign), the first of the visit, captured by the browser into sessionStorage
 *   (src/lib/visit-attribution.ts) and sent with the submission. The database checks their shape.
 * - **The funnel**: per form and Mountain Time day, how many times the form was viewed, started
 *   (a first field touched), reached "Check your answers" (the coach application), sent, and
 *   refused by validation (a submit attempt that showed errors). The browser sends each step at
 *   most once per page view (src/lib/form-funnel.ts) to public.record_form_event(), which adds one
 *   to a daily counter row: no row per event, nothing about the visitor. Writes are limited per
 *   client network with the salted network hash the intake limits use (private.intake_limit_salt,
 *   private.client_network). Administrators and reviewers read the counters through
 *   public.form_funnel(); nobody reads the tables.
 */

/** The funnel: daily counters per form. */

create table private.form_funnel_days (
  form text not null,
  day date not null,
  viewed bigint not null default 0,
  started bigint not null default 0,
  checked bigint not null default 0,
  sent bigint not null default 0,
  refused bigint not null default 0,
  primary key (form, day),
  constraint form_funnel_days_form_allowed check (
    form in ('contact_submission', 'coach_application', 'alliance_registration')
  )
);

comment on table private.form_funnel_days is
  'Per intake form and Mountain Time day: views, starts (a first field touched), "Check your '
  'answers" reached, sends, and submit attempts refused by validation. Counters only: nothing '
  'about any visitor. Written by public.record_form_event(), read by public.form_funnel().';

-- Per client network and hour, how many funnel events were counted: the limit's own counter
-- (salted hash of the network, as private.intake_client_submissions keeps), kept for a day.
create table private.form_event_networks (
  client_hash bytea not null,
  hour timestamptz not null,
  events integer not null default 0,
  primary key (client_hash, hour)
);

comment on table private.form_event_networks is
  'Funnel events counted per salted client-network hash and hour, for the per-network limit of '
  'public.record_form_event(); rows older than a day are deleted.';

create index form_event_networks_hour_idx on private.form_event_networks (hour);

alter table private.form_funnel_days enable row level security;
alter table private.form_event_networks enable row level security;

revoke all on table private.form_funnel_days, private.form_event_networks
  from public, anon, authenticated, service_role;

create policy "no API role reads the form funnel counters"
  on private.form_funnel_days for select to anon, authenticated
  using (false);

create policy "no API role reads the funnel's per-network counts"
  on private.form_event_networks for select to anon, authenticated
  using (false);

-- The limit, in one place (read by the pgTAP test): a school's shared network with a class filling
-- in a form (30 people, five steps each) stays far below it.
create function private.form_event_limits()
returns table (per_network_hour integer)
language sql
immutable
set search_path = ''
as $$ select 300 $$;
revoke all on function private.form_event_limits() from public;

-- ---------------------------------------------------------------------------------------------
-- Where the forms' starts and the update sign-ups came from
-- ---------------------------------------------------------------------------------------------
-- The Visits report's campaigns and referrers count the people who subscribed to updates from
-- each, beside the forms they led to. Nothing about a subscriber is stored for it: a sign-up of a
-- new address adds one to a counter of its day and its visit's campaign (utm_campaign,
-- utm_source, utm_medium) or referring site, as the page-view counters do, with the same
-- normalisation and the same daily cap on distinct values (private.visit_campaign_value,
-- private.visit_capped_value). The subscription itself keeps only its consent record.

create table private.update_signup_source_days (
  day date not null,
  utm_campaign text not null default '',
  utm_source text not null default '',
  utm_medium text not null default '',
  referrer_domain text not null default '',
  signups integer not null default 0 check (signups >= 0),
  primary key (day, utm_campaign, utm_source, utm_medium, referrer_domain)
);
comment on table private.update_signup_source_days is
  'New subscribers to updates per day and the campaign or referring site of their visit: counts only.';
alter table private.update_signup_source_days enable row level security;
revoke all on table private.update_signup_source_days from public, anon, authenticated;
-- Said outright, as for the other private tables (the Advisor's rls_enabled_no_policy): only the
-- definer-rights functions read and write it.
create policy "no API role reads the sign-up counters"
  on private.update_signup_source_days for select to anon, authenticated
  using (false);

-- Adds one sign-up to today's counter for the visit's campaign or referring site (p_visit: the
-- attribution columns the forms send, landing_page, referrer_domain, utm_*); a visit with neither
-- is not counted, as the funnel's sources table shows only what came with one.
create function private.count_update_signup_source(p_visit jsonb)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  v record;
begin
  select * into v from private.visit_source(p_visit);
  if v.utm_campaign = '' and v.utm_source = '' and v.utm_medium = '' and v.referrer_domain = '' then
    return;
  end if;
  insert into private.update_signup_source_days as c (
    day, utm_campaign, utm_source, utm_medium, referrer_domain, signups
  )
  values (
    (pg_catalog.now() at time zone 'America/Boise')::date,
    v.utm_campaign, v.utm_source, v.utm_medium, v.referrer_domain, 1
  )
  on conflict (day, utm_campaign, utm_source, utm_medium, referrer_domain)
  do update set signups = c.signups + 1;
end;
$$;
revoke all on function private.count_update_signup_source(jsonb) from public;

-- The Visits report's campaigns and referrers count the forms they led people to start, beside
-- the forms sent and the new subscribers to updates: a form's first field touched (the funnel's
-- "started") also adds one to a counter of its form, day and the visit's campaign or referring
-- site, which the browser sends with the step from what the visit's first page kept
-- (sessionStorage, src/lib/visit-attribution.ts). Counters only, normalised and capped per day
-- like the page-view counters; nothing about the visitor.

create table private.form_source_days (
  form text not null,
  day date not null,
  utm_campaign text not null default '',
  utm_source text not null default '',
  utm_medium text not null default '',
  referrer_domain text not null default '',
  started bigint not null default 0 check (started >= 0),
  primary key (form, day, utm_campaign, utm_source, utm_medium, referrer_domain),
  constraint form_source_days_form_allowed check (
    form in ('contact_submission', 'coach_application', 'alliance_registration')
  )
);
comment on table private.form_source_days is
  'Forms started per day and the campaign or referring site of the visit: counts only.';
alter table private.form_source_days enable row level security;
revoke all on table private.form_source_days from public, anon, authenticated;
-- Said outright, as for the other private tables (the Advisor's rls_enabled_no_policy): only the
-- definer-rights functions read and write it.
create policy "no API role reads the form source counters"
  on private.form_source_days for select to anon, authenticated
  using (false);

-- A visit's campaign (utm_*) or, without one, its referring site, as the counters store them:
-- normalised, a bounded number of distinct values a day ('(other)' past it), '' for none.
create function private.visit_source(
  p_visit jsonb,
  out utm_campaign text, out utm_source text, out utm_medium text, out referrer_domain text
)
language plpgsql
volatile
set search_path = ''
as $$
declare
  today date := (pg_catalog.now() at time zone 'America/Boise')::date;
  v_referrer text := pg_catalog.regexp_replace(
    pg_catalog.lower(pg_catalog.btrim(coalesce(p_visit ->> 'referrer_domain', ''))), '^www\.', '');
begin
  utm_campaign := ''; utm_source := ''; utm_medium := ''; referrer_domain := '';
  if pg_catalog.jsonb_typeof(p_visit) is distinct from 'object' then
    return;
  end if;
  utm_campaign := private.visit_campaign_value(p_visit ->> 'utm_campaign');
  utm_source := private.visit_campaign_value(p_visit ->> 'utm_source');
  utm_medium := private.visit_campaign_value(p_visit ->> 'utm_medium');
  if utm_campaign <> '' or utm_source <> '' or utm_medium <> '' then
    -- A campaign names the source; the referrer is kept only without one, as the table shows.
    utm_campaign := private.visit_capped_value(today, 'utm_campaign', utm_campaign);
    utm_source := private.visit_capped_value(today, 'utm_source', utm_source);
    utm_medium := private.visit_capped_value(today, 'utm_medium', utm_medium);
  elsif v_referrer <> '' and private.is_domain_name(v_referrer) then
    referrer_domain := private.visit_capped_value(today, 'referrer', v_referrer);
  end if;
end;
$$;
revoke all on function private.visit_source(jsonb) from public;

-- One start of a form for the visit's campaign or referring site; a visit with neither is not
-- counted here (the funnel's own counter has it).
create function private.count_form_source_start(p_form text, p_visit jsonb)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  v record;
begin
  select * into v from private.visit_source(p_visit);
  if v.utm_campaign = '' and v.utm_source = '' and v.utm_medium = '' and v.referrer_domain = '' then
    return;
  end if;
  insert into private.form_source_days as c (
    form, day, utm_campaign, utm_source, utm_medium, referrer_domain, started
  )
  values (
    p_form, (pg_catalog.now() at time zone 'America/Boise')::date,
    v.utm_campaign, v.utm_source, v.utm_medium, v.referrer_domain, 1
  )
  on conflict (form, day, utm_campaign, utm_source, utm_medium, referrer_domain)
  do update set started = c.started + 1;
end;
$$;
revoke all on function private.count_form_source_start(text, jsonb) from public;

/** The funnel: one event in, one counter up. */

create function private.record_form_event(p_form text, p_step text, p_visit jsonb default null)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  client_address text := private.client_address(
    nullif(pg_catalog.current_setting('request.headers', true), '')::jsonb
  );
  client bytea;
  this_hour timestamptz := pg_catalog.date_trunc('hour', pg_catalog.now());
  counted integer;
begin
  if p_form is null or p_form not in ('contact_submission', 'coach_application', 'alliance_registration') then
    raise exception 'Unknown form: %', p_form using errcode = '22023';
  end if;
  if p_step is null or p_step not in ('viewed', 'started', 'checked', 'sent', 'refused') then
    raise exception 'Unknown step: %', p_step using errcode = '22023';
  end if;

  -- The desk's own people are not visitors (the browser sends nothing for them either).
  if (select auth.uid()) is not null and exists (
    select 1 from public.user_roles r where r.user_id = (select auth.uid())
  ) then
    return false;
  end if;

  -- Events without a client address (direct SQL, a proxy that sent none) share one allowance.
  client := pg_catalog.sha256(pg_catalog.convert_to(
    (select s.salt from private.intake_limit_salt s) || '|funnel|'
      || coalesce(private.client_network(client_address), 'none'),
    'UTF8'
  ));

  insert into private.form_event_networks as n (client_hash, hour, events)
  values (client, this_hour, 1)
  on conflict (client_hash, hour) do update set events = n.events + 1
  returning n.events into counted;

  if counted > (select l.per_network_hour from private.form_event_limits() l) then
    return false;
  end if;

  -- A start also counts for the visit's campaign or referring site (nothing about the visitor).
  if p_step = 'started' then
    perform private.count_form_source_start(p_form, p_visit);
  end if;

  insert into private.form_funnel_days as f (form, day, viewed, started, checked, sent, refused)
  values (
    p_form,
    (pg_catalog.now() at time zone 'America/Boise')::date,
    (p_step = 'viewed')::integer, (p_step = 'started')::integer, (p_step = 'checked')::integer,
    (p_step = 'sent')::integer, (p_step = 'refused')::integer
  )
  on conflict (form, day) do update set
    viewed = f.viewed + excluded.viewed,
    started = f.started + excluded.started,
    checked = f.checked + excluded.checked,
    sent = f.sent + excluded.sent,
    refused = f.refused + excluded.refused;

  -- About one call in a hundred forgets the per-network counts older than a day.
  if pg_catalog.random() < 0.01 then
    delete from private.form_event_networks where hour < pg_catalog.now() - interval '1 day';
  end if;
  return true;
end;
$$;
comment on function private.record_form_event(text, text, jsonb) is
  'Adds one to today''s counter of a form''s funnel step (viewed, started, checked, sent, '
  'refused), and a start to the counter of the visit''s campaign or referring site (p_visit: '
  'utm_campaign, utm_source, utm_medium, referrer_domain); answers whether it was counted (false '
  'past the per-network hourly limit or for a member of the desk). Keeps nothing about the caller '
  'but a salted network hash for an hour''s limit.';
revoke all on function private.record_form_event(text, text, jsonb) from public, anon, authenticated;
grant execute on function private.record_form_event(text, text, jsonb) to anon, authenticated, service_role;

-- The API's entry point: runs as the caller and calls the function above.
create function public.record_form_event(p_form text, p_step text, p_visit jsonb default NULL::jsonb)
returns boolean
language sql
volatile
security invoker
set search_path = ''
begin atomic
  select private.record_form_event($1, $2, $3);
end;
revoke all on function public.record_form_event(text, text, jsonb) from public;
grant execute on function public.record_form_event(text, text, jsonb) to anon, authenticated, service_role;
comment on function public.record_form_event(text, text, jsonb) is
  'Adds one to today''s counter of a form''s funnel step (viewed, started, checked, sent, '
  'refused), and a start to the counter of the visit''s campaign or referring site (p_visit: '
  'utm_campaign, utm_source, utm_medium, referrer_domain); answers whether it was counted (false '
  'past the per-network hourly limit or for a member of the desk). Keeps nothing about the caller '
  'but a salted network hash for an hour''s limit.';

/** The funnel: the desk's read. */

-- Per form, the funnel's counts for the period and the pages that led to applications: how many
-- records sent in the period began their visit on each landing page (stored on the record), so
-- the desk reads "which pages led to applications" beside the funnel.

create function private.form_funnel(p_from date, p_to date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not coalesce(public.can_work_submissions(), false) then
    raise exception 'Only the desk''s reviewers can see the form funnel' using errcode = '42501';
  end if;
  if p_from is null or p_to is null or p_from > p_to then
    raise exception 'Choose a period whose start is on or before its end' using errcode = '22023';
  end if;
  if p_to - p_from > 366 * 5 then
    raise exception 'Choose a period of at most five years' using errcode = '22023';
  end if;
  return pg_catalog.jsonb_build_object(
    'from', p_from,
    'to', p_to,
    'forms', (
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'form', t.form, 'viewed', t.viewed, 'started', t.started, 'checked', t.checked,
        'sent', t.sent, 'refused', t.refused
      ) order by t.position)
      from (
        select k.form, k.position,
          coalesce(pg_catalog.sum(f.viewed), 0) as viewed,
          coalesce(pg_catalog.sum(f.started), 0) as started,
          coalesce(pg_catalog.sum(f.checked), 0) as checked,
          coalesce(pg_catalog.sum(f.sent), 0) as sent,
          coalesce(pg_catalog.sum(f.refused), 0) as refused
        from (values ('contact_submission', 1), ('coach_application', 2), ('alliance_registration', 3))
          as k (form, position)
        left join private.form_funnel_days f on f.form = k.form and f.day between p_from and p_to
        group by k.form, k.position
      ) t
    ),
    -- Which pages led to what was sent: each form's sent records of the period by landing page
    -- (the first page of the visit, stored on the record), the most first.
    'origins', (
      select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'form', o.form, 'landing_page', o.landing_page, 'sent', o.sent
      ) order by o.sent desc, o.form, o.landing_page), '[]'::jsonb)
      from (
        select s.form, s.landing_page, pg_catalog.count(*) as sent
        from (
          select 'coach_application' as form, a.landing_page, a.created_at from public.coach_applications a
          union all
          select 'contact_submission', c.landing_page, c.created_at from public.contact_submissions c
          union all
          select 'alliance_registration', r.landing_page, r.created_at from public.alliance_registrations r
        ) s
        where s.landing_page is not null
          and (s.created_at at time zone 'America/Boise')::date between p_from and p_to
        group by s.form, s.landing_page
      ) o
    ),
    -- Which campaigns and referrers led to what was sent: each form's sent records of the period
    -- by the campaign their visit came with (utm_campaign, utm_source, utm_medium), or, without
    -- one, the site that referred it; the most first, at most 50.
    'sources', (
      select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'form', o.form, 'campaign', o.campaign, 'source', o.source, 'medium', o.medium,
        'referrer', o.referrer, 'started', o.started, 'sent', o.sent
      ) order by o.sent desc, o.started desc, o.form, o.campaign, o.source, o.medium, o.referrer),
        '[]'::jsonb)
      from (
        select s.form,
          s.utm_campaign as campaign, s.utm_source as source, s.utm_medium as medium,
          case when coalesce(s.utm_campaign, s.utm_source, s.utm_medium) is null
            then s.referrer_domain end as referrer,
          -- Starts are counted for the forms only: a sign-up for updates has no "started".
          case when s.form = 'update_signup' then null
            else pg_catalog.sum(s.started)::bigint end as started,
          pg_catalog.sum(s.sent)::bigint as sent
        from (
          select 'coach_application' as form, a.utm_campaign, a.utm_source, a.utm_medium,
            a.referrer_domain, (a.created_at at time zone 'America/Boise')::date as day,
            0 as started, 1 as sent
          from public.coach_applications a
          union all
          select 'contact_submission', c.utm_campaign, c.utm_source, c.utm_medium,
            c.referrer_domain, (c.created_at at time zone 'America/Boise')::date, 0, 1
          from public.contact_submissions c
          union all
          select 'alliance_registration', r.utm_campaign, r.utm_source, r.utm_medium,
            r.referrer_domain, (r.created_at at time zone 'America/Boise')::date, 0, 1
          from public.alliance_registrations r
          union all
          -- The forms started, by day and the visit's campaign or referring site.
          select f.form, nullif(f.utm_campaign, ''), nullif(f.utm_source, ''),
            nullif(f.utm_medium, ''), nullif(f.referrer_domain, ''), f.day, f.started, 0
          from private.form_source_days f
          union all
          -- New subscribers to updates, counted by day without naming anyone.
          select 'update_signup', nullif(u.utm_campaign, ''), nullif(u.utm_source, ''),
            nullif(u.utm_medium, ''), nullif(u.referrer_domain, ''), u.day, 0, u.signups
          from private.update_signup_source_days u
        ) s
        where coalesce(s.utm_campaign, s.utm_source, s.utm_medium, s.referrer_domain) is not null
          and s.day between p_from and p_to
        group by 1, 2, 3, 4, 5
        order by 7 desc, 6 desc nulls last
        limit 50
      ) o
    )
  );
end;
$$;
comment on function private.form_funnel(date, date) is
  'The form funnel for the desk: per intake form, the views, starts, "Check your answers" reached, '
  'sends and validation refusals counted between two Mountain Time days, and the pages that led '
  'to the records sent in those days (origins: form, landing page, count) and the campaigns or '
  'referrers that did (sources: form, campaign, source, medium, referrer, count). Refused unless '
  'public.can_work_submissions() (administrators and reviewers).';
revoke all on function private.form_funnel(date, date) from public, anon;
grant execute on function private.form_funnel(date, date) to authenticated, service_role;

-- The API's entry point: runs as the caller and calls the function above.
create function public.form_funnel(p_from date, p_to date)
returns jsonb
language sql
stable
security invoker
set search_path = ''
begin atomic
  select private.form_funnel($1, $2);
end;
revoke all on function public.form_funnel(date, date) from public;
grant execute on function public.form_funnel(date, date) to authenticated, service_role;
comment on function public.form_funnel(date, date) is
  'The form funnel for the desk: per intake form, the views, starts, "Check your answers" reached, '
  'sends and validation refusals counted between two Mountain Time days, and the pages that led '
  'to the records sent in those days (origins: form, landing page, count) and the campaigns or '
  'referrers that did (sources: form, campaign, source, medium, referrer, count). Refused unless '
  'public.can_work_submissions() (administrators and reviewers).';
