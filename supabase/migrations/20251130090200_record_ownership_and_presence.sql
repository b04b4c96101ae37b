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

/* How the desk names a teammate. The one place to switch to a display name. */
create function private.member_display_name(p_user_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select u.email::text from auth.users u where u.id = p_user_id
$$;

revoke all on function private.member_display_name(uuid) from public, anon, authenticated;

/* A record of a known kind that exists; raises otherwise. */
create function private.require_desk_record(p_record_kind text, p_record_id uuid)
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
    raise exception 'No such record' using errcode = 'P0002';
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

-- The desk views gain the record's owner and the caller's "mine" flag (columns appended, so the
-- views are replaced in place); they stay security_invoker with their search text from
-- desk_search, as migration 20251130010000 made them (docs/advisor.md).
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
  asg.assignee_id = (select auth.uid()) as mine
from public.coach_applications a
left join desk_search.coach_applications s on s.id = a.id
left join public.record_assignments asg
  on asg.record_kind = 'coach_application' and asg.record_id = a.id
where (select public.can_work_submissions());

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
  asg.assignee_id = (select auth.uid()) as mine
from public.contact_submissions c
left join desk_search.contact_submissions s on s.id = c.id
left join public.record_assignments asg
  on asg.record_kind = 'contact_submission' and asg.record_id = c.id
where (select public.can_work_submissions());

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
  asg.assignee_id = (select auth.uid()) as mine
from public.alliance_registrations g
left join desk_search.alliance_registrations s on s.id = g.id
left join public.record_assignments asg
  on asg.record_kind = 'alliance_registration' and asg.record_id = g.id
where (select public.can_work_submissions());
