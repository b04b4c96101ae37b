-- Replies, saved replies and notification routing (migration desk_replies_and_routing): admins
-- only; a reply goes to the record's own address and sets the status in the same transaction;
-- the senders' RPCs belong to the service role; routes hold valid addresses only.
begin;
set local search_path = public, extensions;
select plan(28);

select tests.create_supabase_user('reply-member', 'reply-member@pgtap.test');
select tests.create_team_member('reply-admin', 'admin', 'reply-admin@pgtap.test');
create temporary table contact_ids (id uuid) on commit drop;
grant select on contact_ids to anon, authenticated, service_role;
insert into contact_ids
  select tests.create_submission('contact_submissions', 'replied@pgtap.test',
    '{"subject": "partnership"}');

select ok(
  (select bool_and(relrowsecurity) from pg_class
   where oid in ('public.desk_replies'::regclass, 'public.saved_replies'::regclass,
                 'public.notification_routes'::regclass)),
  'row-level security is enabled on desk_replies, saved_replies and notification_routes'
);
select ok(
  (select count(*) from public.saved_replies where record_kind = 'coach_application') >= 2
    and exists (select 1 from public.saved_replies where record_kind = 'contact_submission')
    and exists (select 1 from public.saved_replies where record_kind = 'alliance_registration'),
  'the migration seeds saved replies for every form'
);

-- ---------------------------------------------------------------------------- anon
select tests.authenticate_as_anon();
select throws_ok(
  $$select count(*) from public.saved_replies$$, '42501', null, 'anon cannot read saved replies'
);
select throws_ok(
  $$select count(*) from public.desk_replies$$, '42501', null, 'anon cannot read replies'
);
select throws_ok(
  $$select count(*) from public.notification_routes$$, '42501', null, 'anon cannot read routes'
);
select throws_ok(
  $$select public.send_desk_reply('contact_submission', (select id from contact_ids),
      gen_random_uuid(), 'Spam')$$,
  '42501', null, 'anon cannot send a reply'
);
select throws_ok(
  $$insert into public.desk_replies (record_kind, record_id, request_id, recipient, body)
    values ('contact_submission', (select id from contact_ids), gen_random_uuid(),
            'victim@example.org', 'Spam')$$,
  '42501', null, 'anon cannot write a reply delivery'
);
select throws_ok(
  $$insert into public.notification_routes (record_kind, recipients)
    values ('contact_submission', array['thief@evil.example'])$$,
  '42501', null, 'anon cannot add a route'
);

-- ---------------------------------------------------------------------------- a signed-in non-admin
select tests.authenticate_as('reply-member');
select is((select count(*)::int from public.saved_replies), 0, 'a non-admin reads no saved replies');
select is((select count(*)::int from public.notification_routes), 0, 'a non-admin reads no routes');
select throws_ok(
  $$select public.send_desk_reply('contact_submission', (select id from contact_ids),
      gen_random_uuid(), 'Spam')$$,
  '42501', null, 'a non-admin cannot send a reply'
);
select throws_ok(
  $$insert into public.saved_replies (record_kind, title, body)
    values ('contact_submission', 'Sneaky', 'Hi')$$,
  '42501', null, 'a non-admin cannot add a saved reply'
);
select throws_ok(
  $$insert into public.notification_routes (record_kind, recipients)
    values ('contact_submission', array['thief@evil.example'])$$,
  '42501', null, 'a non-admin cannot add a route'
);
delete from public.saved_replies where true;
select tests.clear_authentication();
select ok(
  (select count(*) from public.saved_replies) >= 5,
  'a non-admin''s delete removes no saved reply'
);
select tests.authenticate_as('reply-member');
select throws_ok(
  $$select * from public.claim_due_notifications(10)$$, '42501', null,
  'a signed-in user cannot claim replies'
);
select throws_ok(
  $$select public.notification_recipients('contact_submission', (select id from contact_ids))$$,
  '42501', null, 'a signed-in user cannot resolve routes'
);

-- ---------------------------------------------------------------------------- an admin
select tests.authenticate_as('reply-admin');
select lives_ok(
  $$select public.send_desk_reply('contact_submission', (select id from contact_ids),
      'b0000000-0000-4000-8000-000000000001', e'Hello,\nthanks.', 'responded')$$,
  'an admin sends a reply that sets the status'
);
select is(
  (select recipient from public.desk_replies where request_id = 'b0000000-0000-4000-8000-000000000001'),
  'replied@pgtap.test',
  'the reply is addressed to the record''s own e-mail address'
);
select is(
  (select status from public.contact_submissions where id = (select id from contact_ids)),
  'responded',
  'the record''s status changed in the same action'
);
select is(
  (select changed_by from public.status_changes where record_id = (select id from contact_ids)),
  tests.get_supabase_uid('reply-admin'),
  'the status change is recorded as the admin''s'
);
select lives_ok(
  $$select public.send_desk_reply('contact_submission', (select id from contact_ids),
      'b0000000-0000-4000-8000-000000000001', e'Hello,\nthanks.', 'responded')$$,
  'sending the same draft again is accepted'
);
select is(
  (select count(*)::int from public.desk_replies where record_id = (select id from contact_ids)),
  1,
  'and queues no second reply'
);
select throws_ok(
  $$update public.desk_replies set recipient = 'victim@example.org'
    where record_id = (select id from contact_ids)$$,
  '42501', null, 'an admin cannot redirect a reply'
);
select throws_ok(
  $$select public.send_desk_reply('contact_submission', (select id from contact_ids),
      gen_random_uuid(), '   ')$$,
  '22023', null, 'an empty reply is refused'
);
select throws_ok(
  $$insert into public.notification_routes (record_kind, recipients)
    values ('contact_submission', array['reviewers@pgtap.test', 'not an address'])$$,
  '23514', null, 'a route with an invalid address is refused'
);
select lives_ok(
  $$insert into public.notification_routes (record_kind, contact_subject, recipients)
    values ('contact_submission', 'partnership', array['partners@pgtap.test']),
           ('contact_submission', '', array['team@pgtap.test'])$$,
  'an admin routes the contact form and its partnership subject'
);

-- ---------------------------------------------------------------------------- the senders
select tests.authenticate_as_service_role();
select is(
  public.notification_recipients('contact_submission', (select id from contact_ids)),
  array['partners@pgtap.test'],
  'the subject''s route wins over the form''s'
);
select is(
  (select count(*)::int from public.claim_due_notifications(100) c
   where c.kind = 'reply' and c.record_id = (select id from contact_ids)
     and c.recipient = 'replied@pgtap.test'),
  1,
  'the worker claims the queued reply with its recipient'
);

select * from finish();
rollback;
