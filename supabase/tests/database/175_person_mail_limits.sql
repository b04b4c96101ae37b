-- No mail cannon (migration 20251101030100_person_mail_limits.sql): e-mail
-- to a person is limited per mailbox (case, +tags and Gmail's dots counted as one), per network
-- (/24 or /64) and per day for the whole project; a refused e-mail never refuses the submission,
-- it is stored 'skipped' with the reason; a repeat of one form within the hour is combined.
begin;
set local search_path = public, extensions;
select plan(26);

-- What PostgREST sets for a request from _address (the platform's proxy appends it).
create function pg_temp.request_from(_address text)
returns void
language sql
as $$
  select set_config('request.headers', jsonb_build_object('x-forwarded-for', _address)::text, true)
$$;

-- The acknowledgement of the latest record stored for _email in _table.
create function pg_temp.acknowledgement_of(_table text, _email text)
returns public.notification_deliveries
language plpgsql
as $$
declare
  result public.notification_deliveries;
begin
  execute format(
    'select d.* from public.notification_deliveries d join public.%I r on r.id = d.record_id
     where r.email = $1 and d.kind = ''acknowledgement'' order by r.created_at desc limit 1',
    _table
  ) into result using _email;
  return result;
end;
$$;

-- Stores one submission of _table for _email as a visitor from _address.
create function pg_temp.submit_as_visitor(_table text, _email text, _address text)
returns void
language plpgsql
as $$
begin
  perform pg_temp.request_from(_address);
  execute tests.submission_sql(_table, _email);
end;
$$;
grant execute on function pg_temp.request_from(text), pg_temp.submit_as_visitor(text, text, text)
  to anon;

-- Ages every counted e-mail by _by (an hour passing, a day passing), with the hour it spent.
create function pg_temp.age_sends(_by interval)
returns void
language sql
as $$ update private.person_mail_sends set created_at = created_at - _by, send_hour = send_hour - _by $$;

-- ------------------------------------------------------------------ the rule and its figures
select results_eq(
  $$select kinds, mailbox_per_hour, mailbox_per_day, network_per_hour, network_per_day, project_per_day
    from private.person_mail_limits$$,
  $$values (array['acknowledgement', 'status_update', 'update_confirmation'], 3, 10, 20, 60, 1000)$$,
  'the limits hold the documented figures for acknowledgements, status e-mails and update confirmations'
);
select results_eq(
  $$select private.mailbox_key(x) from unnest(array[
      'Jane.Doe+News@GoogleMail.com', 'j.a.n.e.doe@gmail.com', ' JANEDOE@gmail.com ',
      'Jane.Doe+x@Example.org', 'jane.doe@example.org', 'no-at-sign'
    ]) with ordinality as t(x, n) order by n$$,
  $$values ('janedoe@gmail.com'), ('janedoe@gmail.com'), ('janedoe@gmail.com'),
           ('jane.doe@example.org'), ('jane.doe@example.org'), ('no-at-sign')$$,
  'a mailbox is counted in lower case without its +tag, and without dots at Gmail only'
);
select results_eq(
  $$select private.mail_limit_network(x) from unnest(array[
      '198.51.100.7', '198.51.100.250', '2001:db8:1:2:3:4:5:6'
    ]) with ordinality as t(x, n) order by n$$,
  $$values ('198.51.100.0/24'), ('198.51.100.0/24'), ('2001:db8:1:2::/64')$$,
  'a network is an IPv4 /24 or an IPv6 /64'
);
select is(
  array(
    select format('%s may %s', role, what)
    from unnest(array['anon', 'authenticated', 'service_role']) as role,
         unnest(array['select private.person_mail_sends', 'select private.person_mail_limits',
                      'execute private.mailbox_key']) as what
    where case what
      when 'execute private.mailbox_key' then has_function_privilege(role, 'private.mailbox_key(text)', 'execute')
      else has_table_privilege(role, split_part(what, ' ', 2), 'select')
    end
  ),
  '{}'::text[],
  'no API role reads what is counted or the limits'
);

-- ------------------------------------------------------------------ one mailbox, many spellings
select tests.authenticate_as_anon();
select pg_temp.submit_as_visitor('contact_submissions', 'Cannon.Target+1@GoogleMail.com', '198.51.100.7');
select pg_temp.submit_as_visitor('contact_submissions', 'cannontarget+2@gmail.com', '198.51.100.8');
select pg_temp.submit_as_visitor('coach_applications', 'C.A.N.N.O.N.Target@gmail.com', '203.0.113.9');
select pg_temp.submit_as_visitor('alliance_registrations', 'CANNONTARGET+4@gmail.com', '203.0.113.10');
select tests.clear_authentication();

select is(
  (select count(*) from (
    select 1 from public.contact_submissions where private.mailbox_key(email) = 'cannontarget@gmail.com'
    union all select 1 from public.coach_applications where private.mailbox_key(email) = 'cannontarget@gmail.com'
    union all select 1 from public.alliance_registrations where private.mailbox_key(email) = 'cannontarget@gmail.com'
  ) stored),
  4::bigint,
  'every submission is stored, whatever happens to its acknowledgement'
);
select is(
  (pg_temp.acknowledgement_of('contact_submissions', 'Cannon.Target+1@GoogleMail.com')).state,
  'pending',
  'the first acknowledgement to a mailbox is owed'
);
select is(
  (pg_temp.acknowledgement_of('contact_submissions', 'Cannon.Target+1@GoogleMail.com')).recipient,
  'cannon.target+1@googlemail.com',
  'the delivery keeps the address as typed (lower case), not the counted mailbox'
);
select is(
  (pg_temp.acknowledgement_of('contact_submissions', 'cannontarget+2@gmail.com')).earlier_references,
  array[(select reference from public.contact_submissions where email = 'Cannon.Target+1@GoogleMail.com')],
  'a second message within the hour through another +tag is combined with the first'
);
select is(
  (pg_temp.acknowledgement_of('coach_applications', 'C.A.N.N.O.N.Target@gmail.com')).state,
  'pending',
  'the third e-mail to the mailbox within the hour is owed (another form, another network)'
);
select is(
  (pg_temp.acknowledgement_of('coach_applications', 'C.A.N.N.O.N.Target@gmail.com')).earlier_references,
  null,
  'another form is not combined'
);
select results_eq(
  $$select state, skipped_reason
    from pg_temp.acknowledgement_of('alliance_registrations', 'CANNONTARGET+4@gmail.com')$$,
  $$values ('skipped', '3 e-mails already went to this mailbox in the last hour (at most 3 an hour; case, dots and +tags count as one mailbox)')$$,
  'the fourth within the hour, through case, dots and +tags, is refused: skipped with the reason'
);

-- Ten a day: after the hour, three more, then after another hour three more, then one more.
select pg_temp.age_sends('61 minutes');
select tests.authenticate_as_anon();
select pg_temp.submit_as_visitor('alliance_registrations', format('cannontarget+d%s@gmail.com', n), format('192.0.2.%s', n))
from generate_series(1, 3) n;
select tests.clear_authentication();
select pg_temp.age_sends('61 minutes');
select tests.authenticate_as_anon();
select pg_temp.submit_as_visitor('alliance_registrations', format('cannontarget+d%s@gmail.com', n), format('192.0.2.%s', n))
from generate_series(4, 6) n;
select tests.clear_authentication();
select pg_temp.age_sends('61 minutes');
select tests.authenticate_as_anon();
select pg_temp.submit_as_visitor('alliance_registrations', format('cannontarget+d%s@gmail.com', n), format('192.0.2.%s', n))
from generate_series(7, 8) n;
select tests.clear_authentication();

select is(
  (pg_temp.acknowledgement_of('alliance_registrations', 'cannontarget+d7@gmail.com')).state,
  'pending',
  'the tenth e-mail of the day to the mailbox is owed'
);
select results_eq(
  $$select state, skipped_reason
    from pg_temp.acknowledgement_of('alliance_registrations', 'cannontarget+d8@gmail.com')$$,
  $$values ('skipped', '10 e-mails already went to this mailbox in the last day (at most 10 a day; case, dots and +tags count as one mailbox)')$$,
  'the eleventh within a day is refused'
);
create temporary table cannon_records on commit drop as
  select id from public.contact_submissions where private.mailbox_key(email) = 'cannontarget@gmail.com'
  union all select id from public.coach_applications where private.mailbox_key(email) = 'cannontarget@gmail.com'
  union all select id from public.alliance_registrations where private.mailbox_key(email) = 'cannontarget@gmail.com';
select is(
  (select count(*) from private.person_mail_sends s
   where s.counted and s.record_id in (select id from cannon_records)),
  10::bigint,
  'exactly ten e-mails to the mailbox counted in the day'
);

-- A day later the mailbox is acknowledged again, and a day of counting is all that is kept.
select pg_temp.age_sends('25 hours');
select tests.authenticate_as_anon();
select pg_temp.submit_as_visitor('contact_submissions', 'cannontarget+later@gmail.com', '192.0.2.50');
select tests.clear_authentication();
select is(
  (pg_temp.acknowledgement_of('contact_submissions', 'cannontarget+later@gmail.com')).state,
  'pending',
  'after a day the mailbox is acknowledged again'
);
select is(
  (select count(*) from private.person_mail_sends s
   where s.record_id in (select id from cannon_records)
      or s.record_id = (select id from public.contact_submissions
        where email = 'cannontarget+later@gmail.com')),
  1::bigint,
  'nothing older than a day is kept'
);

-- ------------------------------------------------------------------ one network, many mailboxes
select tests.authenticate_as_anon();
select pg_temp.submit_as_visitor('alliance_registrations', format('net%s@pgtap.test', n), format('100.64.7.%s', n))
from generate_series(1, 21) n;
select pg_temp.submit_as_visitor('alliance_registrations', 'net22@pgtap.test', '100.64.8.1');
select pg_temp.submit_as_visitor('alliance_registrations', 'net23@pgtap.test', '2001:db8:7::1');
select tests.clear_authentication();

select is(
  (select count(*) from public.alliance_registrations where email like 'net%@pgtap.test'),
  23::bigint,
  'every submission from the network is stored'
);
select is(
  (select count(*) from public.notification_deliveries d
   join public.alliance_registrations g on g.id = d.record_id
   where g.email like 'net%@pgtap.test' and d.kind = 'acknowledgement' and d.state = 'pending'),
  22::bigint,
  'twenty from one /24 in the hour, and the others from elsewhere, are owed'
);
select results_eq(
  $$select state, skipped_reason
    from pg_temp.acknowledgement_of('alliance_registrations', 'net21@pgtap.test')$$,
  $$values ('skipped', '20 e-mails were already caused from this network in the last hour (at most 20 an hour)')$$,
  'the twenty-first from one /24 within the hour is refused'
);

-- Sixty a day from one network: twenty an hour for two more hours, then one more.
select pg_temp.age_sends('61 minutes');
select tests.authenticate_as_anon();
select pg_temp.submit_as_visitor('alliance_registrations', format('netday%s@pgtap.test', n), '100.64.7.200')
from generate_series(1, 20) n;
select tests.clear_authentication();
select pg_temp.age_sends('61 minutes');
select tests.authenticate_as_anon();
select pg_temp.submit_as_visitor('alliance_registrations', format('netday%s@pgtap.test', n), '100.64.7.201')
from generate_series(21, 40) n;
select tests.clear_authentication();
select pg_temp.age_sends('61 minutes');
select tests.authenticate_as_anon();
select pg_temp.submit_as_visitor('alliance_registrations', 'netday41@pgtap.test', '100.64.7.202');
select tests.clear_authentication();
select is(
  (pg_temp.acknowledgement_of('alliance_registrations', 'netday40@pgtap.test')).state,
  'pending',
  'the sixtieth of the day from one network is owed'
);
select results_eq(
  $$select state, skipped_reason
    from pg_temp.acknowledgement_of('alliance_registrations', 'netday41@pgtap.test')$$,
  $$values ('skipped', '60 e-mails were already caused from this network in the last day (at most 60 a day)')$$,
  'the sixty-first of the day from one network is refused'
);

-- Without a client address (the service role, direct SQL) no network is counted.
select tests.authenticate_as_service_role();
select set_config('request.headers', '', true);
select lives_ok(
  tests.submission_sql('alliance_registrations', 'netday42@pgtap.test'),
  'the service role stores a registration'
);
select tests.clear_authentication();
select is(
  (pg_temp.acknowledgement_of('alliance_registrations', 'netday42@pgtap.test')).state,
  'pending',
  'a record stored without a client address is limited by mailbox and day only'
);

-- ------------------------------------------------------------------ the day's ceiling
update private.person_mail_limits
set project_per_day = (select count(*) + 1 from private.person_mail_sends where counted);
select tests.authenticate_as_anon();
select pg_temp.submit_as_visitor('contact_submissions', 'ceiling-1@pgtap.test', '100.64.9.1');
select pg_temp.submit_as_visitor('contact_submissions', 'ceiling-2@pgtap.test', '100.64.10.1');
select tests.clear_authentication();
select is(
  (pg_temp.acknowledgement_of('contact_submissions', 'ceiling-1@pgtap.test')).state,
  'pending',
  'the last e-mail under the day''s ceiling is owed'
);
select is(
  (pg_temp.acknowledgement_of('contact_submissions', 'ceiling-2@pgtap.test')).skipped_reason,
  format('The day''s ceiling of %s e-mails to people was reached',
    (select project_per_day from private.person_mail_limits)),
  'past the project''s ceiling every e-mail to a person is refused, with the reason'
);

-- ------------------------------------------------------------------ other kinds are not limited
select is(
  (select count(*) from public.notification_deliveries d
   join public.contact_submissions c on c.id = d.record_id
   where c.email = 'ceiling-2@pgtap.test' and d.kind = 'notification' and d.state = 'pending'),
  1::bigint,
  'the reviewers'' notification of a record whose acknowledgement was refused is still owed'
);

select * from finish();
rollback;
