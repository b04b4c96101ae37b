-- mail_health(): the desk's front page learns whether mail goes out from one read-only RPC,
-- refused to anyone who may not work submissions, never from the delivery tables themselves.
begin;
set local search_path = public, extensions;
select plan(12);

select tests.create_supabase_user('mail-health-member');
select tests.create_team_member('mail-health-admin', 'admin');

-- A stored application whose notification failed for good and whose acknowledgement is
-- retrying after the mail service refused it.
create temporary table health_record on commit drop as
  select tests.create_submission('coach_applications', 'mail-health@pgtap.test') as id;
grant select on health_record to public;
update public.notification_deliveries
  set state = 'failed', attempts = 12, last_error = 'SMTP 550 mailbox unavailable'
  where record_id = (select id from health_record) and kind = 'notification';
update public.notification_deliveries
  set attempts = 1, last_error = 'Invalid greeting. response=421 Service not available'
  where record_id = (select id from health_record) and kind = 'acknowledgement';

select tests.authenticate_as_anon();
select throws_ok(
  'select public.mail_health()',
  '42501',
  null,
  'anon cannot read mail health'
);

select tests.authenticate_as('mail-health-member');
select throws_ok(
  'select public.mail_health()',
  '42501',
  'Only the desk''s reviewers can see mail health',
  'a signed-in user who may not work submissions cannot read mail health'
);

select tests.authenticate_as('mail-health-admin');
select is(
  (select jsonb_agg(k ->> 'kind') from jsonb_array_elements(public.mail_health() -> 'kinds') k),
  '["notification", "acknowledgement", "reply", "account", "update"]'::jsonb,
  'mail health answers for every kind of e-mail, in a fixed order'
);
select ok(
  (select (k ->> 'failed')::int >= 1
   from jsonb_array_elements(public.mail_health() -> 'kinds') k
   where k ->> 'kind' = 'notification'),
  'a notification given up on counts as failed'
);
select ok(
  (select (k ->> 'pending')::int >= 1 and k ->> 'oldest_waiting_at' is not null
   from jsonb_array_elements(public.mail_health() -> 'kinds') k
   where k ->> 'kind' = 'acknowledgement'),
  'a retrying acknowledgement counts as waiting, with the oldest wait'
);
select is(
  (select jsonb_agg(f ->> 'kind' order by f ->> 'kind')
   from jsonb_array_elements(public.mail_health() -> 'failing') f
   where (f ->> 'record_id')::uuid = (select id from health_record)),
  '["acknowledgement", "notification"]'::jsonb,
  'the failing list holds the failed notification and the acknowledgement whose attempt failed'
);
select is(
  (select f ->> 'name'
   from jsonb_array_elements(public.mail_health() -> 'failing') f
   where (f ->> 'record_id')::uuid = (select id from health_record) and f ->> 'kind' = 'notification'),
  'Ada Lovelace',
  'each failing delivery names the person its record is about'
);
select is(
  (select f ->> 'recipient'
   from jsonb_array_elements(public.mail_health() -> 'failing') f
   where (f ->> 'record_id')::uuid = (select id from health_record)
     and f ->> 'kind' = 'acknowledgement'),
  'mail-health@pgtap.test',
  'an acknowledgement names the address it goes to'
);

create temporary table health_deliveries on commit drop as
  select kind, id, resend_generation from public.notification_deliveries
  where record_id = (select id from health_record);
grant select on health_deliveries to public;

select tests.authenticate_as('mail-health-member');
select throws_ok(
  format('select public.retry_delivery(%L)',
    (select id from health_deliveries where kind = 'acknowledgement')),
  '42501',
  null,
  'a signed-in user who may not work submissions cannot send an e-mail again'
);
select tests.authenticate_as('mail-health-admin');
select is(
  (select public.retry_delivery((select id from health_deliveries where kind = 'acknowledgement'))
     ->> 'resend_generation')::int,
  (select resend_generation from health_deliveries where kind = 'acknowledgement'),
  'a late acknowledgement is made due now under its own identity (a repeat stays droppable)'
);
select is(
  (select public.retry_delivery((select id from health_deliveries where kind = 'notification'))
     ->> 'state'),
  'pending',
  'a reviewer puts a failed notification back in the outbox, due now, as a new generation'
);

select tests.authenticate_as_service_role();
update public.notification_deliveries
  set state = 'sent', sent_at = now(), last_error = null
  where record_id = (select id from health_record);
select tests.authenticate_as('mail-health-admin');
select is(
  (select count(*) from jsonb_array_elements(public.mail_health() -> 'failing') f
   where (f ->> 'record_id')::uuid = (select id from health_record)),
  0::bigint,
  'once sent, the deliveries leave the failing list'
);

select * from finish();
rollback;
