-- desk_report() reads day counts and first replies that triggers keep (migration
-- 20251101040300_desk_reports.sql): its figures follow every insert, status, region and date change, delete and
-- reply, and the kept tables always equal a recount. Nobody but the report reads them.
begin;
set local search_path = public, extensions;
select plan(16);

select tests.create_supabase_user('counts-member');
select tests.create_supabase_user('counts-admin');
select tests.grant_admin('counts-admin');

-- January 2003 (MST), far from every other test's rows.
create temporary table rec (name text primary key, id uuid) on commit drop;
grant select on rec to authenticated;
insert into rec values
  ('a1', tests.create_submission('coach_applications', 'counts-a1@pgtap.test',
    '{"created_at": "2003-01-10T18:00:00Z", "region": "northern"}')),
  ('a2', tests.create_submission('coach_applications', 'counts-a2@pgtap.test',
    '{"created_at": "2003-01-11T18:00:00Z", "region": "northern"}')),
  ('a3', tests.create_submission('coach_applications', 'counts-a3@pgtap.test',
    '{"created_at": "2003-01-12T18:00:00Z", "region": "central"}')),
  ('c1', tests.create_submission('contact_submissions', 'counts-c1@pgtap.test',
    '{"created_at": "2003-01-13T18:00:00Z", "subject": "events"}')),
  ('c2', tests.create_submission('contact_submissions', 'counts-c2@pgtap.test',
    '{"created_at": "2003-01-14T18:00:00Z", "subject": "partnership"}')),
  ('l1', tests.create_submission('alliance_registrations', 'counts-l1@pgtap.test',
    '{"created_at": "2003-01-15T18:00:00Z"}'));

create function pg_temp.report(_part text)
returns jsonb language sql as $$
  select public.desk_report('2003-01-01', '2003-02-28', 'month') -> _part
$$;
create function pg_temp.contacts_reply()
returns jsonb language sql as $$
  select f - 'form' from jsonb_array_elements(public.desk_report('2003-01-01', '2003-02-28', 'month')
    -> 'first_reply') f where f ->> 'form' = 'contacts'
$$;

select tests.authenticate_as('counts-admin');
select is(
  pg_temp.report('periods'),
  '[{"period_start": "2003-01-01", "applications": 3, "contacts": 2, "alliance": 1},
    {"period_start": "2003-02-01", "applications": 0, "contacts": 0, "alliance": 0}]'::jsonb,
  'new submissions are counted in their month'
);

select tests.clear_authentication();
update public.coach_applications set status = 'approved'
where id = (select id from rec where name = 'a1');
select tests.authenticate_as('counts-admin');
select is(
  (select jsonb_agg(s order by s ->> 'status') from jsonb_array_elements(pg_temp.report('by_status')) s
   where s ->> 'form' = 'applications'),
  '[{"form": "applications", "status": "approved", "count": 1},
    {"form": "applications", "status": "pending", "count": 2}]'::jsonb,
  'a status change moves the record from one status count to the other'
);

select tests.clear_authentication();
update public.coach_applications set region = 'central' where id = (select id from rec where name = 'a2');
select tests.authenticate_as('counts-admin');
select is(
  pg_temp.report('by_region'),
  '[{"region": "central", "count": 2}, {"region": "northern", "count": 1}]'::jsonb,
  'a region change moves the record from one region count to the other'
);

select tests.clear_authentication();
update public.coach_applications set created_at = '2003-02-03T18:00:00Z'
where id = (select id from rec where name = 'a3');
select tests.authenticate_as('counts-admin');
select is(
  (select jsonb_agg(jsonb_build_array(p ->> 'period_start', p -> 'applications'))
   from jsonb_array_elements(pg_temp.report('periods')) p),
  '[["2003-01-01", 2], ["2003-02-01", 1]]'::jsonb,
  'a changed submission date moves the record to its new month'
);

-- Replies: the first one queued counts, from the record's submission.
select tests.clear_authentication();
insert into public.desk_replies (record_kind, record_id, request_id, recipient, body, created_at)
select 'contact_submission', r.id, gen_random_uuid(), 'counts-c1@pgtap.test', 'Later', c.created_at + interval '3 hours'
from rec r join public.contact_submissions c on c.id = r.id where r.name = 'c1';
insert into public.desk_replies (record_kind, record_id, request_id, recipient, body, created_at)
select 'contact_submission', r.id, gen_random_uuid(), 'counts-c1@pgtap.test', 'First', c.created_at + interval '1 hour'
from rec r join public.contact_submissions c on c.id = r.id where r.name = 'c1';
select tests.authenticate_as('counts-admin');
select is(
  pg_temp.contacts_reply(),
  '{"submitted": 2, "replied": 1, "median_seconds": 3600}'::jsonb,
  'a reply queued before the first one becomes the record''s first reply'
);

select tests.clear_authentication();
insert into public.desk_replies (record_kind, record_id, request_id, recipient, body, created_at)
select 'contact_submission', r.id, gen_random_uuid(), 'counts-c2@pgtap.test', 'Hello', c.created_at + interval '2 hours'
from rec r join public.contact_submissions c on c.id = r.id where r.name = 'c2';
select tests.authenticate_as('counts-admin');
select is(
  pg_temp.contacts_reply(),
  '{"submitted": 2, "replied": 2, "median_seconds": 5400}'::jsonb,
  'the median of two first replies (1 h and 2 h) is 1.5 h'
);

select tests.clear_authentication();
update public.desk_replies set state = 'sent', sent_at = now(), attempts = 1
where recipient like 'counts-%@pgtap.test';
select tests.authenticate_as('counts-admin');
select is(
  pg_temp.contacts_reply(),
  '{"submitted": 2, "replied": 2, "median_seconds": 5400}'::jsonb,
  'sending a reply changes no first reply'
);

select tests.clear_authentication();
delete from public.desk_replies where body = 'First' and recipient = 'counts-c1@pgtap.test';
select tests.authenticate_as('counts-admin');
select is(
  pg_temp.contacts_reply(),
  '{"submitted": 2, "replied": 2, "median_seconds": 9000}'::jsonb,
  'when the first reply is deleted, the next one is the first (3 h and 2 h: median 2.5 h)'
);

select tests.clear_authentication();
update public.contact_submissions set created_at = created_at + interval '1 hour'
where id = (select id from rec where name = 'c1');
select tests.authenticate_as('counts-admin');
select is(
  pg_temp.contacts_reply(),
  '{"submitted": 2, "replied": 2, "median_seconds": 7200}'::jsonb,
  'a changed submission time changes its time to first reply (2 h and 2 h)'
);

select tests.clear_authentication();
delete from public.contact_submissions where id = (select id from rec where name = 'c2');
select tests.authenticate_as('counts-admin');
select is(
  pg_temp.contacts_reply(),
  '{"submitted": 1, "replied": 1, "median_seconds": 7200}'::jsonb,
  'a deleted record leaves the submitted and replied counts'
);
select is(
  pg_temp.report('by_subject'),
  '[{"subject": "events", "count": 1}]'::jsonb,
  'a subject whose only record is deleted is no longer listed (not listed with 0)'
);

-- Anyone else reads none of it, directly or through the report.
select tests.authenticate_as('counts-member');
select throws_ok(
  $$select * from private.desk_report_days$$, '42501', null,
  'a signed-in user cannot read the day counts'
);
select throws_ok(
  $$select * from private.desk_first_replies$$, '42501', null,
  'a signed-in user cannot read the first replies'
);
select throws_ok(
  $$select public.desk_report('2003-01-01', '2003-02-28', 'month')$$, '42501', null,
  'a signed-in user who may not work submissions still cannot read reports'
);

-- The kept tables equal a recount of everything in the database, this file's changes included.
select tests.clear_authentication();
select is_empty(
  $$
    with expected as (
      select 'applications' as form, (a.created_at at time zone 'America/Boise')::date as day,
        a.status, a.region as facet, count(*)::integer as submissions
      from public.coach_applications a group by 1, 2, 3, 4
      union all
      select 'contacts', (c.created_at at time zone 'America/Boise')::date, c.status, c.subject,
        count(*)::integer
      from public.contact_submissions c group by 1, 2, 3, 4
      union all
      select 'alliance', (l.created_at at time zone 'America/Boise')::date, l.status, '',
        count(*)::integer
      from public.alliance_registrations l group by 1, 2, 3, 4
    ),
    kept as (select form, day, status, facet, submissions from private.desk_report_days)
    (select * from expected except select * from kept)
    union all
    (select * from kept except select * from expected)
  $$,
  'the day counts equal a recount of the three tables'
);
select is_empty(
  $$
    with first_replies as (
      select r.record_kind, r.record_id, min(r.created_at) as first_at
      from public.desk_replies r group by 1, 2
    ),
    records as (
      select 'coach_application' as kind, id, created_at from public.coach_applications
      union all select 'contact_submission', id, created_at from public.contact_submissions
      union all select 'alliance_registration', id, created_at from public.alliance_registrations
    ),
    expected as (
      select f.record_kind, f.record_id, s.created_at, f.first_at
      from first_replies f join records s on s.kind = f.record_kind and s.id = f.record_id
    ),
    kept as (
      select record_kind, record_id, submitted_at, first_reply_at from private.desk_first_replies
    )
    (select * from expected except select * from kept)
    union all
    (select * from kept except select * from expected)
  $$,
  'the first replies equal a recount of the replies'
);

select * from finish();
rollback;
