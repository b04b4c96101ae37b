-- Bounces and complaints (migration 20251101030600_update_sends.sql): only the service role
-- records an event; a hard bounce or a complaint suppresses the address for updates at once (left
-- out of the count and the send, its waiting update skipped); a soft bounce changes nothing; an
-- event delivered twice records once; a hard bounce of an e-mail about a record marks it failed;
-- administrators read the suppression list, editors and reviewers do not.
begin;
set local search_path = public, extensions;
select plan(15);

select tests.create_team_member('sup-admin', 'admin', 'sup-admin@pgtap.test');
select tests.create_team_member('sup-editor', 'editor', 'sup-editor@pgtap.test');
select tests.create_team_member('sup-reviewer', 'reviewer', 'sup-reviewer@pgtap.test');

insert into public.update_subscriptions (email, topics, state, confirmed_at)
values
  ('keeps@example.org', '{news}', 'subscribed', now()),
  ('bounces@example.org', '{news}', 'subscribed', now()),
  ('complains@example.org', '{news}', 'subscribed', now()),
  ('full@example.org', '{news}', 'subscribed', now());

create function pg_temp.event(_id text, _type text, _address text, _bounce text default null)
returns jsonb
language sql
as $$
  select jsonb_build_object(
    'id', _id, 'type', _type, 'address', _address, 'bounce_type', _bounce,
    'message', 'The mailbox does not exist.'
  )
$$;

/* Who records an event */
select tests.authenticate_as_anon();
select throws_ok(
  format('select public.record_mail_event(%L)',
    pg_temp.event('evt_1', 'email.complained', 'keeps@example.org')),
  '42501', null, 'anon cannot record a bounce or complaint');
select tests.authenticate_as('sup-admin');
select throws_ok(
  format('select public.record_mail_event(%L)',
    pg_temp.event('evt_1', 'email.complained', 'keeps@example.org')),
  '42501', null, 'an administrator cannot record one either (only the webhook, as the service role)');

/* A send is under way; then the events arrive */
select tests.authenticate_as('sup-editor');
select is(public.count_update_recipients('["news"]'), 4, 'four people would receive news');
select is(
  public.send_update(jsonb_build_object(
    'id', '00000000-0000-4000-8000-000000000271', 'subject', 'News', 'text', 'Hello.',
    'topics', '["news"]'::jsonb, 'source', 'written')) ->> 'recipient_count',
  '4', 'the send goes to four');

select tests.authenticate_as_service_role();
select is(
  public.record_mail_event(pg_temp.event('evt_hard', 'email.bounced', 'Bounces@example.org', 'Permanent')) ->> 'outcome',
  'suppressed', 'a hard bounce suppresses the address');
select is(
  public.record_mail_event(pg_temp.event('evt_spam', 'email.complained', 'complains@example.org')) ->> 'outcome',
  'suppressed', 'a complaint suppresses the address');
select is(
  public.record_mail_event(pg_temp.event('evt_soft', 'email.bounced', 'full@example.org', 'Transient')) ->> 'outcome',
  'soft_bounce', 'a soft bounce (a full mailbox) changes nothing');
select is(
  public.record_mail_event(pg_temp.event('evt_hard', 'email.bounced', 'bounces@example.org', 'Permanent')) ->> 'outcome',
  'duplicate', 'the same event delivered twice records once');
select tests.clear_authentication();

select results_eq(
  $$select recipient, state from public.notification_deliveries
    where record_id = '00000000-0000-4000-8000-000000000271' order by recipient$$,
  $$values ('bounces@example.org', 'skipped'), ('complains@example.org', 'skipped'),
    ('full@example.org', 'pending'), ('keeps@example.org', 'pending')$$,
  'the waiting updates of a bounced or complaining address are skipped at once; the others wait');

select tests.authenticate_as('sup-editor');
select is(public.count_update_recipients('["news"]'), 2,
  'the count before confirming leaves suppressed addresses out');
select is(
  public.send_update(jsonb_build_object(
    'id', '00000000-0000-4000-8000-000000000272', 'subject', 'More news', 'text', 'Hello again.',
    'topics', '["news"]'::jsonb, 'source', 'written')) ->> 'recipient_count',
  '2', 'the next send leaves suppressed addresses out');
select is((select count(*)::integer from public.mail_suppressions), 0,
  'an editor does not read the suppression list');

select tests.authenticate_as('sup-reviewer');
select is((select count(*)::integer from public.mail_suppressions), 0,
  'a reviewer does not read the suppression list');

select tests.authenticate_as('sup-admin');
select results_eq(
  $$select email, reason from public.mail_suppressions order by email$$,
  $$values ('bounces@example.org', 'bounced'), ('complains@example.org', 'complained')$$,
  'an administrator reads the suppression list with each reason');

/* A hard bounce of an e-mail about a record */
select tests.clear_authentication();
select tests.create_submission('contact_submissions', 'ack-bounces@example.org');
update public.notification_deliveries
set state = 'sent', sent_at = now()
where recipient = 'ack-bounces@example.org' and kind = 'acknowledgement';
select tests.authenticate_as_service_role();
select public.record_mail_event(
  pg_temp.event('evt_ack', 'email.bounced', 'ack-bounces@example.org', 'Permanent'));
select tests.clear_authentication();
select is(
  (select state || ': ' || last_error from public.notification_deliveries
   where recipient = 'ack-bounces@example.org' and kind = 'acknowledgement'),
  'failed: The address bounced for good: The mailbox does not exist.',
  'a hard bounce marks the record''s acknowledgement failed, with the reason');

select * from finish();
rollback;
