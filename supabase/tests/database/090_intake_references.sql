-- References, idempotent submission and the acknowledgement deliveries (migrations
-- 20251101020000_intake.sql and 20251101030000_outbox.sql): the database draws every reference, one draft stores one
-- record, and a stored record owes exactly two e-mails: the reviewers' notification and one
-- acknowledgement to the address on the record; a repeat of the same form within the hour is one
-- combined acknowledgement (the limits themselves: 175_person_mail_limits.sql).
begin;
set local search_path = public, extensions;
select plan(35);

select tests.create_team_member('reference-admin', 'admin');

create temporary table contact_submission_json on commit drop as
  select jsonb_build_object(
    'first_name', 'Grace', 'last_name', 'Hopper', 'email', 'Reference-Contact@pgtap.test',
    'phone', '208-555-0101', 'organization_type', 'k-12',
    'organization_name', 'Boise School District', 'subject', 'request-training',
    'message', 'We would like a half-day workshop for our staff.'
  ) as submission;
grant select on contact_submission_json to anon, authenticated, service_role;

-- ------------------------------------------------------------------ references
select tests.authenticate_as_anon();
select lives_ok(
  tests.submission_sql('coach_applications', 'reference-coach@pgtap.test'),
  'a visitor stores a coach application with a plain INSERT'
);
select throws_ok(
  $$insert into public.contact_submissions (first_name, last_name, email, phone, organization_type,
      organization_name, subject, message, reference)
    values ('Eve', 'Mallory', 'eve@pgtap.test', '208-555-0199', 'other', 'Eve Inc',
      'general', 'I would like to choose my own reference.', 'CT-AAAAAAAA')$$,
  '42501',
  null,
  'anon cannot choose a reference (no column grant)'
);
select tests.clear_authentication();

select matches(
  (select reference from public.coach_applications where email = 'reference-coach@pgtap.test'),
  '^CA-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$',
  'a coach application gets a CA- reference of eight characters without look-alikes'
);
select is(
  (select count(*) from public.coach_applications where reference is null),
  0::bigint,
  'every stored coach application has a reference (rows stored earlier were given one)'
);

select tests.authenticate_as_service_role();
insert into public.alliance_registrations (first_name, last_name, email, organization,
  organization_type, title, reference)
values ('Katherine', 'Johnson', 'reference-alliance@pgtap.test', 'Idaho Technology Council',
  'business', 'Director', 'AL-22222222');
select tests.clear_authentication();
select isnt(
  (select reference from public.alliance_registrations where email = 'reference-alliance@pgtap.test'),
  'AL-22222222',
  'the database draws the reference even when a trusted caller names one'
);
select matches(
  (select reference from public.alliance_registrations where email = 'reference-alliance@pgtap.test'),
  '^AL-',
  'an alliance registration''s reference starts with AL-'
);
select is(
  (select count(distinct new_ref) from (
    select private.new_intake_reference('CT') as new_ref from generate_series(1, 2000)
  ) drawn),
  2000::bigint,
  '2,000 references drawn in a row are all different (not a counter, not a short cycle)'
);
select ok(
  (select bool_and(new_ref !~ '[01OI]') from (
    select private.new_intake_reference('CT') as new_ref from generate_series(1, 500)
  ) drawn),
  'no reference holds 0, 1, O or I'
);

-- ------------------------------------------------------------------ submit_contact_message
select tests.authenticate_as_anon();
select matches(
  (select public.submit_contact_message(submission, 'a1111111-1111-4111-8111-111111111111') ->> 'reference'
   from contact_submission_json),
  '^CT-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$',
  'a visitor''s submission answers its CT- reference'
);
select lives_ok(
  $$select public.submit_contact_message(submission, 'a1111111-1111-4111-8111-111111111111')
    from contact_submission_json, generate_series(1, 7)$$,
  'the same key sent seven more times is accepted (the per-address limit of five is not spent)'
);
select throws_ok(
  $$select public.submit_contact_message(submission || '{"status": "closed"}', gen_random_uuid())
    from contact_submission_json$$,
  '22023',
  null,
  'a submission naming a column the form does not send (status) is refused'
);
select throws_ok(
  $$select public.submit_contact_message(submission || '{"reference": "CT-22222222"}', gen_random_uuid())
    from contact_submission_json$$,
  '22023',
  null,
  'a submission naming its own reference is refused'
);
select throws_ok(
  $$select public.submit_contact_message(submission - 'message', gen_random_uuid())
    from contact_submission_json$$,
  '22023',
  null,
  'a submission missing a field is refused'
);
select throws_ok(
  $$select public.submit_contact_message(submission, null) from contact_submission_json$$,
  '22023',
  null,
  'a submission without an idempotency key is refused'
);
select throws_ok(
  $$select public.submit_contact_message(submission || '{"message": "short"}', gen_random_uuid())
    from contact_submission_json$$,
  '23514',
  null,
  'the CHECK constraints still refuse what the form refuses'
);
select throws_ok(
  $$select private.submit_intake('contact_submission', submission, gen_random_uuid())
    from contact_submission_json$$,
  '42501',
  null,
  'anon cannot call the private submit function directly'
);
select tests.clear_authentication();

select is(
  (select count(*) from public.contact_submissions where email = 'Reference-Contact@pgtap.test'),
  1::bigint,
  'eight sends of one key stored one record'
);
select is(
  (select public.submit_contact_message(submission, 'a1111111-1111-4111-8111-111111111111') ->> 'reference'
   from contact_submission_json),
  (select reference from public.contact_submissions where idempotency_key = 'a1111111-1111-4111-8111-111111111111'),
  'a repeated key answers the stored record''s reference'
);
select is(
  (select count(*) from public.notification_deliveries d
   join public.contact_submissions c on c.id = d.record_id
   where c.email = 'Reference-Contact@pgtap.test'),
  2::bigint,
  'a repeated key creates no further delivery: one notification and one acknowledgement'
);

-- ------------------------------------------------------------------ acknowledgements
select results_eq(
  $$select d.kind, d.state, d.recipient from public.notification_deliveries d
    join public.contact_submissions c on c.id = d.record_id
    where c.email = 'Reference-Contact@pgtap.test' order by d.kind$$,
  $$values ('acknowledgement', 'pending', 'reference-contact@pgtap.test'),
           ('notification', 'pending', null)$$,
  'the acknowledgement is owed to the address stored on the record, and nobody else'
);

select tests.authenticate_as_anon();
select isnt(
  (select public.submit_contact_message(submission, 'a2222222-2222-4222-8222-222222222222') ->> 'reference'
   from contact_submission_json),
  (select public.submit_contact_message(submission, 'a1111111-1111-4111-8111-111111111111') ->> 'reference'
   from contact_submission_json),
  'a new key (after "Send another") stores a new record with a new reference'
);
-- The same address through another form within the hour.
select lives_ok(
  tests.submission_sql('alliance_registrations', 'REFERENCE-contact@pgtap.test'),
  'the same address registers for the alliance within the hour'
);
select tests.clear_authentication();

select results_eq(
  $$select d.kind, d.state, d.earlier_references from public.notification_deliveries d
    join public.contact_submissions c on c.id = d.record_id
    where c.idempotency_key = 'a2222222-2222-4222-8222-222222222222' order by d.kind$$,
  $$select 'acknowledgement', 'pending', array[(select reference from public.contact_submissions
      where idempotency_key = 'a1111111-1111-4111-8111-111111111111')]
    union all select 'notification', 'pending', null::text[]$$,
  'a second message within the hour is notified to the reviewers and acknowledged once, combined with the first, so the person is answered rather than met with silence'
);
select is(
  (select row(d.state, d.earlier_references)::text from public.notification_deliveries d
   join public.alliance_registrations g on g.id = d.record_id
   where g.email = 'REFERENCE-contact@pgtap.test' and d.kind = 'acknowledgement'),
  row('pending', null::text[])::text,
  'another form from the same address within the hour gets its own acknowledgement'
);

-- An hour later the same form is acknowledged on its own again.
update private.person_mail_sends set created_at = created_at - interval '61 minutes';
select tests.authenticate_as_anon();
select lives_ok(
  $$select public.submit_contact_message(submission, 'a3333333-3333-4333-8333-333333333333')
    from contact_submission_json$$,
  'the address writes in again after an hour'
);
select tests.clear_authentication();
select is(
  (select row(d.state, d.earlier_references)::text from public.notification_deliveries d
   join public.contact_submissions c on c.id = d.record_id
   where c.idempotency_key = 'a3333333-3333-4333-8333-333333333333' and d.kind = 'acknowledgement'),
  row('pending', null::text[])::text,
  'after an hour the next acknowledgement stands alone again'
);

select is(
  (select count(*) from public.notification_deliveries d
   where not exists (select 1 from public.coach_applications where id = d.record_id)
     and not exists (select 1 from public.contact_submissions where id = d.record_id)
     and not exists (select 1 from public.alliance_registrations where id = d.record_id)),
  0::bigint,
  'every delivery belongs to a stored record'
);
select is(
  (select count(*) from (
    select d.record_id from public.notification_deliveries d
    where d.record_id in (
      select id from public.coach_applications where email ilike 'reference-%'
      union all select id from public.contact_submissions where email ilike 'reference-%'
      union all select id from public.alliance_registrations where email ilike 'reference-%'
    )
    group by d.record_kind, d.record_id
    having count(*) filter (where kind = 'notification') <> 1
        or count(*) filter (where kind = 'acknowledgement') <> 1
        or count(*) <> 2
  ) wrong),
  0::bigint,
  'every record stored here owes exactly two e-mails: one notification and one acknowledgement'
);
select throws_ok(
  $$insert into public.notification_deliveries (record_kind, record_id, kind)
    values ('contact_submission', gen_random_uuid(), 'newsletter')$$,
  '23514',
  null,
  'a delivery is a notification or an acknowledgement, nothing else'
);

-- ------------------------------------------------------------------ who may claim
select is(
  array(
    select format('%s may execute %s', role, fn)
    from unnest(array['anon', 'authenticated']) as role,
         unnest(array[
           'public.claim_acknowledgement(text, uuid)',
           'private.submit_intake(text, jsonb, uuid)',
           'private.new_intake_reference(text)'
         ]) as fn
    where has_function_privilege(role, fn, 'execute')
  ),
  '{}'::text[],
  'anon and authenticated cannot claim acknowledgements or reach the private helpers'
);
select tests.authenticate_as_service_role();
select is(
  (select public.claim_acknowledgement('contact_submission', c.id) -> 'record' ->> 'reference'
   from public.contact_submissions c where c.idempotency_key = 'a3333333-3333-4333-8333-333333333333'),
  (select reference from public.contact_submissions
   where idempotency_key = 'a3333333-3333-4333-8333-333333333333'),
  'the fast path claims a never-attempted acknowledgement with the stored record'
);
select is(
  (select public.claim_acknowledgement('contact_submission', c.id)
   from public.contact_submissions c where c.idempotency_key = 'a3333333-3333-4333-8333-333333333333'),
  null,
  'an acknowledgement is claimed once'
);
select is(
  (select public.claim_acknowledgement('contact_submission', c.id) -> 'content' -> 'earlier_references'
   from public.contact_submissions c where c.idempotency_key = 'a2222222-2222-4222-8222-222222222222'),
  (select jsonb_build_array(reference) from public.contact_submissions
   where idempotency_key = 'a1111111-1111-4111-8111-111111111111'),
  'the claim of a combined acknowledgement carries the earlier reference for the e-mail'
);
select tests.clear_authentication();
update public.notification_deliveries d
set state = 'skipped', skipped_reason = 'Not sent (pgTAP)'
from public.alliance_registrations g
where g.id = d.record_id and g.email = 'REFERENCE-contact@pgtap.test' and d.kind = 'acknowledgement';
select tests.authenticate_as_service_role();
select is(
  (select public.claim_acknowledgement('alliance_registration', g.id)
   from public.alliance_registrations g where g.email = 'REFERENCE-contact@pgtap.test'),
  null,
  'a skipped acknowledgement is never claimed'
);
select tests.clear_authentication();

-- ------------------------------------------------------------------ the desk finds a reference
select tests.authenticate_as('reference-admin');
select is(
  (select count(*) from public.contact_submissions_desk
   where search_text ilike '%' || lower((select reference from public.contact_submissions
     where idempotency_key = 'a1111111-1111-4111-8111-111111111111')) || '%'),
  1::bigint,
  'a reviewer finds a record by its reference in the desk''s search'
);
select tests.clear_authentication();

select * from finish();
rollback;
