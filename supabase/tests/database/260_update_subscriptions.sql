-- Updates by e-mail (migration 20251101030500_update_subscriptions.sql): a visitor can only sign
-- up (through subscribe_to_updates) and act through a valid signed link; subscriptions are read by
-- administrators and members who send updates, never by reviewers; nothing is sent before the
-- link is followed; an unsubscribe is honoured by the next send; the forms' limits hold.
begin;
set local search_path = public, extensions;
select plan(40);

select tests.create_team_member('us-admin', 'admin', 'us-admin@pgtap.test');
select tests.create_team_member('us-reviewer', 'reviewer', 'us-reviewer@pgtap.test');
select tests.create_team_member('us-editor', 'editor', 'us-editor@pgtap.test');
select tests.create_team_member('us-news', 'news_editor', 'us-news@pgtap.test');

-- A sign-up as the updates page sends it.
create function pg_temp.sign_up(_email text, _topics jsonb default '["news"]')
returns jsonb
language sql
as $$
  select public.subscribe_to_updates(jsonb_build_object(
    'email', _email, 'topics', _topics, 'source', 'updates-page',
    'shown', 'Send me the updates I ticked. You can change or stop them from any update.'
  ))
$$;

create function pg_temp.subscription_id(_email text)
returns uuid
language sql
security definer
as $$ select id from public.update_subscriptions where email = lower(_email) $$;

create function pg_temp.token(_purpose text, _email text, _expires timestamptz)
returns text
language sql
security definer
as $$ select private.update_link_token(_purpose, pg_temp.subscription_id(_email), _expires) $$;

/* The permission that sends updates */
select results_eq(
  $$select role::text from public.role_permissions where permission = 'send_updates' order by 1$$,
  $$values ('admin'), ('editor')$$,
  'send_updates is in the admin and editor bundles only');

/* A visitor signs up */
select tests.authenticate_as_anon();
select tests.request_from('198.51.100.20');
select is(pg_temp.sign_up('Ada@Example.org', '["news", "training"]'),
  '{"state": "confirmation_sent", "expires_in_hours": 48}'::jsonb,
  'anon can sign up through subscribe_to_updates');
select throws_ok(
  $$insert into public.update_subscriptions (email, topics) values ('x@example.org', '{news}')$$,
  '42501', null, 'anon cannot insert a subscription directly');
select throws_ok($$select count(*) from public.update_subscriptions$$, '42501', null,
  'anon cannot read subscriptions');
select throws_ok($$select count(*) from public.update_consent_events$$, '42501', null,
  'anon cannot read consent records');
select throws_ok($$select * from public.update_recipients('news')$$, '42501', null,
  'anon cannot list the recipients of an update');
select throws_ok(
  $$select public.subscribe_to_updates('{"email": "not-an-address", "topics": ["news"],
    "source": "updates-page", "shown": "Send me updates."}')$$,
  '22023', 'Enter an email address in the correct format, like name@example.com',
  'a sign-up with a malformed address is refused in words');
select throws_ok(
  $$select public.subscribe_to_updates('{"email": "b@example.org", "topics": ["gossip"],
    "source": "updates-page", "shown": "Send me updates."}')$$,
  '22023', 'Choose at least one topic: training, contests, events or news.',
  'a sign-up with an unknown topic is refused');
select throws_ok(
  $$select public.subscribe_to_updates('{"email": "b@example.org", "topics": ["news"],
    "source": "updates-page"}')$$,
  '22023', null, 'a sign-up without the words shown is refused (consent needs its record)');

select tests.clear_authentication();
select is(
  (select row(state, topics, name, region)::text from public.update_subscriptions
   where email = 'ada@example.org'),
  row('unconfirmed', '{news,training}'::text[], null::text, null::text)::text,
  'the sign-up keeps the address (lower case) and topics, unconfirmed');
select is(
  (select row(action, source, shown)::text from public.update_consent_events
   where subscription_id = pg_temp.subscription_id('ada@example.org')),
  row('requested', 'updates-page',
    'Send me the updates I ticked. You can change or stop them from any update.')::text,
  'the consent record keeps what was shown and where');
select is(
  (select count(*)::integer from public.notification_deliveries
   where record_kind = 'update_subscription' and kind = 'update_confirmation'
     and recipient = 'ada@example.org' and state = 'pending'),
  1, 'one confirmation e-mail is queued');
select is(
  (select count(*)::integer from public.update_recipients('news')
   where email = 'ada@example.org'),
  0, 'nothing is sent to an unconfirmed subscription');

/* A second sign-up for the same address */
select tests.authenticate_as_anon();
select tests.request_from('198.51.100.21');
select is(pg_temp.sign_up('ADA@example.org', '["training", "news"]'),
  '{"state": "confirmation_sent", "expires_in_hours": 48}'::jsonb,
  'a second sign-up answers exactly what the first did');
select tests.clear_authentication();
select is(
  (select count(*)::integer from public.notification_deliveries
   where kind = 'update_confirmation' and recipient = 'ada@example.org'),
  2, 'a second sign-up queues one more confirmation');

/* The confirmation link */
select tests.authenticate_as_anon();
select throws_ok(
  format($$select public.confirm_update_subscription(%L, 'Confirm my subscription')$$,
    pg_temp.token('confirm', 'ada@example.org', now() - interval '1 minute')),
  '22023',
  'This confirmation link has expired (links work for 48 hours). Sign up again and we will send a new one.',
  'an expired confirmation link is refused in words');
select throws_ok(
  format($$select public.confirm_update_subscription(%L, 'Confirm my subscription')$$,
    pg_temp.token('manage', 'ada@example.org', now() + interval '1 hour')),
  '22023', null, 'a link signed for another purpose does not confirm');
select throws_ok(
  format($$select public.confirm_update_subscription(%L, 'Confirm my subscription')$$,
    pg_temp.subscription_id('ada@example.org')::text || '.0.AAAAAAAAAAAAAAAAAAAAAAAA'),
  '22023', null, 'a forged link does not confirm');
select is(
  public.confirm_update_subscription(
    pg_temp.token('confirm', 'ada@example.org', now() + interval '1 hour'),
    'Confirm my subscription') ->> 'state',
  'subscribed', 'anon confirms with a valid confirmation link');

select tests.authenticate_as_service_role();
select results_eq(
  $$select email from public.update_recipients('training')$$,
  $$values ('ada@example.org')$$,
  'a confirmed subscription receives updates on its topics');
select is(
  (select count(*)::integer from public.update_recipients('contests')),
  0, 'and not on the topics it did not choose');

/* A sign-up never changes a confirmed subscription */
select tests.authenticate_as_anon();
select pg_temp.sign_up('ada@example.org', '["contests"]');
select tests.clear_authentication();
select is(
  (select topics from public.update_subscriptions where email = 'ada@example.org'),
  '{news,training}'::text[], 'a stranger''s sign-up does not change a confirmed subscription');

/* The preferences link */
select tests.authenticate_as_anon();
select is(
  public.update_subscription_preferences(pg_temp.token('manage', 'ada@example.org', null))
    -> 'topics',
  '["news", "training"]'::jsonb, 'anon reads its preferences with a valid preferences link');
select throws_ok($$select public.update_subscription_preferences('nothing.0.here')$$, '22023', null,
  'anon reads nothing without a valid link');
select is(
  public.save_update_preferences(pg_temp.token('manage', 'ada@example.org', null),
    '["events"]', true, 'Save my choices') ->> 'state',
  'paused', 'a preferences link changes the topics and pauses');
select tests.authenticate_as_service_role();
select is((select count(*)::integer from public.update_recipients('events')), 0,
  'a paused subscription receives nothing');
select tests.authenticate_as_anon();
select public.save_update_preferences(pg_temp.token('manage', 'ada@example.org', null),
  '["events"]', false, 'Save my choices');
select tests.authenticate_as_service_role();
select is((select count(*)::integer from public.update_recipients('events')), 1,
  'a resumed subscription receives its topics again');

/* Unsubscribe (the one-click POST comes through the same function) */
select is(
  public.unsubscribe_from_updates(pg_temp.token('manage', 'ada@example.org', null), 'one-click',
    'List-Unsubscribe=One-Click') ->> 'state',
  'unsubscribed', 'a one-click unsubscribe takes effect at once');
select is((select count(*)::integer from public.update_recipients('events')), 0,
  'the next send skips an unsubscribed address');
select tests.clear_authentication();
select is(
  (select array_agg(action order by action) from public.update_consent_events
   where subscription_id = pg_temp.subscription_id('ada@example.org')),
  '{changed,confirmed,paused,requested,requested,requested,resumed,unsubscribed}'::text[],
  'every step of consent is on record, the unsubscribe with its time');

/* Who reads subscriptions */
select tests.authenticate_as('us-reviewer');
select is((select count(*)::integer from public.update_subscriptions), 0,
  'a reviewer does not read subscriptions');
select throws_ok($$select * from public.update_recipients('news')$$, '42501', null,
  'a reviewer cannot list the recipients of an update');
select tests.authenticate_as('us-news');
select is((select count(*)::integer from public.update_subscriptions), 0,
  'a news editor (no send_updates) does not read subscriptions');
select tests.authenticate_as('us-editor');
select is((select count(*)::integer from public.update_consent_events
  where subscription_id = pg_temp.subscription_id('ada@example.org')), 8,
  'an editor (send_updates) reads the consent records');
select tests.authenticate_as('us-admin');
select is((select count(*)::integer from public.update_subscriptions
  where email = 'ada@example.org'), 1, 'an administrator reads subscriptions');

/* The limits */
select tests.authenticate_as_anon();
select tests.request_from('198.51.100.30');
select pg_temp.sign_up('grace@example.org') from generate_series(1, 5);
select throws_ok($$select pg_temp.sign_up('grace@example.org')$$, 'P0001',
  'Too many submissions from this email address. Please try again later.',
  'a sixth sign-up for one address within the hour is refused, as on the forms');
select tests.clear_authentication();
select is(
  (select array_agg(state order by state) from public.notification_deliveries
   where kind = 'update_confirmation' and recipient = 'grace@example.org'),
  '{pending,pending,pending,skipped,skipped}'::text[],
  'at most three confirmations an hour reach one mailbox (the limits on e-mail to a person)');

select tests.authenticate_as_anon();
select tests.request_from('203.0.113.77');
select pg_temp.sign_up('network-' || n || '@example.org') from generate_series(1, 100) n;
select throws_ok($$select pg_temp.sign_up('one-more@example.org')$$, 'P0001',
  'We have received many submissions from your network in the last hour. Your answers are still here: please try again later.',
  'the 101st sign-up from one network within the hour is refused, as on the forms');

/* Forgetting sign-ups nobody confirmed */
select tests.clear_authentication();
update public.update_subscriptions set updated_at = now() - interval '8 days'
where email = 'grace@example.org';
select is(private.forget_unconfirmed_update_subscriptions(), 1,
  'a sign-up nobody confirmed is forgotten a week after it was made');
select is(
  (select count(*)::integer from public.notification_deliveries
   where kind = 'update_confirmation' and recipient = 'grace@example.org'),
  0, 'and its confirmation e-mails with it');

select * from finish();
rollback;
