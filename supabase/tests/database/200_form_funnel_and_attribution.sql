-- Form completion counters and submission attribution (migration
-- 20251101070000_visits_and_funnel.sql): visitors add to the funnel's daily counters
-- only through record_form_event, within a per-network hourly limit, and read nothing; reviewers
-- and administrators read them through form_funnel, editors do not; the attribution columns take
-- only a path, a domain and trimmed campaign values.
begin;
set local search_path = public, extensions;
select plan(34);

select tests.create_team_member('ff-reviewer', 'reviewer', 'ff-reviewer@pgtap.test');
select tests.create_team_member('ff-admin', 'admin', 'ff-admin@pgtap.test');
select tests.create_team_member('ff-editor', 'editor', 'ff-editor@pgtap.test');

create temporary table funnel_contact_json on commit drop as
  select jsonb_build_object(
    'first_name', 'Grace', 'last_name', 'Hopper', 'email', 'funnel-contact@pgtap.test',
    'phone', '208-555-0101', 'organization_type', 'k-12',
    'organization_name', 'Boise School District', 'subject', 'request-training',
    'message', 'We would like a half-day workshop for our staff.'
  ) as submission;
grant select on funnel_contact_json to anon, authenticated, service_role;

-- The limit as the migration sets it, read here (visitors cannot read `private`).
create temporary table funnel_limit on commit drop as
  select per_network_hour from private.form_event_limits();
grant select on funnel_limit to anon, authenticated, service_role;

-- ------------------------------------------------------------------ the funnel: visitors write
select tests.authenticate_as_anon();
select tests.request_from('203.0.113.7');
select is(
  public.record_form_event('contact_submission', 'viewed'),
  true,
  'a visitor adds a view of the contact form through record_form_event'
);
select lives_ok(
  $$select public.record_form_event('contact_submission', 'started'),
      public.record_form_event('contact_submission', 'refused'),
      public.record_form_event('coach_application', 'checked')$$,
  'a visitor adds a start, a refusal and a check-your-answers step'
);
select throws_ok(
  $$select public.record_form_event('contact_submission', 'bought')$$,
  '22023',
  null,
  'a step the funnel does not know is refused'
);
select throws_ok(
  $$select * from private.form_funnel_days$$,
  '42501',
  null,
  'a visitor cannot read the funnel counters'
);
select throws_ok(
  $$insert into private.form_funnel_days (form, day, viewed) values ('contact_submission', current_date, 1000)$$,
  '42501',
  null,
  'a visitor cannot write the funnel counters except through record_form_event'
);
select throws_ok(
  $$select public.form_funnel(current_date - 1, current_date + 1)$$,
  '42501',
  null,
  'a visitor cannot read the funnel report'
);

-- ------------------------------------------------------------------ the per-network limit
select tests.authenticate_as_anon();
select tests.request_from('198.51.100.20');
select is(
  (select count(*) filter (where public.record_form_event('alliance_registration', 'viewed'))
   from generate_series(1, (select per_network_hour from funnel_limit) + 5)),
  (select per_network_hour::bigint from funnel_limit),
  'one network counts at most the hourly limit of events; the rest are not counted'
);
select tests.request_from('198.51.100.21');
select is(
  public.record_form_event('alliance_registration', 'viewed'),
  true,
  'another network is still counted'
);

-- ------------------------------------------------------------------ the desk reads
select tests.authenticate_as('ff-reviewer');
select is(
  (select (f ->> 'viewed')::int from jsonb_array_elements(
     public.form_funnel(current_date - 1, current_date + 1) -> 'forms') f
   where f ->> 'form' = 'contact_submission'),
  1,
  'a reviewer reads the contact form''s views for the period'
);
select is(
  (select (f ->> 'viewed')::int from jsonb_array_elements(
     public.form_funnel(current_date - 1, current_date + 1) -> 'forms') f
   where f ->> 'form' = 'alliance_registration'),
  (select per_network_hour + 1 from funnel_limit),
  'the counters hold what was counted, not what was refused by the limit'
);
select is(
  public.record_form_event('contact_submission', 'viewed'),
  false,
  'a member of the desk is not counted'
);
select tests.authenticate_as('ff-admin');
select is(
  jsonb_array_length(public.form_funnel(current_date - 1, current_date + 1) -> 'forms'),
  3,
  'an administrator reads the funnel of the three forms'
);
select tests.authenticate_as('ff-editor');
select throws_ok(
  $$select public.form_funnel(current_date - 1, current_date + 1)$$,
  '42501',
  null,
  'an editor cannot read the funnel'
);

-- ------------------------------------------------------------------ attribution
select tests.authenticate_as_anon();
select tests.request_from('192.0.2.50');
select lives_ok(
  $$select public.submit_contact_message(
      submission || '{"landing_page": "/about", "referrer_domain": "news.example.org",
        "utm_source": "newsletter", "utm_medium": "email", "utm_campaign": "spring-2026"}',
      'b1111111-1111-4111-8111-111111111111')
    from funnel_contact_json$$,
  'a submission stores its landing page, referrer domain and campaign'
);
select lives_ok(
  $$select public.submit_contact_message(submission, 'b2222222-2222-4222-8222-222222222222')
    from funnel_contact_json$$,
  'a submission without attribution is still accepted'
);
select throws_ok(
  $$select public.submit_contact_message(
      submission || '{"landing_page": "https://evil.example/about?x=1"}', gen_random_uuid())
    from funnel_contact_json$$,
  '23514',
  null,
  'a landing page that is not a path is refused'
);
select throws_ok(
  $$select public.submit_contact_message(
      submission || jsonb_build_object('referrer_domain', 'Not A Domain',
        'utm_campaign', repeat('x', 101)), gen_random_uuid())
    from funnel_contact_json$$,
  '23514',
  null,
  'a referrer that is not a domain, or a campaign over 100 characters, is refused'
);

-- The pages that led to what was sent: the desk's funnel names /about for the message above.
select tests.authenticate_as('ff-reviewer');
select is(
  (select (o ->> 'sent')::int from jsonb_array_elements(
     public.form_funnel(current_date - 1, current_date + 1) -> 'origins') o
   where o ->> 'form' = 'contact_submission' and o ->> 'landing_page' = '/about'),
  1,
  'a reviewer reads the pages that led to sent forms: /about led to one contact message'
);
select ok(
  not exists (select 1 from jsonb_array_elements(
     public.form_funnel(current_date - 1, current_date + 1) -> 'origins') o
   where o ->> 'landing_page' is null),
  'a record sent without a landing page is not among the pages that led to it'
);

-- Every attribution column refuses a value of the wrong shape (each *_shape CHECK constraint).
select tests.clear_authentication();
select tests.create_submission(t, 'shape-' || t || '@pgtap.test')
from unnest(array['coach_applications', 'contact_submissions', 'alliance_registrations']) as t;
select throws_ok(
  format('update public.%I set %I = %L where email = %L', t, c, bad, 'shape-' || t || '@pgtap.test'),
  '23514',
  null,
  format('%s.%s refuses %s', t, c, bad)
)
from unnest(array['coach_applications', 'contact_submissions', 'alliance_registrations']) as t
cross join (values
  ('landing_page', 'about'),
  ('referrer_domain', 'Example.COM'),
  ('utm_source', ' padded'),
  ('utm_medium', ''),
  ('utm_campaign', repeat('x', 101))
) as v (c, bad);

select * from finish();
rollback;
