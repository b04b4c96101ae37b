/**
 * Every missing id answers 404 with a sentence a person can read (issue 32, item 8).
 *
 * These raised SQLSTATE P0002 (no_data_found), which PostgREST answers with 500: its status table
 * maps class P0 to 500 except P0001, which is 400 (PostgREST docs/errors.rst, "HTTP Status
 * Codes"; the stand-in's stack/gateway/rest/errors.ts maps the same). PostgREST's own way to
 * choose a status is an SQLSTATE of the form PTxyz, answered with HTTP xyz (same page, "Custom
 * Errors": "RAISE ... USING ERRCODE = 'PT402'"), which the desk already uses (retry_desk_reply):
 * so these raise PT404, with a sentence the desk shows as it is.
 *
 * Functions, each otherwise as before: private.require_desk_record (set_record_assignment, and
 * every desk RPC that names a record), public.retry_delivery, public.admin_attach_inbound_mail,
 * public.admin_discard_inbound_mail, public.restore_site_version.
 */

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

create or replace function public.retry_delivery(p_delivery_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  delivery public.notification_deliveries;
begin
  if not coalesce(public.can_work_submissions(), false) then
    raise exception 'Only the desk''s reviewers can send e-mails again' using errcode = '42501';
  end if;
  select * into delivery from public.notification_deliveries where id = p_delivery_id for update;
  if delivery.id is null then
    raise exception 'This e-mail is no longer in the outbox: its record may have been deleted. Reload mail health to see what is waiting now.'
      using errcode = 'PT404';
  end if;
  if delivery.state in ('pending', 'failed') then
    perform private.requeue_delivery(delivery.id, delivery.state = 'failed');
  end if;
  select * into delivery from public.notification_deliveries where id = p_delivery_id;
  return pg_catalog.to_jsonb(delivery) - 'last_error';
end;
$$;

create or replace function public.admin_attach_inbound_mail(
  p_message_id uuid,
  p_record_kind text,
  p_record_id uuid
)
returns public.inbound_messages
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  source_table text := private.notification_table(p_record_kind);
  record_exists boolean;
  attached public.inbound_messages;
begin
  if not coalesce(public.has_role(auth.uid(), 'admin'), false) then
    raise exception 'Only administrators can attach answers' using errcode = '42501';
  end if;
  if source_table is null then
    raise exception 'Unknown record kind: %', p_record_kind using errcode = '22023';
  end if;
  execute pg_catalog.format('select exists (select 1 from public.%I where id = $1)', source_table)
  into record_exists
  using p_record_id;
  if not record_exists then
    raise exception 'That record was not found: it may have been deleted. Reload the list to see the records there are now.'
      using errcode = 'PT404';
  end if;
  update public.inbound_messages
  set state = 'threaded', record_kind = p_record_kind, record_id = p_record_id,
      handled_by = auth.uid(), handled_at = pg_catalog.now()
  where id = p_message_id and state = 'unmatched'
  returning * into attached;
  if attached.id is null then
    raise exception 'This answer is no longer waiting to be attached: another administrator may have attached or discarded it. Reload the list.'
      using errcode = 'PT404';
  end if;
  perform private.thread_answer(attached);
  perform private.write_audit('inbound_mail_attached', p_record_kind, p_record_id, '{}'::jsonb);
  return attached;
end;
$$;

create or replace function public.admin_discard_inbound_mail(p_message_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not coalesce(public.has_role(auth.uid(), 'admin'), false) then
    raise exception 'Only administrators can discard answers' using errcode = '42501';
  end if;
  delete from public.inbound_messages where id = p_message_id and state = 'unmatched';
  if not found then
    raise exception 'This answer is no longer waiting to be attached: another administrator may have attached or discarded it. Reload the list.'
      using errcode = 'PT404';
  end if;
  perform private.write_audit('inbound_mail_discarded', null, null, '{}'::jsonb);
end;
$$;

create or replace function public.restore_site_version(_version_id uuid)
returns public.site_publications
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _content jsonb;
begin
  perform private.require_site_editor();
  select v.content into _content from public.site_content_versions v where v.id = _version_id;
  if _content is null then
    raise exception 'That version is not in the history any more. Reload the page to see the versions there are.'
      using errcode = 'PT404';
  end if;
  update public.site_content_draft
    set content = _content, updated_at = now(), updated_by = auth.uid()
  where id;
  return private.publish_site_content(_content, _version_id);
end;
$$;
