-- The shape the access rules rest on: RLS everywhere, no catch-all policies, privileges granted
-- column by column, SECURITY DEFINER functions pinned to an empty search_path, the indexes the
-- admin lists and the rate limit need.
begin;
set local search_path = public, extensions;
select plan(23);

select tests.rls_enabled('public');

select is(
  array(
    select tablename || ': ' || policyname from pg_catalog.pg_policies
    where schemaname = 'public' and (cmd = 'ALL' or roles @> array['public'::name])
    order by 1
  ),
  '{}'::text[],
  'no policy is "for all" or applies to every role'
);

select is(
  array(
    select p.oid::regprocedure::text from pg_catalog.pg_proc p
    where p.prosecdef
      and p.pronamespace in ('public'::regnamespace, 'private'::regnamespace)
      and not coalesce(p.proconfig @> array['search_path=""'], false)
    order by 1
  ),
  '{}'::text[],
  'every SECURITY DEFINER function has an empty search_path'
);

-- has_role runs with its owner's rights in `private`, which the policies call; `public` has the
-- SECURITY INVOKER wrapper the API calls (20251101000000_platform.sql says why).
select ok(
  (select prosecdef and provolatile = 's' from pg_catalog.pg_proc
   where oid = 'private.has_role(uuid, public.app_role)'::regprocedure)
  and (select not prosecdef and provolatile = 's' from pg_catalog.pg_proc
       where oid = 'public.has_role(uuid, public.app_role)'::regprocedure),
  'has_role is SECURITY DEFINER and STABLE in private, behind a STABLE SECURITY INVOKER wrapper in public'
);
select ok(
  not has_function_privilege('anon', 'public.has_role(uuid, public.app_role)', 'execute')
  and not has_function_privilege('anon', 'private.has_role(uuid, public.app_role)', 'execute'),
  'anon cannot execute has_role'
);
select ok(
  has_function_privilege('authenticated', 'public.has_role(uuid, public.app_role)', 'execute')
  and has_function_privilege('authenticated', 'private.has_role(uuid, public.app_role)', 'execute'),
  'signed-in users can execute has_role (the admin policies call it)'
);
select ok(
  not has_schema_privilege('anon', 'private', 'usage')
    and not has_schema_privilege('authenticated', 'private', 'usage'),
  'the private helper schema is not reachable by API roles'
);
select enum_has_labels('public', 'app_role', array['admin', 'reviewer', 'editor', 'news_editor'], 'app_role holds the team''s four roles: admin, reviewer, editor, news editor');

-- No table-wide write privileges for API roles; SELECT for signed-in users only where RLS decides.
select is(
  array(
    select table_name || ': ' || grantee || ' ' || privilege_type
    from information_schema.role_table_grants
    where table_schema = 'public' and grantee in ('anon', 'authenticated')
      and not (grantee = 'authenticated' and privilege_type = 'SELECT')
      -- Reviewers delete their own notes and read markers ("mark unread"); DELETE has no column
      -- form, and RLS limits it to the author's rows (070_reviewers_desk.sql proves it).
      and not (grantee = 'authenticated' and privilege_type = 'DELETE'
               and table_name in ('record_notes', 'record_reads'))
      -- Admins delete saved replies and routes; RLS refuses everyone else
      -- (100_desk_replies_and_routing.sql proves it).
      and not (grantee = 'authenticated' and privilege_type = 'DELETE'
               and table_name in ('saved_replies', 'notification_routes'))
    order by 1
  ),
  '{}'::text[],
  'anon and signed-in users hold no table-wide privileges beyond SELECT for signed-in users'
);
select is(
  array(
    select table_name::text from information_schema.role_table_grants
    where table_schema = 'public' and grantee = 'anon'
    order by 1
  ),
  '{}'::text[],
  'anon holds no table-wide privilege at all'
);

-- Column grants: the form columns, nothing else.
create function pg_temp.columns_with(_role text, _table text, _privilege text)
returns text[]
language sql
as $$
  select array(
    select a.attname::text from pg_catalog.pg_attribute a
    where a.attrelid = ('public.' || _table)::regclass and a.attnum > 0 and not a.attisdropped
      and has_column_privilege(_role, a.attrelid, a.attnum, _privilege)
    order by a.attname
  )
$$;

-- The form columns are private.intake_answer_columns' list (20251101020000_intake.sql),
-- which the forms' descriptions match (tests/stack/intake-answer-columns.test.ts), with the
-- idempotency key and what a submission says besides its answers (the visit's attribution and the
-- language it was made in); the record's own columns (id, status, created_at, reference) are never
-- among them.
create function pg_temp.form_columns(_record_kind text)
returns text[]
language sql
as $$
  select array(
    select name from unnest(
      private.notification_columns(_record_kind) || array['idempotency_key']
        || private.submission_context_columns()
    ) as name
    order by name
  )
$$;

select is(
  pg_temp.columns_with('anon', 'coach_applications', 'INSERT'),
  pg_temp.form_columns('coach_application'),
  'anon may insert only the coach application form columns'
);
select is(
  pg_temp.columns_with('anon', 'contact_submissions', 'INSERT'),
  pg_temp.form_columns('contact_submission'),
  'anon may insert only the contact form columns'
);
select is(
  pg_temp.columns_with('anon', 'alliance_registrations', 'INSERT'),
  pg_temp.form_columns('alliance_registration'),
  'anon may insert only the alliance form columns'
);
select is(
  (select array_agg(name order by name) from unnest(
     pg_temp.columns_with('anon', 'coach_applications', 'INSERT')
       || pg_temp.columns_with('anon', 'contact_submissions', 'INSERT')
       || pg_temp.columns_with('anon', 'alliance_registrations', 'INSERT')
   ) as name where name in ('id', 'status', 'created_at', 'reference')),
  null,
  'anon may never insert a record''s id, status, created_at or reference'
);
select is(
  pg_temp.columns_with('authenticated', 'coach_applications', 'INSERT'),
  pg_temp.columns_with('anon', 'coach_applications', 'INSERT'),
  'signed-in users insert the same coach application columns as anon'
);
select is(
  pg_temp.columns_with('authenticated', 'coach_applications', 'UPDATE')
    || pg_temp.columns_with('authenticated', 'contact_submissions', 'UPDATE')
    || pg_temp.columns_with('authenticated', 'alliance_registrations', 'UPDATE'),
  array['status', 'status', 'status'],
  'signed-in users (admins, through RLS) may update only status'
);

select col_default_is('public', 'coach_applications', 'status', 'pending', 'a new coach application is pending');
select col_default_is('public', 'contact_submissions', 'status', 'new', 'a new contact submission is new');
select col_default_is('public', 'alliance_registrations', 'status', 'new', 'a new alliance registration is new');

select is(
  array(
    select indexname::text from pg_catalog.pg_indexes
    where schemaname = 'public'
      and indexname in (
        'coach_applications_created_at_id_idx', 'coach_applications_status_created_at_idx',
        'coach_applications_email_created_at_idx', 'contact_submissions_created_at_id_idx',
        'contact_submissions_status_created_at_idx', 'contact_submissions_email_created_at_idx',
        'alliance_registrations_created_at_id_idx', 'alliance_registrations_status_created_at_idx',
        'alliance_registrations_email_created_at_idx', 'status_changes_record_id_changed_at_idx'
      )
    order by 1
  ),
  array[
    'alliance_registrations_created_at_id_idx', 'alliance_registrations_email_created_at_idx',
    'alliance_registrations_status_created_at_idx', 'coach_applications_created_at_id_idx',
    'coach_applications_email_created_at_idx', 'coach_applications_status_created_at_idx',
    'contact_submissions_created_at_id_idx', 'contact_submissions_email_created_at_idx',
    'contact_submissions_status_created_at_idx', 'status_changes_record_id_changed_at_idx'
  ],
  'the admin lists, the status filter and the rate limit have their indexes'
);

select is(
  (select indexdef from pg_catalog.pg_indexes where indexname = 'coach_applications_created_at_id_idx'),
  'CREATE INDEX coach_applications_created_at_id_idx ON public.coach_applications USING btree (created_at DESC, id DESC)',
  'the newest-first list reads an index in its own order'
);

select is(
  (select confdeltype from pg_catalog.pg_constraint
   where conrelid = 'public.user_roles'::regclass and contype = 'f'),
  'c'::"char",
  'deleting a user deletes their roles'
);

select ok(
  exists (
    select 1 from pg_catalog.pg_constraint
    where conrelid = 'public.user_roles'::regclass and contype = 'u'
      and conkey = array[
        (select attnum from pg_catalog.pg_attribute where attrelid = 'public.user_roles'::regclass and attname = 'user_id'),
        (select attnum from pg_catalog.pg_attribute where attrelid = 'public.user_roles'::regclass and attname = 'role')
      ]::int2[]
  ),
  'a user holds each role at most once'
);

select * from finish();
rollback;
