-- One person, one thread; ownership and presence (migrations related_submissions and
-- record_ownership_and_presence). Refused: anyone who cannot work submissions reading related
-- records, assigning, or reading or writing presence. Presence older than 45 s does not count.
begin;
set local search_path = public, extensions;
select plan(17);

select tests.create_supabase_user('collab-member', 'collab-member@pgtap.test');
select tests.create_team_member('collab-one', 'admin', 'collab-one@pgtap.test');
select tests.create_team_member('collab-two', 'admin', 'collab-two@pgtap.test');
create temporary table ids (name text, kind text, id uuid) on commit drop;
grant select on ids to anon, authenticated, service_role;
insert into ids values
  ('first', 'coach_application',
    tests.create_submission('coach_applications', 'Same.Person@pgtap.test')),
  ('second', 'coach_application',
    tests.create_submission('coach_applications', 'same.person@PGTAP.test')),
  ('contact', 'contact_submission',
    tests.create_submission('contact_submissions', 'SAME.PERSON@pgtap.test')),
  ('other', 'alliance_registration',
    tests.create_submission('alliance_registrations', 'someone.else@pgtap.test'));

-- ------------------------------------------------------------------ refused
select tests.authenticate_as('collab-member');
select throws_ok(
  $$select * from public.list_related_submissions('coach_application',
      (select id from ids where name = 'first'))$$,
  '42501', null, 'a member who cannot work submissions cannot list related submissions'
);
select throws_ok(
  $$select public.set_record_assignment('coach_application',
      (select id from ids where name = 'first'), true)$$,
  '42501', null, 'nor assign a record'
);
select throws_ok(
  $$select public.touch_record_presence('coach_application',
      (select id from ids where name = 'first'), 'viewing')$$,
  '42501', null, 'nor say they are on a record'
);
select throws_ok(
  $$insert into public.record_presence (user_id, record_kind, record_id)
    values (auth.uid(), 'coach_application', (select id from ids where name = 'first'))$$,
  '42501', null, 'nor write presence directly'
);
select tests.authenticate_as_anon();
select throws_ok(
  $$select count(*) from public.record_assignments$$, '42501', null, 'anon cannot read assignments'
);

-- ------------------------------------------------------------------ related
select tests.authenticate_as('collab-one');
select results_eq(
  $$select record_kind, id from public.list_related_submissions('coach_application',
      (select id from ids where name = 'first')) order by record_kind, id$$,
  $$select kind, id from ids where name in ('second', 'contact') order by kind, id$$,
  'the same address in any case links the other application and the contact message, not the record itself nor another address'
);
select is(
  (select count(*)::int from public.list_related_submissions('alliance_registration',
      (select id from ids where name = 'other'))),
  0,
  'a person with one submission has no related ones'
);

-- ------------------------------------------------------------------ ownership
select is(
  public.set_record_assignment('coach_application', (select id from ids where name = 'first'), true)
    #>> '{assignee,name}',
  'collab-one@pgtap.test',
  'Assign to me makes the caller the owner, named by their address'
);
select is(
  (select mine from public.coach_applications_desk where id = (select id from ids where name = 'first')),
  true,
  'the desk view marks it mine'
);
select is(
  (select count(*)::int from public.coach_applications_desk where mine),
  1,
  'only that record is mine'
);

-- ------------------------------------------------------------------ presence
select is(
  public.touch_record_presence('coach_application', (select id from ids where name = 'first'),
    'replying') -> 'others',
  '[]'::jsonb,
  'alone on a record, nobody else is shown'
);
select tests.authenticate_as('collab-two');
select is(
  public.touch_record_presence('coach_application', (select id from ids where name = 'first'),
    'viewing') -> 'others' -> 0 ->> 'state',
  'replying',
  'a second reviewer sees that the first is writing a reply'
);
select ok(
  (select mine from public.coach_applications_desk where id = (select id from ids where name = 'first'))
    is not true,
  'someone else''s record is not mine'
);
select throws_ok(
  $$select public.touch_record_presence('coach_application',
      (select id from ids where name = 'first'), 'typing')$$,
  '22023', null, 'an unknown presence state is refused'
);
select tests.clear_authentication();
update public.record_presence set heartbeat_at = now() - interval '46 seconds'
where user_id = tests.get_supabase_uid('collab-one');
select tests.authenticate_as('collab-two');
select is(
  public.touch_record_presence('coach_application', (select id from ids where name = 'first'),
    'viewing') -> 'others',
  '[]'::jsonb,
  'an entry without a heartbeat for 45 s no longer counts'
);
select tests.authenticate_as('collab-one');
select lives_ok(
  $$select public.leave_record_presence('coach_application', (select id from ids where name = 'first'))$$,
  'leaving a record is accepted'
);
select is(
  public.set_record_assignment('coach_application', (select id from ids where name = 'first'), false)
    -> 'assignee',
  'null'::jsonb,
  'Unassign removes the caller''s own assignment'
);

select * from finish();
rollback;
