-- Answers cannot flood the team: a record's first answer in an hour is noticed at once, the
-- others are collected into one digest notice an hour later; a sender and the project have an
-- hourly allowance of notices sent at once.
begin;
set local search_path = public, extensions;
select plan(9);

create temporary table flood_record on commit drop as
  select tests.create_submission('coach_applications', 'flood@pgtap.test') as id;
create temporary table flood_token on commit drop as
  select t.token from public.record_reply_tokens t where t.record_id = (select id from flood_record);

-- Twenty answers to one record within a minute.
select public.receive_inbound_mail(
  'flood-' || n, (select token from flood_token), 'loop@pgtap.test', 'reply@x.test',
  'Re: ' || n, 'answer ' || n, null, 'answer ' || n
)
from generate_series(1, 20) n;

select is(
  (select count(*)::int from public.inbound_messages where record_id = (select id from flood_record)),
  20,
  'every one of twenty answers is stored on the record'
);
select is(
  (select count(*)::int from public.notification_deliveries
   where kind = 'inbound_notice' and record_id = (select id from flood_record)),
  2,
  'twenty answers to one record in a minute make two notices'
);
select is(
  (select count(*)::int from public.notification_deliveries
   where kind = 'inbound_notice' and record_id = (select id from flood_record)
     and next_attempt_at <= now()),
  1,
  'the first answer is noticed at once'
);
select ok(
  (select next_attempt_at >= now() + interval '59 minutes' from public.notification_deliveries
   where kind = 'inbound_notice' and record_id = (select id from flood_record)
     and next_attempt_at > now()),
  'the digest of the others is due an hour after the first notice'
);
select is(
  (select (private.delivery_content(d) ->> 'answer_count')::int
   from public.notification_deliveries d
   where d.kind = 'inbound_notice' and d.record_id = (select id from flood_record)
     and d.next_attempt_at > now()),
  19,
  'the digest carries the other nineteen answers'
);
select is(
  (select jsonb_array_length(private.delivery_content(d) -> 'answers')
   from public.notification_deliveries d
   where d.kind = 'inbound_notice' and d.record_id = (select id from flood_record)
     and d.next_attempt_at <= now()),
  1,
  'the first notice carries its one answer'
);

-- One sender answering five records: three notices at once, the others held for an hour.
create temporary table sender_records on commit drop as
  select n, tests.create_submission('contact_submissions', 'sender' || n || '@pgtap.test') as id
  from generate_series(1, 5) n;
select public.receive_inbound_mail(
  'sender-' || r.n, t.token, 'Same.Sender+' || r.n || '@pgtap.test', 'reply@x.test', 'Re', 'hi',
  null, 'hi'
)
from sender_records r
join public.record_reply_tokens t on t.record_id = r.id
order by r.n;
select is(
  (select count(*)::int from public.notification_deliveries d
   where d.kind = 'inbound_notice' and d.record_id in (select id from sender_records)
     and d.next_attempt_at <= now()),
  3,
  'one sender gets three notices at once in an hour (plus-tags count as one sender)'
);
select is(
  (select count(*)::int from public.notification_deliveries d
   where d.kind = 'inbound_notice' and d.record_id in (select id from sender_records)
     and d.next_attempt_at > now()),
  2,
  'the sender''s further answers wait in their records'' digests'
);

-- Deleting an answer keeps the digest while it carries others.
delete from public.inbound_messages
where provider_id = 'flood-20';
select is(
  (select count(*)::int from public.notification_deliveries
   where kind = 'inbound_notice' and record_id = (select id from flood_record)),
  2,
  'a digest stays while it carries answers'
);

select * from finish();
rollback;
