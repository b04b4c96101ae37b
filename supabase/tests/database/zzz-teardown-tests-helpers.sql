-- The last file of the run (pg_prove runs them in name order): removes the `tests` helpers that
-- 000-setup-tests-helpers.sql created, so no test run, `npm test` or `supabase test db` against any
-- database, leaves them behind. scripts/test-db.ts drops the schema again after a failed run.
begin;
set local search_path = public, extensions;
select plan(1);

drop schema tests cascade;

select ok(
  pg_catalog.to_regnamespace('tests') is null,
  'the test helpers are gone once the tests have run'
);

select * from finish();
commit;
