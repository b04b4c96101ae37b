-- Visits counted without cookies or personal data (migration
-- 20251101070000_visits_and_funnel.sql): the publishable key adds to the counters only through
-- record_page_view and reads nothing; administrators and reviewers read the counters and the
-- report, editors do not; bots, desk members and a network over its allowance are not counted;
-- no table stores an address or a user agent.
begin;
set local search_path = public, extensions;
select plan(26);

select tests.create_team_member('vc-admin', 'admin', 'vc-admin@pgtap.test');
select tests.create_team_member('vc-reviewer', 'reviewer', 'vc-reviewer@pgtap.test');
select tests.create_team_member('vc-editor', 'editor', 'vc-editor@pgtap.test');

-- A request as the gateway passes it to PostgREST: the client address, the browser, the site.
create function pg_temp.visit(_path text, _address text, _agent text, _referrer text default null,
  _campaign text default null)
returns void
language plpgsql
as $$
begin
  perform set_config('request.headers', jsonb_build_object(
    'x-forwarded-for', _address, 'user-agent', _agent,
    'origin', 'https://idahoaialliance.org')::text, true);
  perform public.record_page_view(_path, 'phone', _referrer, null, null, _campaign);
end;
$$;
grant execute on function pg_temp.visit(text, text, text, text, text) to anon, authenticated;

create function pg_temp.views(_path text)
returns bigint
language sql
as $$
  select coalesce(sum(views), 0) from public.page_view_counts
  where path = _path and day = (now() at time zone 'America/Boise')::date
$$;

create function pg_temp.visitors()
returns bigint
language sql
as $$
  select coalesce(sum(visitors), 0) from public.page_view_counts
  where path like '/vc-%' and day = (now() at time zone 'America/Boise')::date
$$;

\set chrome '''Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'''
\set firefox '''Mozilla/5.0 (Windows NT 10.0; rv:133.0) Gecko/20100101 Firefox/133.0'''

-- Visitors: two views from one browser, one from another browser on the same network.
select tests.authenticate_as_anon();
select pg_temp.visit('/vc-about', '198.51.100.7', :chrome, 'www.google.com', 'fall-flyer');
select pg_temp.visit('/vc-about', '198.51.100.7', :chrome, 'www.google.com', 'fall-flyer');
select pg_temp.visit('/vc-programs', '198.51.100.7', :firefox, 'idahoaialliance.org');
select tests.clear_authentication();

select is(pg_temp.views('/vc-about'), 2::bigint, 'anon adds page views through record_page_view');
select is(pg_temp.visitors(), 2::bigint,
  'a visitor is counted once a day: same address and browser once, another browser again');
select is(
  (select referrer_domain || '|' || utm_campaign from public.page_view_counts where path = '/vc-about'),
  'google.com|fall-flyer',
  'the referrer is kept as its domain without www., the campaign as given');
select is(
  (select referrer_domain from public.page_view_counts where path = '/vc-programs'), '',
  'the site itself is not a referrer');

-- Not counted: bots, desk routes, a request without a client address, a desk member.
select tests.authenticate_as_anon();
select pg_temp.visit('/vc-bot', '198.51.100.8',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36');
select pg_temp.visit('/vc-bot', '198.51.100.8', 'Googlebot/2.1 (+http://www.google.com/bot.html)');
select pg_temp.visit('/vc-bot', '198.51.100.8', 'curl/8.5.0');
select pg_temp.visit('/vc-bot', '198.51.100.8', '');
select pg_temp.visit('/admin', '198.51.100.8', :chrome);
select set_config('request.headers', '{}', true);
select public.record_page_view('/vc-bot', 'desktop');
select tests.clear_authentication();
select is(pg_temp.views('/vc-bot') + pg_temp.views('/admin'), 0::bigint,
  'headless and bot user agents, desk routes and requests without an address are not counted');

select tests.authenticate_as('vc-editor');
select pg_temp.visit('/vc-desk', '198.51.100.9', :chrome);
select tests.clear_authentication();
select is(pg_temp.views('/vc-desk'), 0::bigint, 'a desk member''s own visit is not counted');

-- The per-network limit: a network at its hourly allowance adds nothing more; another network does.
select tests.authenticate_as_anon();
select pg_temp.visit('/vc-limit', '203.0.113.50', :chrome);
select tests.clear_authentication();
update private.visit_network_hours set views = (select per_network_hour from private.page_view_limits())
where views = 1 and hour_start = date_trunc('hour', now())
  and network_hash = sha256((select salt from private.visit_salts
    where day = (now() at time zone 'America/Boise')::date) || convert_to('|network|203.0.113.50', 'UTF8'));
select tests.authenticate_as_anon();
select pg_temp.visit('/vc-limit', '203.0.113.50', :chrome);
select pg_temp.visit('/vc-limit', '203.0.113.50', :firefox);
select pg_temp.visit('/vc-limit', '203.0.113.51', :chrome);
select tests.clear_authentication();
select is(pg_temp.views('/vc-limit'), 2::bigint,
  'a network over its hourly allowance adds nothing; another network still counts');

-- Anon: no other way in, nothing to read.
select tests.authenticate_as_anon();
select throws_ok(
  $$insert into public.page_view_counts (day, path, device, views) values (current_date, '/x', 'phone', 1000)$$,
  '42501', null, 'anon cannot insert counters directly');
select throws_ok($$select * from public.page_view_counts$$, '42501', null,
  'anon cannot read the counters');
select throws_ok($$select public.visits_report(current_date - 30, current_date, 'month')$$, '42501',
  null, 'anon cannot call the Visits report');
select throws_ok($$select * from public.page_view_rollups$$, '42501', null,
  'anon cannot read the daily rollups');
select throws_ok(
  $$insert into public.page_view_rollups (day, dimension, key, views) values (current_date, 'path', '/x', 1000)$$,
  '42501', null, 'anon cannot write the daily rollups');
select tests.clear_authentication();

-- Reviewers and administrators read; editors do not.
select tests.authenticate_as('vc-reviewer');
select ok((select count(*) from public.page_view_counts where path like '/vc-%') > 0,
  'a reviewer reads the counters');
select is(
  (select views from public.page_view_rollups
   where dimension = 'path' and key = '/vc-about' and day = (now() at time zone 'America/Boise')::date),
  2::bigint, 'record_page_view keeps the daily rollups: a reviewer reads a page''s day');
select is(
  (public.visits_report(current_date - 1, current_date + 1, 'week', '/vc-about') -> 'totals' ->> 'views')::int,
  2, 'a reviewer reads the Visits report, one page''s figures on their own');
select ok(
  (select r -> 'referrers' = '[{"domain": "google.com", "views": 2, "visitors": 1}]'
      and r -> 'campaigns' @> '[{"campaign": "fall-flyer", "views": 2}]'
      and r -> 'devices' = '[{"device": "phone", "views": 2, "visitors": 1}]'
      and pg_catalog.jsonb_array_length(r -> 'days') = 1
   from (select public.visits_report(current_date - 1, current_date + 1, 'month', '/vc-about') r) x),
  'a page''s detail gives its referrers, campaigns, devices and daily series');
select tests.clear_authentication();

select tests.authenticate_as('vc-admin');
select ok(
  (public.visits_report(current_date - 1, current_date + 1, 'month') -> 'pages') @>
    '[{"path": "/vc-about", "views": 2}]',
  'an administrator reads the Visits report''s top pages');
select throws_ok($$update public.page_view_counts set views = 0$$, '42501', null,
  'not even an administrator writes the counters');
select throws_ok($$update public.page_view_rollups set views = 0$$, '42501', null,
  'not even an administrator writes the daily rollups');
select is(
  (public.visits_report(current_date - 1, current_date + 1, 'week') -> 'totals' ->> 'views')::bigint,
  (select sum(views) from public.page_view_counts where day between current_date - 1 and current_date + 1),
  'the unfiltered report (read from the daily rollups) adds up to the counters');
select tests.clear_authentication();

select tests.authenticate_as('vc-editor');
select is((select count(*) from public.page_view_counts), 0::bigint,
  'an editor reads no counters');
select is((select count(*) from public.page_view_rollups), 0::bigint,
  'an editor reads no daily rollups');
select throws_ok($$select public.visits_report(current_date - 30, current_date, 'month')$$, '42501',
  null, 'an editor cannot call the Visits report');
select tests.clear_authentication();

-- Nothing identifying is stored anywhere: no column for an address or a user agent.
select is(
  (select count(*)::int from information_schema.columns
   where table_schema in ('public', 'private')
     and table_name in ('page_view_counts', 'page_view_rollups', 'visit_salts', 'visit_visitors',
       'visit_network_hours')
     and column_name ~* '(ip|address|agent|ua|referrer_url|url)$'),
  0, 'no counter, salt or hash table has an address or user agent column');

-- Counters taken away leave the rollups: their share subtracted, an emptied row gone.
delete from public.page_view_counts where path = '/vc-about';
select ok(
  not exists (select 1 from public.page_view_rollups where dimension = 'path' and key = '/vc-about')
  and (select views from public.page_view_rollups
       where dimension = 'day' and day = (now() at time zone 'America/Boise')::date)
    = (select sum(views) from public.page_view_counts
       where day = (now() at time zone 'America/Boise')::date),
  'deleting counters takes their share out of the rollups, and an emptied rollup row goes');

-- The day's salt and hashes go once the day is over.
update private.visit_salts set day = day - 1;
update private.visit_visitors set day = day - 1;
select private.forget_old_visitors();
select ok(
  not exists (select 1 from private.visit_salts) and not exists (select 1 from private.visit_visitors),
  'yesterday''s salt and visitor hashes are deleted');

select * from finish();
rollback;
