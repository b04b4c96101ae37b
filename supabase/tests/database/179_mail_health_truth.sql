-- Mail health tells the truth (migration 20251101030300_mail_health.sql):
-- a listed e-mail says why it is listed, and only one due for over 15 minutes is "late"; the
-- acknowledgements a limit skipped are counted and named; the intake RPC says whether the
-- acknowledgement will be sent. The sign-in and account e-mails are a group of their own
-- ('account'), named by what they are and about no record.
begin;
set local search_path = public, extensions;
select plan(11);

select tests.create_team_member('mt-reviewer', 'reviewer', 'mt-reviewer@pgtap.test');

create function pg_temp.submit_as_visitor(_email text, _address text)
returns jsonb
language plpgsql
as $$
begin
  perform set_config('request.headers', jsonb_build_object('x-forwarded-for', _address)::text, true);
  return public.submit_contact_message(
    (select to_jsonb(r) - 'id' - 'created_at' - 'status' - 'reference' - 'idempotency_key'
     from jsonb_populate_record(null::public.contact_submissions, jsonb_build_object(
       'first_name', 'Grace', 'last_name', 'Truth', 'email', _email, 'phone', '208-555-0101',
       'organization_type', 'k-12', 'organization_name', 'Boise School District',
       'subject', 'request-training', 'message', 'A half-day workshop, please.')) r),
    gen_random_uuid()
  );
end;
$$;
grant execute on function pg_temp.submit_as_visitor(text, text) to anon;

-- The intake RPC's answer names the acknowledgement's fate: three to one mailbox in an hour are
-- sent, the fourth is skipped by the per-mailbox limit.
select tests.authenticate_as_anon();
create temporary table mt_answers on commit drop as
  select n, pg_temp.submit_as_visitor('same.person+' || n || '@pgtap.test', '100.80.' || n || '.1') as answer
  from generate_series(1, 4) n;
select tests.clear_authentication();
select results_eq(
  $$select answer ->> 'acknowledgement' from mt_answers order by n$$,
  $$values ('sending'), ('sending'), ('sending'), ('skipped')$$,
  'the intake RPC says the acknowledgement is sending, and skipped once the mailbox limit is met'
);
select ok(
  (select bool_and(answer ->> 'reference' ~ '^CT-') from mt_answers),
  'every submission is stored and answers its reference'
);

create temporary table mt_health on commit drop as select null::jsonb as health;
grant all on mt_health to public;
select tests.authenticate_as('mt-reviewer');
update mt_health set health = public.mail_health();
select tests.clear_authentication();

select ok(
  (select (health -> 'skipped' ->> 'total')::int >= 1
      and (health -> 'skipped' -> 'by_limit' ->> 'mailbox')::int >= 1 from mt_health),
  'mail health counts the acknowledgements skipped by a limit, per limit'
);
select is(
  (select r ->> 'name' || ' | ' || (r ->> 'limit')
   from mt_health, jsonb_array_elements(health -> 'skipped' -> 'recent') r
   where r ->> 'recipient' = 'same.person+4@pgtap.test'),
  'Grace Truth | mailbox',
  'mail health names the person whose acknowledgement a limit skipped, and the limit'
);

-- Three waiting e-mails: one retried after a refusal a minute ago, one due 16 minutes ago, one
-- not due for an hour.
create temporary table mt_rows on commit drop as
  select tests.create_submission('coach_applications', 'mt-' || n || '@pgtap.test') as id, n
  from generate_series(1, 3) n;
grant select on mt_rows to public;
update public.notification_deliveries d
  set attempts = 1, last_error = 'Invalid greeting. response=421 Service not available',
      give_up_at = now() - interval '1 minute' + interval '24 hours'
  from mt_rows r where r.n = 1 and d.record_id = r.id and d.kind = 'notification';
update public.notification_deliveries d
  set next_attempt_at = now() - interval '16 minutes',
      give_up_at = now() - interval '16 minutes' + interval '24 hours'
  from mt_rows r where r.n = 2 and d.record_id = r.id and d.kind = 'notification';
update public.notification_deliveries d
  set next_attempt_at = now() + interval '1 hour', give_up_at = now() + interval '25 hours'
  from mt_rows r where r.n = 3 and d.record_id = r.id and d.kind = 'notification';

select tests.authenticate_as('mt-reviewer');
select is(
  (select f ->> 'why' from jsonb_array_elements(public.mail_health() -> 'failing') f
   where (f ->> 'record_id')::uuid = (select id from mt_rows where n = 1) and f ->> 'kind' = 'notification'),
  'retrying',
  'an e-mail retried a minute after a refusal is listed as retrying, not as 15 minutes late'
);
select is(
  (select f ->> 'why' from jsonb_array_elements(public.mail_health() -> 'failing') f
   where (f ->> 'record_id')::uuid = (select id from mt_rows where n = 2) and f ->> 'kind' = 'notification'),
  'late',
  'an e-mail due for over 15 minutes is late'
);
select is(
  (select count(*)::int from jsonb_array_elements(public.mail_health() -> 'failing') f
   where (f ->> 'record_id')::uuid = (select id from mt_rows where n = 3)),
  0,
  'an e-mail not yet due is not listed'
);
select ok(
  (select (k ->> 'oldest_waiting_at')::timestamptz <= now()
   from jsonb_array_elements(public.mail_health() -> 'kinds') k where k ->> 'kind' = 'notification'),
  'the oldest wait is never a wait that has not begun'
);
select ok(
  not exists (
    select 1 from jsonb_array_elements(public.mail_health() -> 'failing') f
    where f ->> 'why' = 'late' and (f ->> 'waiting_since')::timestamptz > now() - interval '15 minutes'
  ),
  'no e-mail is called late that has waited 15 minutes or less'
);
select tests.clear_authentication();

-- A password reset the mail service refused for good: an auth e-mail, about an account.
with reset as (
  insert into private.auth_emails (
    user_id, purpose, email_action_type, recipient, token_key, subject, html, body_text
  )
  select u.id, 'member', 'recovery', 'mt-reviewer@pgtap.test', 'mt-reset:' || gen_random_uuid(),
    'Reset your password', '<p>Reset</p>', 'Reset'
  from auth.users u where u.email = 'mt-reviewer@pgtap.test'
  returning id, user_id
)
insert into public.notification_deliveries (
  record_kind, record_id, kind, item_id, recipient, state, attempts, last_error, next_attempt_at
)
select 'auth_user', reset.user_id, 'auth_email', reset.id, 'mt-reviewer@pgtap.test', 'failed', 1,
  'The mail service refused it permanently (SMTP 550)', now()
from reset;

select tests.authenticate_as('mt-reviewer');
select is(
  (select jsonb_build_object('about', f -> 'about', 'record_kind', f -> 'record_kind',
     'record_id', f -> 'record_id', 'why', f -> 'why')
   from jsonb_array_elements(public.mail_health() -> 'failing') f
   where f ->> 'kind' = 'account' and f ->> 'recipient' = 'mt-reviewer@pgtap.test'),
  '{"about": "recovery", "record_kind": null, "record_id": null, "why": "failed"}'::jsonb,
  'a failed password reset is listed as an account e-mail, by what it is, about no record'
);
select ok(
  (select (k ->> 'failed')::int >= 1
   from jsonb_array_elements(public.mail_health() -> 'kinds') k where k ->> 'kind' = 'account'),
  'the sign-in and account e-mails are counted as a fourth group'
);
select tests.clear_authentication();

select * from finish();
rollback;
