-- A member's password reset that strangers cannot spend, and no auth e-mail queued after Auth has
-- stopped waiting (migration 20251101030400_auth_emails.sql). The attack it
-- answers: /recover asked ten times for a reviewer's address by anyone, paced by Auth's own
-- max_frequency (60 s), used to spend her 10 e-mails an hour and refuse her own reset.
begin;
set local search_path = public, extensions;
select plan(10);

-- The migration's figures, whatever a throwaway stack raised them to.
update private.auth_email_allowances a
set per_hour = f.per_hour, min_interval = f.min_interval
from (values ('signup', 30, null::interval), ('account', 30, null), ('member', 10, null),
             ('member_reset', 60, interval '1 minute'), ('invite', 30, null)) f(purpose, per_hour, min_interval)
where a.purpose = f.purpose;

select tests.create_team_member('reviewer', 'reviewer', 'reviewer@reset.pgtap.test');
select tests.create_supabase_user('outsider', 'outsider@reset.pgtap.test');

create temporary table people on commit drop as
select who, u.id, u.email
from (values ('reviewer'), ('outsider')) w(who)
join auth.users u on u.id = tests.get_supabase_uid(w.who);
grant select on people to service_role;

-- One call of the hook's RPC, as the function makes it (service role).
create function pg_temp.enqueue(_who text, _type text, _token text, _send_by timestamptz default null)
returns jsonb
language sql
as $$
  select public.enqueue_auth_email(
    p.id, p.email, _type, _token, 'Subject', '<p>Body</p>', 'Body', _send_by
  )
  from people p where p.who = _who
$$;
grant execute on function pg_temp.enqueue(text, text, text, timestamptz) to service_role;

-- A minute passes for the recipient's queued e-mails.
create function pg_temp.a_minute_later(_who text)
returns void
language sql
as $$
  update private.auth_emails set created_at = created_at - interval '61 seconds'
  where user_id = (select id from people where who = _who)
$$;

select results_eq(
  $$select per_hour, per_recipient, min_interval from private.auth_email_allowances
    where purpose = 'member_reset'$$,
  $$values (60, true, interval '1 minute')$$,
  'a member''s resets are paced one a minute per recipient, not counted against a small allowance'
);

-- Ten strangers' requests, each once Auth's max_frequency let it through.
create temporary table outcomes (n int, outcome text, purpose text) on commit drop;
grant all on outcomes to service_role;
do $$
begin
  for n in 1..10 loop
    perform tests.authenticate_as_service_role();
    insert into outcomes
    select n, r ->> 'outcome', r ->> 'purpose'
    from pg_temp.enqueue('reviewer', 'recovery', 'stranger-' || n) r;
    perform tests.clear_authentication();
    perform pg_temp.a_minute_later('reviewer');
  end loop;
end
$$;

select results_eq(
  $$select count(*)::int, min(outcome), min(purpose) from outcomes$$,
  $$values (10, 'queued', 'member_reset')$$,
  'ten strangers'' reset requests for a reviewer, a minute apart, are each delivered to her'
);

select tests.authenticate_as_service_role();
select is(
  pg_temp.enqueue('reviewer', 'recovery', 'her-own') ->> 'outcome',
  'queued',
  'the reviewer''s own reset after those ten is still delivered'
);

select is(
  pg_temp.enqueue('reviewer', 'recovery', 'too-soon') - 'retry_after',
  '{"outcome": "too_soon", "purpose": "member_reset"}'::jsonb,
  'a second reset within the minute is refused, so the link already in her inbox keeps working'
);
select ok(
  (pg_temp.enqueue('reviewer', 'magiclink', 'too-soon-2') ->> 'retry_after')::int between 1 and 60,
  'the refusal says how many seconds to wait (at most 60)'
);

select tests.clear_authentication();
select is(
  (select count(*)::int from private.auth_emails where token_key in ('too-soon', 'too-soon-2')),
  0,
  'a refused reset queues nothing'
);

-- A member's own signed-in requests (e-mail change, reauthentication) keep her 10 an hour.
select tests.authenticate_as_service_role();
select is(
  (select array_agg(pg_temp.enqueue('reviewer', 'email_change', 'change-' || n) ->> 'outcome' order by n)
   from generate_series(1, 11) n),
  array['queued', 'queued', 'queued', 'queued', 'queued', 'queued', 'queued', 'queued', 'queued',
        'queued', 'over_allowance'],
  'a member''s e-mail changes are refused past 10 an hour'
);

select is(
  pg_temp.enqueue('outsider', 'recovery', 'outsider-1') ->> 'purpose',
  'account',
  'a reset for an account outside the team draws on the project''s 30 an hour'
);

select is(
  pg_temp.enqueue('outsider', 'recovery', 'late', clock_timestamp() - interval '1 second'),
  '{"outcome": "too_late"}'::jsonb,
  'an e-mail whose hook call ran past Auth''s patience (p_send_by) is not queued'
);

select tests.authenticate_as_anon();
select throws_ok(
  $$select public.enqueue_auth_email(gen_random_uuid(), 'x@reset.pgtap.test', 'recovery', 'anon',
      's', 'h', 't', null)$$,
  '42501',
  null,
  'anon cannot queue an auth e-mail'
);

select tests.clear_authentication();
select * from finish();
rollback;
