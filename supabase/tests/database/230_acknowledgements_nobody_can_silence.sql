-- Acknowledgements nobody can silence (migration 20251101030100_person_mail_limits.sql):
-- a mailbox's first acknowledgement of the day from a quiet network draws on the hour's 100, which
-- bursts never spend; bursts have 30 an hour and 300 a day of their own; a full hour holds an
-- e-mail for a later hour instead of skipping it. The campaign's attack replayed with its figures:
-- 100 submissions from five /24 networks (20 each, within the per-mailbox and per-network limits).
begin;
set local search_path = public, extensions;
select plan(12);

select tests.create_team_member('held-reviewer', 'reviewer', 'held-reviewer@pgtap.test');

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

create function pg_temp.acknowledgement_of(_email text)
returns public.notification_deliveries
language sql
as $$
  select d.* from public.notification_deliveries d
  join public.contact_submissions c on c.id = d.record_id
  where d.kind = 'acknowledgement' and c.email = _email
$$;

-- The project's day starts empty here, whatever other files left.
delete from private.person_mail_sends;

select results_eq(
  $$select project_per_hour, burst_share, quiet_network_per_hour from private.person_mail_limits$$,
  $$values (100, 0.3, 3)$$,
  'first acknowledgements have 100 an hour, bursts 30 % of the hour and of the day, a quiet network fewer than 3 an hour'
);

-- The attack.
select tests.authenticate_as_anon();
select pg_temp.submit_as_visitor(
  format('silencer-%s-%s@burst.pgtap.test', network, host), format('100.66.%s.%s', network, host)
)
from generate_series(1, 5) network, generate_series(1, 20) host
order by network, host;
select tests.clear_authentication();

select results_eq(
  $$select count(*) filter (where d.state = 'pending' and d.next_attempt_at <= d.created_at + interval '20 seconds')::int,
           count(*) filter (where d.state = 'pending' and d.next_attempt_at > d.created_at + interval '20 seconds')::int,
           count(*) filter (where d.state = 'skipped')::int
    from public.notification_deliveries d
    join public.contact_submissions c on c.id = d.record_id
    where d.kind = 'acknowledgement' and c.email like '%@burst.pgtap.test'$$,
  $$values (45, 55, 0)$$,
  'of the attack''s 100, 15 first acknowledgements and 30 bursts go now and 55 are held: none is skipped'
);
select is(
  (select max(n)::int from (
    select count(*) as n from private.person_mail_sends where counted and burst group by send_hour
  ) per_hour),
  30,
  'bursts spend at most their 30 in any hour'
);
select ok(
  (select bool_and(d.next_attempt_at >= date_trunc('hour', now()) + interval '1 hour'
                   and d.give_up_at = d.next_attempt_at + interval '24 hours')
   from public.notification_deliveries d
   join public.contact_submissions c on c.id = d.record_id
   where d.kind = 'acknowledgement' and c.email like '%@burst.pgtap.test'
     and d.next_attempt_at > d.created_at + interval '20 seconds'),
  'a held acknowledgement is due when a later hour begins, and its day of retries counts from then'
);

select tests.authenticate_as('held-reviewer');
select is(
  public.mail_health() -> 'held',
  jsonb_build_object('total', 55, 'next_at', date_trunc('hour', now()) + interval '1 hour'),
  'mail health counts the acknowledgements held for a later hour and when the next is due'
);
select tests.clear_authentication();

-- A real applicant in the same hour, from a network of her own.
select tests.authenticate_as_anon();
select pg_temp.submit_as_visitor('real.applicant@pgtap.test', '198.51.100.7');
select tests.clear_authentication();
select results_eq(
  $$select state, next_attempt_at <= created_at + interval '20 seconds'
    from pg_temp.acknowledgement_of('real.applicant@pgtap.test')$$,
  $$values ('pending', true)$$,
  'a real applicant''s acknowledgement in the hour of the attack goes at once, not skipped'
);

-- The fast path sends what is due now, never what is held.
select tests.authenticate_as_service_role();
select ok(
  public.claim_acknowledgement('contact_submission',
    (pg_temp.acknowledgement_of('real.applicant@pgtap.test')).record_id) is not null,
  'the fast path claims an acknowledgement due now'
);
select is(
  public.claim_acknowledgement('contact_submission',
    (pg_temp.acknowledgement_of('silencer-5-20@burst.pgtap.test')).record_id),
  null,
  'the fast path cannot claim an acknowledgement held for a later hour'
);
select tests.clear_authentication();

-- Refused: when the hour's 100 first acknowledgements are spent, the next waits for the next hour.
insert into private.person_mail_sends (
  delivery_id, kind, record_kind, record_id, mailbox_hash, network_hash, counted, send_hour, burst
)
select gen_random_uuid(), 'acknowledgement', 'contact_submission', gen_random_uuid(),
  sha256(convert_to('quiet-' || n, 'UTF8')), null, true, date_trunc('hour', now()), false
from generate_series(1, 100 - (select count(*)::int from private.person_mail_sends
                               where counted and not burst and send_hour = date_trunc('hour', now()))) n;
select tests.authenticate_as_anon();
select pg_temp.submit_as_visitor('next.applicant@pgtap.test', '203.0.113.40');
select tests.clear_authentication();
select results_eq(
  $$select state, next_attempt_at from pg_temp.acknowledgement_of('next.applicant@pgtap.test')$$,
  $$values ('pending', date_trunc('hour', now()) + interval '1 hour')$$,
  'past the hour''s 100 first acknowledgements the next is held for the next hour, not skipped'
);

-- Refused: bursts have 300 of the day; past them a burst is skipped with the reason.
insert into private.person_mail_sends (
  delivery_id, kind, record_kind, record_id, mailbox_hash, network_hash, counted, send_hour, burst,
  created_at
)
select gen_random_uuid(), 'acknowledgement', 'contact_submission', gen_random_uuid(),
  sha256(convert_to('burst-' || n, 'UTF8')), null, true,
  date_trunc('hour', now()) - interval '12 hours', true, now() - interval '12 hours'
from generate_series(1, 300 - (select count(*)::int from private.person_mail_sends where counted and burst)) n;
select tests.authenticate_as_anon();
-- The same mailbox again through a +tag, from a new network: its second of the day is a burst.
select pg_temp.submit_as_visitor('silencer-1-1+again@burst.pgtap.test', '198.18.0.5');
select tests.clear_authentication();
select results_eq(
  $$select state, skipped_limit, skipped_reason
    from pg_temp.acknowledgement_of('silencer-1-1+again@burst.pgtap.test')$$,
  $$values ('skipped', 'project_day',
    'The day''s 300 e-mails for bursts were spent (a network''s e-mails after its first 3 in an hour, a mailbox''s after its first of the day); the rest of the day''s 1000 is kept for first acknowledgements')$$,
  'past the day''s 300 bursts a burst is skipped, saying why'
);
select tests.authenticate_as_anon();
select pg_temp.submit_as_visitor('quiet.applicant@pgtap.test', '192.0.2.77');
select tests.clear_authentication();
select is(
  (pg_temp.acknowledgement_of('quiet.applicant@pgtap.test')).state,
  'pending',
  'a first acknowledgement is owed when the bursts'' day is spent'
);
select is(
  (select 1000 - count(*)::int from private.person_mail_sends where counted),
  1000 - 300 - 100 - 2,
  'the bursts'' day leaves the rest of the day''s 1,000 for first acknowledgements'
);

select * from finish();
rollback;
