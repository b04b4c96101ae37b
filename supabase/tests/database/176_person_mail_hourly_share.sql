-- One visitor cannot silence every acknowledgement for the day (issue 32, item 8; migration
-- 20251101030100_person_mail_limits.sql): the day's ceiling of 1,000 e-mails to people is
-- spent at most 100 in any hour. The attack of the campaign, replayed with counts: 960
-- submissions with distinct throwaway mailboxes from 48 /24 networks (20 each, every one inside
-- the per-mailbox and per-network limits).
begin;
set local search_path = public, extensions;
select plan(7);

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
  'the day''s 1,000 e-mails to people are spent at most 100 an hour'
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
  $$values ('pending', null::text, 100), ('skipped', 'project_hour', 860)$$,
  'of 960 flood acknowledgements 100 are owed and 860 skipped by the hour''s share'
);
select is(
  (select skipped_reason from public.notification_deliveries d
   join public.contact_submissions c on c.id = d.record_id
   where d.kind = 'acknowledgement' and c.email = 'throwaway-48-20@flood.pgtap.test'),
  'The hour''s share of 100 e-mails to people was reached (the day''s ceiling of 1000 is spent at most 100 an hour)',
  'a skipped acknowledgement says which limit skipped it'
);
select is(
  (select count(*)::int from public.notification_deliveries d
   join public.contact_submissions c on c.id = d.record_id
   where d.kind = 'notification' and c.email like '%@flood.pgtap.test'),
  960,
  'every flood submission is stored and owed to the reviewers'
);

-- An hour later a real applicant, from a network of her own, is acknowledged.
update private.person_mail_sends set created_at = created_at - interval '61 minutes';
select tests.authenticate_as_anon();
select pg_temp.submit_as_visitor('real.person@pgtap.test', '198.51.100.7');
select tests.clear_authentication();
select is(
  (select d.state from public.notification_deliveries d
   join public.contact_submissions c on c.id = d.record_id
   where d.kind = 'acknowledgement' and c.email = 'real.person@pgtap.test'),
  'pending',
  'a real person an hour after the flood is acknowledged'
);
select is(
  (select 1000 - count(*)::int from private.person_mail_sends where counted),
  899,
  'the flood spent 100 of the day: 899 remain after the real person''s'
);

-- Spending the day takes ten such hours: nine more floods of 100 leave nothing for the eleventh.
insert into private.person_mail_sends (
  delivery_id, kind, record_kind, record_id, mailbox_hash, network_hash, counted, created_at
)
select gen_random_uuid(), 'acknowledgement', 'contact_submission', gen_random_uuid(),
  sha256(convert_to('flood-hour-' || n, 'UTF8')), null, true,
  now() - interval '2 hours' - (n / 100) * interval '1 hour'
from generate_series(0, 898) n;
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
