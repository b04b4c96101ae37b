-- The role matrix of docs/roles.md: each role (administrator, reviewer, editor, a signed-in user
-- with no role, a visitor) against every table, desk view and RPC, reading and writing, with what
-- must be allowed and what must be refused. Then the last-administrator rule, role changes in the
-- audit log, and a reviewer's untrusted session.
begin;
set local search_path = public, extensions;
select plan(290);

select tests.create_team_member('rm-admin', 'admin', 'rm-admin@pgtap.test');
select tests.create_team_member('rm-reviewer', 'reviewer', 'rm-reviewer@pgtap.test');
select tests.create_team_member('rm-editor', 'editor', 'rm-editor@pgtap.test');
select tests.create_supabase_user('rm-nobody', 'rm-nobody@pgtap.test');

-- One of everything the matrix reads.
select tests.create_submission('coach_applications', 'rm-coach@pgtap.test');
select tests.create_submission('contact_submissions', 'rm-contact@pgtap.test');
select tests.create_submission('alliance_registrations', 'rm-alliance@pgtap.test');
create temporary table rm_ids on commit drop as
select
  (select id from public.coach_applications where email = 'rm-coach@pgtap.test') as coach,
  (select id from public.contact_submissions where email = 'rm-contact@pgtap.test') as contact,
  (select id from public.alliance_registrations where email = 'rm-alliance@pgtap.test') as alliance;
grant select on rm_ids to public;
update public.coach_applications set status = 'interview' where id = (select coach from rm_ids);
insert into public.record_notes (record_kind, record_id, author_id, body)
select 'coach_application', coach, tests.get_supabase_uid('rm-admin'), 'Called back.' from rm_ids;
insert into public.record_reads (record_kind, record_id, user_id)
select 'coach_application', coach, u from rm_ids,
  unnest(array[tests.get_supabase_uid('rm-admin'), tests.get_supabase_uid('rm-reviewer'),
    tests.get_supabase_uid('rm-editor')]) u;
insert into public.desk_replies (record_kind, record_id, request_id, author_id, author_email,
  recipient, body)
select 'contact_submission', contact, gen_random_uuid(), tests.get_supabase_uid('rm-admin'),
  'rm-admin@pgtap.test', 'rm-contact@pgtap.test', 'Thank you.' from rm_ids;
insert into public.saved_replies (record_kind, title, body)
values ('contact_submission', 'rm thanks', 'Thank you for writing.');
insert into public.notification_routes (record_kind, recipients)
values ('alliance_registration', array['rm-route@pgtap.test'])
on conflict (record_kind, contact_subject) do nothing;
insert into public.reviewer_invitations (email, role) values ('rm-invited@pgtap.test', 'reviewer');
insert into public.team_profiles (user_id, display_name)
values (tests.get_supabase_uid('rm-admin'), 'Rita Admin');

-- What a statement does for someone: 'rows' (it returned or changed rows), 'none' (allowed, but
-- RLS left nothing), 'refused' (42501), or the error. Whatever it wrote is rolled back.
create function tests.rm_outcome(_who text, _sql text)
returns text
language plpgsql
as $$
declare
  _rows bigint;
  _outcome text;
begin
  if _who = 'anon' then
    perform tests.authenticate_as_anon();
  else
    perform tests.authenticate_as(_who);
  end if;
  begin
    execute _sql;
    get diagnostics _rows = row_count;
    raise exception using errcode = 'P0099', message = _rows::text;
  exception
    when sqlstate 'P0099' then _outcome := case when sqlerrm::bigint > 0 then 'rows' else 'none' end;
    when insufficient_privilege then _outcome := 'refused';
    when others then _outcome := sqlstate || ' ' || sqlerrm;
  end;
  perform tests.clear_authentication();
  return _outcome;
end;
$$;

create temporary table rm_matrix (
  position serial,
  label text,
  statement text,
  admin text,
  reviewer text,
  editor text,
  nobody text,
  anon text
) on commit drop;

insert into rm_matrix (label, statement, admin, reviewer, editor, nobody, anon) values
-- Submissions and their working data: administrators and reviewers.
('read coach_applications', 'select 1 from public.coach_applications', 'rows', 'rows', 'none', 'none', 'refused'),
('read contact_submissions', 'select 1 from public.contact_submissions', 'rows', 'rows', 'none', 'none', 'refused'),
('read alliance_registrations', 'select 1 from public.alliance_registrations', 'rows', 'rows', 'none', 'none', 'refused'),
('update coach application status',
  'with u as (update public.coach_applications set status = ''approved'' where id = (select coach from rm_ids) returning 1) select * from u',
  'rows', 'rows', 'none', 'none', 'refused'),
('update contact status',
  'with u as (update public.contact_submissions set status = ''responded'' where id = (select contact from rm_ids) returning 1) select * from u',
  'rows', 'rows', 'none', 'none', 'refused'),
('update alliance status',
  'with u as (update public.alliance_registrations set status = ''responded'' where id = (select alliance from rm_ids) returning 1) select * from u',
  'rows', 'rows', 'none', 'none', 'refused'),
('read status_changes', 'select 1 from public.status_changes', 'rows', 'rows', 'none', 'none', 'refused'),
('read record_notes', 'select 1 from public.record_notes', 'rows', 'rows', 'none', 'none', 'refused'),
('add a note as oneself',
  'with i as (insert into public.record_notes (record_kind, record_id, body) select ''coach_application'', coach, ''Seen.'' from rm_ids returning 1) select * from i',
  'rows', 'rows', 'refused', 'refused', 'refused'),
('read record_reads (own markers)', 'select 1 from public.record_reads', 'rows', 'rows', 'none', 'none', 'refused'),
('read desk_replies', 'select 1 from public.desk_replies', 'rows', 'rows', 'none', 'none', 'refused'),
('read notification_deliveries', 'select 1 from public.notification_deliveries', 'rows', 'rows', 'none', 'none', 'refused'),
('read saved_replies', 'select 1 from public.saved_replies', 'rows', 'rows', 'none', 'none', 'refused'),
-- Settings: administrators only.
('add a saved reply',
  'with i as (insert into public.saved_replies (record_kind, title, body) values (''contact_submission'', ''rm new'', ''Hello.'') returning 1) select * from i',
  'rows', 'refused', 'refused', 'refused', 'refused'),
('change a saved reply',
  'with u as (update public.saved_replies set body = ''Changed.'' where title = ''rm thanks'' returning 1) select * from u',
  'rows', 'none', 'none', 'none', 'refused'),
('read notification_routes', 'select 1 from public.notification_routes', 'rows', 'none', 'none', 'none', 'refused'),
('change a notification route',
  'with u as (update public.notification_routes set recipients = array[''rm-other@pgtap.test''] where record_kind = ''alliance_registration'' returning 1) select * from u',
  'rows', 'none', 'none', 'none', 'refused'),
('read retention_periods', 'select 1 from public.retention_periods', 'rows', 'rows', 'rows', 'rows', 'refused'),
('change a retention period',
  'with u as (update public.retention_periods set months = 13 where rule = ''contact_submission'' returning 1) select * from u',
  'rows', 'none', 'none', 'none', 'refused'),
('read desk_settings table', 'select 1 from public.desk_settings', 'refused', 'refused', 'refused', 'refused', 'refused'),
('read audit_log', 'select 1 from public.audit_log', 'rows', 'none', 'none', 'none', 'refused'),
('read reviewer_invitations', 'select 1 from public.reviewer_invitations', 'rows', 'none', 'none', 'none', 'refused'),
('read others'' user_roles', 'select 1 from public.user_roles where user_id <> auth.uid()', 'none', 'none', 'none', 'none', 'refused'),
('read own user_roles', 'select 1 from public.user_roles where user_id = auth.uid()', 'rows', 'rows', 'rows', 'none', 'refused'),
('grant oneself a role',
  'with i as (insert into public.user_roles (user_id, role) values (auth.uid(), ''admin'') returning 1) select * from i',
  'refused', 'refused', 'refused', 'refused', 'refused'),
('read team_profiles (others'' names)', 'select 1 from public.team_profiles where user_id <> auth.uid()', 'none', 'rows', 'none', 'none', 'refused'),
-- RPCs that work submissions.
('desk_application_counts()', 'select * from public.desk_application_counts()', 'rows', 'rows', 'refused', 'refused', 'refused'),
('desk_applications_per_region()', 'select * from public.desk_applications_per_region()', 'rows', 'rows', 'refused', 'refused', 'refused'),
('desk_applications_per_week()', 'select * from public.desk_applications_per_week(4)', 'rows', 'rows', 'refused', 'refused', 'refused'),
('desk_unread_counts()', 'select * from public.desk_unread_counts()', 'rows', 'rows', 'refused', 'refused', 'refused'),
('desk_record_timeline()', 'select * from public.desk_record_timeline(''coach_application'', (select coach from rm_ids))', 'rows', 'rows', 'refused', 'refused', 'refused'),
('desk_status_history()', 'select * from public.desk_status_history((select coach from rm_ids))', 'rows', 'rows', 'refused', 'refused', 'refused'),
('desk_set_status()', 'select public.desk_set_status(''coach_application'', array[(select coach from rm_ids)], ''approved'')', 'rows', 'rows', 'refused', 'refused', 'refused'),
('send_desk_reply()', 'select public.send_desk_reply(''contact_submission'', (select contact from rm_ids), gen_random_uuid(), ''Hello.'')', 'rows', 'rows', 'refused', 'refused', 'refused'),
('resend_notification()', 'select public.resend_notification(''contact_submission'', (select contact from rm_ids))', 'rows', 'rows', 'refused', 'refused', 'refused'),
('retry_desk_reply()', 'select public.retry_desk_reply((select id from public.desk_replies limit 1))', 'rows', 'rows', 'refused', 'refused', 'refused'),
-- RPCs of administration.
('admin_reviewers()', 'select * from public.admin_reviewers()', 'rows', 'refused', 'refused', 'refused', 'refused'),
('admin_invite_reviewer()', 'select * from public.admin_invite_reviewer(''rm-new@pgtap.test'', ''reviewer'')', 'rows', 'refused', 'refused', 'refused', 'refused'),
('admin_withdraw_invitation()', 'select public.admin_withdraw_invitation((select id from public.reviewer_invitations where email = ''rm-invited@pgtap.test''))', 'rows', 'refused', 'refused', 'refused', 'refused'),
('admin_set_member_roles()', 'select public.admin_set_member_roles(tests.get_supabase_uid(''rm-editor''), array[''editor'', ''reviewer'']::public.app_role[])', 'rows', 'refused', 'refused', 'refused', 'refused'),
('admin_remove_reviewer()', 'select public.admin_remove_reviewer(tests.get_supabase_uid(''rm-editor''))', 'rows', 'refused', 'refused', 'refused', 'refused'),
('admin_reset_reviewer_factors()', 'select public.admin_reset_reviewer_factors(tests.get_supabase_uid(''rm-editor''))', 'rows', 'refused', 'refused', 'refused', 'refused'),
('admin_update_desk_settings()', 'select * from public.admin_update_desk_settings(true)', 'rows', 'refused', 'refused', 'refused', 'refused'),
('admin_personal_data()', 'select public.admin_personal_data(''rm-contact@pgtap.test'')', 'rows', 'refused', 'refused', 'refused', 'refused'),
('admin_delete_personal_data()', 'select public.admin_delete_personal_data(''rm-contact@pgtap.test'')', 'rows', 'refused', 'refused', 'refused', 'refused'),
('admin_delete_record()', 'select public.admin_delete_record(''alliance_registration'', (select alliance from rm_ids))', 'rows', 'refused', 'refused', 'refused', 'refused'),
('audit_log_chain()', 'select * from public.audit_log_chain()', 'rows', 'refused', 'refused', 'refused', 'refused'),
('set another''s display name', 'select public.set_display_name(''Someone'', tests.get_supabase_uid(''rm-admin''))', 'rows', 'refused', 'refused', 'refused', 'refused'),
-- Everyone on the team.
('set one''s own display name', 'select public.set_display_name(''My Name'')', 'rows', 'rows', 'rows', 'refused', 'refused'),
('desk_settings()', 'select * from public.desk_settings()', 'rows', 'rows', 'rows', 'refused', 'refused'),
-- The role questions.
('can_work_submissions()', 'select 1 where public.can_work_submissions()', 'rows', 'rows', 'none', 'none', 'refused'),
('can_edit_site()', 'select 1 where public.can_edit_site()', 'none', 'none', 'rows', 'none', 'refused');

select is(tests.rm_outcome(who.id, m.statement),
  case who.id when 'rm-admin' then m.admin when 'rm-reviewer' then m.reviewer
    when 'rm-editor' then m.editor when 'rm-nobody' then m.nobody else m.anon end,
  format('%s: %s', who.label, m.label))
from rm_matrix m
cross join (values ('rm-admin', 'administrator'), ('rm-reviewer', 'reviewer'),
  ('rm-editor', 'editor'), ('rm-nobody', 'signed in without a role'), ('anon', 'visitor'))
  as who (id, label)
order by m.position, who.id;

-- The desk views: administrators read them; editors and users without a role read nothing. The
-- views are being changed to security_invoker with can_work_submissions() as their row check
-- (supabase-cli workstream); until then a reviewer reads nothing from them.
select is(tests.rm_outcome(who, format('select 1 from public.%I', v)), 'rows',
  format('administrator reads %s', v))
from unnest(array['coach_applications_desk', 'contact_submissions_desk',
  'alliance_registrations_desk']) v, (values ('rm-admin')) w (who);
select is(tests.rm_outcome(who, format('select 1 from public.%I', v)), 'none',
  format('%s reads nothing from %s', who, v))
from unnest(array['coach_applications_desk', 'contact_submissions_desk',
  'alliance_registrations_desk']) v, (values ('rm-editor'), ('rm-nobody')) w (who);
select is(tests.rm_outcome('rm-reviewer', format('select 1 from public.%I', v)), 'rows',
  format('reviewer reads %s', v))
from unnest(array['coach_applications_desk', 'contact_submissions_desk',
  'alliance_registrations_desk']) v;

-- ---------------------------------------------------------------------------------------------
-- A reviewer's and an editor's rights hold only in a trusted session
-- ---------------------------------------------------------------------------------------------
select tests.enrol_verified_factor('rm-reviewer');
select tests.enrol_verified_factor('rm-editor');
select tests.authenticate_as('rm-reviewer', 'aal1');
select is_empty($$select 1 from public.contact_submissions$$,
  'a reviewer with a factor, signed in with the password only, reads no submission');
select tests.authenticate_as('rm-editor', 'aal1');
select ok(not public.can_edit_site(), 'an editor signed in with one factor of two cannot edit the site');
select tests.clear_authentication();

-- ---------------------------------------------------------------------------------------------
-- The last administrator, and role changes in the audit log
-- ---------------------------------------------------------------------------------------------
-- Every other administrator (the stack's too) goes first, so rm-admin is the last one.
delete from public.user_roles where role = 'admin' and user_id <> tests.get_supabase_uid('rm-admin');

select tests.authenticate_as('rm-admin');
select throws_ok(
  format('select public.admin_set_member_roles(%L, array[''reviewer'']::public.app_role[])',
    tests.get_supabase_uid('rm-admin')),
  'P0001', 'The last admin cannot be removed',
  'the last administrator cannot be demoted, not even by themselves'
);
select throws_ok(
  format('select public.admin_remove_reviewer(%L)', tests.get_supabase_uid('rm-admin')),
  '22023', null,
  'nor remove themselves'
);
select tests.clear_authentication();
select throws_ok(
  format('delete from public.user_roles where user_id = %L', tests.get_supabase_uid('rm-admin')),
  'P0001', 'The last admin cannot be removed',
  'and the database owner cannot take the last administrator''s role either'
);

select tests.authenticate_as('rm-admin');
select is(
  public.admin_set_member_roles(tests.get_supabase_uid('rm-reviewer'),
    array['reviewer', 'admin']::public.app_role[]),
  array['admin', 'reviewer']::public.app_role[],
  'an administrator makes a reviewer an administrator too'
);
select tests.clear_authentication();
select ok(
  exists (select 1 from public.audit_log where action = 'role_granted'
    and target_id = tests.get_supabase_uid('rm-reviewer') and details ->> 'role' = 'admin'
    and actor_id = tests.get_supabase_uid('rm-admin')),
  'the grant is in the audit log, with the administrator who made it'
);
select tests.authenticate_as('rm-admin');
select is(
  public.admin_set_member_roles(tests.get_supabase_uid('rm-admin'),
    array['editor']::public.app_role[]),
  array['editor']::public.app_role[],
  'with a second administrator, the first may step down'
);
select tests.clear_authentication();
select ok(
  exists (select 1 from public.audit_log where action = 'role_revoked'
    and target_id = tests.get_supabase_uid('rm-admin') and details ->> 'role' = 'admin'),
  'the revocation is in the audit log'
);
select throws_ok(
  $$select public.admin_set_member_roles(gen_random_uuid(), array['reviewer']::public.app_role[])$$,
  '42501', null,
  'the database owner is no administrator of the desk (no signed-in caller)'
);
select tests.authenticate_as('rm-reviewer');
select throws_ok(
  $$select public.admin_remove_reviewer(gen_random_uuid())$$,
  'PT404', 'That team member was not found; they may already have been removed.',
  'removing someone who is not on the team answers 404 with a sentence'
);
select throws_ok(
  $$select public.admin_set_member_roles(gen_random_uuid(), array['reviewer']::public.app_role[])$$,
  'PT404', null,
  'and so does changing their roles'
);
select throws_ok(
  $$select public.admin_delete_record('coach_application', gen_random_uuid())$$,
  'PT404', 'That record was not found; it may have been deleted.',
  'deleting a record that is not there answers 404'
);
select throws_ok(
  format('select public.admin_set_member_roles(%L, array[]::public.app_role[])',
    tests.get_supabase_uid('rm-editor')),
  '22023', 'Choose at least one role, or remove the member from the team',
  'an empty set of roles is refused with a sentence'
);
select tests.clear_authentication();

-- An invitation Auth has acted on (it creates the account, which gets the role at once) can still
-- be withdrawn until the link is used; the account goes with it, so the link stops working.
select tests.authenticate_as('rm-reviewer');
select public.admin_invite_reviewer('rm-flow@pgtap.test', 'editor', 'Flo Flow');
select tests.clear_authentication();
insert into auth.users (id, email, invited_at)
values ('a0000000-0000-4000-8000-0000000001f1', 'rm-flow@pgtap.test', now());
-- (Nothing until the address is confirmed: 20251101010000_accounts_and_roles.sql and 155_invitation_needs_confirmed_address.)
select ok(not public.has_role('a0000000-0000-4000-8000-0000000001f1', 'editor'),
  'the invited account holds no role before its address is confirmed');
select is((select display_name from public.team_profiles
  where user_id = 'a0000000-0000-4000-8000-0000000001f1'), null,
  'nor the name the administrator gave');
select tests.authenticate_as('rm-reviewer');
select isnt((select invitation_id from public.admin_reviewers() where email = 'rm-flow@pgtap.test'),
  null, 'the people list offers to withdraw it while the link is unused');
select public.admin_withdraw_invitation(
  (select invitation_id from public.admin_reviewers() where email = 'rm-flow@pgtap.test'));
select tests.clear_authentication();
select is_empty($$select 1 from auth.users where email = 'rm-flow@pgtap.test'$$,
  'withdrawing it removes the unused account, so its link no longer works');

select * from finish();
rollback;
