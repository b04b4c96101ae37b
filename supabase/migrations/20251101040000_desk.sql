-- The reviewers' desk: list views and search, counts and reports, notes and read markers, desk
-- settings, notification routes, saved replies and desk replies, record ownership and presence.
-- Baseline file 5 of 7 (docs/migration-baseline.md).

-- Function bodies here may name objects defined further down or in a later file of the baseline,
-- as pg_dump's output does: they are checked when they run (pgTAP runs every one), not when
-- they are created. Only for this file's transaction.
set local check_function_bodies = off;

-- Aggregates and history for the admin dashboard.
--
-- Each function is SECURITY DEFINER (so it can aggregate every row and read the changer's e-mail
-- from auth.users), and therefore checks the admin role itself before anything else: a caller
-- without it gets 42501, which PostgREST answers with 401 (anon) or 403 (signed in).
-- The search_path is empty, so every name below is schema-qualified.

-- Applications per week (weeks start on Monday, Mountain Time), oldest first, the current
-- (partial) week last. Weeks without applications are present with 0.
create function public.admin_applications_per_week(_weeks integer default 12)
returns table (week_start date, applications bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.can_work_submissions() then
    raise exception 'Admin privileges required' using errcode = '42501';
  end if;
  if _weeks is null or _weeks < 1 or _weeks > 104 then
    raise exception 'Weeks must be between 1 and 104' using errcode = '22023';
  end if;

  return query
  with weeks as (
    select (date_trunc('week', now() at time zone 'America/Boise'))::date - 7 * n as start_day
    from pg_catalog.generate_series(0, _weeks - 1) as n
  )
  select
    w.start_day,
    (
      select pg_catalog.count(*)
      from public.coach_applications a
      where a.created_at >= (w.start_day::timestamp at time zone 'America/Boise')
        and a.created_at < ((w.start_day + 7)::timestamp at time zone 'America/Boise')
    )
  from weeks w
  order by w.start_day;
end;
$$;
-- Supabase's default privileges grant EXECUTE to anon and service_role as well; only signed-in
-- users may call these (and the role check inside refuses everyone but admins).
revoke all on function public.admin_applications_per_week(integer) from public, anon, service_role;
grant execute on function public.admin_applications_per_week(integer) to authenticated;

create function public.admin_applications_per_region()
returns table (region text, applications bigint, approved bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.can_work_submissions() then
    raise exception 'Admin privileges required' using errcode = '42501';
  end if;

  return query
  with regions (name, position) as (
    values ('northern', 1), ('southwestern', 2), ('southeastern', 3), ('eastern', 4), ('central', 5)
  ),
  -- Grouped by the column itself (not an expression of it), so the (region, status) index gives
  -- the groups in order.
  counted as (
    select
      a.region::text as name,
      pg_catalog.count(*) as applications,
      pg_catalog.count(*) filter (where a.status = 'approved') as approved
    from public.coach_applications a
    group by a.region
  )
  select x.name, x.applications, x.approved
  from (
    select r.name::text as name, r.position, coalesce(c.applications, 0)::bigint as applications,
      coalesce(c.approved, 0)::bigint as approved
    from regions r
    left join counted c on c.name = r.name
    union all
    select c.name, 99, c.applications, c.approved
    from counted c
    where c.name not in (select r2.name from regions r2)
  ) x
  order by x.position, x.name;
end;
$$;
revoke all on function public.admin_applications_per_region() from public, anon, service_role;
grant execute on function public.admin_applications_per_region() to authenticated;

-- Status history of one submission, newest first, with the e-mail of the person who changed it
-- (admins cannot read auth.users themselves).
create function public.admin_status_history(_record_id uuid)
returns table (
  id text,
  table_name text,
  old_status text,
  new_status text,
  changed_by uuid,
  changed_by_email text,
  changed_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.can_work_submissions() then
    raise exception 'Admin privileges required' using errcode = '42501';
  end if;

  return query
  select
    s.id::text,
    s.table_name::text,
    s.old_status::text,
    s.new_status::text,
    s.changed_by,
    u.email::text,
    s.changed_at
  from public.status_changes s
  left join auth.users u on u.id = s.changed_by
  where s.record_id = _record_id
  order by s.changed_at desc, s.id desc;
end;
$$;
revoke all on function public.admin_status_history(uuid) from public, anon, service_role;
grant execute on function public.admin_status_history(uuid) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Notes: admins write them on any submission; only the author edits or deletes theirs; nobody
-- but admins reads them.
-- ---------------------------------------------------------------------------------------------
create table public.record_notes (
  id uuid primary key default gen_random_uuid(),
  record_kind text not null,
  record_id uuid not null,
  -- No foreign key, as in status_changes: a note outlives its author's account.
  author_id uuid not null default auth.uid(),
  body text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint record_notes_record_kind_allowed check (
    record_kind in ('coach_application', 'contact_submission', 'alliance_registration')
  ),
  constraint record_notes_body_trimmed check (private.is_trimmed(body)),
  constraint record_notes_body_length check (private.utf16_length(body) between 1 and 5000)
);

comment on table public.record_notes is
  'Reviewers'' notes on submissions. Admins read and add; only the author edits or deletes.';

create index record_notes_record_idx on public.record_notes (record_kind, record_id, created_at);

alter table public.record_notes enable row level security;

revoke all on table public.record_notes from anon, authenticated, public;

grant select, delete on table public.record_notes to authenticated;

grant insert (record_kind, record_id, body) on table public.record_notes to authenticated;

grant update (body) on table public.record_notes to authenticated;

grant all on table public.record_notes to service_role;

create policy "team reads notes"
  on public.record_notes for select to authenticated
  using ((select public.can_work_submissions()));

create policy "team adds notes as themselves"
  on public.record_notes for insert to authenticated
  with check ((select public.can_work_submissions()) and author_id = (select auth.uid()));

create policy "authors edit their own notes"
  on public.record_notes for update to authenticated
  using ((select public.can_work_submissions()) and author_id = (select auth.uid()))
  with check ((select public.can_work_submissions()) and author_id = (select auth.uid()));

create policy "authors delete their own notes"
  on public.record_notes for delete to authenticated
  using ((select public.can_work_submissions()) and author_id = (select auth.uid()));

-- A note must belong to a submission that exists, and keeps its edit time. SECURITY DEFINER:
-- the caller has no access to the private schema the existence check lives in.
create function private.check_record_note()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' and not private.record_exists(new.record_kind, new.record_id) then
    raise exception 'There is no % with id %', pg_catalog.replace(new.record_kind, '_', ' '), new.record_id
      using errcode = '23503';
  end if;
  if tg_op = 'UPDATE' then
    new.updated_at := pg_catalog.now();
  end if;
  return new;
end;
$$;
revoke all on function private.check_record_note() from public;

create trigger record_notes_check
  before insert or update on public.record_notes
  for each row
  execute function private.check_record_note();

-- ---------------------------------------------------------------------------------------------
-- Read markers: one row per reviewer and submission they opened. No row means "new to them".
-- ---------------------------------------------------------------------------------------------
create table public.record_reads (
  user_id uuid not null default auth.uid(),
  record_kind text not null,
  record_id uuid not null,
  read_at timestamptz not null default now(),

  constraint record_reads_pkey primary key (user_id, record_kind, record_id),
  constraint record_reads_record_kind_allowed check (
    record_kind in ('coach_application', 'contact_submission', 'alliance_registration')
  )
);

comment on table public.record_reads is
  'Which submissions each reviewer has opened. Each admin reads and writes only their own rows.';

alter table public.record_reads enable row level security;

revoke all on table public.record_reads from anon, authenticated, public;

grant select, delete on table public.record_reads to authenticated;

grant insert (record_kind, record_id) on table public.record_reads to authenticated;

grant all on table public.record_reads to service_role;

create policy "team reads their own read markers"
  on public.record_reads for select to authenticated
  using ((select public.can_work_submissions()) and user_id = (select auth.uid()));

create policy "team marks records read for themselves"
  on public.record_reads for insert to authenticated
  with check ((select public.can_work_submissions()) and user_id = (select auth.uid()));

create policy "team marks records unread for themselves"
  on public.record_reads for delete to authenticated
  using ((select public.can_work_submissions()) and user_id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------
-- Bulk status change. SECURITY INVOKER: the caller's UPDATE privilege and row-level security
-- decide, and the status-history trigger records every row with the caller as the changer.
-- Returns how many records changed (rows already at the status are left alone).
-- ---------------------------------------------------------------------------------------------
create function public.admin_set_status(_record_kind text, _record_ids uuid[], _status text)
returns integer
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  changed integer;
  -- Spelled out rather than private.record_table(): the caller may not use the private schema.
  target text := case _record_kind
    when 'coach_application' then 'coach_applications'
    when 'contact_submission' then 'contact_submissions'
    when 'alliance_registration' then 'alliance_registrations'
  end;
begin
  if not public.can_work_submissions() then
    raise exception 'Admin privileges required' using errcode = '42501';
  end if;
  if target is null then
    raise exception 'Unknown record kind %', _record_kind using errcode = '22023';
  end if;
  if _record_ids is null or pg_catalog.cardinality(_record_ids) > 100000 then
    raise exception 'Between 0 and 100,000 records at a time' using errcode = '22023';
  end if;
  execute pg_catalog.format(
    'update public.%I set status = $1 where id = any($2) and status is distinct from $1',
    target
  )
  using _status, _record_ids;
  get diagnostics changed = row_count;
  return changed;
end;
$$;
revoke all on function public.admin_set_status(text, uuid[], text) from public, anon, service_role;
grant execute on function public.admin_set_status(text, uuid[], text) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- One submission's timeline: its notes and status changes, newest first, with the e-mail of
-- whoever wrote or changed it (admins cannot read auth.users themselves).
-- ---------------------------------------------------------------------------------------------
create function public.admin_record_timeline(_record_kind text, _record_id uuid)
returns table (
  entry_type text,
  id uuid,
  at timestamptz,
  actor_id uuid,
  actor_email text,
  old_status text,
  new_status text,
  body text,
  updated_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.can_work_submissions() then
    raise exception 'Admin privileges required' using errcode = '42501';
  end if;

  return query
  select * from (
    select 'status'::text, s.id, s.changed_at, s.changed_by, u.email::text, s.old_status,
      s.new_status, null::text, null::timestamptz
    from public.status_changes s
    left join auth.users u on u.id = s.changed_by
    where s.record_id = _record_id
      and s.table_name = private.record_table(_record_kind)
    union all
    select 'note'::text, n.id, n.created_at, n.author_id, u.email::text, null::text, null::text,
      n.body, n.updated_at
    from public.record_notes n
    left join auth.users u on u.id = n.author_id
    where n.record_id = _record_id
      and n.record_kind = _record_kind
  ) t (entry_type, id, at, actor_id, actor_email, old_status, new_status, body, updated_at)
  order by t.at desc, t.id desc;
end;
$$;
revoke all on function public.admin_record_timeline(text, uuid) from public, anon, service_role;
grant execute on function public.admin_record_timeline(text, uuid) to authenticated;

-- The dashboard's counters in two calls instead of seven.
--
-- The four application counters and the three per-tab unread counts were seven HEAD requests
-- with count=exact. A browser opens at most six connections to one host over HTTP/1.1, so with
-- the list, the role check and the overview they queued behind each other when /admin opened.
-- Each function below answers in one statement and one pass over each table, and stays exact:
-- nothing is cached or estimated.
--
-- SECURITY DEFINER like the reporting functions (migration admin_reporting), so the admin check
-- runs once, first: a caller without the role gets 42501, which PostgREST answers with 401 (anon)
-- or 403 (signed in). The search_path is empty, so every name is schema-qualified.

-- The counters above the applications list: all applications, and those pending, approved and
-- in interview.
create function public.admin_application_counts()
returns table (total bigint, pending bigint, approved bigint, interview bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.can_work_submissions() then
    raise exception 'Admin privileges required' using errcode = '42501';
  end if;

  return query
  select
    pg_catalog.count(*),
    pg_catalog.count(*) filter (where a.status = 'pending'),
    pg_catalog.count(*) filter (where a.status = 'approved'),
    pg_catalog.count(*) filter (where a.status = 'interview')
  from public.coach_applications a;
end;
$$;
comment on function public.admin_application_counts() is
  'Admin only: all coach applications and those pending, approved and in interview.';
-- Supabase's default privileges grant EXECUTE to anon and service_role as well; only signed-in
-- users (and of those only admins, checked above) call these.
revoke all on function public.admin_application_counts() from public, anon, service_role;
grant execute on function public.admin_application_counts() to authenticated;

-- Each count is "records of the kind" minus "records of the kind this reviewer opened". The
-- second joins the markers to their records, so a marker whose record is gone (or never existed)
-- cannot make the count wrong.
create function public.admin_unread_counts()
returns table (applications bigint, contacts bigint, alliance bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  _reviewer uuid := auth.uid();
begin
  if not public.can_work_submissions() then
    raise exception 'Admin privileges required' using errcode = '42501';
  end if;

  return query
  select
    (select pg_catalog.count(*) from public.coach_applications)
      - (
        select pg_catalog.count(*) from public.record_reads r
        join public.coach_applications a on a.id = r.record_id
        where r.user_id = _reviewer and r.record_kind = 'coach_application'
      ),
    (select pg_catalog.count(*) from public.contact_submissions)
      - (
        select pg_catalog.count(*) from public.record_reads r
        join public.contact_submissions c on c.id = r.record_id
        where r.user_id = _reviewer and r.record_kind = 'contact_submission'
      ),
    (select pg_catalog.count(*) from public.alliance_registrations)
      - (
        select pg_catalog.count(*) from public.record_reads r
        join public.alliance_registrations g on g.id = r.record_id
        where r.user_id = _reviewer and r.record_kind = 'alliance_registration'
      );
end;
$$;
comment on function public.admin_unread_counts() is
  'Admin only: per kind, how many records the caller has never opened.';
revoke all on function public.admin_unread_counts() from public, anon, service_role;
grant execute on function public.admin_unread_counts() to authenticated;

-- Replies from the desk, saved replies, and who is notified of each form (issue 18, items 5-7).
--
-- * desk_replies: one row per reply a reviewer sends from a record's detail view. The row is its
--   own outbox entry (the 'reply' kind): the deliver-notifications worker claims due rows with a
--   lease, sends them with a stable Message-ID / Idempotency-Key and records 'sent' or the failure
--   for a retry with back-off, exactly as notification_deliveries works. The recipient is copied
--   from the record itself inside send_desk_reply: no request can choose it.
-- * saved_replies: templates admins manage per form, with {{first_name}}, {{reference}} and
--   {{reviewer_name}} filled in by the desk before the reviewer edits and sends.
-- * notification_routes: who receives the reviewers' notification for a form, or for one contact
--   subject. The notification senders resolve them through notification_recipients (service role)
--   when a delivery is sent; NOTIFY_TO stays the fallback when no route matches.
--
-- Access: admins only (RLS and grants), and nobody but the service role runs the sending RPCs.
-- Nothing here lets anon cause an e-mail: a reply row is only created by send_desk_reply, which
-- refuses non-admins.

-- Keeps who changed a row and when, whatever the client sends.
create function private.stamp_desk_setting()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  new.updated_by := auth.uid();
  return new;
end;
$$;
revoke all on function private.stamp_desk_setting() from public;

-- ---------------------------------------------------------------------------------------------
-- Routing
-- ---------------------------------------------------------------------------------------------
create table public.notification_routes (
  id uuid primary key default gen_random_uuid(),
  record_kind text not null,
  -- '' routes the whole form; a contact subject routes only messages with that subject.
  contact_subject text not null default '',
  recipients text[] not null,
  updated_by uuid references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),

  constraint notification_routes_target_key unique (record_kind, contact_subject),
  constraint notification_routes_record_kind_allowed check (
    record_kind in ('coach_application', 'contact_submission', 'alliance_registration')
  ),
  constraint notification_routes_contact_subject_allowed check (
    contact_subject = ''
    or (
      record_kind = 'contact_submission'
      and contact_subject in (
        'request-training', 'partnership', 'become-coach', 'events', 'general', 'other'
      )
    )
  ),
  constraint notification_routes_recipients_valid check (
    pg_catalog.cardinality(recipients) between 1 and 20 and private.are_emails(recipients)
  )
);

comment on table public.notification_routes is
  'Who receives the reviewers'' notification per form or contact subject; NOTIFY_TO is the fallback. Admins only.';

create trigger notification_routes_stamp
  before insert or update on public.notification_routes
  for each row execute function private.stamp_desk_setting();

alter table public.notification_routes enable row level security;

revoke all on table public.notification_routes from public, anon, authenticated;

grant select, delete on table public.notification_routes to authenticated;

grant insert (record_kind, contact_subject, recipients) on table public.notification_routes
  to authenticated;

grant update (record_kind, contact_subject, recipients) on table public.notification_routes
  to authenticated;

grant all on table public.notification_routes to service_role;

create policy "admins read notification routes"
  on public.notification_routes for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

create policy "admins add notification routes"
  on public.notification_routes for insert to authenticated
  with check ((select public.has_role((select auth.uid()), 'admin')));

create policy "admins change notification routes"
  on public.notification_routes for update to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));

create policy "admins remove notification routes"
  on public.notification_routes for delete to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

/*
 * The routed recipients of one record's notification: the route of its contact subject, else the
 * route of its form, else an empty array (the sender then uses NOTIFY_TO). Service role only.
 */
create function public.notification_recipients(p_record_kind text, p_record_id uuid)
returns text[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  subject text := '';
  routed text[];
begin
  if p_record_kind = 'contact_submission' then
    select c.subject into subject from public.contact_submissions c where c.id = p_record_id;
  end if;
  select r.recipients into routed
  from public.notification_routes r
  where r.record_kind = p_record_kind
    and r.contact_subject in ('', coalesce(subject, ''))
  -- The subject's own route wins over the form's.
  order by r.contact_subject desc
  limit 1;
  return coalesce(routed, '{}'::text[]);
end;
$$;
revoke all on function public.notification_recipients(text, uuid) from public, anon, authenticated;
grant execute on function public.notification_recipients(text, uuid) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Saved replies
-- ---------------------------------------------------------------------------------------------
create table public.saved_replies (
  id uuid primary key default gen_random_uuid(),
  record_kind text not null,
  title text not null,
  body text not null,
  updated_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The status this reply goes with (status e-mails, below); null for none.
  status text,

  constraint saved_replies_title_key unique (record_kind, title),
  constraint saved_replies_record_kind_allowed check (
    record_kind in ('coach_application', 'contact_submission', 'alliance_registration')
  ),
  constraint saved_replies_title_length check (
    pg_catalog.btrim(title) <> '' and pg_catalog.length(title) <= 120
  ),
  constraint saved_replies_body_length check (
    pg_catalog.btrim(body) <> '' and pg_catalog.length(body) <= 5000
  ),
  -- A status of the reply's own form: the same lists as the records' status CHECKs.
  constraint saved_replies_status_of_form check (
    status is null
    or (record_kind = 'coach_application' and status in ('pending', 'interview', 'approved', 'rejected'))
    or (record_kind in ('contact_submission', 'alliance_registration')
        and status in ('new', 'pending', 'responded', 'closed'))
  )
);

comment on table public.saved_replies is
  'Reply templates per form for the desk; {{first_name}}, {{reference}}, {{reviewer_name}} are filled in by the desk. Admins only.';

-- Status e-mails (issue 26, item 2): a saved reply can belong to a status.
--
-- When a reviewer moves a record to a status, the desk offers the saved reply of that status
-- (the interview invitation for Interview, the decision replies for Approved and Rejected) with
-- the choice "Change status only" or "Change status and send this reply"; choosing a saved reply
-- in the composer sets "After sending, set the status to" to its status. The status then changes
-- with the reply in send_desk_reply's one transaction, so a status never claims an e-mail that was
-- not queued.
--
-- The e-mail is an ordinary desk reply: the outbox kind 'reply' (notification_deliveries), with
-- the record's Reply-To token and the worker's retries, exactly once through an outage or a
-- restart. No 'status_update' kind is added: a status e-mail is written and sent by a signed-in
-- reviewer, one at a time, so the per-mailbox limits meant for e-mail anyone can cause (the
-- acknowledgements) do not apply to it. Should a later change send status e-mails without a
-- reviewer pressing Send, it adds the kind 'status_update' and counts it with the acknowledgements.
comment on column public.saved_replies.status is
  'The status this saved reply goes with (offered when a record moves to it; sending it sets it). Null: no status.';

-- One saved reply per status and form, so the offer is never a guess between two.
create unique index saved_replies_one_per_status on public.saved_replies (record_kind, status)
  where status is not null;

create trigger saved_replies_stamp
  before insert or update on public.saved_replies
  for each row execute function private.stamp_desk_setting();

alter table public.saved_replies enable row level security;

revoke all on table public.saved_replies from public, anon, authenticated;

grant select, delete on table public.saved_replies to authenticated;

grant insert (record_kind, title, body, status), update (record_kind, title, body, status)
  on table public.saved_replies to authenticated;

grant all on table public.saved_replies to service_role;

create policy "team reads saved replies"
  on public.saved_replies for select to authenticated
  using ((select public.can_work_submissions()));

create policy "admins add saved replies"
  on public.saved_replies for insert to authenticated
  with check ((select public.has_role((select auth.uid()), 'admin')));

create policy "admins change saved replies"
  on public.saved_replies for update to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));

create policy "admins remove saved replies"
  on public.saved_replies for delete to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

-- Useful starting points, in the migration so a hosted project gets them too.
insert into public.saved_replies (record_kind, title, body, status) values
(
  'coach_application',
  'Invitation to a 30-minute video interview',
  e'Hello {{first_name}},\n\nThank you for applying to become an Idaho AI Coach. We would like to '
  'invite you to a 30-minute video interview to talk about your experience and the role.\n\n'
  'Please reply to this e-mail with two or three times that suit you over the next two weeks, and '
  'we will send you a video call link.\n\nYour reference: {{reference}}\n\n'
  'Kind regards,\n{{reviewer_name}}\nIdaho AI Alliance',
  'interview'
),
(
  'coach_application',
  'Decision: approved',
  e'Hello {{first_name}},\n\nWe are delighted to let you know that your application to become an '
  'Idaho AI Coach has been approved. We will be in touch shortly about onboarding and training.\n\n'
  'Your reference: {{reference}}\n\nWelcome aboard,\n{{reviewer_name}}\nIdaho AI Alliance',
  'approved'
),
(
  'coach_application',
  'Decision: not this time',
  e'Hello {{first_name}},\n\nThank you for your interest in becoming an Idaho AI Coach and for the '
  'time you put into your application. After careful review, we are not able to offer you a place '
  'this time. We keep growing the program and warmly encourage you to apply again.\n\n'
  'Your reference: {{reference}}\n\nKind regards,\n{{reviewer_name}}\nIdaho AI Alliance',
  'rejected'
),
(
  'contact_submission',
  'Answered: thank you for your message',
  e'Hello {{first_name}},\n\nThank you for contacting the Idaho AI Alliance.\n\n'
  '[Your answer here]\n\nIf anything else comes up, reply to this e-mail and quote your '
  'reference {{reference}}.\n\nKind regards,\n{{reviewer_name}}\nIdaho AI Alliance',
  'responded'
),
(
  'alliance_registration',
  'Welcome to the alliance',
  e'Hello {{first_name}},\n\nThank you for registering your organization with the Idaho AI '
  'Alliance. A member of our team will contact you about next steps, partnership options and '
  'upcoming events.\n\nYour reference: {{reference}}\n\nKind regards,\n{{reviewer_name}}\n'
  'Idaho AI Alliance',
  'responded'
);

-- ---------------------------------------------------------------------------------------------
-- Replies (the outbox's 'reply' kind)
-- ---------------------------------------------------------------------------------------------
create table public.desk_replies (
  id uuid primary key default gen_random_uuid(),
  record_kind text not null,
  record_id uuid not null,
  -- The desk's draft id: a double click or a retried request sends one reply.
  request_id uuid not null,
  author_id uuid references auth.users (id) on delete set null,
  author_email text,
  -- Copied from the record by send_desk_reply; never taken from the request.
  recipient text not null,
  reference text,
  body text not null,
  -- Where its e-mail stands: a copy the outbox writes (notification_deliveries, kind 'reply'),
  -- which alone schedules, leases and retries it.
  state text not null default 'pending',
  attempts integer not null default 0,
  sent_at timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint desk_replies_request_key unique (request_id),
  constraint desk_replies_record_kind_allowed check (
    record_kind in ('coach_application', 'contact_submission', 'alliance_registration')
  ),
  constraint desk_replies_recipient_valid check (private.are_emails(array[recipient])),
  constraint desk_replies_body_length check (
    pg_catalog.btrim(body) <> '' and pg_catalog.length(body) <= 10000
  ),
  constraint desk_replies_state_allowed check (state in ('pending', 'sending', 'sent', 'failed')),
  constraint desk_replies_attempts_not_negative check (attempts >= 0),
  constraint desk_replies_sent_has_time check (state <> 'sent' or sent_at is not null)
);

create index desk_replies_record_idx on public.desk_replies (record_kind, record_id, created_at);

alter table public.desk_replies enable row level security;

revoke all on table public.desk_replies from public, anon, authenticated;

grant select on table public.desk_replies to authenticated;

grant all on table public.desk_replies to service_role;

create policy "team reads desk replies"
  on public.desk_replies for select to authenticated
  using ((select public.can_work_submissions()));

/*
 * Sends a reply from the desk: in one transaction, optionally sets the record's status (recorded
 * in its history as the caller's change) and queues the reply for the worker, addressed to the
 * record's own e-mail address. The same p_request_id again returns the first reply unchanged.
 * Refused unless the caller is an admin.
 */
create function public.send_desk_reply(
  p_record_kind text,
  p_record_id uuid,
  p_request_id uuid,
  p_body text,
  p_status text default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  source_table text := private.notification_table(p_record_kind);
  stored jsonb;
  reply public.desk_replies;
begin
  if not public.can_work_submissions() then
    raise exception 'Only admins can send replies' using errcode = '42501';
  end if;
  if source_table is null then
    raise exception 'Unknown record kind: %', p_record_kind using errcode = '22023';
  end if;
  if p_request_id is null then
    raise exception 'A request id is required' using errcode = '22023';
  end if;

  select * into reply from public.desk_replies where request_id = p_request_id;
  if reply.id is not null then
    if reply.record_kind <> p_record_kind or reply.record_id <> p_record_id then
      raise exception 'This request id belongs to another reply' using errcode = '22023';
    end if;
    return pg_catalog.to_jsonb(reply);
  end if;

  if p_body is null or pg_catalog.btrim(p_body) = '' then
    raise exception 'Write a reply before sending it' using errcode = '22023';
  end if;

  execute pg_catalog.format(
    'select pg_catalog.to_jsonb(t) from public.%I t where t.id = $1 for update', source_table
  )
  into stored
  using p_record_id;
  if stored is null then
    raise exception 'That record was not found; it may have been deleted.' using errcode = 'PT404';
  end if;

  if p_status is not null and p_status is distinct from stored ->> 'status' then
    execute pg_catalog.format('update public.%I set status = $1 where id = $2', source_table)
    using p_status, p_record_id;
  end if;

  insert into public.desk_replies (
    record_kind, record_id, request_id, author_id, author_email, recipient, reference, body
  )
  values (
    p_record_kind,
    p_record_id,
    p_request_id,
    auth.uid(),
    auth.jwt() ->> 'email',
    stored ->> 'email',
    -- The intake's reference column, where the record has one.
    stored ->> 'reference',
    p_body
  )
  on conflict (request_id) do nothing
  returning * into reply;

  if reply.id is null then
    select * into reply from public.desk_replies where request_id = p_request_id;
  end if;
  return pg_catalog.to_jsonb(reply);
end;
$$;
revoke all on function public.send_desk_reply(text, uuid, uuid, text, text) from public, anon;
grant execute on function public.send_desk_reply(text, uuid, uuid, text, text)
  to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Settings
-- ---------------------------------------------------------------------------------------------
create table public.desk_settings (
  only_row boolean primary key default true check (only_row),
  require_two_factor boolean not null default true,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);

comment on table public.desk_settings is
  'One row: the reviewers'' desk settings. Read through desk_settings(); admins change them '
  'through admin_update_desk_settings(), which writes the audit log.';

insert into public.desk_settings (only_row) values (true);

alter table public.desk_settings enable row level security;

revoke all on table public.desk_settings from public, anon, authenticated;

grant select on table public.desk_settings to service_role;

create or replace function public.desk_settings()
returns table (require_two_factor boolean, updated_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if coalesce(pg_catalog.current_setting('role', true), '') in ('anon', 'authenticated')
    and not exists (select 1 from public.user_roles r where r.user_id = auth.uid())
  then
    raise exception 'Only members of the team can read the desk''s settings' using errcode = '42501';
  end if;
  return query select d.require_two_factor, d.updated_at from public.desk_settings d;
end;
$$;
comment on function public.desk_settings() is
  'The reviewers'' desk settings (require_two_factor), for members of the team (any role, before '
  'their session is two-factor) and the service role.';
revoke all on function public.desk_settings() from public, anon;
grant execute on function public.desk_settings() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Settings
-- ---------------------------------------------------------------------------------------------
create function public.admin_update_desk_settings(_require_two_factor boolean)
returns table (require_two_factor boolean, updated_at timestamptz)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _before boolean;
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Admin privileges required' using errcode = '42501';
  end if;
  if _require_two_factor is null then
    raise exception 'require_two_factor must be true or false' using errcode = '22023';
  end if;
  select d.require_two_factor into _before from public.desk_settings d where d.only_row;
  update public.desk_settings d
  set require_two_factor = _require_two_factor, updated_at = pg_catalog.now(),
    updated_by = auth.uid()
  where d.only_row;
  if _before is distinct from _require_two_factor then
    perform private.write_audit('settings_changed', 'desk_settings', null,
      pg_catalog.jsonb_build_object('require_two_factor',
        pg_catalog.jsonb_build_object('from', _before, 'to', _require_two_factor)));
  end if;
  return query select d.require_two_factor, d.updated_at from public.desk_settings d;
end;
$$;
-- Supabase's default privileges grant EXECUTE to anon and service_role too: signed-in users only
-- (and of those only admins in a trusted session, checked inside).
revoke all on function public.admin_update_desk_settings(boolean) from public, anon, service_role;
grant execute on function public.admin_update_desk_settings(boolean) to authenticated;

-- The same expressions as the trigram indexes (migration intake_references), so they serve them.
create view desk_search.coach_applications as
select a.id,
  lower(a.first_name || ' ' || a.last_name || ' ' || a.email || ' ' || a.reference) as search_text
from public.coach_applications a;

create view desk_search.contact_submissions as
select c.id,
  lower(c.first_name || ' ' || c.last_name || ' ' || c.email || ' ' || c.reference) as search_text
from public.contact_submissions c;

create view desk_search.alliance_registrations as
select g.id,
  lower(g.first_name || ' ' || g.last_name || ' ' || g.email || ' ' || g.reference) as search_text
from public.alliance_registrations g;

revoke all on table desk_search.coach_applications, desk_search.contact_submissions,
  desk_search.alliance_registrations from public, anon, authenticated, service_role;

grant select on table desk_search.coach_applications, desk_search.contact_submissions,
  desk_search.alliance_registrations to authenticated, service_role;

-- What Supabase's Advisor (`supabase db advisors --type all --level info`) reported at INFO level,
-- fixed where there is something to fix; docs/advisor.md lists what it still reports and why.

-- 0001 unindexed_foreign_keys: deleting an account (auth.users) sets these columns to null, and
-- without an index each delete scans the whole table to find the rows that name the account.
create index desk_replies_author_id_idx on public.desk_replies (author_id);

create index desk_settings_updated_by_idx on public.desk_settings (updated_by);

create index notification_routes_updated_by_idx on public.notification_routes (updated_by);

create index saved_replies_updated_by_idx on public.saved_replies (updated_by);

create policy "no API role reads desk settings directly"
  on public.desk_settings for select to anon, authenticated
  using (false);

-- Reports by period (issue 25 item 6): the figures a reviewer used to get by exporting CSV and
-- counting in a spreadsheet, counted by the database in one call.
--
-- public.desk_report(p_from, p_to, p_grain) answers, for the submissions made between two
-- Mountain Time days (both inclusive; the desk's day, as in the CSV export and the list filters):
--   { from, to, grain,
--     periods:     [{ period_start, applications, contacts, alliance }]  -- every week/month, zeros too
--     totals:      { applications, contacts, alliance }
--     by_status:   [{ form, status, count }]
--     by_region:   [{ region, count }]        -- coach applications
--     by_subject:  [{ subject, count }]       -- contact messages
--     first_reply: [{ form, submitted, replied, median_seconds }] }
-- "form" is the desk's tab name (applications, contacts, alliance), so each figure maps to the
-- desk's list filters (?tab=&status=&region=&subject=&from=&to=) and links to the same rows.
--
-- Fast at 100,000 rows: reading every submission of the period on each call (and converting
-- each created_at to a Mountain Time week or month) took 0.8-1.9 s at 100,000 applications and
-- 100,000 contact messages. So the counts come from private.desk_report_days: how many
-- submissions of each form, status and region (applications) or subject (contacts) were made on
-- each Mountain Time day, kept exact by statement-level triggers on the three tables (insert,
-- update, delete, truncate). A report sums at most a few dozen rows a day of the period instead
-- of reading every submission.
-- A median cannot be summed, so the time to first reply comes from private.desk_first_replies:
-- one row per record that has a reply (its submission time and its first reply's), kept by
-- triggers on the replies and the submissions, instead of grouping every reply and looking each
-- record up on every call.

create table private.desk_report_days (
  form text not null,
  day date not null,
  status text not null,
  -- region for applications, subject for contact messages, '' for alliance registrations
  facet text not null,
  submissions integer not null,
  constraint desk_report_days_pkey primary key (form, day, status, facet),
  constraint desk_report_days_form_allowed check (form in ('applications', 'contacts', 'alliance'))
);

comment on table private.desk_report_days is
  'How many submissions of each form, status and region (applications) or subject (contacts) were '
  'made on each Mountain Time day: the counts behind public.desk_report(), kept exact by the '
  'desk_report_days triggers on the three submission tables. Rebuilt from the tables by '
  'private.rebuild_desk_report_days().';

-- Read only through desk_report() (security definer); nobody reads or writes it directly.
alter table private.desk_report_days enable row level security;
revoke all on private.desk_report_days from public, anon, authenticated;
create policy "no API role reads the report's day counts"
  on private.desk_report_days for select to anon, authenticated
  using (false);

create table private.desk_first_replies (
  record_kind text not null,
  record_id uuid not null,
  form text not null,
  submitted_at timestamptz not null,
  first_reply_at timestamptz not null,
  constraint desk_first_replies_pkey primary key (record_kind, record_id),
  constraint desk_first_replies_form_allowed check (form in ('applications', 'contacts', 'alliance'))
);

comment on table private.desk_first_replies is
  'For each submission the desk has replied to: when it was submitted and when its first reply '
  'was queued (the earliest desk_replies.created_at). The median time to first reply of '
  'public.desk_report() is read from it; kept exact by triggers on desk_replies and the three '
  'submission tables.';

create index desk_first_replies_submitted_at_idx
  on private.desk_first_replies (submitted_at) include (form, first_reply_at);

alter table private.desk_first_replies enable row level security;
revoke all on private.desk_first_replies from public, anon, authenticated;
create policy "no API role reads the report's first replies"
  on private.desk_first_replies for select to anon, authenticated
  using (false);

/** Sets the first reply of the given records of one kind again from their replies. */
create function private.refresh_desk_first_replies(p_record_kind text, p_record_ids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.desk_first_replies f
  where f.record_kind = p_record_kind and f.record_id = any (p_record_ids);
  execute pg_catalog.format(
    $q$
      insert into private.desk_first_replies
        (record_kind, record_id, form, submitted_at, first_reply_at)
      select $1, s.id, $2, s.created_at, r.first_at
      from public.%I s
      cross join lateral (
        select min(r.created_at) as first_at
        from public.desk_replies r
        where r.record_kind = $1 and r.record_id = s.id
      ) r
      where s.id = any ($3) and r.first_at is not null
    $q$,
    private.record_table(p_record_kind)
  )
  using p_record_kind,
    case p_record_kind
      when 'coach_application' then 'applications'
      when 'contact_submission' then 'contacts'
      when 'alliance_registration' then 'alliance'
    end,
    p_record_ids;
end;
$$;

comment on function private.refresh_desk_first_replies(text, uuid[]) is
  'Recomputes private.desk_first_replies for the given records of one kind from desk_replies.';

revoke all on function private.refresh_desk_first_replies(text, uuid[])
  from public, anon, authenticated;

/** Trigger on desk_replies: the records whose replies a statement added, removed or moved. */
create function private.refresh_desk_first_replies_of_replies()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  touched record;
begin
  if TG_OP = 'TRUNCATE' then
    delete from private.desk_first_replies where true;
  elsif TG_OP = 'INSERT' then
    for touched in
      select n.record_kind, pg_catalog.array_agg(distinct n.record_id) as ids
      from new_rows n group by n.record_kind
    loop
      perform private.refresh_desk_first_replies(touched.record_kind, touched.ids);
    end loop;
  elsif TG_OP = 'DELETE' then
    for touched in
      select o.record_kind, pg_catalog.array_agg(distinct o.record_id) as ids
      from old_rows o group by o.record_kind
    loop
      perform private.refresh_desk_first_replies(touched.record_kind, touched.ids);
    end loop;
  else
    -- Sending a reply updates its state many times; only a change of its record or its time
    -- can change a first reply.
    for touched in
      select k.record_kind, pg_catalog.array_agg(distinct k.record_id) as ids
      from (
        select o.record_kind, o.record_id
        from old_rows o join new_rows n on n.id = o.id
        where (o.record_kind, o.record_id, o.created_at)
          is distinct from (n.record_kind, n.record_id, n.created_at)
        union all
        select n.record_kind, n.record_id
        from old_rows o join new_rows n on n.id = o.id
        where (o.record_kind, o.record_id, o.created_at)
          is distinct from (n.record_kind, n.record_id, n.created_at)
      ) k
      group by k.record_kind
    loop
      perform private.refresh_desk_first_replies(touched.record_kind, touched.ids);
    end loop;
  end if;
  return null;
end;
$$;

comment on function private.refresh_desk_first_replies_of_replies() is
  'Trigger: keeps private.desk_first_replies exact when desk replies are added, removed or moved.';

revoke all on function private.refresh_desk_first_replies_of_replies()
  from public, anon, authenticated;

create trigger desk_replies_refresh_first_replies_insert
  after insert on public.desk_replies referencing new table as new_rows
  for each statement execute function private.refresh_desk_first_replies_of_replies();
create trigger desk_replies_refresh_first_replies_update
  after update on public.desk_replies referencing old table as old_rows new table as new_rows
  for each statement execute function private.refresh_desk_first_replies_of_replies();
create trigger desk_replies_refresh_first_replies_delete
  after delete on public.desk_replies referencing old table as old_rows
  for each statement execute function private.refresh_desk_first_replies_of_replies();
create trigger desk_replies_refresh_first_replies_truncate
  after truncate on public.desk_replies
  for each statement execute function private.refresh_desk_first_replies_of_replies();

/**
 * Adds a statement's new rows to the day counts and takes its old rows away: one grouped upsert
 * per statement, so a bulk status change of 1,000 records or a seed batch of 2,000 rows costs one
 * write per day and status touched, not one per row. A count that falls to zero is deleted.
 * Also keeps the records' first replies: gone with the record, moved with its created_at.
 * TG_ARGV[0] is the form, TG_ARGV[1] the column counted as the facet ('' for none), TG_ARGV[2]
 * the record kind desk_replies uses.
 */
create function private.count_desk_report_days()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  report_form text := TG_ARGV[0];
  facet_column text := TG_ARGV[1];
  reply_kind text := TG_ARGV[2];
  replied uuid[];
begin
  if TG_OP = 'TRUNCATE' then
    delete from private.desk_report_days d where d.form = report_form;
    delete from private.desk_first_replies f where f.record_kind = reply_kind;
    return null;
  end if;

  -- Each branch names only the transition tables its event has (new_rows does not exist for a
  -- delete, nor old_rows for an insert).
  if TG_OP = 'INSERT' then
    insert into private.desk_report_days as d (form, day, status, facet, submissions)
    select report_form, c.day, c.status, c.facet, count(*)
    from (
      select (n.created_at at time zone 'America/Boise')::date as day, n.status,
        coalesce(pg_catalog.to_jsonb(n) ->> facet_column, '') as facet
      from new_rows n
    ) c
    group by c.day, c.status, c.facet
    on conflict (form, day, status, facet)
      do update set submissions = d.submissions + excluded.submissions;
    -- Replies kept for a record id before the record existed (a restore) count from now on.
    replied := array(
      select n.id from new_rows n
      where exists (
        select 1 from public.desk_replies r where r.record_kind = reply_kind and r.record_id = n.id
      )
    );
    if pg_catalog.cardinality(replied) > 0 then
      perform private.refresh_desk_first_replies(reply_kind, replied);
    end if;
    return null;
  end if;

  if TG_OP = 'UPDATE' then
    insert into private.desk_report_days as d (form, day, status, facet, submissions)
    select report_form, c.day, c.status, c.facet, sum(c.change)
    from (
      select (n.created_at at time zone 'America/Boise')::date as day, n.status,
        coalesce(pg_catalog.to_jsonb(n) ->> facet_column, '') as facet, 1 as change
      from new_rows n
      union all
      select (o.created_at at time zone 'America/Boise')::date, o.status,
        coalesce(pg_catalog.to_jsonb(o) ->> facet_column, ''), -1
      from old_rows o
    ) c
    group by c.day, c.status, c.facet
    -- An update that leaves day, status and facet alone (a note, a name) writes nothing.
    having sum(c.change) <> 0
    on conflict (form, day, status, facet)
      do update set submissions = d.submissions + excluded.submissions;
    replied := array(
      select n.id from new_rows n join old_rows o on o.id = n.id
      where n.created_at is distinct from o.created_at
        and exists (select 1 from private.desk_first_replies f
                    where f.record_kind = reply_kind and f.record_id = n.id)
    );
    if pg_catalog.cardinality(replied) > 0 then
      perform private.refresh_desk_first_replies(reply_kind, replied);
    end if;
  else
    insert into private.desk_report_days as d (form, day, status, facet, submissions)
    select report_form, c.day, c.status, c.facet, -count(*)
    from (
      select (o.created_at at time zone 'America/Boise')::date as day, o.status,
        coalesce(pg_catalog.to_jsonb(o) ->> facet_column, '') as facet
      from old_rows o
    ) c
    group by c.day, c.status, c.facet
    on conflict (form, day, status, facet)
      do update set submissions = d.submissions + excluded.submissions;
    delete from private.desk_first_replies f
    using old_rows o
    where f.record_kind = reply_kind and f.record_id = o.id;
  end if;

  delete from private.desk_report_days d
  using (
    select distinct (o.created_at at time zone 'America/Boise')::date as day, o.status,
      coalesce(pg_catalog.to_jsonb(o) ->> facet_column, '') as facet
    from old_rows o
  ) k
  where d.form = report_form and d.day = k.day and d.status = k.status and d.facet = k.facet
    and d.submissions = 0;
  return null;
end;
$$;

comment on function private.count_desk_report_days() is
  'Trigger: keeps private.desk_report_days equal to the submissions of one form (TG_ARGV[0]), '
  'counted by Mountain Time day, status and the facet column TG_ARGV[1].';

revoke all on function private.count_desk_report_days() from public, anon, authenticated;

/** Counts every submission and first reply again: the first fill, and a repair if ever needed. */
create function private.rebuild_desk_report_days()
returns void
language sql
security definer
set search_path = ''
as $$
  -- `where true`: hosted's safeupdate refuses an UPDATE or DELETE without a WHERE clause.
  delete from private.desk_report_days where true;
  insert into private.desk_report_days (form, day, status, facet, submissions)
  select 'applications', (a.created_at at time zone 'America/Boise')::date, a.status, a.region,
    count(*)
  from public.coach_applications a
  group by 2, 3, 4;
  insert into private.desk_report_days (form, day, status, facet, submissions)
  select 'contacts', (c.created_at at time zone 'America/Boise')::date, c.status, c.subject,
    count(*)
  from public.contact_submissions c
  group by 2, 3, 4;
  insert into private.desk_report_days (form, day, status, facet, submissions)
  select 'alliance', (l.created_at at time zone 'America/Boise')::date, l.status, '', count(*)
  from public.alliance_registrations l
  group by 2, 3, 4;

  delete from private.desk_first_replies where true;
  with first_replies as (
    select r.record_kind, r.record_id, min(r.created_at) as first_at
    from public.desk_replies r
    group by r.record_kind, r.record_id
  )
  insert into private.desk_first_replies
    (record_kind, record_id, form, submitted_at, first_reply_at)
  select f.record_kind, f.record_id, 'applications', a.created_at, f.first_at
  from first_replies f join public.coach_applications a on a.id = f.record_id
  where f.record_kind = 'coach_application'
  union all
  select f.record_kind, f.record_id, 'contacts', c.created_at, f.first_at
  from first_replies f join public.contact_submissions c on c.id = f.record_id
  where f.record_kind = 'contact_submission'
  union all
  select f.record_kind, f.record_id, 'alliance', l.created_at, f.first_at
  from first_replies f join public.alliance_registrations l on l.id = f.record_id
  where f.record_kind = 'alliance_registration';
$$;

comment on function private.rebuild_desk_report_days() is
  'Recounts private.desk_report_days and private.desk_first_replies from the submission tables '
  'and desk_replies (the triggers keep them exact; this is the first fill and a repair).';

revoke all on function private.rebuild_desk_report_days() from public, anon, authenticated;

-- Three triggers a table: a trigger with transition tables fires for one event only.
create trigger coach_applications_count_report_insert
  after insert on public.coach_applications referencing new table as new_rows
  for each statement execute function private.count_desk_report_days('applications', 'region', 'coach_application');
create trigger coach_applications_count_report_update
  after update on public.coach_applications
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.count_desk_report_days('applications', 'region', 'coach_application');
create trigger coach_applications_count_report_delete
  after delete on public.coach_applications referencing old table as old_rows
  for each statement execute function private.count_desk_report_days('applications', 'region', 'coach_application');
create trigger coach_applications_count_report_truncate
  after truncate on public.coach_applications
  for each statement execute function private.count_desk_report_days('applications', 'region', 'coach_application');

create trigger contact_submissions_count_report_insert
  after insert on public.contact_submissions referencing new table as new_rows
  for each statement execute function private.count_desk_report_days('contacts', 'subject', 'contact_submission');
create trigger contact_submissions_count_report_update
  after update on public.contact_submissions
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.count_desk_report_days('contacts', 'subject', 'contact_submission');
create trigger contact_submissions_count_report_delete
  after delete on public.contact_submissions referencing old table as old_rows
  for each statement execute function private.count_desk_report_days('contacts', 'subject', 'contact_submission');
create trigger contact_submissions_count_report_truncate
  after truncate on public.contact_submissions
  for each statement execute function private.count_desk_report_days('contacts', 'subject', 'contact_submission');

create trigger alliance_registrations_count_report_insert
  after insert on public.alliance_registrations referencing new table as new_rows
  for each statement execute function private.count_desk_report_days('alliance', '', 'alliance_registration');
create trigger alliance_registrations_count_report_update
  after update on public.alliance_registrations
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.count_desk_report_days('alliance', '', 'alliance_registration');
create trigger alliance_registrations_count_report_delete
  after delete on public.alliance_registrations referencing old table as old_rows
  for each statement execute function private.count_desk_report_days('alliance', '', 'alliance_registration');
create trigger alliance_registrations_count_report_truncate
  after truncate on public.alliance_registrations
  for each statement execute function private.count_desk_report_days('alliance', '', 'alliance_registration');

-- Fired also under session_replication_role = replica, which `npm run db:seed-large` sets to skip
-- the public forms' rate limits: a count that skipped seeded rows would be wrong. (A plain
-- pg_dump restore loads the rows before it creates triggers, and loads this table's own rows.)
alter table public.coach_applications enable always trigger coach_applications_count_report_insert;
alter table public.coach_applications enable always trigger coach_applications_count_report_update;
alter table public.coach_applications enable always trigger coach_applications_count_report_delete;
alter table public.coach_applications enable always trigger coach_applications_count_report_truncate;
alter table public.contact_submissions enable always trigger contact_submissions_count_report_insert;
alter table public.contact_submissions enable always trigger contact_submissions_count_report_update;
alter table public.contact_submissions enable always trigger contact_submissions_count_report_delete;
alter table public.contact_submissions enable always trigger contact_submissions_count_report_truncate;
alter table public.alliance_registrations
  enable always trigger alliance_registrations_count_report_insert;
alter table public.alliance_registrations
  enable always trigger alliance_registrations_count_report_update;
alter table public.alliance_registrations
  enable always trigger alliance_registrations_count_report_delete;
alter table public.alliance_registrations
  enable always trigger alliance_registrations_count_report_truncate;

alter table public.desk_replies enable always trigger desk_replies_refresh_first_replies_insert;
alter table public.desk_replies enable always trigger desk_replies_refresh_first_replies_update;
alter table public.desk_replies enable always trigger desk_replies_refresh_first_replies_delete;
alter table public.desk_replies enable always trigger desk_replies_refresh_first_replies_truncate;

-- The report, from the day counts.
-- The time to first reply runs from a record's submission to the first reply the desk queued.
-- Weeks start on Monday (ISO). Refused unless public.can_work_submissions().
create function public.desk_report(p_from date, p_to date, p_grain text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  lower_bound timestamptz;
  upper_bound timestamptz;
  result jsonb;
begin
  if not coalesce(public.can_work_submissions(), false) then
    raise exception 'Only the desk''s reviewers can see reports' using errcode = '42501';
  end if;
  if p_from is null or p_to is null or p_from > p_to then
    raise exception 'Choose a period whose start is on or before its end' using errcode = '22023';
  end if;
  if p_grain is null or p_grain not in ('week', 'month') then
    raise exception 'Choose weeks or months' using errcode = '22023';
  end if;
  if p_to - p_from > 366 * 5 then
    raise exception 'Choose a period of at most five years' using errcode = '22023';
  end if;
  lower_bound := p_from::timestamp at time zone 'America/Boise';
  upper_bound := (p_to + 1)::timestamp at time zone 'America/Boise';

  -- One pass over the period's day counts gives every grouping the report shows.
  with grouped as materialized (
    -- A Mountain Time day is in the period exactly when its submissions' created_at lies between
    -- the Boise midnights of p_from and p_to + 1.
    select d.form,
      pg_catalog.date_trunc(p_grain, d.day::timestamp)::date as period_start,
      d.status, d.facet, sum(d.submissions) as n,
      grouping(pg_catalog.date_trunc(p_grain, d.day::timestamp)::date, d.status, d.facet)
        as grouping_set
    from private.desk_report_days d
    where d.day between p_from and p_to
    group by grouping sets (
      (d.form),
      (d.form, pg_catalog.date_trunc(p_grain, d.day::timestamp)::date),
      (d.form, d.status),
      (d.form, d.facet)
    )
    having sum(d.submissions) <> 0
  ),
  per_period as (
    select g.period_start,
      coalesce(sum(g.n) filter (where g.form = 'applications'), 0) as applications,
      coalesce(sum(g.n) filter (where g.form = 'contacts'), 0) as contacts,
      coalesce(sum(g.n) filter (where g.form = 'alliance'), 0) as alliance
    from grouped g
    where g.grouping_set = 3 -- by form and period (status and facet rolled up)
    group by g.period_start
  ),
  buckets as (
    select g::date as period_start
    from pg_catalog.generate_series(
      pg_catalog.date_trunc(p_grain, p_from::timestamp),
      pg_catalog.date_trunc(p_grain, p_to::timestamp),
      ('1 ' || p_grain)::interval
    ) g
  ),
  reply_stats as (
    select f.form, count(*) as replied,
      pg_catalog.percentile_cont(0.5) within group (
        order by pg_catalog.date_part('epoch', f.first_reply_at - f.submitted_at)
      ) as median_seconds
    from private.desk_first_replies f
    where f.submitted_at >= lower_bound and f.submitted_at < upper_bound
    group by f.form
  ),
  form_totals as (
    select g.form, g.n as submitted from grouped g where g.grouping_set = 7
  )
  select pg_catalog.jsonb_build_object(
    'from', p_from,
    'to', p_to,
    'grain', p_grain,
    'periods', (
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'period_start', b.period_start,
        'applications', coalesce(p.applications, 0),
        'contacts', coalesce(p.contacts, 0),
        'alliance', coalesce(p.alliance, 0)
      ) order by b.period_start)
      from buckets b
      left join per_period p on p.period_start = b.period_start
    ),
    'totals', (
      select pg_catalog.jsonb_build_object(
        'applications', coalesce(sum(t.submitted) filter (where t.form = 'applications'), 0),
        'contacts', coalesce(sum(t.submitted) filter (where t.form = 'contacts'), 0),
        'alliance', coalesce(sum(t.submitted) filter (where t.form = 'alliance'), 0)
      )
      from form_totals t
    ),
    'by_status', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'form', t.form, 'status', t.status, 'count', t.n) order by t.form, t.n desc, t.status)
      from (select g.form, g.status, g.n from grouped g where g.grouping_set = 5) t
    ), '[]'::jsonb),
    'by_region', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'region', t.region, 'count', t.n) order by t.n desc, t.region)
      from (
        select g.facet as region, g.n from grouped g
        where g.grouping_set = 6 and g.form = 'applications'
      ) t
    ), '[]'::jsonb),
    'by_subject', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'subject', t.subject, 'count', t.n) order by t.n desc, t.subject)
      from (
        select g.facet as subject, g.n from grouped g
        where g.grouping_set = 6 and g.form = 'contacts'
      ) t
    ), '[]'::jsonb),
    'first_reply', (
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'form', forms.form,
        'submitted', coalesce(t.submitted, 0),
        'replied', coalesce(rs.replied, 0),
        'median_seconds', rs.median_seconds
      ) order by forms.position)
      from (values ('applications', 1), ('contacts', 2), ('alliance', 3)) as forms (form, position)
      left join form_totals t on t.form = forms.form
      left join reply_stats rs on rs.form = forms.form
    )
  ) into result;
  return result;
end;
$$;
comment on function public.desk_report(date, date, text) is
  'Reports by period for the desk: counts per form by week or month, by status, by region '
  '(applications) and subject (contacts), and the median time to first reply, for submissions '
  'between two Mountain Time days. Read-only; refused unless public.can_work_submissions().';
revoke all on function public.desk_report(date, date, text) from public, anon;
grant execute on function public.desk_report(date, date, text) to authenticated, service_role;

comment on table public.desk_replies is
  'Replies written on the desk. Their e-mail is an outbox row (notification_deliveries, kind reply); state, attempts, last_error and sent_at are its copy. Admins read; only send_desk_reply and the service role write.';

create trigger desk_replies_enqueue
  after insert or delete on public.desk_replies
  for each row execute function private.enqueue_reply();

-- ---------------------------------------------------------------------------------------------
-- Settings changes logged: routing, saved replies, retention periods
-- ---------------------------------------------------------------------------------------------
-- One trigger for the three tables: the entry names the table's row and what changed (old and
-- new values of the changed columns; saved replies' bodies are settings text, not personal data).
create function private.audit_setting_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _old jsonb := case when tg_op <> 'INSERT' then pg_catalog.to_jsonb(old) end;
  _new jsonb := case when tg_op <> 'DELETE' then pg_catalog.to_jsonb(new) end;
  _changes jsonb := '{}'::jsonb;
  _key text;
begin
  for _key in
    select k from pg_catalog.jsonb_object_keys(coalesce(_new, _old)) k
    where k not in ('updated_at', 'updated_by', 'created_at')
  loop
    if (_old -> _key) is distinct from (_new -> _key) then
      _changes := _changes || pg_catalog.jsonb_build_object(_key,
        pg_catalog.jsonb_build_object('from', _old -> _key, 'to', _new -> _key));
    end if;
  end loop;
  if _changes = '{}'::jsonb then
    return null;
  end if;
  perform private.write_audit(tg_argv[0], tg_table_name, null,
    pg_catalog.jsonb_build_object('operation', pg_catalog.lower(tg_op),
      'key', coalesce(_new, _old) -> tg_argv[1], 'changes', _changes));
  return null;
end;
$$;
revoke all on function private.audit_setting_change() from public;

create trigger notification_routes_audit
  after insert or update or delete on public.notification_routes
  for each row execute function private.audit_setting_change('routing_changed', 'id');

create trigger saved_replies_audit
  after insert or update or delete on public.saved_replies
  for each row execute function private.audit_setting_change('saved_reply_changed', 'id');

-- A saved reply's placeholder ("[Your answer here]", an unfilled "{{first_name}}") never reaches
-- a person. The desk's composer refuses such a reply with a message naming the placeholders; this
-- migration makes the database refuse it too, so a direct call of send_desk_reply (or any other
-- path that queues a reply) cannot send one either.
--
-- The check is its own function, called by a trigger on the table replies are queued in today
-- (public.desk_replies), so it can be attached to whichever table queues replies later.

/*
 * The placeholders left in a text, each once, in the order they first appear: `{{…}}`, and `[…]`
 * holding at least one letter, each on one line and at most 80 characters between the brackets.
 * The same rule as unfilledPlaceholders() in supabase/functions/_shared/schemas/desk-reply.ts.
 */
create function private.unfilled_placeholders(p_body text)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(array_agg(found.placeholder order by found.first_at), '{}')
  from (
    select m.match[1] as placeholder, min(m.at) as first_at
    from pg_catalog.regexp_matches(
      coalesce(p_body, ''),
      '(\{\{[^{}\n]{0,80}\}\}|\[[^][\n]{0,80}\])',
      'g'
    ) with ordinality as m(match, at)
    where m.match[1] like '{{%' or m.match[1] ~ '[[:alpha:]]'
    group by m.match[1]
  ) found
$$;
comment on function private.unfilled_placeholders(text) is
  'The placeholders ({{…}}, or […] with a letter) still in a reply, each once, in order of first appearance.';
revoke all on function private.unfilled_placeholders(text) from public, anon, authenticated;

/* Refuses a queued reply that still holds a placeholder, naming them as the desk does. */
create function private.refuse_unfilled_placeholders()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  left_over text[] := private.unfilled_placeholders(new.body);
  n integer := coalesce(pg_catalog.array_length(left_over, 1), 0);
  named text;
begin
  if n = 0 then
    return new;
  end if;
  select case
      when n = 1 then '"' || left_over[1] || '"'
      else pg_catalog.string_agg('"' || p || '"', ', ' order by i) filter (where i < n)
        || ' and "' || left_over[n] || '"'
    end
  into named
  from pg_catalog.unnest(left_over) with ordinality as u(p, i);
  raise exception 'Fill in % before sending.', named
    using errcode = '22023', hint = 'The reply still holds a saved reply''s placeholder.';
end;
$$;
revoke all on function private.refuse_unfilled_placeholders() from public, anon, authenticated;

create trigger desk_replies_refuse_unfilled_placeholders
  before insert on public.desk_replies
  for each row execute function private.refuse_unfilled_placeholders();

-- One person, one thread: the desk shows, on a record, the other submissions from the same e-mail
-- address (compared case-insensitively) across the three forms, so a re-application sits beside
-- the first one and a contact message beside the person's application.
--
-- Speed: each form already has an index on (lower(email), created_at) (migration rate_limit), so
-- each of the three lookups is an index scan on lower(email) = $1, whatever the table's size.

/*
 * The other submissions from the e-mail address of one record (that record left out), newest
 * first, at most 50. Refused unless the caller may work submissions.
 */
create function public.list_related_submissions(p_record_kind text, p_record_id uuid)
returns table (
  record_kind text,
  id uuid,
  reference text,
  first_name text,
  last_name text,
  status text,
  created_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  source_table text := private.notification_table(p_record_kind);
  address text;
begin
  if not coalesce(public.can_work_submissions(), false) then
    raise exception 'Only the desk''s team can see related submissions' using errcode = '42501';
  end if;
  if source_table is null then
    raise exception 'Unknown record kind: %', p_record_kind using errcode = '22023';
  end if;

  execute pg_catalog.format('select lower(t.email) from public.%I t where t.id = $1', source_table)
  into address
  using p_record_id;
  if address is null then
    return;
  end if;

  return query
  select related.*
  from (
    select 'coach_application'::text, a.id, a.reference, a.first_name, a.last_name, a.status,
      a.created_at
    from public.coach_applications a
    where lower(a.email) = address
    union all
    select 'contact_submission'::text, c.id, c.reference, c.first_name, c.last_name, c.status,
      c.created_at
    from public.contact_submissions c
    where lower(c.email) = address
    union all
    select 'alliance_registration'::text, g.id, g.reference, g.first_name, g.last_name, g.status,
      g.created_at
    from public.alliance_registrations g
    where lower(g.email) = address
  ) as related (record_kind, id, reference, first_name, last_name, status, created_at)
  where not (related.record_kind = p_record_kind and related.id = p_record_id)
  order by related.created_at desc, related.id
  limit 50;
end;
$$;
comment on function public.list_related_submissions(text, uuid) is
  'The other submissions (any form) from the same e-mail address as one record, case-insensitive, newest first, at most 50. Desk team only.';
revoke all on function public.list_related_submissions(text, uuid) from public, anon;
grant execute on function public.list_related_submissions(text, uuid) to authenticated, service_role;

-- Ownership and collision on the desk (issue 26 item 9).
--
-- * record_assignments: a record may have one owner among the desk's team ("Assign to me"). The
--   desk views gain assignee_id and the caller's `mine` flag, so the list filters "Mine" the way
--   it filters "Unread only", in the same query.
-- * record_presence: who has a record open, and who is writing a reply to it. The local stack has
--   no Realtime server, so the desk writes a heartbeat every ~15 s while a record is open
--   (public.touch_record_presence, which answers with the others present) and an entry older
--   than 45 s no longer counts. Realtime presence could replace the table later without changing
--   what the desk shows.
-- * private.member_display_name(uuid): the one place that says how a teammate is named (the
--   e-mail address today; a display name once the team's profiles have one).

create table public.record_assignments (
  record_kind text not null,
  record_id uuid not null,
  assignee_id uuid not null references auth.users (id) on delete cascade,
  assigned_by uuid references auth.users (id) on delete set null,
  assigned_at timestamptz not null default now(),
  primary key (record_kind, record_id),
  constraint record_assignments_record_kind_allowed check (
    record_kind in ('coach_application', 'contact_submission', 'alliance_registration')
  )
);

comment on table public.record_assignments is
  'The owner of a desk record (one at most). Written only by public.set_record_assignment.';

create index record_assignments_assignee_idx on public.record_assignments (assignee_id, record_kind);

alter table public.record_assignments enable row level security;

revoke all on table public.record_assignments from public, anon, authenticated;

grant select on table public.record_assignments to authenticated;

grant all on table public.record_assignments to service_role;

create policy "the desk team reads assignments"
  on public.record_assignments for select to authenticated
  using ((select public.can_work_submissions()));

create table public.record_presence (
  user_id uuid not null references auth.users (id) on delete cascade,
  record_kind text not null,
  record_id uuid not null,
  state text not null default 'viewing',
  heartbeat_at timestamptz not null default now(),
  primary key (record_kind, record_id, user_id),
  constraint record_presence_record_kind_allowed check (
    record_kind in ('coach_application', 'contact_submission', 'alliance_registration')
  ),
  constraint record_presence_state_allowed check (state in ('viewing', 'replying'))
);

comment on table public.record_presence is
  'Who has a desk record open (viewing) or is writing a reply to it (replying). An entry counts '
  'for 45 s after its heartbeat. Written only by touch_record_presence and leave_record_presence.';

create index record_presence_heartbeat_idx on public.record_presence (heartbeat_at);

alter table public.record_presence enable row level security;

revoke all on table public.record_presence from public, anon, authenticated;

grant select on table public.record_presence to authenticated;

grant all on table public.record_presence to service_role;

create policy "the desk team reads presence"
  on public.record_presence for select to authenticated
  using ((select public.can_work_submissions()));

/* A record of a known kind that exists; raises otherwise. */
create or replace function private.require_desk_record(p_record_kind text, p_record_id uuid)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  source_table text := private.notification_table(p_record_kind);
  found_id uuid;
begin
  if source_table is null then
    raise exception 'Unknown record kind: %', p_record_kind using errcode = '22023';
  end if;
  execute pg_catalog.format('select t.id from public.%I t where t.id = $1', source_table)
  into found_id
  using p_record_id;
  if found_id is null then
    raise exception 'That record was not found: it may have been deleted. Reload the list to see the records there are now.'
      using errcode = 'PT404';
  end if;
end;
$$;
revoke all on function private.require_desk_record(text, uuid) from public, anon, authenticated;

/* Who owns a record and who else is on it now: what the record's header shows. */
create function private.record_collaboration(p_record_kind text, p_record_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'assignee', (
      select pg_catalog.jsonb_build_object(
        'id', a.assignee_id, 'name', private.member_display_name(a.assignee_id),
        'assignedAt', a.assigned_at
      )
      from public.record_assignments a
      where a.record_kind = p_record_kind and a.record_id = p_record_id
    ),
    'others', coalesce((
      select pg_catalog.jsonb_agg(
        pg_catalog.jsonb_build_object(
          'id', p.user_id, 'name', private.member_display_name(p.user_id), 'state', p.state
        )
        order by p.state desc, p.heartbeat_at
      )
      from public.record_presence p
      where p.record_kind = p_record_kind
        and p.record_id = p_record_id
        and p.user_id <> (select auth.uid())
        and p.heartbeat_at > pg_catalog.now() - interval '45 seconds'
    ), '[]'::jsonb)
  )
$$;
revoke all on function private.record_collaboration(text, uuid) from public, anon, authenticated;

/*
 * "Assign to me" (p_assign true) or "Unassign" (false; only the owner's own assignment, or any
 * when the caller takes it over with true). Answers with the record's collaboration state.
 */
create function public.set_record_assignment(p_record_kind text, p_record_id uuid, p_assign boolean)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not coalesce(public.can_work_submissions(), false) then
    raise exception 'Only the desk''s team can assign records' using errcode = '42501';
  end if;
  perform private.require_desk_record(p_record_kind, p_record_id);
  if p_assign then
    insert into public.record_assignments (record_kind, record_id, assignee_id, assigned_by)
    values (p_record_kind, p_record_id, auth.uid(), auth.uid())
    on conflict (record_kind, record_id) do update
      set assignee_id = excluded.assignee_id,
          assigned_by = excluded.assigned_by,
          assigned_at = pg_catalog.now()
      where public.record_assignments.assignee_id is distinct from excluded.assignee_id;
  else
    delete from public.record_assignments
    where record_kind = p_record_kind and record_id = p_record_id and assignee_id = auth.uid();
  end if;
  return private.record_collaboration(p_record_kind, p_record_id);
end;
$$;
revoke all on function public.set_record_assignment(text, uuid, boolean) from public, anon;
grant execute on function public.set_record_assignment(text, uuid, boolean)
  to authenticated, service_role;

/*
 * The desk's heartbeat while a record is open (every ~15 s, and at once when the state changes):
 * records that the caller is viewing or replying to the record, forgets entries older than 45 s,
 * and answers with the owner and the others on the record now.
 */
create function public.touch_record_presence(p_record_kind text, p_record_id uuid, p_state text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not coalesce(public.can_work_submissions(), false) then
    raise exception 'Only the desk''s team can work records' using errcode = '42501';
  end if;
  if p_state is null or p_state not in ('viewing', 'replying') then
    raise exception 'Unknown presence state: %', p_state using errcode = '22023';
  end if;
  perform private.require_desk_record(p_record_kind, p_record_id);

  delete from public.record_presence
  where heartbeat_at < pg_catalog.now() - interval '45 seconds';

  insert into public.record_presence (user_id, record_kind, record_id, state, heartbeat_at)
  values (auth.uid(), p_record_kind, p_record_id, p_state, pg_catalog.now())
  on conflict (record_kind, record_id, user_id) do update
    set state = excluded.state, heartbeat_at = excluded.heartbeat_at;

  return private.record_collaboration(p_record_kind, p_record_id);
end;
$$;
revoke all on function public.touch_record_presence(text, uuid, text) from public, anon;
grant execute on function public.touch_record_presence(text, uuid, text)
  to authenticated, service_role;

/* Closing a record: the caller is no longer on it (others see it at their next heartbeat). */
create function public.leave_record_presence(p_record_kind text, p_record_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not coalesce(public.can_work_submissions(), false) then
    raise exception 'Only the desk''s team can work records' using errcode = '42501';
  end if;
  delete from public.record_presence
  where record_kind = p_record_kind and record_id = p_record_id and user_id = auth.uid();
end;
$$;
revoke all on function public.leave_record_presence(text, uuid) from public, anon;
grant execute on function public.leave_record_presence(text, uuid) to authenticated, service_role;

-- The desk views: each record with its owner and the caller's "mine" flag, security_invoker, with
-- their search text from desk_search (docs/advisor.md).
-- `mine` is true, or null when the record has no owner: the filter mine=true is then a strict
-- condition, so PostgreSQL starts from the caller's assignments (0.1 ms at 100,000 applications)
-- instead of joining every record (100 ms with a coalesce(…, false)).
create or replace view public.coach_applications_desk
with (security_invoker = true)
as
select
  a.id, a.first_name, a.last_name, a.email, a.phone, a.city, a.region, a.organization, a.title,
  a.experience, a.ai_experience, a.teaching_experience, a.availability, a.motivation, a.status,
  a.created_at, a.reference,
  s.search_text,
  not exists (
    select 1 from public.record_reads r
    where r.user_id = (select auth.uid())
      and r.record_kind = 'coach_application'
      and r.record_id = a.id
  ) as unread,
  asg.assignee_id,
  asg.assignee_id = (select auth.uid()) as mine,
  a.landing_page, a.referrer_domain, a.utm_source, a.utm_medium, a.utm_campaign
from public.coach_applications a
left join desk_search.coach_applications s on s.id = a.id
left join public.record_assignments asg
  on asg.record_kind = 'coach_application' and asg.record_id = a.id
where (select public.can_work_submissions());
comment on view public.coach_applications_desk is
  'Coach applications for the review dashboard, with search_text (name, e-mail, reference) and the caller''s unread flag.';
revoke all on table public.coach_applications_desk from anon, authenticated, public;
grant select on table public.coach_applications_desk to authenticated, service_role;

create or replace view public.contact_submissions_desk
with (security_invoker = true)
as
select
  c.id, c.first_name, c.last_name, c.email, c.phone, c.organization_type, c.organization_name,
  c.subject, c.message, c.status, c.created_at, c.reference,
  s.search_text,
  not exists (
    select 1 from public.record_reads r
    where r.user_id = (select auth.uid())
      and r.record_kind = 'contact_submission'
      and r.record_id = c.id
  ) as unread,
  asg.assignee_id,
  asg.assignee_id = (select auth.uid()) as mine,
  c.landing_page, c.referrer_domain, c.utm_source, c.utm_medium, c.utm_campaign
from public.contact_submissions c
left join desk_search.contact_submissions s on s.id = c.id
left join public.record_assignments asg
  on asg.record_kind = 'contact_submission' and asg.record_id = c.id
where (select public.can_work_submissions());
comment on view public.contact_submissions_desk is
  'Contact submissions for the review dashboard, with search_text (name, e-mail, reference) and the caller''s unread flag.';
revoke all on table public.contact_submissions_desk from anon, authenticated, public;
grant select on table public.contact_submissions_desk to authenticated, service_role;

create or replace view public.alliance_registrations_desk
with (security_invoker = true)
as
select
  g.id, g.first_name, g.last_name, g.email, g.phone, g.organization, g.organization_type, g.title,
  g.interests, g.message, g.status, g.created_at, g.reference,
  s.search_text,
  not exists (
    select 1 from public.record_reads r
    where r.user_id = (select auth.uid())
      and r.record_kind = 'alliance_registration'
      and r.record_id = g.id
  ) as unread,
  asg.assignee_id,
  asg.assignee_id = (select auth.uid()) as mine,
  g.landing_page, g.referrer_domain, g.utm_source, g.utm_medium, g.utm_campaign
from public.alliance_registrations g
left join desk_search.alliance_registrations s on s.id = g.id
left join public.record_assignments asg
  on asg.record_kind = 'alliance_registration' and asg.record_id = g.id
where (select public.can_work_submissions());
comment on view public.alliance_registrations_desk is
  'Alliance registrations for the review dashboard, with search_text (name, e-mail, reference) and the caller''s unread flag.';
revoke all on table public.alliance_registrations_desk from anon, authenticated, public;
grant select on table public.alliance_registrations_desk to authenticated, service_role;

/**
 * The desk's three list views refuse writes with 4xx (issue 32, item 8).
 *
 * The views join several tables, so PostgreSQL found them "not automatically updatable" (SQLSTATE
 * 55000) before it checked privileges, and PostgREST answers class 55 with 500 (PostgREST
 * docs/errors.rst, "HTTP Status Codes": 55* -> 500). An INSTEAD OF trigger makes a view
 * writable in the rewriter's eyes, so the executor's privilege check runs first: the API roles
 * hold SELECT only, so a write is "permission denied" (42501), which PostgREST answers 401 to an
 * anonymous request and 403 to a signed-in one (same table: 42501 -> 401/403). Should a write
 * grant ever be added by mistake, the trigger itself refuses with the same SQLSTATE.
 */
create function private.refuse_desk_view_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'The desk''s lists are read-only: change a record through the desk''s actions'
    using errcode = '42501';
end;
$$;

comment on function private.refuse_desk_view_write() is
  'INSTEAD OF trigger of the *_desk views: they are read-only, every write is refused (42501).';

revoke all on function private.refuse_desk_view_write() from public, anon, authenticated;

create trigger coach_applications_desk_read_only
  instead of insert or update or delete on public.coach_applications_desk
  for each row execute function private.refuse_desk_view_write();

create trigger contact_submissions_desk_read_only
  instead of insert or update or delete on public.contact_submissions_desk
  for each row execute function private.refuse_desk_view_write();

create trigger alliance_registrations_desk_read_only
  instead of insert or update or delete on public.alliance_registrations_desk
  for each row execute function private.refuse_desk_view_write();

-- The Advisor's INFO findings (unindexed foreign keys), fixed with one index each (docs/advisor.md).

create index record_assignments_assigned_by_idx on public.record_assignments (assigned_by);

create index record_presence_user_id_idx on public.record_presence (user_id);
