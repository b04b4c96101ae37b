-- Every status change on an intake table is recorded by trigger: which record, from what, to
-- what, by whom. Updates that change nothing, or that RLS filters out, record nothing.
begin;
set local search_path = public, extensions;
select plan(9);

insert into auth.users (id, email) values
  ('a0000000-0000-4000-8000-0000000000d1', 'history-admin@pgtap.test'),
  ('a0000000-0000-4000-8000-0000000000d2', 'history-member@pgtap.test');
insert into public.user_roles (user_id, role) values ('a0000000-0000-4000-8000-0000000000d1', 'admin');

insert into public.coach_applications (
  id, first_name, last_name, email, phone, city, region, organization, title, experience,
  ai_experience, teaching_experience, availability, motivation
) values (
  'c0000000-0000-4000-8000-0000000000d1', 'Ada', 'Lovelace', 'history@coach.pgtap.test',
  '208-555-0100', 'Boise', 'southwestern', 'Teacher', 'Teacher',
  'Ten years teaching algebra and running the robotics club after school.',
  'beginner', 'Yes', 'part-time',
  'I want to help teachers in rural Idaho use AI tools with confidence.'
);
insert into public.contact_submissions (
  id, first_name, last_name, email, phone, organization_type, organization_name, subject, message
) values (
  'd0000000-0000-4000-8000-0000000000d1', 'Grace', 'Hopper', 'history@contact.pgtap.test',
  '208-555-0101', 'k-12', 'Boise School District', 'request-training',
  'We would like a half-day workshop for our staff.'
);
insert into public.alliance_registrations (
  id, first_name, last_name, email, organization, organization_type, title, interests
) values (
  'e0000000-0000-4000-8000-0000000000d1', 'Katherine', 'Johnson', 'history@alliance.pgtap.test',
  'Idaho Technology Council', 'business', 'Director', array['training']
);

-- A signed-in non-admin's attempt is filtered by RLS and leaves no trace.
set local request.jwt.claims = '{"sub":"a0000000-0000-4000-8000-0000000000d2","role":"authenticated"}';
set local role authenticated;
update public.coach_applications set status = 'approved'
where id = 'c0000000-0000-4000-8000-0000000000d1';

reset role;
select is(
  (select count(*) from public.status_changes where record_id = 'c0000000-0000-4000-8000-0000000000d1'),
  0::bigint,
  'a filtered-out update records no history'
);

-- The admin changes statuses.
set local request.jwt.claims = '{"sub":"a0000000-0000-4000-8000-0000000000d1","role":"authenticated"}';
set local role authenticated;
update public.coach_applications set status = 'interview'
where id = 'c0000000-0000-4000-8000-0000000000d1';
update public.coach_applications set status = 'approved'
where id = 'c0000000-0000-4000-8000-0000000000d1';
update public.coach_applications set status = 'approved'
where id = 'c0000000-0000-4000-8000-0000000000d1';
update public.contact_submissions set status = 'responded'
where id = 'd0000000-0000-4000-8000-0000000000d1';
update public.alliance_registrations set status = 'closed'
where id = 'e0000000-0000-4000-8000-0000000000d1';

select results_eq(
  $$select old_status, new_status, changed_by from public.status_changes
    where record_id = 'c0000000-0000-4000-8000-0000000000d1'
    order by changed_at, new_status desc$$,
  $$values ('pending', 'interview', 'a0000000-0000-4000-8000-0000000000d1'::uuid),
           ('interview', 'approved', 'a0000000-0000-4000-8000-0000000000d1'::uuid)$$,
  'each coach status change is recorded with the old and new status and the admin who made it'
);
select is(
  (select count(*) from public.status_changes
   where record_id = 'c0000000-0000-4000-8000-0000000000d1' and old_status = new_status),
  0::bigint,
  'setting the same status again records nothing'
);
select is(
  (select table_name || ':' || old_status || '->' || new_status from public.status_changes
   where record_id = 'd0000000-0000-4000-8000-0000000000d1'),
  'contact_submissions:new->responded',
  'a contact status change is recorded'
);
select is(
  (select table_name || ':' || old_status || '->' || new_status from public.status_changes
   where record_id = 'e0000000-0000-4000-8000-0000000000d1'),
  'alliance_registrations:new->closed',
  'an alliance status change is recorded'
);
select ok(
  (select bool_and(changed_at = now()) from public.status_changes
   where record_id in ('c0000000-0000-4000-8000-0000000000d1', 'd0000000-0000-4000-8000-0000000000d1')),
  'each change is stamped with the time of the change'
);
select throws_ok(
  $$update public.status_changes set changed_by = null$$,
  '42501',
  'permission denied for table status_changes',
  'the admin who made a change cannot erase their name from it'
);

-- The service role (no user) is recorded as nobody.
reset role;
set local request.jwt.claims = '{"role":"service_role"}';
set local role service_role;
update public.contact_submissions set status = 'closed'
where id = 'd0000000-0000-4000-8000-0000000000d1';
select is(
  (select changed_by from public.status_changes
   where record_id = 'd0000000-0000-4000-8000-0000000000d1' and new_status = 'closed'),
  null::uuid,
  'a change made by the service role is recorded without a user'
);

-- Other columns changing does not write history.
update public.contact_submissions set message = 'We would like a full-day workshop for our staff.'
where id = 'd0000000-0000-4000-8000-0000000000d1';
select is(
  (select count(*) from public.status_changes where record_id = 'd0000000-0000-4000-8000-0000000000d1'),
  2::bigint,
  'changing other columns records no status history'
);

reset role;
select * from finish();
rollback;
