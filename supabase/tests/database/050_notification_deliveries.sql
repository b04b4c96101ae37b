-- The notification outbox of migration 20251101030000_outbox.sql: one pending delivery per stored
-- submission, written by trigger; admins read delivery state and resend; nobody but the service
-- role changes it, and only the service role may claim and record deliveries.
begin;
set local search_path = public, extensions;
select plan(35);

select tests.create_team_member('outbox-admin', 'admin');
select tests.create_supabase_user('outbox-member');

-- ------------------------------------------------------------------ the trigger
select tests.authenticate_as_anon();
select lives_ok(
  tests.submission_sql('coach_applications', 'outbox-coach@pgtap.test'),
  'a visitor stores a coach application although it cannot write deliveries'
);
select lives_ok(
  tests.submission_sql('contact_submissions', 'outbox-contact@pgtap.test'),
  'a visitor stores a contact message'
);
select lives_ok(
  tests.submission_sql('alliance_registrations', 'outbox-alliance@pgtap.test'),
  'a visitor stores an alliance registration'
);
select tests.clear_authentication();

create temporary table outbox_records on commit drop as
  select 'coach_application' as kind, id from public.coach_applications
  where email = 'outbox-coach@pgtap.test'
  union all
  select 'contact_submission', id from public.contact_submissions
  where email = 'outbox-contact@pgtap.test'
  union all
  select 'alliance_registration', id from public.alliance_registrations
  where email = 'outbox-alliance@pgtap.test';
grant select on outbox_records to anon, authenticated, service_role;

select results_eq(
  $$select d.record_kind, d.state, d.attempts, d.sent_at is null
    from public.notification_deliveries d join outbox_records r on r.id = d.record_id
    where d.kind = 'notification'
    order by 1$$,
  $$values ('alliance_registration', 'pending', 0, true),
           ('coach_application', 'pending', 0, true),
           ('contact_submission', 'pending', 0, true)$$,
  'the trigger creates one pending delivery per stored submission, of the right kind'
);
select is(
  (select array_agg(distinct d.next_attempt_at - d.created_at)
   from public.notification_deliveries d join outbox_records r on r.id = d.record_id),
  array[interval '20 seconds'],
  'a new delivery is due after the fast path''s 20 second head start'
);
select throws_ok(
  $$insert into public.notification_deliveries (record_kind, record_id)
    select kind, id from outbox_records limit 1$$,
  '23505',
  null,
  'a record has one notification delivery, never two'
);
select throws_ok(
  $$insert into public.notification_deliveries (record_kind, record_id)
    values ('newsletter', gen_random_uuid())$$,
  '23514',
  null,
  'record_kind is one of the three intake kinds'
);

-- ------------------------------------------------------------------ who may read and change
select ok(
  (select relrowsecurity from pg_class where oid = 'public.notification_deliveries'::regclass),
  'notification_deliveries has row level security enabled'
);

select tests.authenticate_as_anon();
select throws_ok(
  'select * from public.notification_deliveries',
  '42501',
  null,
  'anon cannot read notification deliveries'
);
select throws_ok(
  $$update public.notification_deliveries set state = 'sent'$$,
  '42501',
  null,
  'anon cannot change notification state'
);
select throws_ok(
  $$insert into public.notification_deliveries (record_kind, record_id)
    values ('contact_submission', gen_random_uuid())$$,
  '42501',
  null,
  'anon cannot add deliveries'
);

select tests.authenticate_as('outbox-member');
select is_empty(
  'select * from public.notification_deliveries',
  'a signed-in non-admin reads no notification deliveries'
);
select throws_ok(
  $$update public.notification_deliveries set state = 'sent'$$,
  '42501',
  null,
  'a signed-in non-admin cannot change notification state'
);
select throws_ok(
  'delete from public.notification_deliveries',
  '42501',
  null,
  'a signed-in non-admin cannot delete deliveries'
);

select tests.authenticate_as('outbox-admin');
select results_eq(
  $$select count(*) from public.notification_deliveries d join outbox_records r on r.id = d.record_id$$,
  $$values (6::bigint)$$,
  'an admin reads notification deliveries (a notification and an acknowledgement per record)'
);
select throws_ok(
  $$update public.notification_deliveries set state = 'sent'$$,
  '42501',
  null,
  'not even an admin changes delivery state directly'
);

-- ------------------------------------------------------------------ service-role RPCs
select tests.clear_authentication();
select is(
  array(
    select format('%s may execute %s', role, fn)
    from unnest(array['anon', 'authenticated']) as role,
         unnest(array[
           'public.claim_notification_for_submission(text, jsonb)',
           'public.claim_due_notifications(integer)',
           'public.claim_acknowledgement(text, uuid)',
           'public.record_notification_sent(text, uuid, text)',
           'public.record_notification_failure(text, uuid, text, boolean, text)'
         ]) as fn
    where has_function_privilege(role, fn, 'execute')
  ),
  '{}'::text[],
  'anon and authenticated cannot execute the service-role delivery functions'
);
select ok(
  has_function_privilege('service_role', 'public.claim_due_notifications(integer)', 'execute')
  and has_function_privilege(
    'service_role', 'public.claim_notification_for_submission(text, jsonb)', 'execute'
  ),
  'the service role executes them'
);

select tests.authenticate_as_anon();
select throws_ok(
  'select * from public.claim_due_notifications(10)',
  '42501',
  null,
  'anon cannot claim due deliveries'
);
select throws_ok(
  $$select public.claim_notification_for_submission('contact_submission', '{}'::jsonb)$$,
  '42501',
  null,
  'anon cannot claim a delivery for a payload'
);
select tests.authenticate_as('outbox-member');
select throws_ok(
  $$select public.record_notification_sent('contact_submission', gen_random_uuid())$$,
  '42501',
  null,
  'a signed-in user cannot mark a delivery sent'
);

-- The fast path claims only a stored row equal to the payload, once.
select tests.authenticate_as_service_role();
create temporary table contact_payload on commit drop as
  select jsonb_build_object(
    'first_name', 'Grace', 'last_name', 'Hopper', 'email', 'outbox-contact@pgtap.test',
    'phone', '208-555-0101', 'organization_type', 'k-12',
    'organization_name', 'Boise School District', 'subject', 'request-training',
    'message', 'We would like a half-day workshop for our staff.'
  ) as row_json;
select is(
  public.claim_notification_for_submission(
    'contact_submission', (select row_json || '{"message": "Something else entirely."}' from contact_payload)
  ) ->> 'outcome',
  'not_found',
  'a payload that differs from every stored row claims nothing'
);
select is(
  public.claim_notification_for_submission('contact_submission', (select row_json from contact_payload))
    ->> 'outcome',
  'claimed',
  'the payload of a stored, never-attempted row claims it'
);
select is(
  public.claim_notification_for_submission('contact_submission', (select row_json from contact_payload))
    ->> 'outcome',
  'already_handled',
  'the same payload again claims nothing: one e-mail per stored row'
);
select throws_ok(
  $$select public.claim_notification_for_submission('contact_submission', '{"email": "outbox-contact@pgtap.test"}')$$,
  '22023',
  null,
  'a payload that does not name every stored column is refused'
);

-- Failures back off, and give up after 24 hours with the reason.
select is(
  (select public.record_notification_failure('contact_submission', id, '421 relay down') ->> 'state'
   from outbox_records where kind = 'contact_submission'),
  'pending',
  'a failed attempt goes back to pending'
);
select tests.clear_authentication();
select is(
  (select (d.next_attempt_at - now(), d.attempts, d.last_error, d.lease_expires_at is null)::text
   from public.notification_deliveries d join outbox_records r on r.id = d.record_id
   where r.kind = 'contact_submission' and d.kind = 'notification'),
  ('00:01:00'::interval, 1, '421 relay down', true)::text,
  'the first retry is due a minute later, with the error recorded'
);
update public.notification_deliveries d
set state = 'sending', attempts = 7, lease_expires_at = now() - interval '1 second'
from outbox_records r where r.id = d.record_id and r.kind = 'contact_submission'
  and d.kind = 'notification';
select tests.authenticate_as_service_role();
select ok(
  exists (
    select 1 from public.claim_due_notifications(100) c
    join outbox_records r on r.id = c.record_id
    where r.kind = 'contact_submission' and c.kind = 'notification' and c.attempts = 8 and c.record ->> 'email' = 'outbox-contact@pgtap.test'
  ),
  'the worker takes over a delivery whose lease expired, with its stored submission'
);
select is(
  (select public.record_notification_failure('contact_submission', id, 'still down') ->> 'next_attempt_at'
   from outbox_records where kind = 'contact_submission')::timestamptz - now(),
  interval '60 minutes',
  'the back-off is capped at an hour'
);
select tests.clear_authentication();
update public.notification_deliveries d
set state = 'sending', lease_expires_at = now() + interval '1 minute', give_up_at = now() - interval '1 second'
from outbox_records r where r.id = d.record_id and r.kind = 'contact_submission'
  and d.kind = 'notification';
select tests.authenticate_as_service_role();
select is(
  (select public.record_notification_failure('contact_submission', id, 'relay gone') ->> 'state'
   from outbox_records where kind = 'contact_submission'),
  'failed',
  'after 24 hours of failures the delivery is failed, with the reason'
);

-- ------------------------------------------------------------------ resend
select tests.authenticate_as_anon();
select throws_ok(
  $$select public.resend_notification('contact_submission', gen_random_uuid())$$,
  '42501',
  null,
  'anon cannot resend a notification'
);
select tests.authenticate_as('outbox-member');
select throws_ok(
  $$select public.resend_notification(kind, id) from outbox_records where kind = 'contact_submission'$$,
  '42501',
  'Only admins can resend notifications',
  'a signed-in non-admin cannot resend a notification'
);
select tests.authenticate_as('outbox-admin');
select is(
  (select public.resend_notification(kind, id) ->> 'state' from outbox_records where kind = 'contact_submission'),
  'pending',
  'an admin puts a failed delivery back to pending'
);
select tests.clear_authentication();
select is(
  (select (d.next_attempt_at <= now() and d.attempts = 0 and d.last_error is null
           and d.give_up_at = now() + interval '24 hours')
   from public.notification_deliveries d join outbox_records r on r.id = d.record_id
   where r.kind = 'contact_submission' and d.kind = 'notification'),
  true,
  'a resent delivery is due now, with a fresh 24 hours of retries'
);

-- ------------------------------------------------------------------ deletion
delete from public.alliance_registrations where email = 'outbox-alliance@pgtap.test';
select is_empty(
  $$select 1 from public.notification_deliveries d join outbox_records r on r.id = d.record_id
    where r.kind = 'alliance_registration'$$,
  'a deleted submission takes its delivery with it'
);

select * from finish();
rollback;
