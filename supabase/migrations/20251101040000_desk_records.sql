-- The desk's records: one record's status history, notes, read markers, status changes (one or
-- many), its timeline, the other submissions from the same person, and who owns a record and who
-- has it open.
-- Baseline (docs/migration-baseline.md).

-- Function bodies here may name objects defined further down or in a later file of the baseline,
-- as pg_dump's output does: they are checked when they run (pgTAP runs every one), not when
-- they are created. Only for this file's transaction.
set local check_function_bodies = off;

-- ---------------------------------------------------------------------------------------------
-- A record's status history
-- ---------------------------------------------------------------------------------------------
-- Status history of one submission, newest first, with the e-mail of the person who changed it
-- (admins cannot read auth.users themselves).
create function private.desk_status_history(_record_id uuid)
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
revoke all on function private.desk_status_history(uuid) from public, anon, service_role;
grant execute on function private.desk_status_history(uuid) to authenticated;

-- The API's entry point: runs as the caller and calls the function above.
create function public.desk_status_history(_record_id uuid)
returns table (id text, table_name text, old_status text, new_status text, changed_by uuid, changed_by_email text, changed_at timestamp with time zone)
language sql
stable
security invoker
set search_path = ''
begin atomic
  select * from private.desk_status_history($1);
end;
revoke all on function public.desk_status_history(uuid) from public;
grant execute on function public.desk_status_history(uuid) to authenticated;

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
  using ((select private.can_work_submissions()));

create policy "team adds notes as themselves"
  on public.record_notes for insert to authenticated
  with check ((select private.can_work_submissions()) and author_id = (select auth.uid()));

create policy "authors edit their own notes"
  on public.record_notes for update to authenticated
  using ((select private.can_work_submissions()) and author_id = (select auth.uid()))
  with check ((select private.can_work_submissions()) and author_id = (select auth.uid()));

create policy "authors delete their own notes"
  on public.record_notes for delete to authenticated
  using ((select private.can_work_submissions()) and author_id = (select auth.uid()));

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
  using ((select private.can_work_submissions()) and user_id = (select auth.uid()));

create policy "team marks records read for themselves"
  on public.record_reads for insert to authenticated
  with check ((select private.can_work_submissions()) and user_id = (select auth.uid()));

create policy "team marks records unread for themselves"
  on public.record_reads for delete to authenticated
  using ((select private.can_work_submissions()) and user_id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------
-- Bulk status change. SECURITY INVOKER: the caller's UPDATE privilege and row-level security
-- decide, and the status-history trigger records every row with the caller as the changer.
-- Returns how many records changed (rows already at the status are left alone).
-- ---------------------------------------------------------------------------------------------
create function public.desk_set_status(_record_kind text, _record_ids uuid[], _status text)
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
revoke all on function public.desk_set_status(text, uuid[], text) from public, anon, service_role;
grant execute on function public.desk_set_status(text, uuid[], text) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- One submission's timeline: its notes and status changes, newest first, with the e-mail of
-- whoever wrote or changed it (admins cannot read auth.users themselves).
-- ---------------------------------------------------------------------------------------------
create function private.desk_record_timeline(_record_kind text, _record_id uuid)
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
revoke all on function private.desk_record_timeline(text, uuid) from public, anon, service_role;
grant execute on function private.desk_record_timeline(text, uuid) to authenticated;

-- The API's entry point: runs as the caller and calls the function above.
create function public.desk_record_timeline(_record_kind text, _record_id uuid)
returns table (entry_type text, id uuid, at timestamp with time zone, actor_id uuid, actor_email text, old_status text, new_status text, body text, updated_at timestamp with time zone)
language sql
stable
security invoker
set search_path = ''
begin atomic
  select * from private.desk_record_timeline($1, $2);
end;
revoke all on function public.desk_record_timeline(text, uuid) from public;
grant execute on function public.desk_record_timeline(text, uuid) to authenticated;

-- One person, one thread: the desk shows, on a record, the other submissions from the same e-mail
-- address (compared case-insensitively) across the three forms, so a re-application sits beside
-- the first one and a contact message beside the person's application.
--
-- Speed: each form already has an index on (lower(email), created_at) (the intake's rate limit), so
-- each of the three lookups is an index scan on lower(email) = $1, whatever the table's size.

/*
 * The other submissions from the e-mail address of one record (that record left out), newest
 * first, at most 50. Refused unless the caller may work submissions.
 */
create function private.list_related_submissions(p_record_kind text, p_record_id uuid)
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
comment on function private.list_related_submissions(text, uuid) is
  'The other submissions (any form) from the same e-mail address as one record, case-insensitive, newest first, at most 50. Desk team only.';
revoke all on function private.list_related_submissions(text, uuid) from public, anon;
grant execute on function private.list_related_submissions(text, uuid) to authenticated, service_role;

-- The API's entry point: runs as the caller and calls the function above.
create function public.list_related_submissions(p_record_kind text, p_record_id uuid)
returns table (record_kind text, id uuid, reference text, first_name text, last_name text, status text, created_at timestamp with time zone)
language sql
stable
security invoker
set search_path = ''
begin atomic
  select * from private.list_related_submissions($1, $2);
end;
revoke all on function public.list_related_submissions(text, uuid) from public;
grant execute on function public.list_related_submissions(text, uuid) to authenticated, service_role;
comment on function public.list_related_submissions(text, uuid) is
  'The other submissions (any form) from the same e-mail address as one record, case-insensitive, newest first, at most 50. Desk team only.';

-- ---------------------------------------------------------------------------------------------
-- Ownership and presence
-- ---------------------------------------------------------------------------------------------
-- Ownership and collision on the desk, so two reviewers do not answer the same record.
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
  using ((select private.can_work_submissions()));

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
  using ((select private.can_work_submissions()));

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
create function private.set_record_assignment(p_record_kind text, p_record_id uuid, p_assign boolean)
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
revoke all on function private.set_record_assignment(text, uuid, boolean) from public, anon;
grant execute on function private.set_record_assignment(text, uuid, boolean)
  to authenticated, service_role;

-- The API's entry point: runs as the caller and calls the function above.
create function public.set_record_assignment(p_record_kind text, p_record_id uuid, p_assign boolean)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
begin atomic
  select private.set_record_assignment($1, $2, $3);
end;
revoke all on function public.set_record_assignment(text, uuid, boolean) from public;
grant execute on function public.set_record_assignment(text, uuid, boolean) to authenticated, service_role;

/*
 * The desk's heartbeat while a record is open (every ~15 s, and at once when the state changes):
 * records that the caller is viewing or replying to the record, forgets entries older than 45 s,
 * and answers with the owner and the others on the record now.
 */
create function private.touch_record_presence(p_record_kind text, p_record_id uuid, p_state text)
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
revoke all on function private.touch_record_presence(text, uuid, text) from public, anon;
grant execute on function private.touch_record_presence(text, uuid, text)
  to authenticated, service_role;

-- The API's entry point: runs as the caller and calls the function above.
create function public.touch_record_presence(p_record_kind text, p_record_id uuid, p_state text)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
begin atomic
  select private.touch_record_presence($1, $2, $3);
end;
revoke all on function public.touch_record_presence(text, uuid, text) from public;
grant execute on function public.touch_record_presence(text, uuid, text) to authenticated, service_role;

/* Closing a record: the caller is no longer on it (others see it at their next heartbeat). */
create function private.leave_record_presence(p_record_kind text, p_record_id uuid)
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
revoke all on function private.leave_record_presence(text, uuid) from public, anon;
grant execute on function private.leave_record_presence(text, uuid) to authenticated, service_role;

-- The API's entry point: runs as the caller and calls the function above.
create function public.leave_record_presence(p_record_kind text, p_record_id uuid)
returns void
language sql
volatile
security invoker
set search_path = ''
begin atomic
  select private.leave_record_presence($1, $2);
end;
revoke all on function public.leave_record_presence(text, uuid) from public;
grant execute on function public.leave_record_presence(text, uuid) to authenticated, service_role;

-- The Advisor's INFO findings (unindexed foreign keys), fixed with one index each (docs/advisor.md).

create index record_assignments_assigned_by_idx on public.record_assignments (assigned_by);

create index record_presence_user_id_idx on public.record_presence (user_id);
