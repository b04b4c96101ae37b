-- The audit log's entries newer than the last mailed fingerprint (migration
-- 20251101000000_platform.sql): inside the database, a rewrite of them with the hashes
-- recomputed cannot be told from the truth, so each entry's id and fingerprint leave the database
-- as the entry is chained, as a LOG line in the server log (hosted: the project's Postgres logs),
-- and the chain still links and verifies as before.
begin;
set local search_path = public, extensions;
select plan(5);

select tests.create_team_member('al-admin', 'admin', 'al-admin@pgtap.test');

select is(
  private.audit_entry_log_line(42, repeat('a', 64)),
  'audit_log entry 42 fingerprint ' || repeat('a', 64),
  'the log line names the entry and its whole fingerprint, as the desk and the e-mail show them');
select ok(
  pg_get_functiondef('private.chain_audit_entry()'::regprocedure)
    ~ 'raise log ''%'', private\.audit_entry_log_line\(new\.id, new\.hash\)',
  'every entry, as it is chained, writes its id and fingerprint to the server log');
select is(
  (select tgenabled from pg_trigger where tgname = 'audit_log_chain'
     and tgrelid = 'public.audit_log'::regclass),
  'O', 'the chain trigger that writes the line runs for every insert');

select tests.authenticate_as('al-admin');
select public.set_display_name('Ada Anchored');
select public.set_display_name('Ada Anchored Again');
select tests.clear_authentication();
select is(
  (select hash from public.audit_log order by id desc limit 1),
  (select private.audit_entry_hash(a, a.prev_hash) from public.audit_log a order by id desc limit 1),
  'an entry chained with its log line carries the hash the chain check recomputes');
select tests.authenticate_as('al-admin');
select is((select first_broken_id from public.audit_log_chain()), null,
  'the chain reads intact after entries written with their log lines');
select tests.clear_authentication();

select * from finish();
rollback;
