-- The audit log's newest fingerprint is kept outside the database (migration
-- 20251101000000_platform.sql): the delivery worker mails it to the
-- administrators once a day, and entries deleted or rewritten from the end, which leave a chain
-- that still links, then read as a break at the mailed entry.
begin;
set local search_path = public, extensions;
select plan(10);

select tests.create_team_member('af-admin', 'admin', 'af-admin@pgtap.test');
select tests.create_team_member('af-reviewer', 'reviewer', 'af-reviewer@pgtap.test');
delete from private.audit_fingerprint_mails;

select tests.authenticate_as('af-admin');
select public.set_display_name('Ada Audit');
select tests.clear_authentication();

select tests.authenticate_as('af-reviewer');
select throws_ok(
  'select public.claim_audit_fingerprint_mail()', '42501', null,
  'a reviewer cannot claim the fingerprint mail'
);
select throws_ok(
  'select public.audit_log_anchor()', '42501', 'Only an administrator can read the audit log',
  'a reviewer cannot read the mailed fingerprint'
);
select tests.clear_authentication();

select tests.authenticate_as_service_role();
create temporary table af_claim on commit drop as
  select public.claim_audit_fingerprint_mail() as claim;
grant select on af_claim to public;
select is(
  (select (claim ->> 'entry_id')::bigint from af_claim),
  (select max(id) from public.audit_log),
  'the day''s claim names the newest entry'
);
select ok(
  (select claim -> 'recipients' ? 'af-admin@pgtap.test'
     and not claim -> 'recipients' ? 'af-reviewer@pgtap.test' from af_claim),
  'it goes to the administrators, and only to them'
);
select is(
  public.claim_audit_fingerprint_mail(),
  null,
  'while one is being mailed no second is claimed'
);
select ok(
  public.record_audit_fingerprint_mailed((select (claim ->> 'id')::bigint from af_claim), 1),
  'the worker records that it went out'
);
select is(
  public.claim_audit_fingerprint_mail(),
  null,
  'one fingerprint a day'
);
select tests.clear_authentication();

-- Later entries do not disturb it.
select tests.authenticate_as('af-admin');
select public.set_display_name('Ada Audit Again');
select is(
  (select first_broken_id from public.audit_log_chain()),
  null,
  'the chain with the mailed fingerprint still held reads intact'
);
select tests.clear_authentication();

-- The owner deletes the newest entries, the mailed one among them: the chain still links.
alter table public.audit_log disable trigger audit_log_append_only;
delete from public.audit_log where id >= (select (claim ->> 'entry_id')::bigint from af_claim);
alter table public.audit_log enable trigger audit_log_append_only;
select tests.authenticate_as('af-admin');
select is(
  (select first_broken_id from public.audit_log_chain()),
  (select (claim ->> 'entry_id')::bigint from af_claim),
  'entries deleted from the end are found: the chain breaks at the mailed entry'
);
select is(
  (public.audit_log_anchor() ->> 'held')::boolean,
  false,
  'the desk learns that the mailed fingerprint is no longer in the log'
);
select tests.clear_authentication();

select * from finish();
rollback;
