-- Sending an update from the desk (migration 20251101030600_update_sends.sql): only members
-- holding send_updates count recipients, send and test; a send queues exactly one e-mail per
-- confirmed, unpaused subscription sharing a topic, once even when confirmed again; an unsubscribe
-- or a pause after the send started skips that person's e-mail; bad input is refused in words
-- with the field to show it beside.
begin;
set local search_path = public, extensions;
select plan(30);

select tests.create_team_member('usend-editor', 'editor', 'usend-editor@pgtap.test');
select tests.create_team_member('usend-reviewer', 'reviewer', 'usend-reviewer@pgtap.test');
select tests.create_team_member('usend-news', 'news_editor', 'usend-news@pgtap.test');
select tests.create_team_member('usend-admin', 'admin', 'usend-admin@pgtap.test');

-- Subscriptions as confirmed sign-ups leave them (the sign-up itself is 260's).
insert into public.update_subscriptions (email, topics, state, confirmed_at, unsubscribed_at)
values
  ('news-one@example.org', '{news}', 'subscribed', now(), null),
  ('news-two@example.org', '{news,events}', 'subscribed', now(), null),
  ('events-only@example.org', '{events}', 'subscribed', now(), null),
  ('training-only@example.org', '{training}', 'subscribed', now(), null),
  ('paused@example.org', '{news}', 'paused', now(), null),
  ('gone@example.org', '{news}', 'unsubscribed', null, now()),
  ('unconfirmed@example.org', '{news}', 'unconfirmed', null, null);

create function pg_temp.update(_id uuid, _topics jsonb, _extra jsonb default '{}')
returns jsonb
language sql
as $$
  select jsonb_build_object(
    'id', _id, 'subject', 'The Alliance this month', 'text', E'Hello.\n\nA new workshop opens.',
    'topics', _topics, 'source', 'written'
  ) || _extra
$$;

create function pg_temp.rows_of(_send uuid)
returns table (recipient text, state text)
language sql
security definer
as $$
  select recipient, state from public.notification_deliveries
  where record_kind = 'update_send' and record_id = _send and kind = 'update'
$$;

/* Who may send */
select tests.authenticate_as('usend-reviewer');
select throws_ok($$select public.count_update_recipients('["news"]')$$, '42501', null,
  'a reviewer cannot count the recipients of an update');
select throws_ok(
  format('select public.send_update(%L)', pg_temp.update(gen_random_uuid(), '["news"]')),
  '42501', null, 'a reviewer cannot send an update');
select throws_ok(
  format('select public.send_update_test(%L)', pg_temp.update(gen_random_uuid(), '["news"]')),
  '42501', null, 'a reviewer cannot send a test of an update');

select tests.authenticate_as('usend-news');
select throws_ok(
  format('select public.send_update(%L)', pg_temp.update(gen_random_uuid(), '["news"]')),
  '42501', null, 'a news editor cannot send an update');

select tests.authenticate_as('usend-editor', 'aal1');
select throws_ok(
  format('select public.send_update(%L)', pg_temp.update(gen_random_uuid(), '["news"]')),
  '42501', null, 'an editor cannot send an update before the two-factor step');

select tests.authenticate_as_anon();
select throws_ok($$select public.count_update_recipients('["news"]')$$, '42501', null,
  'anon cannot count the recipients of an update');

select tests.clear_authentication();
select tests.authenticate_as('usend-editor');
select throws_ok(
  $$insert into public.update_sends (subject, body, topics) values ('x', 'y', '{news}')$$,
  '42501', null, 'an editor cannot insert a send directly (only through send_update)');

/* The count before confirming */
select is(public.count_update_recipients('["news"]'), 2,
  'the count is the confirmed, unpaused subscriptions with the topic');
select is(public.count_update_recipients('["news", "events"]'), 3,
  'a subscription sharing any of the topics counts once');
select is(public.count_update_recipients('["contests"]'), 0,
  'nobody with the topic: the count is 0');

/* Bad input, refused in words beside its field */
select throws_like(
  format('select public.send_update(%L)',
    pg_temp.update(gen_random_uuid(), '["news"]', '{"subject": "  "}')),
  'Enter a subject%', 'an update without a subject is refused in words');
select throws_like(
  format('select public.send_update(%L)',
    pg_temp.update(gen_random_uuid(), '[]')),
  'Choose at least one topic%', 'an update without a topic is refused in words');
select throws_like(
  format('select public.send_update(%L)',
    pg_temp.update(gen_random_uuid(), '["news"]', '{"source": "news:not-published"}')),
  'That news item or event is not on the published site%',
  'a news item that is not published cannot be sent');
select is((select count(*)::integer from public.update_sends), 0, 'a refused update stores nothing');

/* Sending: one e-mail per recipient, exactly once */
select is(
  public.send_update(pg_temp.update('00000000-0000-4000-8000-000000000270', '["news", "events"]')),
  '{"id": "00000000-0000-4000-8000-000000000270", "recipient_count": 3}'::jsonb,
  'an editor sends an update and is told how many it goes to');
select tests.clear_authentication();
select results_eq(
  $$select recipient from pg_temp.rows_of('00000000-0000-4000-8000-000000000270') order by 1$$,
  $$values ('events-only@example.org'), ('news-one@example.org'), ('news-two@example.org')$$,
  'the update goes to confirmed, unpaused subscriptions sharing a topic, not to paused, unsubscribed, unconfirmed or other topics');
select is(
  (select count(*)::integer from public.notification_deliveries
   where record_id = '00000000-0000-4000-8000-000000000270'
     and next_attempt_at > now() + interval '1 second'),
  2, 'the e-mails of one send fall due one after another, not all at once');

select tests.authenticate_as('usend-editor');
select is(
  public.send_update(pg_temp.update('00000000-0000-4000-8000-000000000270', '["news", "events"]'))
    ->> 'recipient_count',
  '3', 'confirming the same send again (a retry after a lost answer) queues nobody twice');
select tests.clear_authentication();
select is(
  (select count(*)::integer from public.notification_deliveries
   where record_kind = 'update_send' and record_id = '00000000-0000-4000-8000-000000000270'),
  3, 'each recipient has exactly one e-mail of the send');
select throws_ok(
  $$insert into public.notification_deliveries (record_kind, record_id, kind, item_id, recipient)
    select 'update_send', '00000000-0000-4000-8000-000000000270', 'update', s.id, s.email
    from public.update_subscriptions s where s.email = 'news-one@example.org'$$,
  '23505', null, 'the outbox itself refuses a second e-mail of one send to one subscription');

/* An unsubscribe after the send started is honoured at once */
update public.update_subscriptions
set state = 'unsubscribed', unsubscribed_at = now() where email = 'news-two@example.org';
update public.update_subscriptions set state = 'paused' where email = 'events-only@example.org';
select results_eq(
  $$select recipient, state from pg_temp.rows_of('00000000-0000-4000-8000-000000000270') order by 1$$,
  $$values ('events-only@example.org', 'skipped'), ('news-one@example.org', 'pending'),
    ('news-two@example.org', 'skipped')$$,
  'an unsubscribe or a pause after the send started skips that person''s waiting e-mail');
select is(
  (select private.delivery_content(d) ->> 'recipient' from public.notification_deliveries d
   where d.record_id = '00000000-0000-4000-8000-000000000270'
     and d.recipient = 'news-two@example.org'),
  null, 'a row already claimed renders no recipient once the person unsubscribed');
select ok(
  (select private.delivery_content(d) ?& array['subject', 'text', 'manage_token', 'recipient']
   from public.notification_deliveries d
   where d.record_id = '00000000-0000-4000-8000-000000000270'
     and d.recipient = 'news-one@example.org'),
  'an update carries its words and the subscriber''s preferences link');

/* A test to herself */
select tests.authenticate_as('usend-editor');
select is(
  public.send_update_test(pg_temp.update(gen_random_uuid(), '["news"]')) ->> 'recipient',
  'usend-editor@pgtap.test', 'a test goes to the sender''s own address');
select tests.clear_authentication();
select is(
  (select count(*)::integer from public.notification_deliveries
   where kind = 'update_test' and recipient = 'usend-editor@pgtap.test'),
  1, 'a test is one e-mail, to the sender alone');

/* Progress */
select tests.authenticate_as('usend-editor');
select results_eq(
  $$select recipient_count, sent, waiting, skipped from public.update_send_progress()
    where not test$$,
  $$values (3, 0, 1, 2)$$,
  'the desk reads a send''s progress from its outbox rows');

/* Mail health shows each send's result, and a failing update without breaking its shape */
select tests.clear_authentication();
update public.notification_deliveries
set state = 'failed', last_error = 'the mail server refused it permanently (SMTP 550)'
where record_id = '00000000-0000-4000-8000-000000000270' and recipient = 'news-one@example.org';
select tests.authenticate_as('usend-admin');
select is(
  (select s - 'created_at' from jsonb_array_elements(public.mail_health() -> 'update_sends') s
   where s ->> 'id' = '00000000-0000-4000-8000-000000000270'),
  '{"id": "00000000-0000-4000-8000-000000000270", "subject": "The Alliance this month",
    "recipient_count": 3, "sent": 0, "waiting": 0, "failed": 1, "skipped": 2}'::jsonb,
  'mail health shows a send''s result: sent, waiting, failed and skipped');
select is(
  (select f ->> 'kind' || ' ' || coalesce(f ->> 'record_kind', 'no record')
   from jsonb_array_elements(public.mail_health() -> 'failing') f
   where f ->> 'recipient' = 'news-one@example.org'),
  'update no record', 'a failed update is listed in mail health as an update about no record');

select tests.authenticate_as('usend-reviewer');
select is((select count(*)::integer from public.update_sends), 0,
  'a reviewer reads no sends');
select throws_ok($$select * from public.update_send_progress()$$, '42501', null,
  'a reviewer cannot read the progress of sends');

select * from finish();
rollback;
