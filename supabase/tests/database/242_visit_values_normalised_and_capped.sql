-- Campaign and referrer values in the visit counters (migration
-- 20251101070000_visits_and_funnel.sql): a utm_* value is kept trimmed, lower-case, in a safe
-- character set and at most 60 characters; each day keeps at most visit_distinct_per_day()
-- distinct values per dimension, later new values counting as '(other)', so 1,000 made-up
-- sources in a day store at most cap + 1 counter rows while every view still counts, and 10,000
-- made-up campaign names keep exactly the cap.
begin;
set local search_path = public, extensions;
select plan(11);

-- One network sends every view here; its hourly allowance is not what this file tests.
create or replace function private.page_view_limits(out per_network_hour integer)
language sql immutable set search_path = '' as $$ select 1000000 $$;

create function pg_temp.today_rows(_path text)
returns bigint
language sql
as $$
  select count(*) from public.page_view_counts
  where path = _path and day = (now() at time zone 'America/Boise')::date
$$;

select set_config('request.headers', jsonb_build_object(
  'x-forwarded-for', '198.51.100.70',
  'user-agent', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'origin', 'https://idahoaialliance.org')::text, true);

-- Normalised
select tests.authenticate_as_anon();
select public.record_page_view('/vn-one', 'phone', null, '  Fall Flyer ', 'E-Mail', 'Spring 2027!');
select public.record_page_view('/vn-one', 'phone', null, 'fall-flyer', 'e-mail', 'spring-2027');
select public.record_page_view('/vn-markup', 'phone', null,
  '<img src=x onerror=alert(1)>', '"><script>alert(1)</script>', repeat('a', 5000));
select tests.clear_authentication();

select is(
  (select utm_source || '|' || utm_medium || '|' || utm_campaign || '|' || views
   from public.page_view_counts where path = '/vn-one'),
  'fall-flyer|e-mail|spring-2027|2',
  'a campaign written two ways is one campaign: trimmed, lower-case, dashes for the rest');
select ok(
  (select utm_source !~ '[<>"''&=() ]' and utm_medium !~ '[<>"''&=() ]'
   from public.page_view_counts where path = '/vn-markup'),
  'nothing a page could read as markup is stored');
select is(
  (select utm_source || '|' || utm_medium from public.page_view_counts where path = '/vn-markup'),
  'img-src-x-onerror-alert-1|script-alert-1-script',
  'markup is kept as its words only');
select is(
  (select length(utm_campaign) from public.page_view_counts where path = '/vn-markup'), 60,
  'a value is at most 60 characters');

-- Capped: 10,000 distinct sources in one day
select tests.authenticate_as_anon();
do $$
begin
  -- About 4 ms a view (the rollups' trigger), so 1,000 here and 10,000 below.
  for i in 1..1000 loop
    perform public.record_page_view('/vn-cap', 'desktop', null, 'source-' || i, null, null);
  end loop;
  for i in 1..250 loop
    perform public.record_page_view('/vn-referrers', 'desktop', 'site-' || i || '.example');
  end loop;
end;
$$;
select tests.clear_authentication();

select ok(
  pg_temp.today_rows('/vn-cap') <= (select per_dimension + 1 from private.visit_distinct_per_day()),
  '1,000 distinct utm_source values in a day store at most the cap + 1 counter rows');
select is(
  (select count(*) from private.visit_dimension_values
   where dimension = 'utm_source' and day = (now() at time zone 'America/Boise')::date),
  (select per_dimension::bigint from private.visit_distinct_per_day()),
  'the day keeps exactly the cap of distinct sources');
select is(
  (select sum(views) from public.page_view_counts where path = '/vn-cap'), 1000::bigint,
  'every view still counts: the sources past the cap are counted as (other)');
select is(
  (select count(*) filter (where counted = '(other)') from (
     select private.visit_capped_value('2999-01-01', 'utm_campaign',
       private.visit_campaign_value('Campaign ' || i)) as counted
     from generate_series(1, 10000) i) c),
  10000 - (select per_dimension::bigint from private.visit_distinct_per_day()),
  'of 10,000 made-up campaign names in a fresh day, all past the cap count as (other)');
select ok(
  pg_temp.today_rows('/vn-referrers') <= (select per_dimension + 1 from private.visit_distinct_per_day()),
  '250 made-up referrer domains are capped the same way');

-- Forgotten with the day
update private.visit_dimension_values set day = day - 1
where day = (now() at time zone 'America/Boise')::date;
select private.forget_old_visitors();
select is_empty(
  $$select 1 from private.visit_dimension_values where day < (now() at time zone 'America/Boise')::date$$,
  'the day''s counted values are deleted when the day is over');

-- No API role reads them
select tests.authenticate_as_anon();
select throws_ok($$select * from private.visit_dimension_values$$, '42501', null,
  'anon cannot read the day''s counted values');
select tests.clear_authentication();

select * from finish();
rollback;
