-- Replies sent from the desk (migration desk_replies_and_routing) are personal data of the record
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

-- The records of one kind for an address, each with its notes, status history and the replies
-- sent to the person (what was sent and when; not the reviewers' delivery bookkeeping).
create or replace function private.personal_records(_record_kind text, _email text)
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
