-- One visitor cannot silence every acknowledgement for the day (migration
-- 20251101030100_person_mail_limits.sql):
-- first acknowledgements are spent at most 100 a clock hour, bursts 30 an hour and 300 a day of
-- their own, and a full hour holds an e-mail for a later one. The attack of the campaign, replayed
-- with counts: 960 submissions with distinct throwaway mailboxes from 48 /24 networks (20 each,
-- every one inside the per-mailbox and per-network limits).
begin;
set local search_path = public, extensions;
select plan(8);

create function pg_temp.submit_as_visitor(_email text, _address text)
returns void
language plpgsql
as $$
begin
  perform set_config('request.headers', jsonb_build_object('x-forwarded-for', _address)::text, true);
  execute tests.submission_sql('contact_submissions', _email);
end;
$$;
grant execute on function pg_temp.submit_as_visitor(text, text) to anon;

-- The project's day starts empty here, whatever other files left.
delete from private.person_mail_sends;

select results_eq(
  $$select project_per_hour, project_per_day from private.person_mail_limits$$,
  $$values (100, 1000)$$,
  'first acknowledgements are spent at most 100 an hour of the day''s 1,000'
);

select tests.authenticate_as_anon();
select pg_temp.submit_as_visitor(
  format('throwaway-%s-%s@flood.pgtap.test', network, host),
  format('100.72.%s.%s', network, host)
)
from generate_series(1, 48) network, generate_series(1, 20) host
order by network, host;
select tests.clear_authentication();

select results_eq(
  $$select d.state, d.skipped_limit, count(*)::int
    from public.notification_deliveries d
    join public.contact_submissions c on c.id = d.record_id
    where d.kind = 'acknowledgement' and c.email like '%@flood.pgtap.test'
    group by 1, 2 order by 1, 2$$,
  $$values ('pending', null::text, 444), ('skipped', 'project_day', 516)$$,
  'of 960 flood acknowledgements the 144 first ones and 300 bursts are owed, 516 bursts skipped by the bursts'' day'
);
select is(
  (select skipped_reason from public.notification_deliveries d
   join public.contact_submissions c on c.id = d.record_id
   where d.kind = 'acknowledgement' and c.email = 'throwaway-48-20@flood.pgtap.test'),
  'The day''s 300 e-mails for bursts were spent (a network''s e-mails after its first 3 in an hour, a mailbox''s after its first of the day); the rest of the day''s 1000 is kept for first acknowledgements',
  'a skipped acknowledgement says which limit skipped it'
);
select is(
  (select count(*)::int from public.notification_deliveries d
   join public.contact_submissions c on c.id = d.record_id
   where d.kind = 'notification' and c.email like '%@flood.pgtap.test'),
  960,
  'every flood submission is stored and owed to the reviewers'
);

-- During the flood a real applicant, from a network of her own, is held for the next hour: 48
-- networks made 144 first acknowledgements, more than the hour's 100.
select tests.authenticate_as_anon();
select pg_temp.submit_as_visitor('during.person@pgtap.test', '198.51.100.8');
select tests.clear_authentication();
select results_eq(
  $$select d.state, d.next_attempt_at from public.notification_deliveries d
    join public.contact_submissions c on c.id = d.record_id
    where d.kind = 'acknowledgement' and c.email = 'during.person@pgtap.test'$$,
  $$values ('pending', date_trunc('hour', now()) + interval '1 hour')$$,
  'a real person during a flood of 48 networks is held for the next hour, not skipped'
);

-- An hour later a real applicant, from a network of her own, is acknowledged at once.
update private.person_mail_sends
set created_at = created_at - interval '61 minutes', send_hour = send_hour - interval '1 hour';
select tests.authenticate_as_anon();
select pg_temp.submit_as_visitor('real.person@pgtap.test', '198.51.100.7');
select tests.clear_authentication();
select results_eq(
  $$select d.state, d.next_attempt_at <= d.created_at + interval '20 seconds'
    from public.notification_deliveries d
    join public.contact_submissions c on c.id = d.record_id
    where d.kind = 'acknowledgement' and c.email = 'real.person@pgtap.test'$$,
  $$values ('pending', true)$$,
  'a real person an hour after the flood is acknowledged at once'
);
select is(
  (select 1000 - count(*)::int from private.person_mail_sends where counted),
  554,
  'the flood spent 444 of the day: 554 remain after the two real people''s'
);

-- Only the day's ceiling skips a first acknowledgement: 1,000 let through in the day.
insert into private.person_mail_sends (
  delivery_id, kind, record_kind, record_id, mailbox_hash, network_hash, counted, created_at
)
select gen_random_uuid(), 'acknowledgement', 'contact_submission', gen_random_uuid(),
  sha256(convert_to('flood-hour-' || n, 'UTF8')), null, true,
  now() - interval '2 hours' - (n / 100) * interval '1 hour'
from generate_series(1, 554) n;
select tests.authenticate_as_anon();
select pg_temp.submit_as_visitor('late.person@pgtap.test', '203.0.113.9');
select tests.clear_authentication();
select is(
  (select d.skipped_limit from public.notification_deliveries d
   join public.contact_submissions c on c.id = d.record_id
   where d.kind = 'acknowledgement' and c.email = 'late.person@pgtap.test'),
  'project_day',
  'only when 1,000 were let through in the day does the day''s ceiling skip'
);

select * from finish();
rollback;
