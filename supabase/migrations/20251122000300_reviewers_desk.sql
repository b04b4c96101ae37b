-- The reviewers' desk: notes on a submission, who has read what, the list views the dashboard
-- pages through (with search and an unread flag), and a bulk status change.
--
-- record_kind names one submission kind everywhere it is stored: 'coach_application',
-- 'contact_submission', 'alliance_registration' (notification_deliveries uses the same strings).

create extension if not exists pg_trgm with schema extensions;

-- The submission table a record_kind lives in; null for anything else.
create function private.record_table(_record_kind text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case _record_kind
    when 'coach_application' then 'coach_applications'
    when 'contact_submission' then 'contact_submissions'
    when 'alliance_registration' then 'alliance_registrations'
  end
$$;

revoke all on function private.record_table(text) from public;

-- True when the submission exists. SECURITY DEFINER so the check does not depend on what the
-- caller's policies let them see (the policies decide separately whether they may write).
create function private.record_exists(_record_kind text, _record_id uuid)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  found boolean;
begin
  if private.record_table(_record_kind) is null then
    return false;
  end if;
  execute pg_catalog.format(
    'select exists (select 1 from public.%I where id = $1)',
    private.record_table(_record_kind)
  )
  into found
  using _record_id;
  return found;
end;
$$;

revoke all on function private.record_exists(text, uuid) from public;

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

create policy "admins read notes"
  on public.record_notes for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

create policy "admins add notes as themselves"
  on public.record_notes for insert to authenticated
  with check (
    (select public.has_role((select auth.uid()), 'admin'))
    and author_id = (select auth.uid())
  );

create policy "authors edit their own notes"
  on public.record_notes for update to authenticated
  using (
    (select public.has_role((select auth.uid()), 'admin'))
    and author_id = (select auth.uid())
  )
  with check (
    (select public.has_role((select auth.uid()), 'admin'))
    and author_id = (select auth.uid())
  );

create policy "authors delete their own notes"
  on public.record_notes for delete to authenticated
  using (
    (select public.has_role((select auth.uid()), 'admin'))
    and author_id = (select auth.uid())
  );

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

create policy "admins read their own read markers"
  on public.record_reads for select to authenticated
  using (
    (select public.has_role((select auth.uid()), 'admin'))
    and user_id = (select auth.uid())
  );

create policy "admins mark records read for themselves"
  on public.record_reads for insert to authenticated
  with check (
    (select public.has_role((select auth.uid()), 'admin'))
    and user_id = (select auth.uid())
  );

create policy "admins mark records unread for themselves"
  on public.record_reads for delete to authenticated
  using (
    (select public.has_role((select auth.uid()), 'admin'))
    and user_id = (select auth.uid())
  );

-- Notes and read markers go with the submission (only the service role deletes submissions).
create function private.forget_record()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.record_notes where record_kind = tg_argv[0] and record_id = old.id;
  delete from public.record_reads where record_kind = tg_argv[0] and record_id = old.id;
  return null;
end;
$$;

revoke all on function private.forget_record() from public;

create trigger coach_applications_forget_record
  after delete on public.coach_applications
  for each row execute function private.forget_record('coach_application');
create trigger contact_submissions_forget_record
  after delete on public.contact_submissions
  for each row execute function private.forget_record('contact_submission');
create trigger alliance_registrations_forget_record
  after delete on public.alliance_registrations
  for each row execute function private.forget_record('alliance_registration');

-- ---------------------------------------------------------------------------------------------
-- Indexes for 100,000 rows a table: search by any part of a name or e-mail (trigram GIN on the
-- same expression the desk views expose as search_text), and the sorts the dashboard offers.
-- ---------------------------------------------------------------------------------------------
create index coach_applications_search_idx on public.coach_applications
  using gin (lower(first_name || ' ' || last_name || ' ' || email) extensions.gin_trgm_ops);
create index contact_submissions_search_idx on public.contact_submissions
  using gin (lower(first_name || ' ' || last_name || ' ' || email) extensions.gin_trgm_ops);
create index alliance_registrations_search_idx on public.alliance_registrations
  using gin (lower(first_name || ' ' || last_name || ' ' || email) extensions.gin_trgm_ops);

create index coach_applications_created_at_id_idx
  on public.coach_applications (created_at desc, id desc);
create index contact_submissions_created_at_id_idx
  on public.contact_submissions (created_at desc, id desc);
create index alliance_registrations_created_at_id_idx
  on public.alliance_registrations (created_at desc, id desc);

create index coach_applications_status_created_at_idx
  on public.coach_applications (status, created_at desc, id desc);
create index contact_submissions_status_created_at_idx
  on public.contact_submissions (status, created_at desc, id desc);
create index alliance_registrations_status_created_at_idx
  on public.alliance_registrations (status, created_at desc, id desc);

create index coach_applications_name_idx
  on public.coach_applications (last_name, first_name, id);
create index contact_submissions_name_idx
  on public.contact_submissions (last_name, first_name, id);
create index alliance_registrations_name_idx
  on public.alliance_registrations (last_name, first_name, id);

-- The single-column created_at indexes are covered by the (created_at, id) ones.
drop index public.coach_applications_created_at_idx;
drop index public.contact_submissions_created_at_idx;
drop index public.alliance_registrations_created_at_idx;

-- ---------------------------------------------------------------------------------------------
-- Desk views: each table's rows as the signed-in reviewer sees them, plus search_text (what the
-- search matches, backed by the trigram index) and unread (never opened by this reviewer).
--
-- Not security_invoker, on purpose: under the caller's row-level security PostgreSQL may not use
-- an index for a non-leakproof operator such as ILIKE (it must run the policy first), so every
-- search would scan the whole table. The views run as their owner instead and gate themselves:
-- the admin check is an InitPlan, evaluated once before any row is read, and a caller who is not
-- an admin gets no rows at all. anon has no privilege on them.
-- ---------------------------------------------------------------------------------------------
create view public.coach_applications_desk
as
select
  a.*,
  lower(a.first_name || ' ' || a.last_name || ' ' || a.email) as search_text,
  not exists (
    select 1 from public.record_reads r
    where r.user_id = (select auth.uid())
      and r.record_kind = 'coach_application'
      and r.record_id = a.id
  ) as unread
from public.coach_applications a
where (select public.has_role((select auth.uid()), 'admin'));

create view public.contact_submissions_desk
as
select
  c.*,
  lower(c.first_name || ' ' || c.last_name || ' ' || c.email) as search_text,
  not exists (
    select 1 from public.record_reads r
    where r.user_id = (select auth.uid())
      and r.record_kind = 'contact_submission'
      and r.record_id = c.id
  ) as unread
from public.contact_submissions c
where (select public.has_role((select auth.uid()), 'admin'));

create view public.alliance_registrations_desk
as
select
  g.*,
  lower(g.first_name || ' ' || g.last_name || ' ' || g.email) as search_text,
  not exists (
    select 1 from public.record_reads r
    where r.user_id = (select auth.uid())
      and r.record_kind = 'alliance_registration'
      and r.record_id = g.id
  ) as unread
from public.alliance_registrations g
where (select public.has_role((select auth.uid()), 'admin'));

comment on view public.coach_applications_desk is
  'Coach applications for the review dashboard, with search_text and the caller''s unread flag.';
comment on view public.contact_submissions_desk is
  'Contact submissions for the review dashboard, with search_text and the caller''s unread flag.';
comment on view public.alliance_registrations_desk is
  'Alliance registrations for the review dashboard, with search_text and the caller''s unread flag.';

revoke all on table public.coach_applications_desk from anon, authenticated, public;
revoke all on table public.contact_submissions_desk from anon, authenticated, public;
revoke all on table public.alliance_registrations_desk from anon, authenticated, public;
grant select on table public.coach_applications_desk to authenticated;
grant select on table public.contact_submissions_desk to authenticated;
grant select on table public.alliance_registrations_desk to authenticated;
grant select on table public.coach_applications_desk to service_role;
grant select on table public.contact_submissions_desk to service_role;
grant select on table public.alliance_registrations_desk to service_role;

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
  if not public.has_role(auth.uid(), 'admin') then
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
  if not public.has_role(auth.uid(), 'admin') then
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

revoke all on function public.admin_set_status(text, uuid[], text) from public, anon, service_role;
revoke all on function public.admin_record_timeline(text, uuid) from public, anon, service_role;
grant execute on function public.admin_set_status(text, uuid[], text) to authenticated;
grant execute on function public.admin_record_timeline(text, uuid) to authenticated;
