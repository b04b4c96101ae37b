-- Personal data under the privacy policy's promises (src/content/pages/privacy-policy.ts).
--
-- * admin_delete_record(kind, id): one record goes, and with it its notes and read markers
--   (trigger forget_record, migration reviewers_desk), its notification deliveries (trigger
--   enqueue_notification, migration notification_outbox) and its status history (trigger below).
--   Tables added later that hang off a record follow the same pattern: an AFTER DELETE trigger on
--   the three intake tables (their rows point at record_kind + record_id, so no foreign key can
--   cascade).
-- * admin_personal_data(email): everything held about one address across the three forms, with
--   each record's notes and status history, as one JSON document (a subject access request).
-- * admin_delete_personal_data(email): all of it deleted.
-- * retention_periods + private.apply_retention(), run daily by pg_cron: what the privacy policy
--   says is kept no longer is deleted. The months live in retention_periods; the privacy page's
--   copy is built from src/content/retention-periods.ts, and tests/stack/retention-periods.test.ts
--   proves that module equals this table.
-- Each of these writes the audit log with kinds, ids and counts, never the data itself.

create function private.forget_record_history()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.status_changes s where s.table_name = tg_table_name and s.record_id = old.id;
  return null;
end;
$$;

revoke all on function private.forget_record_history() from public;

create trigger coach_applications_forget_record_history
  after delete on public.coach_applications
  for each row execute function private.forget_record_history();
create trigger contact_submissions_forget_record_history
  after delete on public.contact_submissions
  for each row execute function private.forget_record_history();
create trigger alliance_registrations_forget_record_history
  after delete on public.alliance_registrations
  for each row execute function private.forget_record_history();

-- ---------------------------------------------------------------------------------------------
-- One record
-- ---------------------------------------------------------------------------------------------
create function public.admin_delete_record(_record_kind text, _record_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _table text := private.record_table(_record_kind);
  _deleted integer;
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Admin privileges required' using errcode = '42501';
  end if;
  if _table is null then
    raise exception 'Unknown record kind %', _record_kind using errcode = '22023';
  end if;
  execute pg_catalog.format('delete from public.%I where id = $1', _table) using _record_id;
  get diagnostics _deleted = row_count;
  if _deleted = 0 then
    raise exception 'No such record' using errcode = 'P0002';
  end if;
  perform private.write_audit('record_deleted', _record_kind, _record_id, '{}'::jsonb);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Everything about one address
-- ---------------------------------------------------------------------------------------------
-- The records of one kind for an address, each with its notes and status history.
create function private.personal_records(_record_kind text, _email text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  _table text := private.record_table(_record_kind);
  _records jsonb;
begin
  execute pg_catalog.format($q$
    select coalesce(pg_catalog.jsonb_agg(
      pg_catalog.to_jsonb(r) || pg_catalog.jsonb_build_object(
        'notes', (
          select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
            'body', n.body, 'created_at', n.created_at, 'updated_at', n.updated_at)
            order by n.created_at), '[]'::jsonb)
          from public.record_notes n
          where n.record_kind = $2 and n.record_id = r.id
        ),
        'status_history', (
          select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
            'old_status', s.old_status, 'new_status', s.new_status, 'changed_at', s.changed_at)
            order by s.changed_at), '[]'::jsonb)
          from public.status_changes s
          where s.table_name = %L and s.record_id = r.id
        )
      ) order by r.created_at), '[]'::jsonb)
    from public.%I r
    where lower(r.email) = $1
  $q$, _table, _table)
  into _records
  using _email, _record_kind;
  return _records;
end;
$$;

revoke all on function private.personal_records(text, text) from public;

create function public.admin_personal_data(_email text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _address text := lower(btrim(coalesce(_email, '')));
  _result jsonb;
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Admin privileges required' using errcode = '42501';
  end if;
  if not private.is_email(_address) then
    raise exception 'Enter a valid e-mail address' using errcode = '22023';
  end if;
  _result := pg_catalog.jsonb_build_object(
    'email', _address,
    'generated_at', pg_catalog.now(),
    'coach_applications', private.personal_records('coach_application', _address),
    'contact_submissions', private.personal_records('contact_submission', _address),
    'alliance_registrations', private.personal_records('alliance_registration', _address)
  );
  perform private.write_audit('personal_data_exported', null, null, pg_catalog.jsonb_build_object(
    'coach_applications', pg_catalog.jsonb_array_length(_result -> 'coach_applications'),
    'contact_submissions', pg_catalog.jsonb_array_length(_result -> 'contact_submissions'),
    'alliance_registrations', pg_catalog.jsonb_array_length(_result -> 'alliance_registrations')
  ));
  return _result;
end;
$$;

create function public.admin_delete_personal_data(_email text)
returns table (coach_applications integer, contact_submissions integer,
  alliance_registrations integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _address text := lower(btrim(coalesce(_email, '')));
  _coach integer;
  _contact integer;
  _alliance integer;
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Admin privileges required' using errcode = '42501';
  end if;
  if not private.is_email(_address) then
    raise exception 'Enter a valid e-mail address' using errcode = '22023';
  end if;
  delete from public.coach_applications a where lower(a.email) = _address;
  get diagnostics _coach = row_count;
  delete from public.contact_submissions c where lower(c.email) = _address;
  get diagnostics _contact = row_count;
  delete from public.alliance_registrations g where lower(g.email) = _address;
  get diagnostics _alliance = row_count;
  perform private.write_audit('personal_data_deleted', null, null, pg_catalog.jsonb_build_object(
    'coach_applications', _coach, 'contact_submissions', _contact,
    'alliance_registrations', _alliance));
  return query select _coach, _contact, _alliance;
end;
$$;

revoke all on function public.admin_delete_record(text, uuid) from public, anon, service_role;
revoke all on function public.admin_personal_data(text) from public, anon, service_role;
revoke all on function public.admin_delete_personal_data(text) from public, anon, service_role;
grant execute on function public.admin_delete_record(text, uuid) to authenticated;
grant execute on function public.admin_personal_data(text) to authenticated;
grant execute on function public.admin_delete_personal_data(text) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Retention
-- ---------------------------------------------------------------------------------------------
create table public.retention_periods (
  rule text primary key,
  months integer not null check (months between 1 and 240),
  description text not null,
  constraint retention_periods_rule_known check (rule in (
    'coach_application_not_accepted', 'contact_submission', 'alliance_registration'
  ))
);

comment on table public.retention_periods is
  'How long the privacy policy keeps each kind of record; private.apply_retention() deletes what '
  'is older. Equal to src/content/retention-periods.ts (tests/stack/retention-periods.test.ts).';

insert into public.retention_periods (rule, months, description) values
  ('coach_application_not_accepted', 24,
    'Rejected AI Coach applications, counted from the decision (the change to rejected).'),
  ('contact_submission', 24,
    'Contact messages, counted from the last reply (the last status change, else receipt).'),
  ('alliance_registration', 36,
    'Alliance registrations, counted from the last contact (the last status change, else receipt).');

alter table public.retention_periods enable row level security;
revoke all on table public.retention_periods from public, anon, authenticated, service_role;
grant select on table public.retention_periods to authenticated, service_role;

create policy "signed-in users read the retention periods"
  on public.retention_periods for select to authenticated
  using (true);

-- When a record was last acted on: its last status change, else when it arrived.
create function private.last_activity(_table text, _record_id uuid, _created_at timestamptz)
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select greatest(_created_at, (
    select max(s.changed_at) from public.status_changes s
    where s.table_name = _table and s.record_id = _record_id
  ))
$$;

revoke all on function private.last_activity(text, uuid, timestamptz) from public;

-- Deletes what is past its period and logs how many of each went. Applications of accepted
-- coaches are kept "for as long as you coach with us and 3 years afterwards": the site does not
-- know when someone stops coaching, so those are deleted on request only.
create function private.apply_retention()
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _months jsonb := (
    select pg_catalog.jsonb_object_agg(p.rule, p.months) from public.retention_periods p
  );
  _coach integer := 0;
  _contact integer := 0;
  _alliance integer := 0;
  _result jsonb;
begin
  if _months ? 'coach_application_not_accepted' then
    delete from public.coach_applications a
    where a.status = 'rejected'
      and coalesce((
        select max(s.changed_at) from public.status_changes s
        where s.table_name = 'coach_applications' and s.record_id = a.id
          and s.new_status = 'rejected'
      ), a.created_at) < pg_catalog.now()
        - pg_catalog.make_interval(months => (_months ->> 'coach_application_not_accepted')::int);
    get diagnostics _coach = row_count;
  end if;
  if _months ? 'contact_submission' then
    delete from public.contact_submissions c
    where c.created_at < pg_catalog.now()
        - pg_catalog.make_interval(months => (_months ->> 'contact_submission')::int)
      and private.last_activity('contact_submissions', c.id, c.created_at) < pg_catalog.now()
        - pg_catalog.make_interval(months => (_months ->> 'contact_submission')::int);
    get diagnostics _contact = row_count;
  end if;
  if _months ? 'alliance_registration' then
    delete from public.alliance_registrations g
    where g.created_at < pg_catalog.now()
        - pg_catalog.make_interval(months => (_months ->> 'alliance_registration')::int)
      and private.last_activity('alliance_registrations', g.id, g.created_at) < pg_catalog.now()
        - pg_catalog.make_interval(months => (_months ->> 'alliance_registration')::int);
    get diagnostics _alliance = row_count;
  end if;
  _result := pg_catalog.jsonb_build_object('coach_applications', _coach,
    'contact_submissions', _contact, 'alliance_registrations', _alliance);
  if _coach + _contact + _alliance > 0 then
    perform private.write_audit('retention_deleted', null, null, _result);
  end if;
  return _result;
end;
$$;

revoke all on function private.apply_retention() from public;

-- Daily at 09:17 UTC (early morning in Idaho). Where pg_cron is missing the job is not scheduled
-- and says so, like the notification worker's schedule.
do $schedule$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
  end if;
  if pg_catalog.to_regnamespace('cron') is null then
    raise warning 'pg_cron is missing: apply-retention is not scheduled';
    return;
  end if;
  perform cron.schedule('apply-retention', '17 9 * * *', 'select private.apply_retention()');
end;
$schedule$;
