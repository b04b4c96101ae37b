-- The audit log logs every settings change (routing, saved replies, retention, names) and is
-- hash-chained: a rewrite by the table's owner, with the append-only trigger disabled, is found
-- by public.audit_log_chain().
begin;
set local search_path = public, extensions;
select plan(11);

select tests.create_team_member('ac-admin', 'admin', 'ac-admin@pgtap.test');

select tests.authenticate_as('ac-admin');
insert into public.notification_routes (record_kind, recipients)
values ('coach_application', array['outside@pgtap.test'])
on conflict (record_kind, contact_subject) do update set recipients = excluded.recipients;
insert into public.saved_replies (record_kind, title, body)
values ('contact_submission', 'ac thanks', 'Thank you.');
update public.saved_replies set body = 'Thank you very much.' where title = 'ac thanks';
update public.retention_periods set months = 7 where rule = 'contact_submission';
select public.set_display_name('Ada Admin');
select tests.clear_authentication();

select ok(
  exists (select 1 from public.audit_log where action = 'routing_changed'
    and actor_id = tests.get_supabase_uid('ac-admin')
    and details -> 'changes' -> 'recipients' ->> 'to' like '%outside@pgtap.test%'),
  'a routing change is logged with the new recipients and who made it'
);
select is(
  (select count(*)::int from public.audit_log where action = 'saved_reply_changed'
    and actor_id = tests.get_supabase_uid('ac-admin')),
  2,
  'adding and changing a saved reply are both logged'
);
select ok(
  exists (select 1 from public.audit_log where action = 'retention_changed'
    and details ->> 'key' = 'contact_submission'
    and (details -> 'changes' -> 'months' ->> 'to')::int = 7),
  'a retention change is logged with the new months'
);
select ok(
  exists (select 1 from public.audit_log where action = 'display_name_changed'
    and details ->> 'to' = 'Ada Admin'),
  'a name change is logged'
);

select is(
  (select first_broken_id from public.audit_log_chain()),
  null,
  'the chain holds after ordinary use'
);
select ok(
  (select bool_and(hash is not null and length(hash) = 64) from public.audit_log),
  'every entry carries its SHA-256'
);
select is(
  (select prev_hash from public.audit_log order by id desc limit 1),
  (select hash from public.audit_log order by id desc offset 1 limit 1),
  'each entry carries the hash of the one before'
);

select tests.authenticate_as('ac-admin');
select isnt_empty($$select * from public.audit_log_chain()$$, 'an administrator checks the chain');
select tests.clear_authentication();

-- The owner rewrites an entry behind the append-only trigger's back.
create temporary table ac_target on commit drop as
select id from public.audit_log where action = 'routing_changed' order by id desc limit 1;
alter table public.audit_log disable trigger audit_log_append_only;
update public.audit_log set details = '{"changes": "nothing to see"}'
where id = (select id from ac_target);
alter table public.audit_log enable trigger audit_log_append_only;
select is(
  (select first_broken_id from public.audit_log_chain()),
  (select id from ac_target),
  'a rewritten entry is found: the chain breaks at it'
);

-- Deleting an entry in the middle breaks the link of the one after it.
alter table public.audit_log disable trigger audit_log_append_only;
delete from public.audit_log where id = (select id from ac_target);
alter table public.audit_log enable trigger audit_log_append_only;
select ok(
  (select first_broken_id from public.audit_log_chain()) > (select id from ac_target),
  'a deleted entry is found: the next entry no longer links to the one before it'
);

-- An entry inserted with a made-up hash is rehashed by the chain trigger, not trusted.
insert into public.audit_log (actor_role, action, prev_hash, hash)
values ('postgres', 'settings_changed', 'forged', 'forged');
select isnt(
  (select hash from public.audit_log order by id desc limit 1),
  'forged',
  'a direct insert cannot choose its own hash'
);

select * from finish();
rollback;
