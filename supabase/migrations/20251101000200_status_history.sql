-- Who changed a submission's status, when, and from what. Written only by the trigger below, so
-- the history cannot be forged or edited through the API; admins may read it.

create table public.status_changes (
  id uuid primary key default gen_random_uuid(),
  table_name text not null,
  record_id uuid not null,
  old_status text,
  new_status text not null,
  -- No foreign key: a history row must never block a status change (e.g. a since-deleted user).
  changed_by uuid default auth.uid(),
  changed_at timestamptz not null default now(),

  constraint status_changes_table_name_allowed check (
    table_name in ('coach_applications', 'contact_submissions', 'alliance_registrations')
  )
);

comment on table public.status_changes is
  'Status history of intake submissions, written by trigger. Admins read; nobody writes directly.';

create index status_changes_record_id_changed_at_idx on public.status_changes (record_id, changed_at);

alter table public.status_changes enable row level security;

revoke all on table public.status_changes from anon, authenticated, public;
grant select on table public.status_changes to authenticated;
grant all on table public.status_changes to service_role;

create policy "admins read status history"
  on public.status_changes for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

-- SECURITY DEFINER: the admin making the change has no INSERT privilege on status_changes.
create function private.record_status_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.status_changes (table_name, record_id, old_status, new_status, changed_by)
  values (tg_table_name, new.id, old.status, new.status, auth.uid());
  return null;
end;
$$;

revoke all on function private.record_status_change() from public;

create trigger coach_applications_record_status_change
  after update of status on public.coach_applications
  for each row
  when (old.status is distinct from new.status)
  execute function private.record_status_change();

create trigger contact_submissions_record_status_change
  after update of status on public.contact_submissions
  for each row
  when (old.status is distinct from new.status)
  execute function private.record_status_change();

create trigger alliance_registrations_record_status_change
  after update of status on public.alliance_registrations
  for each row
  when (old.status is distinct from new.status)
  execute function private.record_status_change();
