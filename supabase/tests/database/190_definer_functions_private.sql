-- No SECURITY DEFINER function in the API's schema is executable by anon or authenticated
-- (20251101000000_platform.sql, where the schema `private` is made; docs/advisor.md): each lives in
-- `private` behind a SECURITY INVOKER wrapper in `public` with the same signature and grants.
begin;
set local search_path = public, extensions;
select plan(19);

-- Splinter's lints 0028/0029 (supabase/splinter@55db5b1f:lints/0028_…sql and 0029_…sql), their
-- condition word for word, with the schemas config.toml's `[api] schemas` exposes. The full SQL
-- runs in `npm test` (scripts/check-definer-lints.ts) and `npm run launch:check`.
set local pgrst.db_schemas = 'public, graphql_public';
create temporary view definer_lint_rows as
select r.role_name, n.nspname as schema_name, p.proname as function_name,
       pg_catalog.pg_get_function_identity_arguments(p.oid) as function_args
from pg_catalog.pg_proc p
join pg_catalog.pg_namespace n on p.pronamespace = n.oid
join pg_catalog.pg_language l on p.prolang = l.oid
cross join (values ('anon'), ('authenticated')) as r(role_name)
where p.prosecdef = true
  and pg_catalog.has_function_privilege(r.role_name, p.oid, 'EXECUTE')
  and n.nspname = any(array(select trim(unnest(string_to_array(current_setting('pgrst.db_schemas', 't'), ',')))))
  and n.nspname not in (
    '_timescaledb_cache', '_timescaledb_catalog', '_timescaledb_config', '_timescaledb_internal', 'auth', 'cron', 'extensions', 'graphql', 'graphql_public', 'information_schema', 'net', 'pgmq', 'pgroonga', 'pgsodium', 'pgsodium_masks', 'pgtle', 'pgbouncer', 'pg_catalog', 'realtime', 'repack', 'storage', 'supabase_functions', 'supabase_migrations', 'tiger', 'topology', 'vault'
  );

select is_empty(
  $$select function_name from definer_lint_rows where role_name = 'anon'$$,
  'lint 0028: no SECURITY DEFINER function in an exposed schema is executable by anon'
);
select is_empty(
  $$select function_name from definer_lint_rows where role_name = 'authenticated'$$,
  'lint 0029: no SECURITY DEFINER function in an exposed schema is executable by authenticated'
);

-- The wrappers: every public function that calls a private one of the same name and arguments.
create temporary view definer_wrappers as
select w.oid as wrapper, d.oid as definer, w.proname
from pg_catalog.pg_proc w
join pg_catalog.pg_proc d
  on d.pronamespace = 'private'::regnamespace and d.proname = w.proname
 and d.proargtypes = w.proargtypes
where w.pronamespace = 'public'::regnamespace
  and exists (select 1 from pg_catalog.pg_depend dep
              where dep.classid = 'pg_catalog.pg_proc'::regclass and dep.objid = w.oid
                and dep.refclassid = 'pg_catalog.pg_proc'::regclass and dep.refobjid = d.oid);

select cmp_ok(
  (select count(*) from definer_wrappers), '>=', 50::bigint,
  'the definer functions the API calls (50 when the migration was written) each have a wrapper'
);
select is_empty(
  $$select w.proname from definer_wrappers dw
    join pg_catalog.pg_proc w on w.oid = dw.wrapper
    join pg_catalog.pg_proc d on d.oid = dw.definer
    where w.prosecdef or not d.prosecdef
       or w.prolang <> (select oid from pg_catalog.pg_language where lanname = 'sql')
       or w.proconfig is distinct from array['search_path=""']$$,
  'each wrapper is SECURITY INVOKER, in SQL, with an empty search_path; the function it calls is SECURITY DEFINER'
);
select is_empty(
  $$select w.proname from definer_wrappers dw
    join pg_catalog.pg_proc w on w.oid = dw.wrapper
    join pg_catalog.pg_proc d on d.oid = dw.definer
    where pg_catalog.pg_get_function_arguments(w.oid) <> pg_catalog.pg_get_function_arguments(d.oid)
       or pg_catalog.pg_get_function_result(w.oid) <> pg_catalog.pg_get_function_result(d.oid)
       or w.proretset <> d.proretset or w.provolatile <> d.provolatile
       or w.proisstrict <> d.proisstrict
       or pg_catalog.obj_description(w.oid, 'pg_proc')
            is distinct from pg_catalog.obj_description(d.oid, 'pg_proc')$$,
  'each wrapper has its function''s argument names, defaults, result, volatility and comment (what PostgREST reads)'
);
select is_empty(
  $$select w.proname || ' for ' || r.rolname from definer_wrappers dw
    join pg_catalog.pg_proc w on w.oid = dw.wrapper
    cross join pg_catalog.pg_roles r
    where r.rolname in ('anon', 'authenticated', 'service_role', 'supabase_auth_admin')
      and pg_catalog.has_function_privilege(r.oid, dw.wrapper, 'EXECUTE')
          <> pg_catalog.has_function_privilege(r.oid, dw.definer, 'EXECUTE')$$,
  'a role may execute the private function exactly when it may execute its public wrapper'
);
select set_has(
  $$select proname::text from definer_wrappers
    where pg_catalog.has_function_privilege('anon', wrapper, 'EXECUTE')$$,
  $$values ('client_address_probe'), ('published_site_content'), ('submission_status'),
           ('submit_alliance_registration'), ('submit_coach_application'), ('submit_contact_message')$$,
  'the visitor''s entry points are wrappers anon may execute'
);
select ok(
  not pg_catalog.has_schema_privilege('anon', 'private', 'USAGE')
  and not pg_catalog.has_schema_privilege('authenticated', 'private', 'USAGE'),
  'anon and authenticated have no USAGE on private: the wrappers'' bodies are stored parsed, so none is needed'
);
select ok(
  not pg_catalog.has_function_privilege('anon', 'private.has_role(uuid, public.app_role)', 'EXECUTE')
  and not pg_catalog.has_function_privilege('anon', 'private.admin_delete_record(text, uuid)', 'EXECUTE'),
  'anon may not execute the definer functions only signed-in members call'
);

-- Row-level security calls its helpers directly, by OID, with the caller's privileges.
select is_empty(
  $$select c.relname || ' ' || pol.polname || ' calls ' || p.oid::regprocedure::text
    from pg_catalog.pg_policy pol
    join pg_catalog.pg_class c on c.oid = pol.polrelid
    join pg_catalog.pg_depend dep on dep.classid = 'pg_catalog.pg_policy'::regclass
      and dep.objid = pol.oid and dep.refclassid = 'pg_catalog.pg_proc'::regclass
    join pg_catalog.pg_proc p on p.oid = dep.refobjid
    cross join lateral (
      select r.oid from pg_catalog.pg_roles r
      where r.rolname in ('anon', 'authenticated')
        and (0 = any(pol.polroles) or r.oid = any(pol.polroles))
    ) applies
    where not pg_catalog.has_function_privilege(applies.oid, p.oid, 'EXECUTE')$$,
  'every function a policy calls is executable by the API roles the policy applies to'
);
select is_empty(
  $$select c.relname || ' ' || pol.polname
    from pg_catalog.pg_policy pol
    join pg_catalog.pg_class c on c.oid = pol.polrelid
    join pg_catalog.pg_depend dep on dep.classid = 'pg_catalog.pg_policy'::regclass
      and dep.objid = pol.oid and dep.refclassid = 'pg_catalog.pg_proc'::regclass
    where dep.refobjid in (select wrapper from definer_wrappers)$$,
  'no policy goes through a wrapper: RLS helpers such as has_role cost one call, as before'
);

-- A visitor through the wrappers.
create temporary table wrapper_submission on commit drop as
  select jsonb_build_object(
    'first_name', 'Grace', 'last_name', 'Hopper', 'email', 'wrapper-contact@pgtap.test',
    'phone', '208-555-0101', 'organization_type', 'k-12',
    'organization_name', 'Boise School District', 'subject', 'request-training',
    'message', 'We would like a half-day workshop for our staff.'
  ) as submission;
grant select on wrapper_submission to anon;

select tests.authenticate_as_anon();
select tests.request_from('198.51.100.190');
select matches(
  (select public.submit_contact_message(submission, 'c1901901-1901-4190-8190-190190190190') ->> 'reference'
   from wrapper_submission),
  '^CT-',
  'anon submits a contact message through the wrapper and gets its reference'
);
select lives_ok(
  $$select * from public.published_site_content()$$,
  'anon reads the published site content through the wrapper'
);
select lives_ok(
  $$select public.submission_status('CT-ABCDEFGH', 'nobody@pgtap.test')$$,
  'anon looks up a status through the wrapper'
);
select throws_ok(
  $$select private.submit_contact_message('{}'::jsonb, 'c1901901-1901-4190-8190-190190190191')$$,
  '42501',
  'permission denied for schema private',
  'anon cannot call the private function by name'
);
select throws_ok(
  $$select public.admin_delete_record('contact_submissions', gen_random_uuid())$$,
  '42501',
  null,
  'anon may not execute a member''s wrapper'
);

-- A signed-in reviewer through the wrappers: has_role answers as before.
select tests.clear_authentication();
select tests.create_team_member('wrapper-reviewer', 'reviewer');
select tests.authenticate_as('wrapper-reviewer');
select is(
  public.has_role(auth.uid(), 'reviewer'), true,
  'has_role through its wrapper: the reviewer holds reviewer'
);
select is(
  public.has_role(auth.uid(), 'admin'), false,
  'has_role through its wrapper: the reviewer does not hold admin'
);
select throws_ok(
  $$select private.has_role(auth.uid(), 'admin')$$,
  '42501',
  'permission denied for schema private',
  'a signed-in member cannot call the private function by name either'
);

select * from finish();
rollback;
