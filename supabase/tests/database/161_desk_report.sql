-- desk_report(): reports by period from one read-only RPC, refused to anyone who may not work
-- submissions, counting only what was submitted in the chosen Mountain Time days.
begin;
set local search_path = public, extensions;
select plan(10);

select tests.create_supabase_user('report-member');
select tests.create_team_member('report-admin', 'admin');

-- Far in the past, so no other test's rows share the period.
select tests.create_submission('coach_applications', 'report-a@pgtap.test',
  '{"created_at": "2001-03-05T18:00:00Z", "region": "northern", "status": "approved"}');
select tests.create_submission('coach_applications', 'report-b@pgtap.test',
  '{"created_at": "2001-03-20T18:00:00Z", "region": "northern"}');
select tests.create_submission('coach_applications', 'report-c@pgtap.test',
  '{"created_at": "2001-04-02T18:00:00Z", "region": "central"}');
-- 2001-03-01T06:30:00Z is 2001-02-28 23:30 in Boise (MST): February's, so it is left out.
select tests.create_submission('contact_submissions', 'report-d@pgtap.test',
  '{"created_at": "2001-03-01T06:30:00Z", "subject": "events"}');
select tests.create_submission('contact_submissions', 'report-e@pgtap.test',
  '{"created_at": "2001-03-10T18:00:00Z", "subject": "partnership"}');
insert into public.desk_replies (record_kind, record_id, request_id, recipient, body, created_at)
select 'contact_submission', id, gen_random_uuid(), email, 'Thanks', created_at + interval '2 hours'
from public.contact_submissions where email = 'report-e@pgtap.test';

select tests.authenticate_as_anon();
select throws_ok(
  $$select public.desk_report('2001-03-01', '2001-04-30', 'month')$$,
  '42501', null, 'anon cannot read reports'
);
select tests.authenticate_as('report-member');
select throws_ok(
  $$select public.desk_report('2001-03-01', '2001-04-30', 'month')$$,
  '42501', 'Only the desk''s reviewers can see reports',
  'a signed-in user who may not work submissions cannot read reports'
);

select tests.authenticate_as('report-admin');
select throws_ok(
  $$select public.desk_report('2001-03-01', '2001-04-30', 'day')$$,
  '22023', 'Choose weeks or months', 'a grain other than week or month is refused'
);
select throws_ok(
  $$select public.desk_report('2001-04-30', '2001-03-01', 'month')$$,
  '22023', null, 'a period that ends before it starts is refused'
);
create temporary table report on commit drop as
  select public.desk_report('2001-03-01', '2001-04-30', 'month') as r;
select is(
  (select r -> 'periods' from report),
  '[{"period_start": "2001-03-01", "applications": 2, "contacts": 1, "alliance": 0},
    {"period_start": "2001-04-01", "applications": 1, "contacts": 0, "alliance": 0}]'::jsonb,
  'counts per form by month, in Mountain Time days (a late-evening February message is left out)'
);
select is(
  (select r -> 'by_region' from report),
  '[{"region": "northern", "count": 2}, {"region": "central", "count": 1}]'::jsonb,
  'applications by region'
);
select is(
  (select r -> 'by_subject' from report),
  '[{"subject": "partnership", "count": 1}]'::jsonb,
  'contact messages by subject'
);
select ok(
  (select r -> 'by_status' from report) @> '[{"form": "applications", "status": "approved", "count": 1}]',
  'counts by status per form'
);
select is(
  (select f from report, jsonb_array_elements(r -> 'first_reply') f where f ->> 'form' = 'contacts'),
  '{"form": "contacts", "submitted": 1, "replied": 1, "median_seconds": 7200}'::jsonb,
  'median time to first reply, from submission to the first reply queued'
);
select is(
  jsonb_array_length((select public.desk_report('2001-03-01', '2001-03-31', 'week') -> 'periods')),
  5,
  'by week: every week that touches the period, Mondays first, zeros included'
);

select * from finish();
rollback;
