-- The desk views run as the caller (migration desk_views_security_invoker): an admin reads every
-- row, with the search; a signed-in non-admin reads none; anon may not read them at all; the
-- views show no idempotency key; the row check is public.can_work_submissions() in the views and
-- in the base tables' read policies; and the search still uses the trigram index.
begin;
set local search_path = public, extensions;
select plan(14);

create function pg_temp.plan_of(_query text) returns text language plpgsql as $$
declare
  line text;
  plan text := '';
begin
  for line in execute 'explain ' || _query loop
    plan := plan || line || E'\n';
  end loop;
  return plan;
end
$$;

select tests.create_team_member('invoker-admin', 'admin', 'invoker-admin@pgtap.test',
  'a0000000-0000-4000-8000-0000000001a1');
select tests.create_supabase_user('invoker-member', 'invoker-member@pgtap.test', null,
  'a0000000-0000-4000-8000-0000000001a2');
select tests.create_submission('coach_applications', 'zyxquill@invoker.pgtap.test');
select tests.create_submission('contact_submissions', 'zyxquill@invoker.pgtap.test');
select tests.create_submission('alliance_registrations', 'zyxquill@invoker.pgtap.test');

-- The planner at a desk's size: 3,000 more contacts (rolled back with the test) and statistics
-- taken now. On a table of a few rows the cheapest plan is whichever index the last files'
-- rolled-back rows and autovacuum's timing happen to favour (a bitmap over the status index won
-- 2 runs in 3), which says nothing about the search; at this size only the trigram index serves it.
select count(tests.create_submission('contact_submissions', 'bulk' || n || '@invoker.pgtap.test'))
from generate_series(1, 3000) as n;
analyze public.contact_submissions;

select is(
  array(
    select c.relname::text from pg_class c
    where c.oid in ('public.coach_applications_desk'::regclass,
      'public.contact_submissions_desk'::regclass, 'public.alliance_registrations_desk'::regclass)
      and 'security_invoker=true' = any(c.reloptions)
    order by 1
  ),
  array['alliance_registrations_desk', 'coach_applications_desk', 'contact_submissions_desk'],
  'the three desk views are security invoker'
);

select is(
  array(
    select policyname::text from pg_policies
    where schemaname = 'public' and cmd = 'SELECT'
      and tablename in ('coach_applications', 'contact_submissions', 'alliance_registrations')
      and qual like '%can_work_submissions()%' and qual not like '%has_role%'
    order by 1
  ),
  array['team reads alliance registrations', 'team reads coach applications',
    'team reads contact submissions'],
  'the base tables'' read policies ask can_work_submissions(), not a role of their own'
);

select ok(
  not exists (
    select 1 from information_schema.columns
    where table_schema = 'public' and column_name = 'idempotency_key'
      and table_name in ('coach_applications_desk', 'contact_submissions_desk',
        'alliance_registrations_desk')
  ),
  'no desk view shows the idempotency key'
);

select ok(
  not has_schema_privilege('anon', 'desk_search', 'usage')
    and not has_table_privilege('anon', 'desk_search.coach_applications', 'select'),
  'anon cannot reach the desk''s search text'
);

-- An admin with a two-factor session reads through the views, search included.
do $$ begin perform set_config('request.jwt.claims', tests.session_claims('a0000000-0000-4000-8000-0000000001a1'), true); end $$;
set local role authenticated;
select is(
  (select count(*)::int from public.coach_applications_desk where search_text ilike '%zyxquill%'),
  1,
  'an admin finds a coach application by search'
);
select is(
  (select count(*)::int from public.contact_submissions_desk where search_text ilike '%zyxquill%'),
  1,
  'an admin finds a contact message by search'
);
select is(
  (select count(*)::int from public.alliance_registrations_desk where search_text ilike '%zyxquill%'),
  1,
  'an admin finds an alliance registration by search'
);
select is(
  (select email from public.coach_applications_desk where search_text ilike '%zyxquill%'),
  'zyxquill@invoker.pgtap.test',
  'an admin reads the record''s columns through the view'
);

-- The search is served by the trigram index even under the caller's row-level security.
-- (The test database is small: scans that would lose at 100,000 rows are turned off.)
set local enable_seqscan = off;
set local enable_indexscan = off;
select matches(
  pg_temp.plan_of($$select id from public.contact_submissions_desk
    where search_text ilike '%zyxquill%' order by created_at desc, id desc limit 50$$),
  'contact_submissions_search_idx',
  'the desk''s search uses the trigram index'
);
reset enable_seqscan;
reset enable_indexscan;

-- A signed-in user who may not work submissions reads nothing, through the views or the tables.
reset role;
do $$ begin perform set_config('request.jwt.claims', tests.session_claims('a0000000-0000-4000-8000-0000000001a2'), true); end $$;
set local role authenticated;
select is_empty(
  $$select 1 from public.coach_applications_desk$$,
  'a signed-in non-admin sees no coach applications through the desk view'
);
select is_empty(
  $$select 1 from public.contact_submissions_desk where search_text ilike '%zyxquill%'$$,
  'a signed-in non-admin finds nothing by search'
);
select is_empty(
  $$select 1 from public.alliance_registrations$$,
  'a signed-in non-admin reads no alliance registration from the table either'
);

-- Anonymous visitors have no privilege on the views.
reset role;
set local role anon;
select throws_ok(
  $$select 1 from public.coach_applications_desk$$,
  '42501',
  null,
  'anon cannot read the coach applications desk view'
);
select throws_ok(
  $$select 1 from public.alliance_registrations_desk$$,
  '42501',
  null,
  'anon cannot read the alliance registrations desk view'
);

select * from finish();
rollback;
