-- Answers stored within limits (migration 20251101030200_inbound_mail.sql): a
-- record, a sender and the project store at most so many answers whole an hour and a day, the
-- rest in short (first lines and a note), and past a day's short answers nothing; a stored answer
-- keeps at most 16,000 characters, the rest dropped with a note. The campaign's attack replayed:
-- 100 answers of about 245 kB to one record from one sender.
begin;
set local search_path = public, extensions;
select plan(14);

select tests.create_team_member('answer-limits-reviewer', 'reviewer', 'answer-limits@pgtap.test');

-- The day starts empty here, whatever other files left.
delete from public.inbound_messages;
delete from private.inbound_answers_limited;

create temporary table target on commit drop as
  select tests.create_submission('coach_applications', 'answered@pgtap.test') as id, null::text as token;
update target set token = (select t.token from public.record_reply_tokens t where t.record_id = target.id);

-- About 245 kB of text that does not compress (hex of random digests).
create temporary table big_answer on commit drop as
  select string_agg(md5(random()::text), '') as body from generate_series(1, 7650);

create function pg_temp.answer(_provider_id text, _token text, _from text, _text text)
returns jsonb
language sql
as $$
  select public.receive_inbound_mail(
    _provider_id, _token, _from, 'reply@inbound.pgtap.test', 'Re: your application', _text,
    '<p>' || _text || '</p>', _text
  )
$$;

select results_eq(
  $$select record_per_hour, record_per_day, sender_per_hour, sender_per_day, project_per_hour,
      project_per_day, short_record_per_day, short_project_per_day, stored_chars, short_chars
    from private.inbound_answer_limits$$,
  $$values (10, 30, 10, 30, 60, 200, 100, 1000, 16000, 500)$$,
  'the answer limits hold the documented figures'
);

-- The attack: 100 answers of 245 kB to one record.
select pg_temp.answer('big-' || n, (select token from target), 'loop@pgtap.test',
  (select body from big_answer))
from generate_series(1, 100) n;

select results_eq(
  $$select count(*) filter (where body_html is null and length(body_text) <= 500)::int,
           count(*) filter (where length(body_text) > 500)::int
    from public.inbound_messages where record_id = (select id from target)$$,
  $$values (90, 10)$$,
  'of 100 answers to one record in an hour 10 are stored whole and 90 in short'
);
select cmp_ok(
  (select sum(pg_column_size(m.*))::bigint from public.inbound_messages m
   where m.record_id = (select id from target)),
  '<',
  512 * 1024::bigint,
  'the 100 answers of 245 kB take less than 512 kB (they took 32 MB)'
);
select ok(
  (select bool_and(length(body_text) <= 16200 and length(display_text) <= 16300)
   from public.inbound_messages where record_id = (select id from target)),
  'no stored answer keeps more than 16,000 characters and its note'
);
select ok(
  (select display_text like '%[The rest of this answer (228800 more characters) was not stored: answers are kept up to 16000 characters.]%'
      and display_text like '%[Its HTML version (244807 characters) was not stored: only the text is kept.]'
      and body_html is null
   from public.inbound_messages where provider_id = 'big-1'),
  'a whole answer cut to 16,000 characters says how much was dropped, and a large HTML version is not kept'
);
select ok(
  (select display_text like '%[Stored in short: this record had 10 answers stored whole in the last hour or 10 in the last day (10 an hour and 30 a day are stored whole); only its first 500 characters are kept.]'
   from public.inbound_messages where provider_id = 'big-11'),
  'an answer past the record''s hour is stored in short, saying why'
);
select is(
  (select count(*)::int from public.notification_deliveries
   where kind = 'inbound_notice' and record_id = (select id from target)),
  2,
  'the reviewers still get one notice and one digest'
);

-- Refused: a record keeps at most 100 answers a day in short; the 1,358-answer loop, cut short.
select pg_temp.answer('loop-' || n, (select token from target), 'loop@pgtap.test', 'again ' || n)
from generate_series(1, 40) n;
select is(
  (select count(*)::int from public.inbound_messages where record_id = (select id from target)),
  110,
  'past its 10 whole answers and 100 in short a record stores nothing more that day'
);
select is(
  pg_temp.answer('loop-41', (select token from target), 'loop@pgtap.test', 'again 41') ->> 'outcome',
  'limited',
  'the webhook is told the answer was refused by a limit'
);
select ok(
  (select display_text like E'%\n\n[31 later answers to this record were not stored (a record keeps at most 100 a day in short); mail health counts them.]'
   from public.inbound_messages
   where record_id = (select id from target) order by received_at desc, id desc limit 1),
  'the record''s latest answer tells the reviewer how many more arrived than were stored'
);

-- The same sender to another record: the sender's day is spent, so it is stored in short.
create temporary table other_target on commit drop as
  select tests.create_submission('contact_submissions', 'other@pgtap.test') as id, null::text as token;
update other_target set token = (select t.token from public.record_reply_tokens t where t.record_id = other_target.id);
select pg_temp.answer('sender-1', (select token from other_target), 'Loop+x@pgtap.test', 'hello');
select ok(
  (select display_text like 'hello%[Stored in short: its sender had %'
   from public.inbound_messages where provider_id = 'sender-1'),
  'a sender past its day is stored in short on any record'
);

-- A real person's answer to another record, from another sender, is stored whole.
select pg_temp.answer('person-1', (select token from other_target), 'ada@pgtap.test',
  E'Tuesday at 10 suits me.');
select is(
  (select display_text from public.inbound_messages where provider_id = 'person-1'),
  'Tuesday at 10 suits me.',
  'an answer within every limit is stored whole'
);

-- Refused: past the project's day of short answers nothing is stored, even unmatched.
update private.inbound_answer_limits set short_project_per_day = (
  select sum(answers) from private.inbound_answers_limited where outcome = 'shortened'
);
select is(
  pg_temp.answer('unmatched-1', null, 'loop@pgtap.test', 'spam') ->> 'outcome',
  'limited',
  'past the project''s short answers of the day an answer is refused'
);

select tests.authenticate_as('answer-limits-reviewer');
select is(
  public.mail_health() -> 'answers',
  '{"shortened": {"total": 101, "by_limit": {"record": 100, "sender": 1}},
    "refused": {"total": 32, "by_limit": {"record": 31, "project": 1}}}'::jsonb,
  'mail health counts the answers stored in short and refused, per limit'
);
select tests.clear_authentication();

select * from finish();
rollback;
