-- The status page says an answer arrived: a lookup that matches a reference and its address
-- answers how many of the person's e-mailed answers reached the record and when the latest did,
-- and nothing about them (no sender, subject or text); a lookup that does not match answers
-- exactly as before; answers to another record, and unmatched mail, are not counted.
begin;
set local search_path = public, extensions;
select plan(8);

create temporary table answered on commit drop as
  select tests.create_submission('coach_applications', 'answers@pgtap.test') as id;
create temporary table quiet on commit drop as
  select tests.create_submission('coach_applications', 'quiet@pgtap.test') as id;
grant select on answered, quiet to anon;

-- Two answers threaded into the first record, a day apart; one unmatched e-mail from the same
-- address; none for the second record.
insert into public.inbound_messages
  (provider_id, state, record_kind, record_id, from_address, to_address, subject, body_text, display_text, received_at)
values
  ('pgtap-250-a', 'threaded', 'coach_application', (select id from answered), 'answers@pgtap.test',
   'reply@x.test', 'Re: interview', 'Tuesday at 10 suits me. My number is 208-555-0199.', 'Tuesday at 10', '2026-11-02 16:00Z'),
  ('pgtap-250-b', 'threaded', 'coach_application', (select id from answered), 'answers@pgtap.test',
   'reply@x.test', 'Re: interview', 'Or Wednesday.', 'Or Wednesday.', '2026-11-03 17:30Z'),
  ('pgtap-250-c', 'unmatched', null, null, 'answers@pgtap.test',
   'reply@x.test', 'Hello', 'A stray e-mail.', 'A stray e-mail.', '2026-11-04 09:00Z');

create temporary table refs on commit drop as
  select
    (select reference from public.coach_applications where id = (select id from answered)) as answered_ref,
    (select reference from public.coach_applications where id = (select id from quiet)) as quiet_ref;
grant select on refs to anon;

select tests.authenticate_as_anon();
select tests.request_from('198.51.100.250');

select is(
  (select (public.submission_status(answered_ref, 'answers@pgtap.test') ->> 'answers_received')::int from refs),
  2,
  'anon with a valid reference and address sees how many answers reached the record'
);
select is(
  (select (public.submission_status(answered_ref, 'ANSWERS@pgtap.test') ->> 'last_answer_at')::timestamptz from refs),
  '2026-11-03 17:30Z'::timestamptz,
  'anon with a valid reference and address sees when the latest answer arrived'
);
select is(
  (select array(select jsonb_object_keys(public.submission_status(answered_ref, 'answers@pgtap.test')) order by 1) from refs),
  array['answers_received', 'changed_at', 'found', 'kind', 'last_answer_at', 'stage'],
  'the answer holds the stage, its date and the count and date of answers, nothing else'
);
select ok(
  (select public.submission_status(answered_ref, 'answers@pgtap.test')::text !~* 'Tuesday|Wednesday|interview|answers@|208-555' from refs),
  'anon never sees an answer''s sender, subject or text'
);
select is(
  (select public.submission_status(quiet_ref, 'quiet@pgtap.test') -> 'answers_received' from refs),
  '0'::jsonb,
  'answers to another record and unmatched mail are not counted'
);
select is(
  (select public.submission_status(quiet_ref, 'quiet@pgtap.test') -> 'last_answer_at' from refs),
  'null'::jsonb,
  'a record without answers has no date of the latest'
);
select is(
  (select public.submission_status(answered_ref, 'someone-else@pgtap.test') from refs),
  '{"found": false}'::jsonb,
  'anon with the right reference and a wrong address learns nothing about answers'
);
select throws_ok(
  $$select count(*) from public.inbound_messages$$,
  '42501',
  null,
  'anon cannot read the answers themselves'
);
select tests.clear_authentication();

select * from finish();
rollback;
