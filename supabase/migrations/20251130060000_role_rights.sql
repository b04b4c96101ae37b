-- Least privilege for the team's three roles (issue 25), enforced here rather than by the desk
-- hiding buttons. docs/roles.md holds the full matrix; supabase/tests/database/160_role_matrix.sql
-- proves it.
--
-- * administrator (`admin`): people and roles, the two-factor requirement, routing, saved replies,
--   retention, personal-data requests, the audit log; and everything a reviewer does.
-- * reviewer: reads and works submissions (status, notes, replies, read markers, delivery state,
--   history, counts); reads the saved replies to use them.
-- * editor: the site's content (public.can_edit_site(), used by the site-content tables); reads no
--   submission, note, reply, audit entry or personal data.
--
-- 1. has_role answers for every role only from a trusted session (a live session, aal2 when the
--    desk requires it), as it did for admin alone: a reviewer's or editor's token from a removed
--    session or with one factor missing reads nothing.
-- 2. public.can_work_submissions() (the one place that names who works submissions) becomes
--    admin or reviewer; every policy and RPC about working submissions moves onto it.
-- 3. A missing record or reviewer answers PT404 (HTTP 404 through PostgREST) with a sentence,
--    instead of P0002, which PostgREST answers with 500.

-- ---------------------------------------------------------------------------------------------
-- 1. has_role: a trusted session for every role
-- ---------------------------------------------------------------------------------------------
create or replace function public.has_role(_user_id uuid, _role public.app_role)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.user_roles
    where user_id = _user_id
      and role = _role
      and (
        pg_catalog.current_setting('role') not in ('anon', 'authenticated')
        or (
          _user_id = (select auth.uid())
          and private.admin_session_is_trusted(_user_id)
        )
      )
  )
$$;

comment on function public.has_role(uuid, public.app_role) is
  'True when the user holds the role. Signed-in users get an answer about themselves only '
  '(false for anyone else), and only from a trusted session (a live session, aal2 when '
  'required: private.admin_session_is_trusted), whatever the role; the service role and direct '
  'SQL may ask about anyone. Not callable by anon.';

-- ---------------------------------------------------------------------------------------------
-- 2. Who works submissions, who edits the site
-- ---------------------------------------------------------------------------------------------
create or replace function public.can_work_submissions()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles r
    where r.user_id = (select auth.uid()) and r.role in ('admin', 'reviewer')
  )
  and private.admin_session_is_trusted((select auth.uid()))
$$;

comment on function public.can_work_submissions() is
  'True when the caller may read and work submissions (status, notes, replies, export): an '
  'administrator or a reviewer in a trusted session. The single place that says which roles.';

create function public.can_edit_site()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.has_role((select auth.uid()), 'editor')
$$;

comment on function public.can_edit_site() is
  'True when the caller may edit and publish the site''s content: an editor in a trusted session.';

revoke all on function public.can_edit_site() from public, anon;
grant execute on function public.can_edit_site() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Policies: submissions and their working data move to can_work_submissions()
-- ---------------------------------------------------------------------------------------------
alter policy "admins read alliance registrations" on public.alliance_registrations
  rename to "team reads alliance registrations";
alter policy "team reads alliance registrations" on public.alliance_registrations
  using ((select public.can_work_submissions()));
alter policy "admins update alliance registration status" on public.alliance_registrations
  rename to "team updates alliance registration status";
alter policy "team updates alliance registration status" on public.alliance_registrations
  using ((select public.can_work_submissions()))
  with check ((select public.can_work_submissions()));

alter policy "admins read coach applications" on public.coach_applications
  rename to "team reads coach applications";
alter policy "team reads coach applications" on public.coach_applications
  using ((select public.can_work_submissions()));
alter policy "admins update coach application status" on public.coach_applications
  rename to "team updates coach application status";
alter policy "team updates coach application status" on public.coach_applications
  using ((select public.can_work_submissions()))
  with check ((select public.can_work_submissions()));

alter policy "admins read contact submissions" on public.contact_submissions
  rename to "team reads contact submissions";
alter policy "team reads contact submissions" on public.contact_submissions
  using ((select public.can_work_submissions()));
alter policy "admins update contact submission status" on public.contact_submissions
  rename to "team updates contact submission status";
alter policy "team updates contact submission status" on public.contact_submissions
  using ((select public.can_work_submissions()))
  with check ((select public.can_work_submissions()));

alter policy "admins read desk replies" on public.desk_replies rename to "team reads desk replies";
alter policy "team reads desk replies" on public.desk_replies
  using ((select public.can_work_submissions()));

alter policy "admins read notification deliveries" on public.notification_deliveries
  rename to "team reads notification deliveries";
alter policy "team reads notification deliveries" on public.notification_deliveries
  using ((select public.can_work_submissions()));

alter policy "admins read status history" on public.status_changes
  rename to "team reads status history";
alter policy "team reads status history" on public.status_changes
  using ((select public.can_work_submissions()));

alter policy "admins read notes" on public.record_notes rename to "team reads notes";
alter policy "team reads notes" on public.record_notes
  using ((select public.can_work_submissions()));
alter policy "admins add notes as themselves" on public.record_notes
  rename to "team adds notes as themselves";
alter policy "team adds notes as themselves" on public.record_notes
  with check ((select public.can_work_submissions()) and author_id = (select auth.uid()));
alter policy "authors edit their own notes" on public.record_notes
  using ((select public.can_work_submissions()) and author_id = (select auth.uid()))
  with check ((select public.can_work_submissions()) and author_id = (select auth.uid()));
alter policy "authors delete their own notes" on public.record_notes
  using ((select public.can_work_submissions()) and author_id = (select auth.uid()));

alter policy "admins read their own read markers" on public.record_reads
  rename to "team reads their own read markers";
alter policy "team reads their own read markers" on public.record_reads
  using ((select public.can_work_submissions()) and user_id = (select auth.uid()));
alter policy "admins mark records read for themselves" on public.record_reads
  rename to "team marks records read for themselves";
alter policy "team marks records read for themselves" on public.record_reads
  with check ((select public.can_work_submissions()) and user_id = (select auth.uid()));
alter policy "admins mark records unread for themselves" on public.record_reads
  rename to "team marks records unread for themselves";
alter policy "team marks records unread for themselves" on public.record_reads
  using ((select public.can_work_submissions()) and user_id = (select auth.uid()));

-- Reviewers use the saved replies; only administrators change them.
alter policy "admins read saved replies" on public.saved_replies rename to "team reads saved replies";
alter policy "team reads saved replies" on public.saved_replies
  using ((select public.can_work_submissions()));

-- Retention periods: everyone signed in reads them (the privacy page's figures); administrators
-- change the months. The change is audited (migration audit_chain).
grant update (months) on table public.retention_periods to authenticated;
create policy "administrators change retention periods"
  on public.retention_periods for update to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));

-- ---------------------------------------------------------------------------------------------
-- RPCs that work submissions: their role check becomes can_work_submissions(), and a missing
-- record answers 404 with a sentence. The bodies are otherwise unchanged, so they are rewritten
-- in place from the installed definitions; each rewrite must match exactly once, or the
-- migration stops (a definition that moved on would otherwise keep its old check silently).
-- ---------------------------------------------------------------------------------------------
do $$
declare
  _fn regprocedure;
  _def text;
  _new text;
begin
  foreach _fn in array array[
    'public.admin_application_counts()',
    'public.admin_applications_per_region()',
    'public.admin_applications_per_week(integer)',
    'public.admin_unread_counts()',
    'public.admin_record_timeline(text, uuid)',
    'public.admin_set_status(text, uuid[], text)',
    'public.admin_status_history(uuid)',
    'public.resend_notification(text, uuid)',
    'public.retry_desk_reply(uuid)',
    'public.send_desk_reply(text, uuid, uuid, text, text)'
  ]::regprocedure[]
  loop
    _def := pg_catalog.pg_get_functiondef(_fn);
    _new := pg_catalog.regexp_replace(_def,
      '(coalesce\()?public\.has_role\((auth\.uid\(\)|_reviewer), ''admin''\)(, false\))?',
      'public.can_work_submissions()');
    if _new = _def or _new ~ 'has_role' then
      raise exception 'role check of % not found exactly once', _fn;
    end if;
    execute _new;
  end loop;
end;
$$;

do $$
declare
  _fn regprocedure;
  _def text;
  _new text;
begin
  foreach _fn in array array[
    'public.resend_notification(text, uuid)',
    'public.send_desk_reply(text, uuid, uuid, text, text)',
    'public.retry_desk_reply(uuid)',
    'public.admin_delete_record(text, uuid)'
  ]::regprocedure[]
  loop
    _def := pg_catalog.pg_get_functiondef(_fn);
    _new := pg_catalog.replace(pg_catalog.replace(_def,
      'raise exception ''No such record'' using errcode = ''P0002''',
      'raise exception ''That record was not found; it may have been deleted.'' using errcode = ''PT404'''),
      'raise exception ''No such reply'' using errcode = ''P0002''',
      'raise exception ''That reply was not found; it may have been deleted with its record.'' using errcode = ''PT404''');
    if _new = _def or _new ~ 'P0002' then
      raise exception 'not-found answer of % not rewritten', _fn;
    end if;
    execute _new;
  end loop;
end;
$$;
