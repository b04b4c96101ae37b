-- Personal data: what the project holds about one person, its export and deletion (with the
-- confirmation e-mail), what deleting a record takes with it, and the retention periods applied
-- daily.
-- Baseline (docs/migration-baseline.md).

-- Function bodies here may name objects defined further down or in a later file of the baseline,
-- as pg_dump's output does: they are checked when they run (pgTAP runs every one), not when
-- they are created. Only for this file's transaction.
set local check_function_bodies = off;

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

-- Personal data under the privacy policy's promises (src/content/page-seeds/privacy-policy.ts).
--
-- * admin_delete_record(kind, id): one record goes, and with it its notes and read markers
--   (trigger forget_record, below), its notification deliveries (the outbox's trigger
--   enqueue_notification) and its status history (trigger below).
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
create function private.admin_delete_record(_record_kind text, _record_id uuid)
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
    raise exception 'That record was not found; it may have been deleted.' using errcode = 'PT404';
  end if;
  perform private.write_audit('record_deleted', _record_kind, _record_id, '{}'::jsonb);
end;
$$;
revoke all on function private.admin_delete_record(text, uuid) from public, anon, service_role;
grant execute on function private.admin_delete_record(text, uuid) to authenticated;

-- The API's entry point: runs as the caller and calls the function above.
create function public.admin_delete_record(_record_kind text, _record_id uuid)
returns void
language sql
volatile
security invoker
set search_path = ''
begin atomic
  select private.admin_delete_record($1, $2);
end;
revoke all on function public.admin_delete_record(text, uuid) from public;
grant execute on function public.admin_delete_record(text, uuid) to authenticated;

-- The records of one kind for an address, each with its notes, status history and the replies
-- sent to the person (what was sent and when; not the reviewers' delivery bookkeeping).
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
        ),
        'replies', (
          select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
            'recipient', d.recipient, 'body', d.body, 'created_at', d.created_at,
            'sent_at', d.sent_at)
            order by d.created_at), '[]'::jsonb)
          from public.desk_replies d
          where d.record_kind = $2 and d.record_id = r.id
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

create function private.admin_personal_data(_email text)
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
revoke all on function private.admin_personal_data(text) from public, anon, service_role;
grant execute on function private.admin_personal_data(text) to authenticated;

-- The API's entry point: runs as the caller and calls the function above.
create function public.admin_personal_data(_email text)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
begin atomic
  select private.admin_personal_data($1);
end;
revoke all on function public.admin_personal_data(text) from public;
grant execute on function public.admin_personal_data(text) to authenticated;

-- Deletion at once, sending nothing: what this function is for. The desk
-- deletes a person's data only through the two-step path below (admin_request_personal_data_deletion,
-- send-deletion-confirmation, then the deletion once the mail service accepted the confirmation
-- and every reply still queued to the address was tried). admin_delete_personal_data stays for an
-- administrator working the database directly when there is nobody to tell (an address that
-- bounces for good, a request made on paper about an address the person no longer reads): it
-- deletes at once and sends nothing, queued replies included. Nothing in the desk calls it;
-- retention jobs have their own function (private.apply_retention) and never call it either.
create function private.admin_delete_personal_data(_email text)
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
comment on function private.admin_delete_personal_data(text) is
  'Deletes everything about an address at once, sending nothing (queued replies to it go unsent). Not used by the desk, which deletes only after the confirmation e-mail was accepted (admin_request_personal_data_deletion / send-deletion-confirmation). For an address nobody reads any more. Admins only; audited.';
revoke all on function private.admin_delete_personal_data(text) from public, anon, service_role;
grant execute on function private.admin_delete_personal_data(text) to authenticated;

-- The API's entry point: runs as the caller and calls the function above.
create function public.admin_delete_personal_data(_email text)
returns table (coach_applications integer, contact_submissions integer, alliance_registrations integer)
language sql
volatile
security invoker
set search_path = ''
begin atomic
  select * from private.admin_delete_personal_data($1);
end;
revoke all on function public.admin_delete_personal_data(text) from public;
grant execute on function public.admin_delete_personal_data(text) to authenticated;
comment on function public.admin_delete_personal_data(text) is
  'Deletes everything about an address at once, sending nothing (queued replies to it go unsent). Not used by the desk, which deletes only after the confirmation e-mail was accepted (admin_request_personal_data_deletion / send-deletion-confirmation). For an address nobody reads any more. Admins only; audited.';

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

-- Replies sent from the desk (public.desk_replies) are personal data of the record
-- they answer: they go when the record goes, and a subject access export includes them.

create function private.forget_record_replies()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.desk_replies r where r.record_kind = tg_argv[0] and r.record_id = old.id;
  return null;
end;
$$;
revoke all on function private.forget_record_replies() from public;

create trigger coach_applications_forget_record_replies
  after delete on public.coach_applications
  for each row execute function private.forget_record_replies('coach_application');

create trigger contact_submissions_forget_record_replies
  after delete on public.contact_submissions
  for each row execute function private.forget_record_replies('contact_submission');

create trigger alliance_registrations_forget_record_replies
  after delete on public.alliance_registrations
  for each row execute function private.forget_record_replies('alliance_registration');

-- An answer goes when its record goes.
create function private.forget_record_answers()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.inbound_messages m where m.record_kind = tg_argv[0] and m.record_id = old.id;
  return null;
end;
$$;
revoke all on function private.forget_record_answers() from public;

create trigger coach_applications_forget_record_answers
  after delete on public.coach_applications
  for each row execute function private.forget_record_answers('coach_application');

create trigger contact_submissions_forget_record_answers
  after delete on public.contact_submissions
  for each row execute function private.forget_record_answers('contact_submission');

create trigger alliance_registrations_forget_record_answers
  after delete on public.alliance_registrations
  for each row execute function private.forget_record_answers('alliance_registration');

-- Deletion with a confirmation that is sent, so the person has a record of it.
--
-- Deleting everything about an address now goes in two steps:
-- 1. admin_request_personal_data_deletion(email) queues a confirmation e-mail to that address (the
--    outbox kind 'deletion_confirmation', item_id = the request) and deletes nothing yet;
-- 2. when the mail service has accepted the confirmation (record_delivery_sent), the records go,
--    with their notes, history, replies and answers, as admin_delete_personal_data deletes them.
--    Replies to the address still queued at that moment are sent first: the deletion waits until
--    none is pending or being sent (a reply that finally fails no longer holds it up), so a queued
--    reply is never dropped without being tried. admin_personal_data_deletion_preview says so
--    before the reviewer confirms.
-- The audit log keeps that a confirmation went and what was deleted (counts), never its content.
-- The request row is removed once the deletion is done: nothing about the address remains.
-- The desk's fast path (the send-deletion-confirmation function) sends the confirmation at once;
-- the deliver-notifications worker retries it through an outage like every other e-mail.

create table public.deletion_requests (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  requested_by uuid references auth.users (id) on delete set null,
  requested_at timestamptz not null default now(),
  constraint deletion_requests_email_valid check (private.are_emails(array[email]))
);

comment on table public.deletion_requests is
  'Deletions of an address waiting for their confirmation e-mail to be accepted. Service role only; removed when done.';

alter table public.deletion_requests enable row level security;

revoke all on table public.deletion_requests from public, anon, authenticated;

grant all on table public.deletion_requests to service_role;

-- What the desk is told before it confirms: what is held and what happens to queued replies.
create function private.admin_personal_data_deletion_preview(_email text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  _address text := pg_catalog.lower(pg_catalog.btrim(coalesce(_email, '')));
begin
  if not coalesce(public.has_role(auth.uid(), 'admin'), false) then
    raise exception 'Admin privileges required' using errcode = '42501';
  end if;
  return pg_catalog.jsonb_build_object(
    'email', _address,
    'records', (select count(*) from public.coach_applications where pg_catalog.lower(email) = _address)
      + (select count(*) from public.contact_submissions where pg_catalog.lower(email) = _address)
      + (select count(*) from public.alliance_registrations where pg_catalog.lower(email) = _address),
    'queued_replies', (
      select count(*) from public.notification_deliveries d
      where d.kind = 'reply' and pg_catalog.lower(d.recipient) = _address
        and d.state in ('pending', 'sending')
    ),
    'pending_request', exists (
      select 1 from public.deletion_requests r where pg_catalog.lower(r.email) = _address
    )
  );
end;
$$;
revoke all on function private.admin_personal_data_deletion_preview(text) from public, anon, service_role;
grant execute on function private.admin_personal_data_deletion_preview(text) to authenticated;

-- The API's entry point: runs as the caller and calls the function above.
create function public.admin_personal_data_deletion_preview(_email text)
returns jsonb
language sql
stable
security invoker
set search_path = ''
begin atomic
  select private.admin_personal_data_deletion_preview($1);
end;
revoke all on function public.admin_personal_data_deletion_preview(text) from public;
grant execute on function public.admin_personal_data_deletion_preview(text) to authenticated;

-- The deletion itself, once its confirmation went and no reply to the address is still queued.
create function private.complete_deletion(p_request_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  request public.deletion_requests;
  _address text;
  _coach integer;
  _contact integer;
  _alliance integer;
begin
  select * into request from public.deletion_requests where id = p_request_id for update;
  if request.id is null then
    return null;
  end if;
  _address := pg_catalog.lower(request.email);
  if not exists (
    select 1 from public.notification_deliveries d
    where d.kind = 'deletion_confirmation' and d.item_id = request.id and d.state = 'sent'
  ) or exists (
    select 1 from public.notification_deliveries d
    where d.kind = 'reply' and pg_catalog.lower(d.recipient) = _address
      and d.state in ('pending', 'sending')
  ) then
    return pg_catalog.jsonb_build_object('state', 'waiting');
  end if;
  -- The audit entry is the request's, whoever's call completes it.
  perform pg_catalog.set_config('app.audit_actor', coalesce(request.requested_by::text, ''), true);
  delete from public.coach_applications a where pg_catalog.lower(a.email) = _address;
  get diagnostics _coach = row_count;
  delete from public.contact_submissions c where pg_catalog.lower(c.email) = _address;
  get diagnostics _contact = row_count;
  delete from public.alliance_registrations g where pg_catalog.lower(g.email) = _address;
  get diagnostics _alliance = row_count;
  delete from public.notification_deliveries d
  where d.kind = 'deletion_confirmation' and d.item_id = request.id;
  delete from public.deletion_requests where id = request.id;
  perform private.write_audit('personal_data_deleted', null, null, pg_catalog.jsonb_build_object(
    'coach_applications', _coach, 'contact_submissions', _contact,
    'alliance_registrations', _alliance, 'confirmation_sent', true));
  perform pg_catalog.set_config('app.audit_actor', '', true);
  return pg_catalog.jsonb_build_object(
    'state', 'deleted', 'coach_applications', _coach, 'contact_submissions', _contact,
    'alliance_registrations', _alliance
  );
end;
$$;
revoke all on function private.complete_deletion(uuid) from public;

/*
 * Queues the confirmation and the deletion of everything about an address. Answers the request's
 * id and what will happen; the same address again while a request waits answers that request.
 */
create function private.admin_request_personal_data_deletion(_email text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _address text := pg_catalog.lower(pg_catalog.btrim(coalesce(_email, '')));
  request public.deletion_requests;
  newest record;
begin
  if not coalesce(public.has_role(auth.uid(), 'admin'), false) then
    raise exception 'Admin privileges required' using errcode = '42501';
  end if;
  if not private.is_email(_address) then
    raise exception 'Enter a valid e-mail address' using errcode = '22023';
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('deletion:' || _address, 0));
  select * into request from public.deletion_requests where pg_catalog.lower(email) = _address;
  if request.id is null then
    -- The outbox row hangs off the person's newest record (it goes with the records).
    select k.kind, k.id into newest from (
      select 'coach_application' as kind, id, created_at from public.coach_applications
      where pg_catalog.lower(email) = _address
      union all
      select 'contact_submission', id, created_at from public.contact_submissions
      where pg_catalog.lower(email) = _address
      union all
      select 'alliance_registration', id, created_at from public.alliance_registrations
      where pg_catalog.lower(email) = _address
    ) k order by k.created_at desc limit 1;
    if newest.id is null then
      raise exception 'Nothing is held about %', _address using errcode = 'P0002';
    end if;
    insert into public.deletion_requests (email, requested_by)
    values (_address, auth.uid())
    returning * into request;
    insert into public.notification_deliveries (
      record_kind, record_id, kind, item_id, recipient, next_attempt_at
    )
    values (newest.kind, newest.id, 'deletion_confirmation', request.id, _address, pg_catalog.now());
    perform private.write_audit('personal_data_deletion_requested', null, null, '{}'::jsonb);
  end if;
  return public.admin_personal_data_deletion_preview(_address)
    || pg_catalog.jsonb_build_object('request_id', request.id);
end;
$$;
revoke all on function private.admin_request_personal_data_deletion(text) from public, anon, service_role;
grant execute on function private.admin_request_personal_data_deletion(text) to authenticated;

-- The API's entry point: runs as the caller and calls the function above.
create function public.admin_request_personal_data_deletion(_email text)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
begin atomic
  select private.admin_request_personal_data_deletion($1);
end;
revoke all on function public.admin_request_personal_data_deletion(text) from public;
grant execute on function public.admin_request_personal_data_deletion(text) to authenticated;

-- Where a request stands: 'waiting' (confirmation or queued replies not yet sent) or 'deleted'.
create function private.admin_personal_data_deletion_state(_request_id uuid)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not coalesce(public.has_role(auth.uid(), 'admin'), false) then
    raise exception 'Admin privileges required' using errcode = '42501';
  end if;
  return case
    when exists (select 1 from public.deletion_requests where id = _request_id) then 'waiting'
    else 'deleted'
  end;
end;
$$;
revoke all on function private.admin_personal_data_deletion_state(uuid) from public, anon, service_role;
grant execute on function private.admin_personal_data_deletion_state(uuid) to authenticated;

-- The API's entry point: runs as the caller and calls the function above.
create function public.admin_personal_data_deletion_state(_request_id uuid)
returns text
language sql
stable
security invoker
set search_path = ''
begin atomic
  select private.admin_personal_data_deletion_state($1);
end;
revoke all on function public.admin_personal_data_deletion_state(uuid) from public;
grant execute on function public.admin_personal_data_deletion_state(uuid) to authenticated;

-- Retention periods: everyone signed in reads them (the privacy page's figures); administrators
-- change the months. The change is audited (private.audit_setting_change, in the desk's settings).
grant update (months) on table public.retention_periods to authenticated;

create policy "administrators change retention periods"
  on public.retention_periods for update to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')))
  with check ((select private.has_role((select auth.uid()), 'admin')));

create trigger retention_periods_audit
  after insert or update or delete on public.retention_periods
  for each row execute function private.audit_setting_change('retention_changed', 'rule');

-- 0001 unindexed_foreign_keys: deleting a user (or a version) looks these rows up by the key.
create index deletion_requests_requested_by_idx on public.deletion_requests (requested_by);

create policy "no API role reads deletion requests directly"
  on public.deletion_requests for select to anon, authenticated
  using (false);
