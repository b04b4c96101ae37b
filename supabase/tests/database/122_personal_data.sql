-- Personal data: one record deleted with its history; everything about an address exported and
-- deleted; the retention job deletes what the privacy policy keeps no longer.
begin;
set local search_path = public, extensions;
select plan(14);

select tests.create_team_member('pd-admin', 'admin', 'pd-admin@pgtap.test');
select tests.create_supabase_user('pd-member', 'pd-member@pgtap.test');

select tests.create_submission('coach_applications', 'subject@pgtap.test');
select tests.create_submission('contact_submissions', 'Subject@pgtap.test');
select tests.create_submission('alliance_registrations', 'subject@pgtap.test');
select tests.create_submission('contact_submissions', 'bystander@pgtap.test');

-- A reply sent from the desk to the person.
insert into public.desk_replies (record_kind, record_id, request_id, recipient, body)
select 'contact_submission', id, gen_random_uuid(), email, 'Thank you, we will call you.'
from public.contact_submissions where email = 'Subject@pgtap.test';

select tests.authenticate_as('pd-member');
select throws_ok($$select public.admin_personal_data('subject@pgtap.test')$$, '42501', null,
  'a non-admin cannot export personal data');

select tests.authenticate_as('pd-admin');
select is(
  (select jsonb_array_length(d -> 'coach_applications') + jsonb_array_length(d -> 'contact_submissions')
     + jsonb_array_length(d -> 'alliance_registrations')
   from public.admin_personal_data('SUBJECT@pgtap.test') d),
  3,
  'the export finds the three records of the address, whatever its case'
);
select ok(
  (select not (d::text like '%bystander%') from public.admin_personal_data('subject@pgtap.test') d),
  'and nobody else''s'
);
select is(
  (select d -> 'contact_submissions' -> 0 -> 'replies' -> 0 ->> 'body'
   from public.admin_personal_data('subject@pgtap.test') d),
  'Thank you, we will call you.',
  'the export includes the replies sent to the person'
);
select ok(
  (select details ? 'coach_applications' and not (details::text like '%subject%')
   from public.audit_log where action = 'personal_data_exported' order by id desc limit 1),
  'the export is logged with counts, not the address'
);

-- One record, with its notes and history.
select tests.clear_authentication();
update public.coach_applications set status = 'interview' where email = 'subject@pgtap.test';
select tests.authenticate_as('pd-admin');
insert into public.record_notes (record_kind, record_id, body)
select 'coach_application', id, 'Call back' from public.coach_applications
where email = 'subject@pgtap.test';
select tests.clear_authentication();
create temporary table doomed on commit drop as
  select id from public.coach_applications where email = 'subject@pgtap.test';
grant select on doomed to authenticated;
select tests.authenticate_as('pd-admin');
select lives_ok(
  $$select public.admin_delete_record('coach_application', (select id from doomed))$$,
  'an admin deletes one record'
);
select tests.clear_authentication();
select is(
  (select count(*)::int from public.record_notes where record_id = (select id from doomed))
  + (select count(*)::int from public.status_changes where record_id = (select id from doomed))
  + (select count(*)::int from public.notification_deliveries where record_id = (select id from doomed)),
  0,
  'its notes, status history and deliveries go with it'
);
select ok(
  exists (select 1 from public.audit_log where action = 'record_deleted'
    and target_id = (select id from doomed)),
  'the deletion is logged'
);

select tests.authenticate_as('pd-admin');
select results_eq(
  $$select * from public.admin_delete_personal_data('subject@pgtap.test')$$,
  $$values (0, 1, 1)$$,
  'deleting an address''s data deletes the remaining records'
);
select tests.clear_authentication();
select is(
  (select count(*)::int from public.contact_submissions where email = 'bystander@pgtap.test'),
  1,
  'and leaves everyone else''s'
);
select is(
  (select count(*)::int from public.desk_replies where body = 'Thank you, we will call you.'),
  0,
  'and the replies sent to the person go with their records'
);

-- Retention: periods from retention_periods.
select tests.create_submission('coach_applications', 'old-rejected@pgtap.test',
  '{"status": "rejected", "created_at": "2020-01-01T00:00:00Z"}');
select tests.create_submission('coach_applications', 'old-approved@pgtap.test',
  '{"status": "approved", "created_at": "2020-01-01T00:00:00Z"}');
select tests.create_submission('contact_submissions', 'old-contact@pgtap.test',
  '{"created_at": "2020-01-01T00:00:00Z"}');
select tests.create_submission('contact_submissions', 'new-contact@pgtap.test');
select is(
  private.apply_retention(),
  '{"coach_applications": 1, "contact_submissions": 1, "alliance_registrations": 0}'::jsonb,
  'the retention job deletes a rejected application and a contact message past their periods'
);
select is(
  (select count(*)::int from public.coach_applications where email = 'old-approved@pgtap.test')
  + (select count(*)::int from public.contact_submissions where email = 'new-contact@pgtap.test'),
  2,
  'and keeps an accepted coach''s application and a recent message'
);
select ok(
  exists (select 1 from cron.job where jobname = 'apply-retention'),
  'the retention job is scheduled'
);

select * from finish();
rollback;
