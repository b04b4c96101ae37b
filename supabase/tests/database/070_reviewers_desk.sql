-- Notes and read markers (migration reviewers_desk): admins read every note and add their own;
-- only the author edits or deletes a note; nobody else reads or writes either table. Each
-- reviewer's read markers are their own, and the desk views show each reviewer their unread flag.
begin;
set local search_path = public, extensions;
select plan(22);

select tests.create_team_member('desk-admin', 'admin', 'desk-admin@pgtap.test',
  'a0000000-0000-4000-8000-0000000000e1');
select tests.create_team_member('desk-other-admin', 'admin', 'desk-other-admin@pgtap.test',
  'a0000000-0000-4000-8000-0000000000e2');
select tests.create_supabase_user('desk-member', 'desk-member@pgtap.test', null,
  'a0000000-0000-4000-8000-0000000000e3');

select tests.create_submission('coach_applications', 'desk@coach.pgtap.test',
  '{"id": "c0000000-0000-4000-8000-0000000000e1", "organization": "Teacher", "title": "Teacher"}');

select ok(
  (select relrowsecurity from pg_class where oid = 'public.record_notes'::regclass)
    and (select relrowsecurity from pg_class where oid = 'public.record_reads'::regclass),
  'row-level security is enabled on record_notes and record_reads'
);

-- The admin adds a note and marks the application read.
-- An aal2 access token of a live session (the desk's session check, migration desk_two_factor).
do $$ begin perform set_config('request.jwt.claims', tests.session_claims('a0000000-0000-4000-8000-0000000000e1'), true); end $$;
set local role authenticated;
select lives_ok(
  $$insert into public.record_notes (record_kind, record_id, body)
    values ('coach_application', 'c0000000-0000-4000-8000-0000000000e1', 'Strong fit.')$$,
  'an admin adds a note'
);
select is(
  (select author_id from public.record_notes where record_id = 'c0000000-0000-4000-8000-0000000000e1'),
  'a0000000-0000-4000-8000-0000000000e1'::uuid,
  'the note is signed with its author''s id'
);
select throws_ok(
  $$insert into public.record_notes (record_kind, record_id, body)
    values ('coach_application', 'c0000000-0000-4000-8000-0000000000e9', 'Nobody here.')$$,
  '23503',
  null,
  'a note on a record that does not exist is refused'
);
select throws_ok(
  $$insert into public.record_notes (record_kind, record_id, body)
    values ('coach_application', 'c0000000-0000-4000-8000-0000000000e1', '   ')$$,
  '23514',
  null,
  'an empty note is refused'
);
select lives_ok(
  $$insert into public.record_reads (record_kind, record_id)
    values ('coach_application', 'c0000000-0000-4000-8000-0000000000e1')$$,
  'an admin marks a record read'
);
select is(
  (select unread from public.coach_applications_desk where id = 'c0000000-0000-4000-8000-0000000000e1'),
  false,
  'the desk view shows the record read for the admin who opened it'
);

-- Another admin reads the note but cannot change it, and has their own read markers.
-- An aal2 access token of a live session (the desk's session check, migration desk_two_factor).
do $$ begin perform set_config('request.jwt.claims', tests.session_claims('a0000000-0000-4000-8000-0000000000e2'), true); end $$;
select is(
  (select body from public.record_notes where record_id = 'c0000000-0000-4000-8000-0000000000e1'),
  'Strong fit.',
  'another admin reads the note'
);
select is_empty(
  $$update public.record_notes set body = 'Rewritten.'
    where record_id = 'c0000000-0000-4000-8000-0000000000e1' returning id$$,
  'another admin cannot edit the note'
);
select is_empty(
  $$delete from public.record_notes where record_id = 'c0000000-0000-4000-8000-0000000000e1' returning id$$,
  'another admin cannot delete the note'
);
select throws_ok(
  $$insert into public.record_notes (record_kind, record_id, body, author_id)
    values ('coach_application', 'c0000000-0000-4000-8000-0000000000e1', 'Forged.',
            'a0000000-0000-4000-8000-0000000000e1')$$,
  '42501',
  null,
  'nobody writes a note in another''s name'
);
select is_empty(
  $$select 1 from public.record_reads$$,
  'another admin does not see the first admin''s read markers'
);
select is(
  (select unread from public.coach_applications_desk where id = 'c0000000-0000-4000-8000-0000000000e1'),
  true,
  'the record is still new to another admin'
);

-- A signed-in non-admin sees and writes nothing.
-- An aal2 access token of a live session (the desk's session check, migration desk_two_factor).
do $$ begin perform set_config('request.jwt.claims', tests.session_claims('a0000000-0000-4000-8000-0000000000e3'), true); end $$;
select is_empty($$select 1 from public.record_notes$$, 'a non-admin cannot read notes');
select is_empty(
  $$select 1 from public.coach_applications_desk$$,
  'a non-admin sees no rows through the desk view'
);
select throws_ok(
  $$insert into public.record_notes (record_kind, record_id, body)
    values ('coach_application', 'c0000000-0000-4000-8000-0000000000e1', 'Hello.')$$,
  '42501',
  null,
  'a non-admin cannot add a note'
);
select throws_ok(
  $$insert into public.record_reads (record_kind, record_id)
    values ('coach_application', 'c0000000-0000-4000-8000-0000000000e1')$$,
  '42501',
  null,
  'a non-admin cannot write read markers'
);
select throws_ok(
  $$select public.desk_set_status('coach_application', array['c0000000-0000-4000-8000-0000000000e1']::uuid[], 'approved')$$,
  '42501',
  null,
  'a non-admin cannot change statuses in bulk'
);

-- Anonymous visitors have no privileges on the tables at all.
reset role;
set local role anon;
select throws_ok($$select 1 from public.record_notes$$, '42501', null, 'anon cannot read notes');
select throws_ok($$select 1 from public.record_reads$$, '42501', null, 'anon cannot read read markers');
select throws_ok(
  $$select 1 from public.contact_submissions_desk$$,
  '42501',
  null,
  'anon cannot read the desk views'
);

-- The author edits their own note; the bulk change records each row in the history.
reset role;
-- An aal2 access token of a live session (the desk's session check, migration desk_two_factor).
do $$ begin perform set_config('request.jwt.claims', tests.session_claims('a0000000-0000-4000-8000-0000000000e1'), true); end $$;
set local role authenticated;
select is(
  public.desk_set_status('coach_application', array['c0000000-0000-4000-8000-0000000000e1']::uuid[], 'interview'),
  1,
  'an admin changes statuses in bulk, and hears how many changed'
);

select * from finish();
rollback;
