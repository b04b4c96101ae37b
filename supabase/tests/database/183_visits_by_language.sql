-- The Visits report's page views per language (public.visits_report, migration
-- 20251101070000_visits_and_funnel.sql): a page's language is its address's (/es/… is Spanish),
-- counted over every page read in the period, not only the top fifty.
begin;
set local search_path = public, extensions;
select plan(3);

select tests.create_team_member('vl-reviewer', 'reviewer', 'vl-reviewer@pgtap.test');

create function pg_temp.visit(_path text, _address text)
returns void
language plpgsql
as $$
begin
  perform set_config('request.headers', jsonb_build_object(
    'x-forwarded-for', _address,
    'user-agent', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36',
    'origin', 'https://idahoaialliance.org')::text, true);
  perform public.record_page_view(_path, 'phone', null, null, null, null);
end;
$$;
grant execute on function pg_temp.visit(text, text) to anon;

set local role anon;
select pg_temp.visit('/es/contact', '198.51.100.21');
select pg_temp.visit('/es', '198.51.100.21');
select pg_temp.visit('/contact', '198.51.100.22');
-- An English page whose address merely starts with the letters is English.
select pg_temp.visit('/escuela', '198.51.100.22');
reset role;

create temporary table vl_expected on commit drop as
select
  coalesce(sum(views) filter (where path = '/es' or path like '/es/%'), 0)::bigint as spanish,
  coalesce(sum(views) filter (where not (path = '/es' or path like '/es/%')), 0)::bigint as english
from public.page_view_counts
where day = (now() at time zone 'America/Boise')::date;
grant select on vl_expected to authenticated;

select tests.authenticate_as('vl-reviewer');
select ok((select spanish from vl_expected) >= 2, 'the Spanish pages read are counted');
select is(
  public.visits_report(current_date - 1, current_date + 1, 'week') -> 'languages',
  (select jsonb_build_array(
     jsonb_build_object('language', 'en', 'views', english),
     jsonb_build_object('language', 'es', 'views', spanish)) from vl_expected),
  'the report counts each language''s page views, /es/… as Spanish and /escuela as English');
select is(
  public.visits_report(current_date - 1, current_date + 1, 'week', '/es/contact') -> 'languages',
  '[{"language": "es", "views": 1}]'::jsonb,
  'a Spanish page''s detail counts its views as Spanish');
select tests.clear_authentication();

select * from finish();
rollback;
